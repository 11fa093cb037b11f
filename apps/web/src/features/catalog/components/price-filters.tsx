import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { AddProductButton } from './add-product-button';
import { CategoryFilter, StoreFilter } from './list-filters';

// The parts the two price pages share (a row per product and store).

export interface PriceFilters {
  keyword?: string;
  categoryId?: number;
  storeId?: number;
}

/** The key of a price row: a product in a store. */
export const priceKey = (r: { productId: number; storeId: number }) => `${r.productId}-${r.storeId}`;

/** Keyword, category and store filters of the price pages. */
export function PriceFilterBar({
  filters,
  setFilters,
  reset,
  testId,
}: {
  filters: PriceFilters;
  setFilters: (f: Partial<PriceFilters>) => void;
  reset: () => void;
  testId: string;
}) {
  const { t } = useTranslation(['catalog', 'crud']);
  const [draft, setDraft] = useState('');
  return (
    <>
      <Input.Search
        allowClear
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onSearch={(v) => setFilters({ keyword: v.trim() || undefined })}
        placeholder={t('filter.keyword')}
        aria-label={t('filter.keyword')}
        style={{ width: 240, maxWidth: '100%' }}
        data-testid={`${testId}-search`}
      />
      <CategoryFilter
        value={filters.categoryId}
        onChange={(categoryId) => setFilters({ categoryId })}
        testId={`${testId}-filter-category`}
      />
      <StoreFilter
        value={filters.storeId}
        onChange={(storeId) => setFilters({ storeId })}
        testId={`${testId}-filter-store`}
      />
      <Button
        onClick={() => {
          setDraft('');
          reset();
        }}
        data-testid={`${testId}-reset`}
      >
        {t('crud:reset')}
      </Button>
    </>
  );
}

/** Prices come with products: an empty price list offers to add one (or says nothing matches the filters). */
export function PricesEmpty({ filtered, testId }: { filtered: boolean; testId: string }) {
  const { t } = useTranslation('catalog');
  return (
    <EmptyState
      text={t('price.empty')}
      filtered={filtered}
      testId={testId}
      actions={<AddProductButton testId={`${testId}-add`} />}
    />
  );
}
