import { PlusOutlined } from '@ant-design/icons';
import { PURCHASE_STATUSES, type PurchaseListQuery, type PurchaseRow } from '@tillbook/contract';
import { Button, Space, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { usePurchaseList } from '../api';
import { DataTable, FilterBar } from '../components/data-table';
import { DateRange, EnumSelect, ExportButtons, KeywordSearch, PartnerSelect, StoreSelect } from '../components/filters';
import { LowStockPanel } from '../components/low-stock-panel';
import { StatusTag } from '../components/status-tag';
import { formatQty, useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

type Filters = Omit<PurchaseListQuery, 'page' | 'pageSize' | 'sort'>;
const INITIAL: Filters = {};

/**
 * /stockManage/orderList: purchase orders (filters number, status, store, supplier, dates; export), and the
 * low-stock tab (`?tab=lowStock`) whose shortcut opens a new order for the chosen items.
 */
export default function PurchaseListPage() {
  const { t } = useTranslation(['stock', 'crud', 'menu']);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'lowStock' ? 'lowStock' : 'orders';

  return (
    <ListPage
      testId="purchase-list-page"
      title={t('menu:stockManage.orderList')}
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(STOCK_PATHS.purchaseEdit)}
          data-testid="purchase-add"
        >
          {t('purchase.add')}
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'lowStock' ? { tab: key } : {}, { replace: true })}
        items={[
          { key: 'orders', label: <span data-testid="purchase-tab-orders">{t('purchase.orders')}</span> },
          { key: 'lowStock', label: <span data-testid="purchase-tab-low">{t('lowStock.title')}</span> },
        ]}
      />
      {tab === 'orders' ? <PurchaseOrders /> : <LowStockPanel />}
    </ListPage>
  );
}

function PurchaseOrders() {
  const { t } = useTranslation(['stock', 'crud']);
  const navigate = useNavigate();
  const money = useMoney();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL);
  const list = usePurchaseList(body);
  const info = (r: PurchaseRow) => navigate(`${STOCK_PATHS.purchaseInfo}?id=${r.id}`);

  const columns: ColumnsType<PurchaseRow> = [
    {
      title: t('field.number'),
      dataIndex: 'number',
      render: (v: string, r) => (
        <Button type="link" size="small" onClick={() => info(r)} data-testid={`purchase-number-${r.id}`}>
          {v}
        </Button>
      ),
    },
    {
      title: t('field.status'),
      dataIndex: 'status',
      render: (_, r) => <StatusTag kind="purchase" status={r.status} testId={`purchase-status-${r.id}`} />,
    },
    { title: t('partner.supplier.one'), dataIndex: 'supplierName' },
    { title: t('field.store'), dataIndex: 'storeName' },
    { title: t('purchase.purchaseDate'), dataIndex: 'purchaseDate', render: (v: string) => formatDate(v) },
    {
      title: t('purchase.expectedDate'),
      dataIndex: 'expectedDate',
      render: (v: string | null) => (v ? formatDate(v) : '—'),
    },
    { title: t('purchase.ordered'), dataIndex: 'orderedQuantity', align: 'right', render: (v: string) => formatQty(v) },
    {
      title: t('purchase.received'),
      dataIndex: 'receivedQuantity',
      align: 'right',
      render: (v: string) => formatQty(v),
    },
    {
      title: t('purchase.returned'),
      dataIndex: 'returnedQuantity',
      align: 'right',
      render: (v: string) => formatQty(v),
    },
    { title: t('field.totalCost'), dataIndex: 'totalCost', align: 'right', render: (v: string) => money(v) },
    { title: t('field.operator'), dataIndex: 'operatorName' },
    {
      title: t('crud:actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => info(r)} data-testid={`purchase-view-${r.id}`}>
            {t('crud:detail')}
          </Button>
          {r.status === 'normal' || r.status === 'partial' ? (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(`${STOCK_PATHS.purchaseReceive}?id=${r.id}`)}
              data-testid={`purchase-receive-${r.id}`}
            >
              {t('purchase.receive')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <FilterBar>
        <KeywordSearch
          value={filters.keyword}
          placeholder={t('field.numberSearch')}
          onSearch={(keyword) => setFilters({ keyword })}
          testId="purchase-filter-keyword"
        />
        <EnumSelect
          values={PURCHASE_STATUSES}
          prefix="status.purchase"
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          placeholder={t('field.allStatuses')}
          testId="purchase-filter-status"
        />
        <StoreSelect
          value={filters.storeId}
          onChange={(storeId) => setFilters({ storeId })}
          testId="purchase-filter-store"
        />
        <PartnerSelect
          kind="supplier"
          value={filters.supplierId}
          onChange={(supplierId) => setFilters({ supplierId })}
          testId="purchase-filter-supplier"
        />
        <DateRange from={filters.dateFrom} to={filters.dateTo} onChange={setFilters} testId="purchase-filter-dates" />
        <Button onClick={reset} data-testid="purchase-filter-reset">
          {t('crud:reset')}
        </Button>
        <ExportButtons target="purchase" filters={filters} testId="purchase-export" />
      </FilterBar>
      <DataTable
        query={list}
        columns={columns}
        pagination={pagination(list.data?.total)}
        testId="purchase-table"
        emptyText={t('purchase.empty')}
      />
    </>
  );
}
