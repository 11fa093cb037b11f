import { type BillingDetails, BillingDetailsBody, COUNTRIES, type VatIdStatus } from '@tillbook/contract';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Select, Tag } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerIssues, contractRule } from '../../../shared/form/rules';
import { formatDateTime } from '../../../shared/format/dates';
import { getLang } from '../../../shared/i18n/lang';
import { countryOptions, searchable } from '../../../shared/ui/select-options';
import { toast } from '../../../shared/ui/toast';
import { type DetailsBody, useSaveDetails } from '../api';

export interface DetailsValues {
  companyName: string;
  isBusiness: boolean;
  country?: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  postalCode: string;
  region: string;
  vatId: string;
  invoiceEmail: string;
}

const EMPTY: DetailsValues = {
  companyName: '',
  isBusiness: false,
  country: undefined,
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  region: '',
  vatId: '',
  invoiceEmail: '',
};

/** The form's values of saved details (or empty ones). */
export const detailsValues = (d: BillingDetails | null | undefined): DetailsValues =>
  d
    ? {
        companyName: d.companyName,
        isBusiness: d.isBusiness,
        country: d.country,
        addressLine1: d.addressLine1,
        addressLine2: d.addressLine2,
        city: d.city,
        postalCode: d.postalCode,
        region: d.region,
        vatId: d.vatId,
        invoiceEmail: d.invoiceEmail,
      }
    : EMPTY;

/** The body sent: trimmed, the VAT ID without spaces and upper-case, a VAT ID making the buyer a business. */
export function detailsBody(v: DetailsValues): DetailsBody {
  const vatId = v.vatId.replace(/[\s.-]/g, '').toUpperCase();
  return {
    companyName: v.companyName.trim(),
    isBusiness: v.isBusiness || vatId !== '',
    country: v.country ?? '',
    addressLine1: v.addressLine1.trim(),
    addressLine2: v.addressLine2.trim(),
    city: v.city.trim(),
    postalCode: v.postalCode.trim(),
    region: v.region.trim(),
    vatId,
    invoiceEmail: v.invoiceEmail.trim(),
  };
}

/** The plain text fields of the address block, in the form's order (the country select follows the first). */
interface AddressField {
  name: 'companyName' | 'addressLine1' | 'addressLine2' | 'city' | 'postalCode' | 'region';
  cols: { xs: number; md: number };
  maxLength: number;
  testId: string;
  required?: boolean;
}
const HALF = { xs: 24, md: 12 };
const ADDRESS_FIELDS: readonly AddressField[] = [
  { name: 'companyName', cols: HALF, maxLength: 120, testId: 'company' },
  { name: 'addressLine1', cols: HALF, maxLength: 200, testId: 'address1', required: true },
  { name: 'addressLine2', cols: HALF, maxLength: 200, testId: 'address2' },
  { name: 'city', cols: { xs: 24, md: 8 }, maxLength: 100, testId: 'city', required: true },
  { name: 'postalCode', cols: { xs: 12, md: 8 }, maxLength: 20, testId: 'postal' },
  { name: 'region', cols: { xs: 12, md: 8 }, maxLength: 100, testId: 'region' },
];

const STATUS_COLOURS: Record<VatIdStatus, string> = {
  none: 'default',
  valid: 'green',
  invalid: 'red',
  unknown: 'orange',
};

/** What the server found of the saved VAT ID: its register and the VIES answer (unknown is never invalid). */
function VatIdCheck({ details }: { details: BillingDetails }) {
  const { t } = useTranslation('billing');
  if (!details.vatId) return null;
  return (
    <span data-testid="billing-vat-status">
      {details.vatScheme ? <Tag>{t(`details.scheme.${details.vatScheme}`)}</Tag> : null}
      <Tag color={STATUS_COLOURS[details.vatIdStatus]}>{t(`details.vatStatus.${details.vatIdStatus}`)}</Tag>
      {details.vatConsultationNumber ? t('details.consultation', { number: details.vatConsultationNumber }) : null}
      {details.vatCheckedAt ? ` · ${t('details.checkedAt', { at: formatDateTime(details.vatCheckedAt) })}` : null}
    </span>
  );
}

