import { DEPOSIT_STATES, type DepositState } from '@tillbook/contract';
import { Button, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../../../shared/api/store-options';
import { afterToday, type DepositPageFilters, datePresets } from '../filters';

const DAY = 'YYYY-MM-DD';

/**
 * The filter bar: deposit dates (presets up to today, none after it), a store the user sees, the state and a
 * keyword (depositor, phone, item, receipt or deposit number), and a reset.
 */
export function DepositFilterBar({
  filters,
  onChange,
  onReset,
}: {
  filters: DepositPageFilters;
  onChange: (next: Partial<DepositPageFilters>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation(['deposits', 'crud']);
  const stores = useStoreOptions();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  // The reset empties the box too.
  useEffect(() => {
    if (filters.keyword === undefined) setKeyword('');
  }, [filters.keyword]);

  return (
    <>
      <DatePicker.RangePicker
        value={filters.dateFrom && filters.dateTo ? [dayjs(filters.dateFrom), dayjs(filters.dateTo)] : null}
        onChange={(range) =>
          onChange(
            range?.[0] && range[1]
              ? { dateFrom: range[0].format(DAY), dateTo: range[1].format(DAY) }
              : { dateFrom: undefined, dateTo: undefined },
          )
        }
        disabledDate={afterToday}
        presets={datePresets().map((p) => ({ label: t(`filter.preset.${p.key}`), value: p.range }))}
        aria-label={t('filter.dates')}
        style={{ maxWidth: '100%' }}
        data-testid="deposit-filter-dates"
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.storeId}
        onChange={(storeId?: number) => onChange({ storeId })}
        loading={stores.isPending}
        placeholder={t('filter.allStores')}
        aria-label={t('field.store')}
        options={(stores.data?.stores ?? []).map((s) => ({ value: s.id, label: s.name }))}
        style={{ width: 180, maxWidth: '100%' }}
        data-testid="deposit-filter-store"
      />
      <Select
        allowClear
        value={filters.state}
        onChange={(state?: DepositState) => onChange({ state })}
        placeholder={t('filter.allStates')}
        aria-label={t('field.state')}
        options={DEPOSIT_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
        style={{ width: 170, maxWidth: '100%' }}
        data-testid="deposit-filter-state"
      />
      <Input.Search
        allowClear
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => onChange({ keyword: v.trim() || undefined })}
        placeholder={t('filter.keyword')}
        enterButton={t('crud:search')}
        maxLength={50}
        style={{ width: 320, maxWidth: '100%' }}
        aria-label={t('crud:keyword')}
        data-testid="deposit-filter-keyword"
      />
      <Button onClick={onReset} data-testid="deposit-filter-reset">
        {t('crud:reset')}
      </Button>
    </>
  );
}
