import { type OrderTypeRow, OrderTypeSaveBody, orderTypeColour, orderTypeResource } from '@tillbook/contract';
import { Alert, Col, Flex, Form, Input, InputNumber, Radio, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { ColourField, SUGGESTED_COLOURS } from '../../../shared/ui/colour-field';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { contractObjectRule } from '../form-rules';
import { SETTINGS_PATHS } from '../paths';
import { OrderTypeLook } from './order-type-look';
import { SaveButton } from './save-button';
import { SettingNameField } from './setting-name-field';
import { StoreScopeFields } from './store-fields';

type Look = 'none' | 'color' | 'logo';

interface OrderTypeForm {
  name: string;
  available: boolean;
  sort: number;
  look: Look;
  color: string;
  logo: string;
  allStores: boolean;
  storeIds: number[];
}

const initialOf = (row: OrderTypeRow | undefined): OrderTypeForm => ({
  name: row?.name ?? '',
  available: row?.available ?? true,
  sort: row?.sort ?? 0,
  look: row?.logo ? 'logo' : row?.color ? 'color' : 'none',
  color: row?.color ?? SUGGESTED_COLOURS[0],
  logo: row?.logo ?? '',
  allStores: row?.allStores ?? false,
  storeIds: row?.stores.map((s) => s.id) ?? [],
});

/** Add or edit an order type: name, available, serial number, logo or colour, stores. Built-ins cannot be deleted. */
export function OrderTypeForm({ row }: { row?: OrderTypeRow }) {
  const { t } = useTranslation(['settings', 'crud']);
  const [form] = Form.useForm<OrderTypeForm>();
  const { submit, saving } = useSaveForm(orderTypeResource, form, { backTo: SETTINGS_PATHS.orderTypes });
  const look = Form.useWatch('look', form) ?? initialOf(row).look;
  const name = Form.useWatch('name', form) ?? row?.name ?? '';
  const color = Form.useWatch('color', form);
  const logo = Form.useWatch('logo', form);

  const storeRule = contractObjectRule(
    OrderTypeSaveBody,
    () => ({ name: 'x', allStores: form.getFieldValue('allStores'), storeIds: form.getFieldValue('storeIds') ?? [] }),
    'storeIds',
    t('validation.stores'),
  );

  const onFinish = () => {
    const v = form.getFieldsValue(true) as OrderTypeForm;
    void submit({
      id: row?.id,
      name: v.name,
      available: v.available,
      sort: v.sort ?? 0,
      // A logo or a colour, never both (1001).
      color: v.look === 'color' ? v.color : null,
      logo: v.look === 'logo' ? v.logo.trim() : null,
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
      data-testid="order-type-form"
    >
      {row?.builtinKey && (
        <Alert type="info" showIcon title={t('orderType.builtinNote')} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SettingNameField testId="order-type-name" />
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="sort" label={t('orderType.sort')} tooltip={t('orderType.sortHint')}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} data-testid="order-type-sort" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="available" label={t('orderType.available')} valuePropName="checked">
            <Switch data-testid="order-type-available" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('orderType.look')}>
        <Flex align="center" gap={16} wrap>
          <Form.Item name="look" noStyle>
            <Radio.Group
              optionType="button"
              options={(['none', 'color', 'logo'] as const).map((l) => ({
                value: l,
                label: t(`orderType.looks.${l}`),
              }))}
              data-testid="order-type-look"
            />
          </Form.Item>
          <OrderTypeLook
            name={name || '?'}
            color={look === 'color' ? (color ?? null) : null}
            logo={look === 'logo' && logo ? logo : null}
            size={36}
          />
        </Flex>
      </Form.Item>
      {look === 'color' && (
        <Form.Item
          name="color"
          label={t('orderType.color')}
          rules={[contractRule(orderTypeColour, t('validation.color'))]}
        >
          <ColourField data-testid="order-type-color" />
        </Form.Item>
      )}
      {look === 'logo' && (
        <Form.Item
          name="logo"
          label={t('orderType.logo')}
          extra={t('orderType.logoHint')}
          rules={[contractRule(OrderTypeSaveBody.shape.logo.unwrap().unwrap(), t('validation.logo'))]}
        >
          <Input maxLength={500} placeholder="https://…" inputMode="url" data-testid="order-type-logo" />
        </Form.Item>
      )}
      <StoreScopeFields testId="order-type" storeRule={storeRule} />
      <SaveButton loading={saving} testId="order-type-save" />
    </Form>
  );
}
