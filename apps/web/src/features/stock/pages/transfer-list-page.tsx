import { PlusOutlined } from '@ant-design/icons';
import { TRANSFER_STATUSES, type TransferListQuery, type TransferRow } from '@tillbook/contract';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format/dates';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { useTransferList } from '../api';
import { DataTable, FilterBar } from '../components/data-table';
import { DateRange, EnumSelect, ExportButtons, KeywordSearch, StoreSelect } from '../components/filters';
import { StatusTag } from '../components/status-tag';
import { formatQty, useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

type Filters = Omit<TransferListQuery, 'page' | 'pageSize' | 'sort'>;
const INITIAL: Filters = {};
const place = (store: string, area: string) => (area ? `${store} · ${area}` : store);

/** /stockManage/transfer: transfers between stores (filters number, status, source, target, dates; export). */
export default function TransferListPage() {
  const { t } = useTranslation(['stock', 'crud', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL);
  const list = useTransferList(body);
  const info = (r: TransferRow) => navigate(`${STOCK_PATHS.transferInfo}?id=${r.id}`);

  const columns: ColumnsType<TransferRow> = [
    {
      title: t('field.number'),
      dataIndex: 'number',
      render: (v: string, r) => (
        <Button type="link" size="small" onClick={() => info(r)} data-testid={`transfer-number-${r.id}`}>
          {v}
        </Button>
      ),
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      render: (_, r) => <StatusTag kind="transfer" status={r.status} testId={`transfer-status-${r.id}`} />,
    },
    { title: t('transfer.fromStore'), key: 'from', render: (_, r) => place(r.fromStoreName, r.fromArea) },
    { title: t('transfer.toStore'), key: 'to', render: (_, r) => place(r.toStoreName, r.toArea) },
    {
      title: t('transfer.sentQuantity'),
      dataIndex: 'sentQuantity',
      align: 'right',
      render: (v: string) => formatQty(v),
    },
    {
      title: t('transfer.receivedQuantity'),
      dataIndex: 'receivedQuantity',
      align: 'right',
      render: (v: string) => formatQty(v),
    },
    { title: t('field.totalCost'), dataIndex: 'totalCost', align: 'right', render: (v: string) => money(v) },
    { title: t('field.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      title: t('transfer.receivedAt'),
      dataIndex: 'receivedAt',
      render: (v: string | null) => (v ? formatDateTime(v) : '—'),
    },
    { title: t('field.operator'), dataIndex: 'operatorName' },
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => info(r)} data-testid={`transfer-view-${r.id}`}>
            {t('crud:detail')}
          </Button>
          {r.status !== 'completed' ? (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(`${STOCK_PATHS.transferReceive}?id=${r.id}`)}
              data-testid={`transfer-receive-${r.id}`}
            >
              {t('transfer.receive')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId="transfer-list-page"
      title={t('menu:stockManage.transfer')}
      actions={
        <>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(STOCK_PATHS.transferEdit)}
            data-testid="transfer-add"
          >
            {t('transfer.add')}
          </Button>
          <ExportButtons target="transfer" filters={filters} testId="transfer-export" />
        </>
      }
    >
      <FilterBar>
        <KeywordSearch
          value={filters.keyword}
          placeholder={t('field.numberSearch')}
          onSearch={(keyword) => setFilters({ keyword })}
          testId="transfer-filter-keyword"
        />
        <EnumSelect
          values={TRANSFER_STATUSES}
          prefix="status.transfer"
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          placeholder={t('field.allStatuses')}
          testId="transfer-filter-status"
        />
        <StoreSelect
          value={filters.fromStoreId}
          onChange={(fromStoreId) => setFilters({ fromStoreId })}
          placeholder={t('transfer.fromStore')}
          testId="transfer-filter-from"
        />
        <StoreSelect
          value={filters.toStoreId}
          onChange={(toStoreId) => setFilters({ toStoreId })}
          placeholder={t('transfer.toStore')}
          testId="transfer-filter-to"
        />
        <DateRange from={filters.dateFrom} to={filters.dateTo} onChange={setFilters} testId="transfer-filter-dates" />
        <Button onClick={reset} data-testid="transfer-filter-reset">
          {t('crud:reset')}
        </Button>
      </FilterBar>
      <DataTable
        query={list}
        columns={columns}
        pagination={pagination(list.data?.total)}
        testId="transfer-table"
        emptyText={t('transfer.empty')}
      />
    </ListPage>
  );
}
