import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllCategories, useStoreOptions } from '../api';

export interface PriceFilters {
  keyword?: string;
  categoryId?: number;
  storeId?: number;
}

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
  const categories = useAllCategories();
  const stores = useStoreOptions();
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
      <Select
        allowClear
        value={filters.categoryId}
        onChange={(categoryId?: number) => setFilters({ categoryId })}
        placeholder={t('field.category')}
        aria-label={t('field.category')}
        options={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
        style={{ width: 180 }}
        data-testid={`${testId}-filter-category`}
      />
      <Select
        allowClear
        value={filters.storeId}
        onChange={(storeId?: number) => setFilters({ storeId })}
        placeholder={t('field.store')}
        aria-label={t('field.store')}
        options={(stores.data?.stores ?? []).map((s) => ({ value: s.id, label: s.name }))}
        style={{ width: 180 }}
        data-testid={`${testId}-filter-store`}
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