/** Billing details: who the invoices are made out to, and the VAT ID that decides reverse charge (§3, issue 23). */
export function DetailsForm({ details }: { details: BillingDetails | null }) {
  const { t } = useTranslation('billing');
  const [form] = Form.useForm<DetailsValues>();
  const save = useSaveDetails();
  const lang = getLang();
  const countries = useMemo(
    () =>
      countryOptions(lang).map((o) => ({
        value: COUNTRIES.find((c) => c.sysCountryId === o.value)?.iso2 ?? '',
        label: o.label,
      })),
    [lang],
  );
  const vatId = Form.useWatch('vatId', form) ?? '';

  useEffect(() => form.setFieldsValue(detailsValues(details)), [form, details]);

  const submit = async (values: DetailsValues) => {
    try {
      await save.mutateAsync(detailsBody(values));
      toast.success(t('crud:saved'));
    } catch (err) {
      applyServerIssues(form, err);
    }
  };

  const rule = (field: keyof typeof BillingDetailsBody.shape, message: string) =>
    contractRule(BillingDetailsBody.shape[field], message);

  const textField = (f: AddressField) => (
    <Col key={f.name} {...f.cols}>
      <Form.Item
        name={f.name}
        label={t(`details.${f.name}`)}
        required={f.required}
        rules={[rule(f.name, t(f.required ? 'details.required' : 'details.tooLong'))]}
      >
        <Input maxLength={f.maxLength} data-testid={`billing-details-${f.testId}`} />
      </Form.Item>
    </Col>
  );

  return (
    <Card title={t('details.title')} data-testid="billing-details">
      <Form
        form={form}
        layout="vertical"
        initialValues={detailsValues(details)}
        onFinish={submit}
        // A VAT ID makes the buyer a business (the server implies it too).
        onValuesChange={(changed: Partial<DetailsValues>) => {
          if (changed.vatId?.trim()) form.setFieldValue('isBusiness', true);
        }}
      >
        <Row gutter={16}>
          {ADDRESS_FIELDS.slice(0, 1).map(textField)}
          <Col xs={24} md={12}>
            <Form.Item
              name="country"
              label={t('common:field.country')}
              rules={[{ required: true, message: t('common:validation.country') }]}
            >
              <Select showSearch {...searchable} options={countries} data-testid="billing-details-country" />
            </Form.Item>
          </Col>
          {ADDRESS_FIELDS.slice(1).map(textField)}
          <Col xs={24} md={12}>
            <Form.Item
              name="vatId"
              label={t('details.vatId')}
              extra={
                details && details.vatId === detailsBody({ ...EMPTY, vatId }).vatId ? (
                  <VatIdCheck details={details} />
                ) : (
                  t('details.vatIdHelp')
                )
              }
              rules={[rule('vatId', t('details.tooLong'))]}
            >
              <Input maxLength={20} placeholder="DE123456789" data-testid="billing-details-vat-id" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="invoiceEmail"
              label={t('details.invoiceEmail')}
              extra={t('details.invoiceEmailHelp')}
              rules={[rule('invoiceEmail', t('common:validation.email'))]}
              validateTrigger="onBlur"
            >
              <Input type="email" maxLength={100} data-testid="billing-details-email" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="isBusiness" valuePropName="checked">
          <Checkbox disabled={vatId.trim() !== ''} data-testid="billing-details-business">
            {t('details.isBusiness')}
          </Checkbox>
        </Form.Item>
        {details?.vatIdStatus === 'invalid' ? (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('details.invalidNotice')} />
        ) : null}
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="billing-details-save">
          {t('crud:save')}
        </Button>
      </Form>
    </Card>
  );
}
