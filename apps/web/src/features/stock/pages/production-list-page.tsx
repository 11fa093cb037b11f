import { PlusOutlined } from '@ant-design/icons';
import { PRODUCTION_KINDS, type ProductionListQuery, type ProductionRow } from '@tillbook/contract';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { useProductionList } from '../api';
import { DataTable, FilterBar } from '../components/data-table';
import { DateRange, EnumSelect, ExportButtons, KeywordSearch, StoreSelect } from '../components/filters';
import { formatQty, useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

type Filters = Omit<ProductionListQuery, 'page' | 'pageSize' | 'sort'>;
const INITIAL: Filters = {};

/** /stockManage/produceList: productions and disassemblies (filters kind, number, store, dates; export). */
export default function ProductionListPage() {
  const { t } = useTranslation(['stock', 'crud', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL);
  const list = useProductionList(body);
  const info = (r: ProductionRow) => navigate(`${STOCK_PATHS.productionInfo}?id=${r.id}`);

  const columns: ColumnsType<ProductionRow> = [
    {
      title: t('field.number'),
      dataIndex: 'number',
      render: (v: string, r) => (
        <Button type="link" size="small" onClick={() => info(r)} data-testid={`production-number-${r.id}`}>
          {v}
        </Button>
      ),
    },
    {
      title: t('production.kind'),
      dataIndex: 'kind',
      render: (k: ProductionRow['kind']) => (
        <Tag color={k === 'production' ? 'lime' : 'orange'}>{t(`production.kinds.${k}`)}</Tag>
      ),
    },
    { title: t('field.store'), dataIndex: 'storeName' },
    { title: t('field.quantity'), dataIndex: 'totalQuantity', align: 'right', render: (v: string) => formatQty(v) },
    { title: t('field.totalCost'), dataIndex: 'totalCost', align: 'right', render: (v: string) => money(v) },
    { title: t('field.operator'), dataIndex: 'operatorName' },
    { title: t('field.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => info(r)} data-testid={`production-view-${r.id}`}>
          {t('crud:detail')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      testId="production-list-page"
      title={t('menu:stockManage.produceList')}
      actions={
        <>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(STOCK_PATHS.productionEdit)}
            data-testid="production-add"
          >
            {t('production.add')}
          </Button>
          <ExportButtons target="production" filters={filters} testId="production-export" />
        </>
      }
    >
      <FilterBar>
        <KeywordSearch
          value={filters.keyword}
          placeholder={t('field.numberSearch')}
          onSearch={(keyword) => setFilters({ keyword })}
          testId="production-filter-keyword"
        />
        <EnumSelect
          values={PRODUCTION_KINDS}
          prefix="production.kinds"
          value={filters.kind}
          onChange={(kind) => setFilters({ kind })}
          placeholder={t('production.allKinds')}
          testId="production-filter-kind"
        />
        <StoreSelect
          value={filters.storeId}
          onChange={(storeId) => setFilters({ storeId })}
          testId="production-filter-store"
        />
        <DateRange from={filters.dateFrom} to={filters.dateTo} onChange={setFilters} testId="production-filter-dates" />
        <Button onClick={reset} data-testid="production-filter-reset">
          {t('crud:reset')}
        </Button>
      </FilterBar>
      <DataTable
        query={list}
        columns={columns}
        pagination={pagination(list.data?.total)}
        testId="production-table"
        emptyText={t('production.empty')}
      />
    </ListPage>
  );
}
