import type { PriceRow, PriceVariantRow } from '@tillbook/contract';
import { Button, Flex, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasFilters } from '../../../shared/ui/crud/empty-state';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { toast } from '../../../shared/ui/toast';
import { usePriceList, useSavePricesMany } from '../api';
import { priceKey as keyOf, PriceFilterBar, type PriceFilters, PricesEmpty } from '../components/price-filters';
import { useUnsavedGuard } from '../components/use-unsaved-guard';
import { CATALOG_PATHS } from '../paths';

const INITIAL: PriceFilters = {};
type Amounts = { price: string; cost: string };
type Edit = { productId: number; storeId: number; own: Amounts; variants: Record<number, Amounts> };

/**
 * /goodsSetting/goodsPriceEditMulte: the store prices of many products (and of their variants, under each row)
 * edited in place, saved together.
 */
export default function PriceEditManyPage() {
  const { t } = useTranslation(['catalog', 'crud', 'menu']);
  const navigate = useNavigate();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL, 50);
  const list = usePriceList(body);
  const save = useSavePricesMany();
  // Touched product-store rows, with their current amounts and those of their touched variants.
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const { holder, markDirty, markClean } = useUnsavedGuard();
  const editIn = (e: Record<string, Edit>, r: PriceRow): Edit =>
    e[keyOf(r)] ?? { productId: r.productId, storeId: r.storeId, own: { price: r.price, cost: r.cost }, variants: {} };
  const editOf = (r: PriceRow) => editIn(edits, r);
  const variantIn = (e: Edit, v: PriceVariantRow): Amounts =>
    e.variants[v.variantId] ?? { price: v.price, cost: v.cost };
  const variantOf = (r: PriceRow, v: PriceVariantRow) => variantIn(editOf(r), v);
  const edit = (r: PriceRow, patch: Partial<Amounts>) => {
    markDirty();
    setEdits((e) => {
      const current = editIn(e, r);
      return { ...e, [keyOf(r)]: { ...current, own: { ...current.own, ...patch } } };
    });
  };
  const editVariant = (r: PriceRow, v: PriceVariantRow, patch: Partial<Amounts>) => {
    markDirty();
    setEdits((e) => {
      const current = editIn(e, r);
      const variants = { ...current.variants, [v.variantId]: { ...variantIn(current, v), ...patch } };
      return { ...e, [keyOf(r)]: { ...current, variants } };
    });
  };
  const rows = list.data?.list ?? [];
  const changed = Object.values(edits);

  const onSave = async () => {
    const prices = changed.map((e) => ({
      productId: e.productId,
      storeId: e.storeId,
      price: e.own.price,
      cost: e.own.cost || '0',
      variants: Object.entries(e.variants).map(([variantId, a]) => ({
        variantId: Number(variantId),
        price: a.price,
        cost: a.cost || '0',
      })),
    }));
    if (prices.some((p) => p.price === '' || p.variants.some((v) => v.price === '')))
      return toast.error(t('validation.money'));
    try {
      await save.mutateAsync({ prices });
      toast.success(t('crud:saved'));
      markClean();
      navigate(CATALOG_PATHS.prices);
    } catch {
      // toasted by the client
    }
  };

  const variantRows = (r: PriceRow) => (
    <Flex vertical gap={6} style={{ paddingLeft: 24 }} data-testid={`price-many-${r.productId}-${r.storeId}-variants`}>
      {r.variants.map((v) => (
        <Flex key={v.variantId} gap={12} align="center" wrap>
          <Typography.Text type="secondary" style={{ width: 200 }}>
            {v.name}
          </Typography.Text>
          <DecimalInput
            kind="money"
            value={variantOf(r, v).price}
            onChange={(price) => editVariant(r, v, { price })}
            ariaLabel={`${v.name} · ${t('field.price')}`}
            testId={`price-many-${r.productId}-${r.storeId}-variant-${v.variantId}-price`}
            width={120}
          />
          <DecimalInput
            kind="money"
            value={variantOf(r, v).cost}
            onChange={(cost) => editVariant(r, v, { cost })}
            ariaLabel={`${v.name} · ${t('field.cost')}`}
            testId={`price-many-${r.productId}-${r.storeId}-variant-${v.variantId}-cost`}
            width={120}
          />
        </Flex>
      ))}
    </Flex>
  );

  const columns: TableColumnsType<PriceRow> = [
    { key: 'product', title: t('price.product'), dataIndex: 'productName' },
    { key: 'store', title: t('field.store'), dataIndex: 'storeName' },
    {
      key: 'price',
      title: t('field.price'),
      render: (_, r) => (
        <DecimalInput
          kind="money"
          value={editOf(r).own.price}
          onChange={(price) => edit(r, { price })}
          ariaLabel={t('field.price')}
          testId={`price-many-${r.productId}-${r.storeId}-price`}
          width={120}
        />
      ),
    },
    {
      key: 'cost',
      title: t('field.cost'),
      render: (_, r) => (
        <DecimalInput
          kind="money"
          value={editOf(r).own.cost}
          onChange={(cost) => edit(r, { cost })}
          ariaLabel={t('field.cost')}
          testId={`price-many-${r.productId}-${r.storeId}-cost`}
          width={120}
        />
      ),
    },
  ];
  return (
    <ListPage
      testId="price-many"
      title={t('menu:goodsSetting.goodsPriceEditMulte')}
      actions={
        <>
          <Button onClick={() => navigate(CATALOG_PATHS.prices)} data-testid="price-many-cancel">
            {t('crud:cancel')}
          </Button>
          <Button
            type="primary"
            disabled={changed.length === 0}
            loading={save.isPending}
            onClick={() => void onSave()}
            data-testid="price-many-save"
          >
            {t('price.saveChanged', { count: changed.length })}
          </Button>
        </>
      }
      filters={<PriceFilterBar filters={filters} setFilters={setFilters} reset={reset} testId="price-many" />}
    >
      {holder}
      <QueryTable<PriceRow>
        query={list}
        rows={rows}
        testId="price-many-table"
        rowKey={keyOf}
        errorTestId="price-many-load-error"
        columns={columns}
        pagination={pagination}
        expandable={{
          expandedRowRender: variantRows,
          expandedRowKeys: rows.filter((r) => r.variants.length > 0).map(keyOf),
          showExpandColumn: false,
        }}
        empty={<PricesEmpty filtered={hasFilters(filters)} testId="price-many-empty" />}
      />
    </ListPage>
  );
}
