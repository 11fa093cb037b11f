import { Err, PRICE_STRATEGIES, SALES_MODES, STORE_TYPES, type StoreRow, StoreSaveBody } from '@tillbook/contract';
import { Card, Checkbox, Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BodyOf } from '../../../shared/api/schema-types';
import { contractRule } from '../../../shared/form/rules';
import { getLang } from '../../../shared/i18n/lang';
import { useLoginInfo } from '../../../shared/session/session';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { currencyOptions, searchable } from '../../../shared/ui/select-options';
import { storeWriteInvalidates } from '../api';
import { KIND, type StoreKind } from '../kind';
import { AddressFields, addressOf } from './address-fields';
import { FormButtons } from './form-buttons';
import { useLeaveAfterSave } from './leave-after-save';
import { browserTimeZone, timeZoneOptions } from './options';

export type StoreFormValues = Omit<BodyOf<typeof StoreSaveBody>, 'id'>;

const fieldsOf = (row: StoreRow): StoreFormValues => ({
  name: row.name,
  contactPerson: row.contactPerson,
  ...addressOf(row),
  type: row.type,
  open: row.open,
  salesModes: row.salesModes,
  priceStrategy: row.priceStrategy,
  timeZone: row.timeZone,
  sysCurrencyId: row.sysCurrencyId,
});

/** Every field of a store or food truck (§3); the rules are the contract's. Saved, back to the list. */
export function StoreForm({ kind, row }: { kind: StoreKind; row?: StoreRow }) {
  const { t } = useTranslation(['stores', 'crud']);
  const [form] = Form.useForm<StoreFormValues>();
  const login = useLoginInfo();
  const lang = getLang();
  const k = KIND[kind];
  const tid = k.testId;
  const { leaving, leave } = useLeaveAfterSave();
  const { submit, saving } = useSaveForm(k.resource, form, {
    invalidates: storeWriteInvalidates(kind),
    codeFields: { [Err.MOBILE_FORMAT]: 'phone', [Err.AREA_CODE_WRONG]: 'areaCode' },
    onSaved: () => leave(k.list),
  });
  const currencies = useMemo(() => currencyOptions(lang), [lang]);
  const zones = useMemo(() => timeZoneOptions(), []);

  const initialValues = useMemo<Partial<StoreFormValues>>(
    () =>
      row
        ? fieldsOf(row)
        : {
            type: 'restaurant',
            open: true,
            salesModes: ['retail'],
            priceStrategy: 'fixed',
            timeZone: browserTimeZone(),
            sysCurrencyId: login?.sysCurrencyId,
          },
    [row, login?.sysCurrencyId],
  );

  const col = { xs: 24, md: 12, xl: 8 };

  return (
    <Form<StoreFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => submit({ ...values, id: row?.id })}
      scrollToFirstError
      data-testid={`${tid}-form`}
    >
      <Card title={t('section.basics')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col {...col}>
            <Form.Item
              name="name"
              label={t('field.name')}
              required
              rules={[contractRule(StoreSaveBody.shape.name, t('validation.name'))]}
            >
              <Input maxLength={50} data-testid={`${tid}-name`} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="contactPerson" label={t('field.contactPerson')}>
              <Input maxLength={50} data-testid={`${tid}-contact-person`} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="type" label={t('field.type')}>
              <Select
                options={STORE_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
                data-testid={`${tid}-type`}
              />
            </Form.Item>
          </Col>
        </Row>
        <AddressFields testId={tid} />
      </Card>
      <Card title={t('section.selling')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col {...col}>
            <Form.Item name="open" label={t('field.open')} valuePropName="checked">
              <Switch
                checkedChildren={t('open.true')}
                unCheckedChildren={t('open.false')}
                data-testid={`${tid}-open`}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name="salesModes"
              label={t('field.salesModes')}
              required
              extra={t('hint.salesModes')}
              rules={[contractRule(StoreSaveBody.shape.salesModes, t('validation.salesModes'))]}
            >
              <Checkbox.Group
                options={SALES_MODES.map((v) => ({ value: v, label: t(`salesMode.${v}`) }))}
                data-testid={`${tid}-sales-modes`}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="priceStrategy" label={t('field.priceStrategy')}>
              <Radio.Group
                optionType="button"
                options={PRICE_STRATEGIES.map((v) => ({ value: v, label: t(`priceStrategy.${v}`) }))}
                data-testid={`${tid}-price-strategy`}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name="timeZone"
              label={t('field.timeZone')}
              rules={[contractRule(StoreSaveBody.shape.timeZone, t('validation.timeZone'))]}
            >
              <Select showSearch={searchable} options={zones} data-testid={`${tid}-time-zone`} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="sysCurrencyId" label={t('common:field.currency')}>
              <Select showSearch={searchable} options={currencies} data-testid={`${tid}-currency`} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <FormButtons testId={tid} saving={saving || leaving} cancelTo={k.list} />
    </Form>
  );
}
