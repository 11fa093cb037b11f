import { DatePicker, Flex, Form, Input, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../../../shared/api/store-options';
import { dateFormat } from '../../../shared/format/dates';
import { usePartnerOptions } from '../api';
import type { PartnerKind } from '../paths';

const DAY = 'YYYY-MM-DD';
/** §5: date ranges cannot go beyond today. */
export const afterToday = (d: Dayjs) => d.isAfter(dayjs(), 'day');

interface PickerProps<V> {
  value?: V;
  onChange?: (value: V | undefined) => void;
  testId: string;
  placeholder?: string;
  allowClear?: boolean;
  width?: number | string;
}

/**
 * A store the caller sees; also a form control (value/onChange from Form.Item). In a form (`pickOnly`), a caller
 * with a single store gets it chosen.
 */
export function StoreSelect({
  value,
  onChange,
  testId,
  placeholder,
  allowClear = true,
  width = 200,
  pickOnly = false,
}: PickerProps<number> & { pickOnly?: boolean }) {
  const { t } = useTranslation('stock');
  const stores = useStoreOptions();
  const only = stores.data?.stores.length === 1 ? stores.data.stores[0].id : undefined;
  useEffect(() => {
    if (pickOnly && value === undefined && only !== undefined) onChange?.(only);
  }, [pickOnly, value, only, onChange]);
  return (
    <Select
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={(v?: number) => onChange?.(v)}
      loading={stores.isPending}
      placeholder={placeholder ?? t('field.allStores')}
      aria-label={placeholder ?? t('field.store')}
      options={(stores.data?.stores ?? []).map((s) => ({ value: s.id, label: s.name }))}
      style={{ width, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}

/** A document's store: required, and chosen already where the caller has one store. */
export function StoreField({ testId }: { testId: string }) {
  const { t } = useTranslation('stock');
  return (
    <Form.Item name="storeId" label={t('field.store')} rules={[{ required: true, message: t('field.storeRequired') }]}>
      <StoreSelect placeholder={t('field.store')} width="100%" allowClear={false} pickOnly testId={testId} />
    </Form.Item>
  );
}

/** A supplier or manufacturer (not deleted), by name. */
export function PartnerSelect({
  kind,
  value,
  onChange,
  testId,
  placeholder,
  allowClear = true,
  width = 200,
}: PickerProps<number> & { kind: PartnerKind }) {
  const { t } = useTranslation('stock');
  const options = usePartnerOptions(kind);
  return (
    <Select
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={(v?: number) => onChange?.(v)}
      loading={options.isPending}
      placeholder={placeholder ?? t(`partner.${kind}.all`)}
      aria-label={placeholder ?? t(`partner.${kind}.one`)}
      options={(options.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
      style={{ width, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}

/** One of a contract's fixed values (status, reason, kind), labelled through `stock:<prefix>.<value>`. */
export function EnumSelect<V extends string>({
  values,
  prefix,
  value,
  onChange,
  testId,
  placeholder,
  width = 170,
}: PickerProps<V> & { values: readonly V[]; prefix: string }) {
  const { t } = useTranslation('stock');
  return (
    <Select
      allowClear
      value={value}
      onChange={(v?: V) => onChange?.(v)}
      placeholder={placeholder}
      aria-label={placeholder}
      options={values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }))}
      style={{ width, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}

/** A keyword searched on Enter or the button; `value` is the list's keyword (its reset empties the box). */
export function KeywordSearch({
  value,
  onSearch,
  placeholder,
  testId,
}: {
  value: string | undefined;
  onSearch: (keyword: string | undefined) => void;
  placeholder: string;
  testId: string;
}) {
  const { t } = useTranslation('crud');
  const [text, setText] = useState(value ?? '');
  useEffect(() => {
    if (value === undefined) setText('');
  }, [value]);
  return (
    <Input.Search
      allowClear
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => onSearch(v.trim() || undefined)}
      placeholder={placeholder}
      enterButton={t('search')}
      maxLength={50}
      style={{ width: 300, maxWidth: '100%' }}
      aria-label={placeholder}
      data-testid={testId}
    />
  );
}

/** A range of whole days (YYYY-MM-DD, the caller's time zone), none after today. */
export function DateRange({
  from,
  to,
  onChange,
  testId,
}: {
  from?: string;
  to?: string;
  onChange: (range: { dateFrom?: string; dateTo?: string }) => void;
  testId: string;
}) {
  const { t } = useTranslation('stock');
  return (
    <DatePicker.RangePicker
      value={from && to ? [dayjs(from), dayjs(to)] : null}
      onChange={(range) =>
        onChange(
          range?.[0] && range[1]
            ? { dateFrom: range[0].format(DAY), dateTo: range[1].format(DAY) }
            : { dateFrom: undefined, dateTo: undefined },
        )
      }
      // Shown the language's way; a day typed as YYYY-MM-DD is read too.
      format={[dateFormat(), DAY]}
      disabledDate={afterToday}
      aria-label={t('field.dates')}
      data-testid={testId}
    />
  );
}

/**
 * "As of" a day (YYYY-MM-DD, the caller's time zone), none after today; today (the start) is sent as no day, which
 * the server reads as now. Test id `<testId>` on the picker.
 */
export function AsOfDate({
  value,
  onChange,
  testId,
}: {
  value?: string;
  onChange: (date: string | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation('stock');
  return (
    <Flex align="center" gap={8}>
      <Typography.Text>{t('field.asOf')}</Typography.Text>
      <DatePicker
        value={value ? dayjs(value) : dayjs()}
        allowClear={false}
        onChange={(d: Dayjs | null) => onChange(d && !d.isSame(dayjs(), 'day') ? d.format(DAY) : undefined)}
        // Shown the language's way; a day typed as YYYY-MM-DD is read too.
        format={[dateFormat(), DAY]}
        disabledDate={afterToday}
        aria-label={t('field.asOf')}
        data-testid={testId}
      />
    </Flex>
  );
}
