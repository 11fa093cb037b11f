import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../../../shared/api/store-options';
import { useAllCategories } from '../api';

interface FilterProps {
  value?: number;
  onChange: (id: number | undefined) => void;
  testId: string;
}

/** The "in this category" filter of a catalogue list. */
export function CategoryFilter({ value, onChange, testId }: FilterProps) {
  const { t } = useTranslation('catalog');
  const categories = useAllCategories();
  return (
    <Select
      allowClear
      value={value}
      onChange={(id?: number) => onChange(id)}
      placeholder={t('field.category')}
      aria-label={t('field.category')}
      options={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
      style={{ width: 180 }}
      data-testid={testId}
    />
  );
}

/** The "sold in this store" filter of a catalogue list. */
export function StoreFilter({ value, onChange, testId }: FilterProps) {
  const { t } = useTranslation('catalog');
  const stores = useStoreOptions();
  return (
    <Select
      allowClear
      value={value}
      onChange={(id?: number) => onChange(id)}
      placeholder={t('field.store')}
      aria-label={t('field.store')}
      options={(stores.data?.stores ?? []).map((s) => ({ value: s.id, label: s.name }))}
      style={{ width: 180 }}
      data-testid={testId}
    />
  );
}
