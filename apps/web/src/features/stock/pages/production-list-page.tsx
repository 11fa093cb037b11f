import { PRODUCTION_KINDS, type ProductionListQuery, type ProductionRow } from '@tillbook/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { moneyColumn, qtyColumn, timeColumn } from '../components/data-table';
import { DocumentListPage } from '../components/document-list';
import { EnumSelect } from '../components/filters';
import { useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

type Filters = Omit<ProductionListQuery, 'page' | 'pageSize' | 'sort'>;
const INITIAL: Filters = {};

/** /stockManage/produceList: productions and disassemblies (filters number, store, kind, dates; export). */
export default function ProductionListPage() {
  const { t } = useTranslation(['stock', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();

  const columns: ColumnsType<ProductionRow> = [
    {
      title: t('production.kind'),
      dataIndex: 'kind',
      render: (k: ProductionRow['kind']) => (
        <Tag color={k === 'production' ? 'lime' : 'orange'}>{t(`production.kinds.${k}`)}</Tag>
      ),
    },
    { title: t('field.store'), dataIndex: 'storeName' },
    qtyColumn(t('field.quantity'), 'totalQuantity'),
    moneyColumn(t('field.totalCost'), 'totalCost', money),
    { title: t('field.operator'), dataIndex: 'operatorName' },
    timeColumn(t('field.createdAt'), 'createdAt'),
  ];

  return (
    <DocumentListPage<ProductionRow, Filters>
      doc="production"
      testId="production-list-page"
      title={t('menu:stockManage.produceList')}
      addLabel={t('production.add')}
      onAdd={() => navigate(STOCK_PATHS.productionEdit)}
      initialFilters={INITIAL}
      filters={(filters, setFilters) => (
        <EnumSelect
          values={PRODUCTION_KINDS}
          prefix="production.kinds"
          value={filters.kind}
          onChange={(kind) => setFilters({ kind })}
          placeholder={t('production.allKinds')}
          testId="production-filter-kind"
        />
      )}
      columns={columns}
      infoPath={STOCK_PATHS.productionInfo}
      emptyText={t('production.empty')}
    />
  );
}
