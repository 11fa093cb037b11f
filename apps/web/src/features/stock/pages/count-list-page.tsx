import { COUNT_STATUSES, type CountListQuery, type CountRow } from '@tillbook/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCountAction } from '../api';
import { moneyColumn, qtyColumn, timeColumn } from '../components/data-table';
import { DocumentListPage } from '../components/document-list';
import { useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

type Filters = Omit<CountListQuery, 'page' | 'pageSize' | 'sort'>;
const INITIAL: Filters = {};
/** A count not completed may be counted on, or deleted. */
const open = (r: CountRow) => r.status !== 'completed';

/** /stockManage/inventoryList: stock counts (filters number, status, store, dates; export), count on, delete. */
export default function CountListPage() {
  const { t } = useTranslation(['stock', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const remove = useCountAction('delete');

  const columns: ColumnsType<CountRow> = [
    { title: t('count.type'), dataIndex: 'type', render: (v: CountRow['type']) => t(`count.types.${v}`) },
    { title: t('field.store'), dataIndex: 'storeName' },
    {
      title: t('count.countedItems'),
      key: 'counted',
      align: 'right',
      render: (_, r) => `${r.countedCount} / ${r.itemCount}`,
    },
    qtyColumn(t('count.difference'), 'differenceQuantity', true),
    moneyColumn(t('count.differenceValue'), 'differenceValue', money),
    timeColumn(t('field.createdAt'), 'createdAt'),
    timeColumn(t('count.completedAt'), 'completedAt'),
    { title: t('field.operator'), dataIndex: 'operatorName' },
  ];

  return (
    <DocumentListPage<CountRow, Filters>
      doc="count"
      testId="count-list-page"
      title={t('menu:stockManage.inventoryList')}
      addLabel={t('count.add')}
      onAdd={() => navigate(STOCK_PATHS.countSelect)}
      initialFilters={INITIAL}
      statuses={{ kind: 'count', values: COUNT_STATUSES }}
      columns={columns}
      infoPath={STOCK_PATHS.countInfo}
      nextStep={{ label: t('count.countNow'), path: STOCK_PATHS.countSave, testId: 'continue', when: open }}
      canDelete={open}
      onDelete={(r) => remove.mutateAsync({ id: r.id })}
      emptyText={t('count.empty')}
    />
  );
}
