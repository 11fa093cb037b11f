import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { COUNT_STATUSES, type CountListQuery, type CountRow } from '@tillbook/contract';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { useCountAction, useCountList } from '../api';
import { DataTable, FilterBar } from '../components/data-table';
import { DateRange, EnumSelect, ExportButtons, KeywordSearch, StoreSelect } from '../components/filters';
import { StatusTag } from '../components/status-tag';
import { formatQty, useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

type Filters = Omit<CountListQuery, 'page' | 'pageSize' | 'sort'>;
const INITIAL: Filters = {};

/** /stockManage/inventoryList: stock counts (filters number, status, store, dates; export), count on, delete. */
export default function CountListPage() {
  const { t } = useTranslation(['stock', 'crud', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL);
  const list = useCountList(body);
  const remove = useCountAction('delete');
  const { confirmDelete, holder } = useConfirm();
  const info = (r: CountRow) => navigate(`${STOCK_PATHS.countInfo}?id=${r.id}`);

  const deleteRow = async (r: CountRow) => {
    if (!(await confirmDelete(r.number))) return;
    try {
      await remove.mutateAsync({ id: r.id });
      toast.success(t('crud:deleted'));
    } catch {
      // The client has shown the refusal.
    }
  };

  const columns: ColumnsType<CountRow> = [
    {
      title: t('field.number'),
      dataIndex: 'number',
      render: (v: string, r) => (
        <Button type="link" size="small" onClick={() => info(r)} data-testid={`count-number-${r.id}`}>
          {v}
        </Button>
      ),
    },
    { title: t('count.type'), dataIndex: 'type', render: (v: CountRow['type']) => t(`count.types.${v}`) },
    {
      title: t('field.status'),
      dataIndex: 'status',
      render: (_, r) => <StatusTag kind="count" status={r.status} testId={`count-status-${r.id}`} />,
    },
    { title: t('field.store'), dataIndex: 'storeName' },
    {
      title: t('count.countedItems'),
      key: 'counted',
      align: 'right',
      render: (_, r) => `${r.countedCount} / ${r.itemCount}`,
    },
    {
      title: t('count.difference'),
      dataIndex: 'differenceQuantity',
      align: 'right',
      render: (v: string) => formatQty(v, true),
    },
    {
      title: t('count.differenceValue'),
      dataIndex: 'differenceValue',
      align: 'right',
      render: (v: string) => money(v),
    },
    { title: t('field.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      title: t('count.completedAt'),
      dataIndex: 'completedAt',
      render: (v: string | null) => (v ? formatDateTime(v) : '—'),
    },
    { title: t('field.operator'), dataIndex: 'operatorName' },
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => info(r)} data-testid={`count-view-${r.id}`}>
            {t('crud:detail')}
          </Button>
          {r.status !== 'completed' ? (
            <>
              <Button
                type="link"
                size="small"
                onClick={() => navigate(`${STOCK_PATHS.countSave}?id=${r.id}`)}
                data-testid={`count-continue-${r.id}`}
              >
                {t('count.countNow')}
              </Button>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => deleteRow(r)}
                data-testid={`count-delete-${r.id}`}
              >
                {t('crud:delete')}
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId="count-list-page"
      title={t('menu:stockManage.inventoryList')}
      actions={
        <>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(STOCK_PATHS.countSelect)}
            data-testid="count-add"
          >
            {t('count.add')}
          </Button>
          <ExportButtons target="count" filters={filters} testId="count-export" />
        </>
      }
    >
      {holder}
      <FilterBar>
        <KeywordSearch
          value={filters.keyword}
          placeholder={t('field.numberSearch')}
          onSearch={(keyword) => setFilters({ keyword })}
          testId="count-filter-keyword"
        />
        <EnumSelect
          values={COUNT_STATUSES}
          prefix="status.count"
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          placeholder={t('field.allStatuses')}
          testId="count-filter-status"
        />
        <StoreSelect
          value={filters.storeId}
          onChange={(storeId) => setFilters({ storeId })}
          testId="count-filter-store"
        />
        <DateRange from={filters.dateFrom} to={filters.dateTo} onChange={setFilters} testId="count-filter-dates" />
        <Button onClick={reset} data-testid="count-filter-reset">
          {t('crud:reset')}
        </Button>
      </FilterBar>
      <DataTable
        query={list}
        columns={columns}
        pagination={pagination(list.data?.total)}
        testId="count-table"
        emptyText={t('count.empty')}
      />
    </ListPage>
  );
}
