import type { AdjustmentListQuery, AdjustmentRow } from '@tillbook/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { moneyColumn, qtyColumn, timeColumn } from '../components/data-table';
import { DocumentListPage } from '../components/document-list';
import { useMoney } from '../format';
import { ADJUSTMENT_PATHS, adjustmentKindOf } from '../paths';

type Filters = Omit<AdjustmentListQuery, 'page' | 'pageSize' | 'sort' | 'kind'>;
const INITIAL: Filters = {};

/**
 * /stockManage/modifier/increase, /damage and /loss: the records of one adjustment kind (filters number, store,
 * dates; export). One page for the three kinds, told apart by the path.
 */
export default function AdjustmentListPage() {
  const { t } = useTranslation(['stock', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const kind = adjustmentKindOf(useLocation().pathname);
  const paths = ADJUSTMENT_PATHS[kind];

  const columns: ColumnsType<AdjustmentRow> = [
    { title: t('field.store'), dataIndex: 'storeName' },
    qtyColumn(t('field.quantity'), 'totalQuantity'),
    moneyColumn(t('field.totalCost'), 'totalCost', money),
    { title: t('field.note'), dataIndex: 'note', ellipsis: true, render: (v: string) => v || '—' },
    { title: t('field.operator'), dataIndex: 'operatorName' },
    timeColumn(t('field.createdAt'), 'createdAt'),
  ];

  return (
    <DocumentListPage<AdjustmentRow, Filters>
      // A fresh list state per kind: the three menu entries are three lists.
      key={kind}
      doc="adjustment"
      testId={`adjustment-list-page-${kind}`}
      title={t(`menu:stockManage.modifier/${kind}`)}
      addLabel={t(`adjustment.add.${kind}`)}
      onAdd={() => navigate(paths.add)}
      initialFilters={INITIAL}
      fixedFilters={{ kind }}
      columns={columns}
      infoPath={paths.info}
      emptyText={t(`adjustment.empty.${kind}`)}
    />
  );
}
