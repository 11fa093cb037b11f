import {
  settingPercent,
  TAX_CALCULATIONS,
  type TaxCalculation,
  type TaxRow,
  TaxSaveBody,
  taxResource,
} from '@tillbook/contract';
import { Alert, Col, Form, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoreOptions } from '../../../shared/api/store-options';
import { contractRule } from '../../../shared/form/rules';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { contractObjectRule } from '../form-rules';
import { trimDecimal } from '../format';
import { SETTINGS_PATHS } from '../paths';
import { SaveButton } from './save-button';
import { SettingNameField } from './setting-name-field';
import { PlaceSelect, StoreSelect } from './store-fields';

interface TaxForm {
  name: string;
  rate: string;
  calculation: TaxCalculation;
  storeIds: number[];
  placeIds: number[];
}

const initialOf = (row: TaxRow | undefined): TaxForm =>
  row
    ? {
        name: row.name,
        rate: trimDecimal(row.rate),
        calculation: row.calculation,
        storeIds: row.stores.map((s) => s.id),
        placeIds: row.places.map((p) => p.id),
      }
    : { name: '', rate: '', calculation: 'included', storeIds: [], placeIds: [] };

/** Add or edit a tax: name, rate, included in or added to the price, stores and/or food-truck places. */
export function TaxForm({ row }: { row?: TaxRow }) {
  const { t } = useTranslation(['settings', 'crud']);
  const [form] = Form.useForm<TaxForm>();
  const { submit, saving } = useSaveForm(taxResource, form, { backTo: SETTINGS_PATHS.taxes });
  const calculation = Form.useWatch('calculation', form);
  const hasPlaces = (useStoreOptions().data?.places.length ?? 0) > 0 || (row?.places.length ?? 0) > 0;

  const storeRule = contractObjectRule(
    TaxSaveBody,
    () => ({
      name: 'x',
      rate: '0',
      calculation: 'included',
      storeIds: form.getFieldValue('storeIds') ?? [],
      placeIds: form.getFieldValue('placeIds') ?? [],
    }),
    'storeIds',
    t('validation.storesOrPlaces'),
  );

  const onFinish = () => {
    const v = form.getFieldsValue(true) as TaxForm;
    void submit({
      id: row?.id,
      name: v.name,
      rate: v.rate,
      calculation: v.calculation,
      storeIds: v.storeIds ?? [],
      placeIds: v.placeIds ?? [],
    });
  };

  return (
    <Form form={form} layout="vertical" initialValues={initialOf(row)} onFinish={onFinish} data-testid="tax-form">
      {row && (
        <Alert
          type="info"
          showIcon
          title={t('tax.newOrdersOnly')}
          style={{ marginBottom: 16 }}
          data-testid="tax-rate-note"
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SettingNameField testId="tax-name" />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="rate"
            label={t('tax.rate')}
            required
            extra={row ? undefined : t('tax.newOrdersOnly')}
            rules={[contractRule(settingPercent, t('validation.percent'))]}
          >
            <DecimalInput suffix="%" testId="tax-rate" ariaLabel={t('tax.rate')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="calculation"
        label={t('tax.calculation')}
        required
        extra={t(`tax.calculationHints.${calculation ?? 'included'}`)}
      >
        <Radio.Group data-testid="tax-calculation">
          {TAX_CALCULATIONS.map((c) => (
            <Radio key={c} value={c} data-testid={`tax-calculation-${c}`}>
              {t(`tax.calculations.${c}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="storeIds"
        label={t('stores.stores')}
        required
        dependencies={['placeIds']}
        rules={[storeRule]}
        extra={t('tax.storesHint')}
      >
        <StoreSelect multiple testId="tax-stores" />
      </Form.Item>
      {hasPlaces && (
        <Form.Item name="placeIds" label={t('tax.places')} extra={t('tax.placesHint')}>
          <PlaceSelect testId="tax-places" />
        </Form.Item>
      )}
      <SaveButton loading={saving} testId="tax-save" />
    </Form>
  );
}
