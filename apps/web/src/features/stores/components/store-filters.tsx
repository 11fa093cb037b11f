import {
  PRICE_STRATEGIES,
  type PriceStrategy,
  SALES_MODES,
  type SalesMode,
  STORE_TYPES,
  type StoreType,
} from '@tillbook/contract';
import { Button, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface StoreFilters {
  keyword?: string;
  type?: StoreType;
  open?: boolean;
  salesMode?: SalesMode;
  priceStrategy?: PriceStrategy;
}

/** Search and the four filters of the store (or truck) list. */
export function StoreFilterBar({
  filters,
  onChange,
  onReset,
  testId,
}: {
  filters: StoreFilters;
  onChange: (next: Partial<StoreFilters>) => void;
  onReset: () => void;
  testId: string;
}) {
  const { t } = useTranslation(['stores', 'crud']);
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);
  const width = { width: 160 };

  return (
    <>
      <Input.Search
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => onChange({ keyword: v.trim() || undefined })}
        placeholder={t('filter.keyword')}
        allowClear
        enterButton
        style={{ width: 260, maxWidth: '100%' }}
        aria-label={t('filter.keyword')}
        data-testid={`${testId}-search`}
      />
      <Select
        value={filters.type}
        onChange={(type) => onChange({ type })}
        allowClear
        placeholder={t('field.type')}
        options={STORE_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
        style={width}
        aria-label={t('field.type')}
        data-testid={`${testId}-filter-type`}
      />
      <Select
        value={filters.open === undefined ? undefined : String(filters.open)}
        onChange={(v?: string) => onChange({ open: v === undefined ? undefined : v === 'true' })}
        allowClear
        placeholder={t('field.open')}
        options={['true', 'false'].map((v) => ({ value: v, label: t(`open.${v}`) }))}
        style={width}
        aria-label={t('field.open')}
        data-testid={`${testId}-filter-open`}
      />
      <Select
        value={filters.salesMode}
        onChange={(salesMode) => onChange({ salesMode })}
        allowClear
        placeholder={t('field.salesMode')}
        options={SALES_MODES.map((v) => ({ value: v, label: t(`salesMode.${v}`) }))}
        style={width}
        aria-label={t('field.salesMode')}
        data-testid={`${testId}-filter-sales-mode`}
      />
      <Select
        value={filters.priceStrategy}
        onChange={(priceStrategy) => onChange({ priceStrategy })}
        allowClear
        placeholder={t('field.priceStrategy')}
        options={PRICE_STRATEGIES.map((v) => ({ value: v, label: t(`priceStrategy.${v}`) }))}
        style={width}
        aria-label={t('field.priceStrategy')}
        data-testid={`${testId}-filter-price-strategy`}
      />
      <Button onClick={onReset} data-testid={`${testId}-filter-reset`}>
        {t('crud:reset')}
      </Button>
    </>
  );
}
