import { REPORT_PRESETS, type ReportGrouping, type ReportPreset } from '@tillbook/contract';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../../../shared/api/store-options';
import { dateFormat } from '../../../shared/format/dates';
import type { ReportFilterState } from '../filters';
import { afterToday, fitGrouping, groupingOptions, presetRange } from '../range';

const DAY = 'YYYY-MM-DD';

export interface FilterBarOptions {
  /** Reports take several stores; the receipt, shift and reservation lists one. */
  storeMode: 'multi' | 'single';
  /** The staff filter's options (none = no staff filter). */
  staffOptions?: { value: number; label: string }[];
  grouping?: boolean;
  keyword?: boolean;
}

/**
 * The filter bar of every report page: a date preset (in the browser's time zone, weeks from Monday) or a custom
 * range of whole days up to today, the stores, the staff member, the grouping of a time series (hourly up to 31
 * days) and a keyword. Page-specific filters come as `extra`.
 */
export function ReportFilterBar({
  value,
  onChange,
  options,
  extra,
}: {
  value: ReportFilterState;
  onChange: (next: Partial<ReportFilterState>) => void;
  options: FilterBarOptions;
  extra?: ReactNode;
}) {
  const { t } = useTranslation(['reports', 'crud']);
  // The stores the caller sees (the store filter offers only those).
  const stores = useStoreOptions();
  const storeOptions = (stores.data?.stores ?? []).map((s) => ({ value: s.id, label: s.name }));
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  useEffect(() => setKeyword(value.keyword ?? ''), [value.keyword]);

  return (
    <>
      <Select<ReportPreset | 'custom'>
        value={value.preset ?? 'custom'}
        onChange={(preset) => preset !== 'custom' && onChange({ preset, range: presetRange(preset) })}
        options={[
          ...REPORT_PRESETS.map((p) => ({ value: p, label: t(`preset.${p}`) })),
          { value: 'custom', label: t('preset.custom'), disabled: true },
        ]}
        aria-label={t('filter.preset')}
        style={{ width: 150 }}
        data-testid="report-preset"
      />
      <DatePicker.RangePicker
        value={[dayjs(value.range.from), dayjs(value.range.to)]}
        allowClear={false}
        onChange={(range) =>
          range?.[0] &&
          range[1] &&
          onChange({ preset: undefined, range: { from: range[0].format(DAY), to: range[1].format(DAY) } })
        }
        // Shown the language's way; a day typed as YYYY-MM-DD is read too.
        format={[dateFormat(), DAY]}
        disabledDate={(d) => afterToday(d)}
        aria-label={t('filter.range')}
        style={{ maxWidth: '100%' }}
        data-testid="report-range"
      />
      {options.storeMode === 'multi' ? (
        <Select<number[]>
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          showSearch={{ optionFilterProp: 'label' }}
          value={value.storeIds}
          onChange={(storeIds) => onChange({ storeIds })}
          loading={stores.isPending}
          placeholder={t('filter.allStores')}
          aria-label={t('filter.stores')}
          options={storeOptions}
          style={{ minWidth: 180, maxWidth: '100%' }}
          data-testid="report-stores"
        />
      ) : (
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={value.storeIds[0]}
          onChange={(id?: number) => onChange({ storeIds: id ? [id] : [] })}
          loading={stores.isPending}
          placeholder={t('filter.allStores')}
          aria-label={t('filter.stores')}
          options={storeOptions}
          style={{ width: 180, maxWidth: '100%' }}
          data-testid="report-stores"
        />
      )}
      {options.staffOptions && (
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={value.staffId}
          onChange={(staffId?: number) => onChange({ staffId })}
          placeholder={t('filter.allStaff')}
          aria-label={t('filter.staff')}
          options={options.staffOptions}
          style={{ width: 160, maxWidth: '100%' }}
          data-testid="report-staff"
        />
      )}
      {options.grouping && (
        <Select<ReportGrouping>
          value={fitGrouping(value.groupBy, value.range)}
          onChange={(groupBy) => onChange({ groupBy })}
          options={groupingOptions(value.range).map((g) => ({ ...g, label: t(`grouping.${g.value}`) }))}
          aria-label={t('filter.grouping')}
          style={{ width: 120 }}
          data-testid="report-grouping"
        />
      )}
      {options.keyword && (
        <Input.Search
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => onChange({ keyword: v.trim() || undefined })}
          placeholder={t('filter.keyword')}
          enterButton={t('crud:search')}
          maxLength={50}
          style={{ width: 260, maxWidth: '100%' }}
          aria-label={t('crud:keyword')}
          data-testid="report-keyword"
        />
      )}
      {extra}
    </>
  );
}
