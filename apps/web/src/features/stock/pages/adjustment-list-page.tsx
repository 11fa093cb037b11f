import { PlusOutlined } from '@ant-design/icons';
import type { AdjustmentRow } from '@tillbook/contract';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { useAdjustmentList } from '../api';
import { DataTable, FilterBar } from '../components/data-table';
import { DateRange, ExportButtons, KeywordSearch, StoreSelect } from '../components/filters';
import { formatQty, useMoney } from '../format';
import { ADJUSTMENT_PATHS, adjustmentKindOf } from '../paths';

interface Filters {
  keyword?: string;
  storeId?: number;
  dateFrom?: string;
  dateTo?: string;
}
const INITIAL: Filters = {};

/**
 * /stockManage/modifier/increase, /damage and /loss: the records of one adjustment kind (filters number, store,
 * dates; export). One page for the three kinds, told apart by the path.
 */
export default function AdjustmentListPage() {
  const kind = adjustmentKindOf(useLocation().pathname);
  // A fresh list state per kind: the three menu entries are three lists.
  return <AdjustmentList key={kind} kind={kind} />;
}

function AdjustmentList({ kind }: { kind: ReturnType<typeof adjustmentKindOf> }) {
  const { t } = useTranslation(['stock', 'crud', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const paths = ADJUSTMENT_PATHS[kind];
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL);
  const list = useAdjustmentList({ ...body, kind });
  const info = (r: AdjustmentRow) => navigate(`${paths.info}?id=${r.id}`);

  const columns: ColumnsType<AdjustmentRow> = [
    {
      title: t('field.number'),
      dataIndex: 'number',
      render: (v: string, r) => (
        <Button type="link" size="small" onClick={() => info(r)} data-testid={`adjustment-number-${r.id}`}>
          {v}
        </Button>
      ),
    },
    { title: t('field.store'), dataIndex: 'storeName' },
    { title: t('field.quantity'), dataIndex: 'totalQuantity', align: 'right', render: (v: string) => formatQty(v) },
    { title: t('field.totalCost'), dataIndex: 'totalCost', align: 'right', render: (v: string) => money(v) },
    { title: t('field.note'), dataIndex: 'note', ellipsis: true, render: (v: string) => v || '—' },
    { title: t('field.operator'), dataIndex: 'operatorName' },
    { title: t('field.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => info(r)} data-testid={`adjustment-view-${r.id}`}>
          {t('crud:detail')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      testId={`adjustment-list-page-${kind}`}
      title={t(`menu:stockManage.modifier/${kind}`)}
      actions={
        <>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(paths.add)}
            data-testid="adjustment-add"
          >
            {t(`adjustment.add.${kind}`)}
          </Button>
          <ExportButtons target="adjustment" filters={{ ...filters, kind }} testId="adjustment-export" />
        </>
      }
    >
      <FilterBar>
        <KeywordSearch
          value={filters.keyword}
          placeholder={t('field.numberSearch')}
          onSearch={(keyword) => setFilters({ keyword })}
          testId="adjustment-filter-keyword"
        />
        <StoreSelect
          value={filters.storeId}
          onChange={(storeId) => setFilters({ storeId })}
          testId="adjustment-filter-store"
        />
        <DateRange from={filters.dateFrom} to={filters.dateTo} onChange={setFilters} testId="adjustment-filter-dates" />
        <Button onClick={reset} data-testid="adjustment-filter-reset">
          {t('crud:reset')}
        </Button>
      </FilterBar>
      <DataTable
        query={list}
        columns={columns}
        pagination={pagination(list.data?.total)}
        testId="adjustment-table"
        emptyText={t(`adjustment.empty.${kind}`)}
      />
    </ListPage>
  );
}
