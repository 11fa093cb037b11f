import type { SettingPlaceRef, SettingStoreRef } from '@tillbook/contract';
import { Form, type FormRule, Select, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../../../shared/api/store-options';
import { searchable } from '../../../shared/ui/select-options';

/** The stores and food trucks as grouped select options. */
function useStoreSelectOptions(stores: readonly SettingStoreRef[] | undefined) {
  const { t } = useTranslation('settings');
  const group = (kind: SettingStoreRef['kind']) =>
    (stores ?? []).filter((s) => s.kind === kind).map((s) => ({ value: s.id, label: s.name }));
  return [
    { label: t('stores.storesGroup'), title: t('stores.storesGroup'), options: group('store') },
    { label: t('stores.trucksGroup'), title: t('stores.trucksGroup'), options: group('truck') },
  ].filter((g) => g.options.length > 0);
}

/** A select of the stores and food trucks the user sees (one, or several with `multiple`). */
export function StoreSelect({
  value,
  onChange,
  multiple,
  allowClear,
  placeholder,
  testId,
  width = '100%',
}: {
  value?: number | number[];
  onChange?: (value: number | number[] | undefined) => void;
  multiple?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  testId: string;
  width?: number | string;
}) {
  const { t } = useTranslation('settings');
  const options = useStoreOptions();
  const label = placeholder ?? t('stores.pick');
  return (
    <Select
      value={value}
      onChange={onChange}
      mode={multiple ? 'multiple' : undefined}
      allowClear={allowClear}
      placeholder={label}
      aria-label={label}
      loading={options.isPending}
      showSearch={searchable}
      options={useStoreSelectOptions(options.data?.stores)}
      style={{ width, maxWidth: '100%' }}
      data-testid={testId}
    />
  );
}

/** A multi-select of the food trucks' operating places, grouped by truck (taxes). */
export function PlaceSelect({
  value,
  onChange,
  testId,
}: {
  value?: number[];
  onChange?: (value: number[]) => void;
  testId: string;
}) {
  const { t } = useTranslation('settings');
  const options = useStoreOptions();
  const trucks = (options.data?.stores ?? []).filter((s) => s.kind === 'truck');
  const places = options.data?.places ?? [];
  const groups = trucks
    .map((truck) => ({
      label: truck.name,
      title: truck.name,
      options: places.filter((p) => p.truckId === truck.id).map((p) => ({ value: p.id, label: p.name })),
    }))
    .filter((g) => g.options.length > 0);
  return (
    <Select
      value={value}
      onChange={onChange}
      mode="multiple"
      placeholder={t('stores.pickPlaces')}
      aria-label={t('stores.pickPlaces')}
      loading={options.isPending}
      showSearch={searchable}
      options={groups}
      notFoundContent={t('stores.noPlaces')}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}

/**
 * "All stores" (every store and truck, also ones added later) or chosen stores, as the form fields `allStores` and
 * `storeIds`. Store-bound users cannot choose all stores (the server answers 20041), so the switch is off for them.
 */
export function StoreScopeFields({ testId, storeRule }: { testId: string; storeRule: FormRule }) {
  const { t } = useTranslation('settings');
  const options = useStoreOptions();
  const mayChooseAll = options.data?.allStores ?? true;
  return (
    <>
      <Form.Item
        name="allStores"
        label={t('stores.allStores')}
        valuePropName="checked"
        extra={mayChooseAll ? t('stores.allStoresHint') : t('stores.allStoresNotYours')}
      >
        <Switch disabled={!mayChooseAll} data-testid={`${testId}-all-stores`} />
      </Form.Item>
      <Form.Item noStyle dependencies={['allStores']}>
        {({ getFieldValue }) =>
          getFieldValue('allStores') ? null : (
            <Form.Item name="storeIds" label={t('stores.stores')} required rules={[storeRule]}>
              <StoreSelect multiple testId={`${testId}-stores`} />
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}

/** Where a row applies, for a list cell: "All stores", or the names of its stores (and places). */
export function StoreTags({
  allStores,
  stores,
  places = [],
}: {
  allStores?: boolean;
  stores: readonly SettingStoreRef[];
  places?: readonly SettingPlaceRef[];
}) {
  const { t } = useTranslation('settings');
  if (allStores) return <Tag color="green">{t('stores.allStores')}</Tag>;
  if (stores.length === 0 && places.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, maxWidth: 320 }}>
      {stores.map((s) => (
        <Tag key={`s${s.id}`} style={{ marginInlineEnd: 0 }}>
          {s.name}
        </Tag>
      ))}
      {places.map((p) => (
        <Tag key={`p${p.id}`} color="blue" style={{ marginInlineEnd: 0 }}>
          {p.name}
        </Tag>
      ))}
    </span>
  );
}

/** The "in this store or truck" filter of a settings list. */
export function StoreFilter({
  value,
  onChange,
  testId,
}: {
  value?: number;
  onChange: (storeId: number | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation('settings');
  return (
    <StoreSelect
      allowClear
      value={value}
      onChange={(storeId) => onChange(storeId as number | undefined)}
      placeholder={t('filter.store')}
      width={220}
      testId={testId}
    />
  );
}
