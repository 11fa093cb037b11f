import {
  PAYMENT_METHOD_TYPES,
  type PaymentMethodRow,
  PaymentMethodSaveBody,
  type PaymentMethodType,
  paymentMethodResource,
  paymentPassword,
  settingPercent,
} from '@tillbook/contract';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { contractObjectRule } from '../form-rules';
import { trimDecimal } from '../format';
import { SETTINGS_PATHS } from '../paths';
import { SaveButton } from './save-button';
import { SettingNameField } from './setting-name-field';
import { StoreScopeFields } from './store-fields';
import { WriteOnlyPassword } from './write-only-password';

interface PaymentMethodForm {
  type: PaymentMethodType;
  name: string;
  handlingFee: string;
  account: string;
  password1?: string | null;
  password2?: string | null;
  allStores: boolean;
  storeIds: number[];
}

const initialOf = (row: PaymentMethodRow | undefined): PaymentMethodForm =>
  row
    ? {
        type: row.type,
        name: row.name,
        handlingFee: trimDecimal(row.handlingFee),
        account: row.account,
        allStores: row.allStores,
        storeIds: row.stores.map((s) => s.id),
      }
    : { type: 'cash', name: '', handlingFee: '0', account: '', allStores: false, storeIds: [] };

/** Add or edit a payment method: type, name, handling fee, account, two write-only passwords, stores. */
export function PaymentMethodForm({ row }: { row?: PaymentMethodRow }) {
  const { t } = useTranslation(['settings', 'crud']);
  const [form] = Form.useForm<PaymentMethodForm>();
  const { submit, saving } = useSaveForm(paymentMethodResource, form, { backTo: SETTINGS_PATHS.paymentMethods });

  const storeRule = contractObjectRule(
    PaymentMethodSaveBody,
    () => ({
      type: 'cash',
      name: 'x',
      allStores: form.getFieldValue('allStores'),
      storeIds: form.getFieldValue('storeIds') ?? [],
    }),
    'storeIds',
    t('validation.stores'),
  );

  const onFinish = () => {
    const v = form.getFieldsValue(true) as PaymentMethodForm;
    void submit({
      id: row?.id,
      type: v.type,
      name: v.name,
      handlingFee: v.handlingFee || '0',
      account: v.account ?? '',
      // undefined keeps the stored password, null removes it, a string sets it.
      password1: v.password1,
      password2: v.password2,
      allStores: v.allStores,
      storeIds: v.allStores ? [] : (v.storeIds ?? []),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialOf(row)}
      onFinish={onFinish}
      data-testid="payment-method-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="type" label={t('paymentMethod.type')} required>
            <Select
              options={PAYMENT_METHOD_TYPES.map((type) => ({ value: type, label: t(`paymentMethod.types.${type}`) }))}
              aria-label={t('paymentMethod.type')}
              data-testid="payment-method-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <SettingNameField testId="payment-method-name" />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="handlingFee"
            label={t('paymentMethod.handlingFee')}
            extra={t('paymentMethod.handlingFeeHint')}
            rules={[contractRule(settingPercent, t('validation.percent'))]}
          >
            <DecimalInput suffix="%" testId="payment-method-fee" ariaLabel={t('paymentMethod.handlingFee')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="account" label={t('paymentMethod.account')} extra={t('paymentMethod.accountHint')}>
            <Input maxLength={100} autoComplete="off" data-testid="payment-method-account" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="password1"
            label={t('paymentMethod.password1')}
            rules={[contractRule(paymentPassword, t('validation.password'))]}
          >
            <WriteOnlyPassword
              stored={row?.hasPassword1 ?? false}
              testId="payment-method-password1"
              ariaLabel={t('paymentMethod.password1')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="password2"
            label={t('paymentMethod.password2')}
            rules={[contractRule(paymentPassword, t('validation.password'))]}
          >
            <WriteOnlyPassword
              stored={row?.hasPassword2 ?? false}
              testId="payment-method-password2"
              ariaLabel={t('paymentMethod.password2')}
            />
          </Form.Item>
        </Col>
      </Row>
      <StoreScopeFields testId="payment-method" storeRule={storeRule} />
      <SaveButton loading={saving} testId="payment-method-save" />
    </Form>
  );
}
