import type { PriceRow } from '@tillbook/contract';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../shared/ui/crud/list-page';
import { useListParams } from '../../../shared/ui/crud/use-list-params';
import { toast } from '../../../shared/ui/toast';
import { usePriceList, useSavePricesMany } from '../api';
import { DecimalInput } from '../components/decimal-input';
import { EmptyList } from '../components/frames';
import { PriceFilterBar, type PriceFilters } from '../components/price-filters';
import { useUnsavedGuard } from '../components/use-unsaved-guard';
import { CATALOG_PATHS } from '../paths';

const INITIAL: PriceFilters = {};
const keyOf = (r: { productId: number; storeId: number }) => `${r.productId}-${r.storeId}`;

/** /goodsSetting/goodsPriceEditMulte: the store prices of many products edited in place, saved together. */
export default function PriceEditManyPage() {
  const { t } = useTranslation(['catalog', 'crud', 'menu']);
  const navigate = useNavigate();
  const { body, filters, setFilters, reset, pagination } = useListParams(INITIAL, 50);
  const list = usePriceList(body);
  const save = useSavePricesMany();
  const [edits, setEdits] = useState<Record<string, { price: string; cost: string }>>({});
  const { holder, markDirty, markClean } = useUnsavedGuard();
  const currentOf = (r: PriceRow) => edits[keyOf(r)] ?? { price: r.price, cost: r.cost };
  const edit = (r: PriceRow, patch: Partial<{ price: string; cost: string }>) => {
    markDirty();
    setEdits((e) => ({ ...e, [keyOf(r)]: { ...currentOf(r), ...patch } }));
  };
  const rows = list.data?.list ?? [];
  const changed = Object.entries(edits);

  const onSave = async () => {
    const prices = changed.map(([k, v]) => {
      const [productId, storeId] = k.split('-').map(Number);
      return { productId, storeId, price: v.price, cost: v.cost || '0' };
    });
    if (prices.some((p) => p.price === '')) return toast.error(t('validation.money'));
    try {
      await save.mutateAsync({ prices });
      toast.success(t('crud:saved'));
      markClean();
      navigate(CATALOG_PATHS.prices);
    } catch {
      // toasted by the client
    }
  };

  const columns: TableColumnsType<PriceRow> = [
    { key: 'product', title: t('price.product'), dataIndex: 'productName' },
    { key: 'store', title: t('field.store'), dataIndex: 'storeName' },
    {
      key: 'price',
      title: t('field.price'),
      render: (_, r) => (
        <DecimalInput
          value={currentOf(r).price}
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
          value={currentOf(r).cost}
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
      <Table<PriceRow>
        rowKey={keyOf}
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        pagination={pagination(list.data?.total)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyList text={t('price.empty')} testId="price-many-empty" /> }}
        data-testid="price-many-table"
      />
    </ListPage>
  );
}
