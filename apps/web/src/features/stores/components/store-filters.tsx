import {
  PRICE_STRATEGIES,
  type PriceStrategy,
  SALES_MODES,
  type SalesMode,
  STORE_TYPES,
  type StoreType,
} from '@tillbook/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

export interface StoreFilters {
  keyword?: string;
  type?: StoreType;
  open?: boolean;
  salesMode?: SalesMode;
  priceStrategy?: PriceStrategy;
}

/** The four filters of the store (or truck) list, after its search box. */
export function StoreFilterSelects({
  filters,
  onChange,
  testId,
}: {
  filters: StoreFilters;
  onChange: (next: Partial<StoreFilters>) => void;
  testId: string;
}) {
  const { t } = useTranslation(['stores', 'crud']);
  const select = <V extends string>(
    key: 'type' | 'salesMode' | 'priceStrategy',
    values: readonly V[],
    label: string,
    testSuffix: string,
  ) => (
    <Select
      value={filters[key] as V | undefined}
      onChange={(value?: V) => onChange({ [key]: value })}
      allowClear
      placeholder={label}
      options={values.map((v) => ({ value: v, label: t(`${key}.${v}`) }))}
      style={{ width: 160 }}
      aria-label={label}
      data-testid={`${testId}-filter-${testSuffix}`}
    />
  );

  return (
    <>
      {select('type', STORE_TYPES, t('field.type'), 'type')}
      <Select
        value={filters.open === undefined ? undefined : String(filters.open)}
        onChange={(v?: string) => onChange({ open: v === undefined ? undefined : v === 'true' })}
        allowClear
        placeholder={t('field.open')}
        options={['true', 'false'].map((v) => ({ value: v, label: t(`open.${v}`) }))}
        style={{ width: 160 }}
        aria-label={t('field.open')}
        data-testid={`${testId}-filter-open`}
      />
      {select('salesMode', SALES_MODES, t('field.salesMode'), 'sales-mode')}
      {select('priceStrategy', PRICE_STRATEGIES, t('field.priceStrategy'), 'price-strategy')}
    </>
  );
}
