import { Err, FEE_BASES, FULFILMENTS, type ShopRow, ShopSettingsBody } from '@tillbook/contract';
import { Button, Col, Divider, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyCodeToField, contractRule } from '../../../shared/form/rules';
import { ColourField } from '../../../shared/ui/colour-field';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { toast } from '../../../shared/ui/toast';
import { useOrderTypeOptions, usePaymentOptions, useSaveShopSettings, useTaxOptions } from '../api';
import { FeeBracketsField } from './fee-brackets-field';
import { issueAt, optional } from './form-rules';
import { OpeningHoursField } from './opening-hours-field';
import { type SettingsValues, settingsBody, settingsValues } from './settings-values';

const S = ShopSettingsBody.shape;

/**
 * A shop's options (`set`, §3): delivery and pickup (one at least), pay on delivery and in store (one at least, else a
 * shopper meets 20108), the default order type (one the shop offers), the order type, tax and payment method its
 * orders are written with, the order limit, the delivery fee brackets and free delivery, opening hours, the
 * preparation time, the order cap per 15-minute slot and the storefront's background colour. Every rule is the
 * contract's, shown on its field before the form is sent.
 */
export function ShopSettingsForm({ shop }: { shop: ShopRow }) {
  const { t } = useTranslation(['onlineShop', 'crud']);
  const [form] = Form.useForm<SettingsValues>();
  const save = useSaveShopSettings();
  const orderTypes = useOrderTypeOptions(shop.storeId);
  const taxes = useTaxOptions(shop.storeId);
  const payments = usePaymentOptions(shop.storeId);
  const body = () => settingsBody(shop.id, form.getFieldsValue(true));
  const across = (path: string, text: string) => contractRule(issueAt(ShopSettingsBody, body, path), text);

  const submit = async () => {
    try {
      await save.mutateAsync(body());
      toast.success(t('crud:saved'));
    } catch (err) {
      applyCodeToField(form, err, {
        [Err.SAVE_AT_LEAST_ONE]: 'delivery',
        [Err.NO_DATA]: 'orderTypeId',
      });
    }
  };

  const fulfilmentOptions = FULFILMENTS.map((f) => ({
    value: f,
    label: <span data-testid={`set-default-${f}`}>{t(`fulfilment.${f}`)}</span>,
  }));

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={settingsValues(shop)}
      onFinish={() => void submit()}
      data-testid="set-form"
    >
      <Divider titlePlacement="start">{t('set.fulfilment')}</Divider>
      <Row gutter={24}>
        <Col xs={24} md={8}>
          <Form.Item
            name="delivery"
            label={t('fulfilment.delivery')}
            valuePropName="checked"
            dependencies={['pickup']}
            rules={[across('delivery', t('set.needFulfilment'))]}
          >
            <Switch data-testid="set-delivery" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="pickup" label={t('fulfilment.pickup')} valuePropName="checked">
            <Switch data-testid="set-pickup" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="defaultOrderType"
            label={t('set.defaultOrderType')}
            dependencies={['delivery', 'pickup']}
            rules={[across('defaultOrderType', t('set.defaultNotOffered'))]}
          >
            <Radio.Group optionType="button" options={fulfilmentOptions} />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('set.payment')}</Divider>
      <Row gutter={24}>
        <Col xs={24} md={8}>
          <Form.Item
            name="payOnDelivery"
            label={t('payWay.delivery')}
            valuePropName="checked"
            dependencies={['payInStore']}
            extra={t('set.payHelp')}
            rules={[across('payOnDelivery', t('set.needPayWay'))]}
          >
            <Switch data-testid="set-payOnDelivery" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="payInStore" label={t('payWay.store')} valuePropName="checked">
            <Switch data-testid="set-payInStore" />
          </Form.Item>
          <Form.Item
            name="guestCheckout"
            label={t('set.guestCheckout')}
            valuePropName="checked"
            extra={t('set.guestCheckoutHelp')}
          >
            <Switch data-testid="set-guestCheckout" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="paymentMethodId" label={t('set.paymentMethod')} extra={t('set.paymentMethodHelp')}>
            <Select
              allowClear
              loading={payments.isPending}
              options={payments.data?.map((o) => ({ value: o.id, label: o.name }))}
              data-testid="set-paymentMethod"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="orderTypeId" label={t('set.orderType')}>
            <Select
              allowClear
              loading={orderTypes.isPending}
              options={orderTypes.data?.map((o) => ({ value: o.id, label: o.name }))}
              data-testid="set-orderType"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="taxId" label={t('set.tax')}>
            <Select
              allowClear
              loading={taxes.isPending}
              options={taxes.data?.map((o) => ({ value: o.id, label: o.name }))}
              data-testid="set-tax"
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('set.limits')}</Divider>
      <Row gutter={24}>
        <Col xs={24} md={8}>
          <Form.Item
            name="orderLimit"
            label={t('set.orderLimit')}
            extra={t('set.zeroNoLimit')}
            rules={[contractRule(optional(S.orderLimit), t('set.amountInvalid'))]}
          >
            <DecimalInput places={2} kind="money" testId="set-orderLimit" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="preparationMinutes"
            label={t('set.preparationMinutes')}
            extra={t('set.preparationHelp')}
            rules={[contractRule(S.preparationMinutes, t('set.minutesInvalid'))]}
          >
            <Input type="number" min={0} max={1440} suffix={t('set.minutes')} data-testid="set-preparation" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="slotCap"
            label={t('set.slotCap')}
            extra={t('set.slotCapHelp')}
            rules={[contractRule(S.slotCap, t('set.slotCapInvalid'))]}
          >
            <Input type="number" min={0} max={10000} data-testid="set-slotCap" />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('set.deliveryFees')}</Divider>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="feeBasis" label={t('set.feeBasis')}>
            <Radio.Group
              optionType="button"
              options={FEE_BASES.map((b) => ({
                value: b,
                label: <span data-testid={`set-basis-${b}`}>{t(`set.basis.${b}`)}</span>,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="freeDeliveryAbove"
            label={t('set.freeDeliveryAbove')}
            extra={t('set.freeDeliveryHelp')}
            rules={[contractRule(optional(S.freeDeliveryAbove), t('set.amountInvalid'))]}
          >
            <DecimalInput places={2} kind="money" testId="set-freeAbove" />
          </Form.Item>
        </Col>
      </Row>
      <FeeBracketsField form={form} shopId={shop.id} />

      <Divider titlePlacement="start">{t('set.openingHours')}</Divider>
      <OpeningHoursField form={form} />

      <Divider titlePlacement="start">{t('set.look')}</Divider>
      <Form.Item
        name="backgroundColor"
        label={t('set.backgroundColor')}
        rules={[contractRule(S.backgroundColor, t('set.colourInvalid'))]}
      >
        <ColourField data-testid="set-background" />
      </Form.Item>

      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="set-save">
        {t('crud:save')}
      </Button>
    </Form>
  );
}
