import { ShoppingCartOutlined } from '@ant-design/icons';
import type { LowStockRow } from '@tillbook/contract';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { trimDecimal } from '../../../shared/format/dates';
import { EmptyState, hasFilters } from '../../../shared/ui/crud/empty-state';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { useLowStock } from '../api';
import { formatQty, itemKey, itemName, useMoney } from '../format';
import { STOCK_PATHS } from '../paths';
import { FilterBar, moneyColumn, qtyColumn } from './data-table';
import type { DocumentLine } from './document-lines';
import { KeywordSearch, StoreSelect } from './filters';
import type { PurchasePrefill } from './purchase-form';

type Row = LowStockRow & { key: string };
const rowKeyOf = (r: LowStockRow) => `${r.storeId}:${itemKey(r)}`;

/** The new order the shortcut opens: the chosen rows' store, their common supplier, the suggested quantities. */
export function prefillOf(rows: LowStockRow[]): PurchasePrefill {
  const suppliers = new Set(rows.map((r) => r.supplierId));
  const [supplierId] = [...suppliers];
  return {
    storeId: rows[0]?.storeId,
    supplierId: suppliers.size === 1 && supplierId !== null ? supplierId : undefined,
    lines: rows.map(
      (r): DocumentLine => ({
        productId: r.productId,
        variantId: r.variantId,
        productName: r.productName,
        variantName: r.variantName,
        sku: r.sku,
        barcode: r.barcode,
        unit: r.unit,
        onHand: r.onHand,
        quantity: trimDecimal(r.suggestedQuantity),
        cost: trimDecimal(r.purchaseCost),
      }),
    ),
  };
}

/**
 * Low stock (on the purchase orders page): items below their minimum in a store, with the quantity that brings
 * them to their best stock. Choosing rows of one store and "Create purchase order" opens addOrder filled in.
 */
export function LowStockPanel() {
  const { t } = useTranslation(['stock', 'crud']);
  const navigate = useNavigate();
  const money = useMoney();
  const { body, filters, setFilters, pagination } = useListParams<{ storeId?: number; keyword?: string }>({});
  const list = useLowStock(body);
  const [chosen, setChosen] = useState<Row[]>([]);
  const oneStore = new Set(chosen.map((r) => r.storeId)).size === 1;

  const columns: ColumnsType<Row> = [
    { title: t('field.item'), key: 'item', render: (_, r) => itemName(r) },
    { title: t('field.sku'), dataIndex: 'sku', render: (v: string) => v || '—' },
    { title: t('field.store'), dataIndex: 'storeName' },
    qtyColumn(t('field.onHand'), 'onHand'),
    qtyColumn(t('lowStock.min'), 'minStock'),
    qtyColumn(t('lowStock.best'), 'bestStock'),
    {
      title: t('lowStock.suggested'),
      dataIndex: 'suggestedQuantity',
      align: 'right',
      render: (v: string, r) => <strong data-testid={`lowstock-suggested-${r.key}`}>{formatQty(v)}</strong>,
    },
    moneyColumn(t('lowStock.purchaseCost'), 'purchaseCost', money),
  ];

  const rows: Row[] = (list.data?.list ?? []).map((r) => ({ ...r, key: rowKeyOf(r) }));
  return (
    <>
      <FilterBar>
        <KeywordSearch
          value={filters.keyword}
          placeholder={t('field.itemSearch')}
          onSearch={(keyword) => setFilters({ keyword })}
          testId="lowstock-filter-keyword"
        />
        <StoreSelect
          value={filters.storeId}
          onChange={(storeId) => setFilters({ storeId })}
          testId="lowstock-filter-store"
        />
        <Button
          type="primary"
          icon={<ShoppingCartOutlined />}
          disabled={!oneStore}
          onClick={() => navigate(STOCK_PATHS.purchaseEdit, { state: { prefill: prefillOf(chosen) } })}
          data-testid="lowstock-order"
        >
          {t('lowStock.order', { count: chosen.length })}
        </Button>
        {chosen.length > 0 && !oneStore ? (
          <Typography.Text type="warning">{t('lowStock.oneStore')}</Typography.Text>
        ) : null}
      </FilterBar>
      <QueryTable<Row>
        query={{ ...list, data: list.data ? { list: rows, total: list.data.total } : undefined }}
        columns={columns}
        pagination={pagination}
        testId="lowstock-table"
        empty={<EmptyState text={t('lowStock.empty')} filtered={hasFilters(filters)} testId="lowstock-table-empty" />}
        rowKey="key"
        rowSelection={{
          selectedRowKeys: chosen.map((r) => r.key),
          preserveSelectedRowKeys: true,
          onChange: (_keys, selected) => setChosen(selected.filter(Boolean)),
          getCheckboxProps: (r) => ({ 'data-testid': `lowstock-check-${r.key}` }) as object,
        }}
      />
    </>
  );
}
