import { PURCHASE_STATUSES, type PurchaseListQuery, type PurchaseRow } from '@tillbook/contract';
import { Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format/dates';
import { moneyColumn, qtyColumn } from '../components/data-table';
import { DocumentListPage } from '../components/document-list';
import { PartnerSelect } from '../components/filters';
import { LowStockPanel } from '../components/low-stock-panel';
import { useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

type Filters = Omit<PurchaseListQuery, 'page' | 'pageSize' | 'sort'>;
const INITIAL: Filters = {};

/**
 * /stockManage/orderList: purchase orders (filters number, status, store, supplier, dates; export), and the
 * low-stock tab (`?tab=lowStock`) whose shortcut opens a new order for the chosen items.
 */
export default function PurchaseListPage() {
  const { t } = useTranslation(['stock', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'lowStock' ? 'lowStock' : 'orders';

  const columns: ColumnsType<PurchaseRow> = [
    { title: t('partner.supplier.one'), dataIndex: 'supplierName' },
    { title: t('field.store'), dataIndex: 'storeName' },
    { title: t('purchase.purchaseDate'), dataIndex: 'purchaseDate', render: (v: string) => formatDate(v) },
    {
      title: t('purchase.expectedDate'),
      dataIndex: 'expectedDate',
      render: (v: string | null) => (v ? formatDate(v) : '—'),
    },
    qtyColumn(t('purchase.ordered'), 'orderedQuantity'),
    qtyColumn(t('purchase.received'), 'receivedQuantity'),
    qtyColumn(t('purchase.returned'), 'returnedQuantity'),
    moneyColumn(t('field.totalCost'), 'totalCost', money),
    { title: t('field.operator'), dataIndex: 'operatorName' },
  ];

  return (
    <DocumentListPage<PurchaseRow, Filters>
      doc="purchase"
      testId="purchase-list-page"
      title={t('menu:stockManage.orderList')}
      addLabel={t('purchase.add')}
      onAdd={() => navigate(STOCK_PATHS.purchaseEdit)}
      initialFilters={INITIAL}
      statuses={{ kind: 'purchase', values: PURCHASE_STATUSES }}
      filters={(filters, setFilters) => (
        <PartnerSelect
          kind="supplier"
          value={filters.supplierId}
          onChange={(supplierId) => setFilters({ supplierId })}
          testId="purchase-filter-supplier"
        />
      )}
      columns={columns}
      infoPath={STOCK_PATHS.purchaseInfo}
      nextStep={{
        label: t('purchase.receive'),
        path: STOCK_PATHS.purchaseReceive,
        testId: 'receive',
        when: (r) => r.status === 'normal' || r.status === 'partial',
      }}
      emptyText={t('purchase.empty')}
      tabs={
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearch(key === 'lowStock' ? { tab: key } : {}, { replace: true })}
          items={[
            { key: 'orders', label: <span data-testid="purchase-tab-orders">{t('purchase.orders')}</span> },
            { key: 'lowStock', label: <span data-testid="purchase-tab-low">{t('lowStock.title')}</span> },
          ]}
        />
      }
      replacement={tab === 'lowStock' ? <LowStockPanel /> : undefined}
    />
  );
}
