import type { StockValueResult, StockValueRow } from '@tillbook/contract';
import { Button, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, hasFilters } from '../../../shared/ui/crud/empty-state';
import { ExportButtons } from '../../../shared/ui/crud/export-buttons';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { exportPath, useCategories, useStockValue } from '../api';
import { itemColumn, moneyColumn, qtyColumn } from '../components/data-table';
import { Figures } from '../components/figures';
import { AsOfDate, KeywordSearch, StoreSelect } from '../components/filters';
import { formatPercent, formatQty, itemKey, useMoney } from '../format';
import { STOCK_PATHS } from '../paths';

type ValueFigures = StockValueResult['totals'];
type StoreFigures = StockValueResult['stores'][number];
type ValueRow = StockValueRow & { key: string };

/** The figure columns shared by the per-store and per-item tables. */
function useFigureColumns<R extends ValueFigures>(): ColumnsType<R> {
  const { t } = useTranslation('stock');
  const money = useMoney();
  return [
    qtyColumn(t('field.quantity'), 'quantity'),
    moneyColumn(t('value.averageCost'), 'averageCost', money),
    moneyColumn(t('value.inventoryValue'), 'inventoryValue', money),
    moneyColumn(t('value.retailValue'), 'retailValue', money),
    moneyColumn(t('value.potentialProfit'), 'potentialProfit', money),
    { title: t('value.margin'), dataIndex: 'margin', align: 'right', render: (v: string) => formatPercent(v) },
  ];
}

/**
 * /stockManage/stockValue: quantity, average cost, inventory and retail value, potential profit and margin, in total,
 * per store and per item, now or as of the end of an earlier day (filters day, store, category, keyword; export). An
 * item's history is one click away.
 */
export default function StockValuePage() {
  const { t } = useTranslation(['stock', 'crud', 'menu']);
  const navigate = useNavigate();
  const money = useMoney();
  const { body, filters, setFilters, pagination } = useListParams<{
    storeId?: number;
    categoryId?: number;
    keyword?: string;
    date?: string;
  }>({});
  const value = useStockValue(body);
  const categories = useCategories();
  const figureColumns = useFigureColumns<ValueRow>();
  const storeColumns = useFigureColumns<StoreFigures>();
  const totals = value.data?.totals;

  const columns: ColumnsType<ValueRow> = [
    itemColumn(t('field.item')),
    ...figureColumns,
    {
      title: t('crud:actions'),
      key: 'actions',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => navigate(`${STOCK_PATHS.history}?productId=${r.productId}`)}
          data-testid={`value-history-${r.productId}-${r.variantId ?? 0}`}
        >
          {t('menu:stockManage.history')}
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      testId="value-page"
      title={t('menu:stockManage.stockValue')}
      actions={<ExportButtons path={exportPath('value')} body={filters} testId="value-export" />}
      filters={
        <>
          <AsOfDate value={filters.date} onChange={(date) => setFilters({ date })} testId="value-filter-date" />
          <KeywordSearch
            value={filters.keyword}
            placeholder={t('field.itemSearch')}
            onSearch={(keyword) => setFilters({ keyword })}
            testId="value-filter-keyword"
          />
          <StoreSelect
            value={filters.storeId}
            onChange={(storeId) => setFilters({ storeId })}
            testId="value-filter-store"
          />
          {categories.data ? (
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              value={filters.categoryId}
              onChange={(categoryId?: number) => setFilters({ categoryId })}
              placeholder={t('value.allCategories')}
              aria-label={t('value.category')}
              options={categories.data.map((c) => ({ value: c.id, label: c.name }))}
              style={{ width: 180 }}
              data-testid="value-filter-category"
            />
          ) : null}
        </>
      }
    >
      {totals ? (
        <Figures
          testId="value-totals"
          items={[
            { key: 'quantity', title: t('field.quantity'), value: formatQty(totals.quantity) },
            { key: 'averageCost', title: t('value.averageCost'), value: money(totals.averageCost) },
            { key: 'inventoryValue', title: t('value.inventoryValue'), value: money(totals.inventoryValue) },
            { key: 'retailValue', title: t('value.retailValue'), value: money(totals.retailValue) },
            { key: 'potentialProfit', title: t('value.potentialProfit'), value: money(totals.potentialProfit) },
            { key: 'margin', title: t('value.margin'), value: formatPercent(totals.margin) },
          ]}
        />
      ) : null}
      {value.data && value.data.stores.length > 0 ? (
        <div data-testid="value-stores" style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>{t('value.perStore')}</Typography.Title>
          <Table<StoreFigures>
            rowKey="storeId"
            size="small"
            columns={[{ title: t('field.store'), dataIndex: 'storeName' }, ...storeColumns]}
            dataSource={value.data.stores}
            pagination={false}
            scroll={{ x: true }}
            onRow={(r) => ({ 'data-testid': `value-store-${r.storeId}` }) as object}
          />
        </div>
      ) : null}
      <Typography.Title level={5}>{t('value.perItem')}</Typography.Title>
      <QueryTable<ValueRow>
        query={{
          ...value,
          data: value.data
            ? { list: value.data.list.map((r) => ({ ...r, key: itemKey(r) })), total: value.data.total }
            : undefined,
        }}
        columns={columns}
        pagination={pagination}
        testId="value-table"
        rowKey="key"
        empty={<EmptyState text={t('value.empty')} filtered={hasFilters(filters)} testId="value-table-empty" />}
      />
    </ListPage>
  );
}
