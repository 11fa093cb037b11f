import { Err, PARTNER_LIMITS, type PartnerRow, PartnerSaveBody } from '@tillbook/contract';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { getLang } from '../../../shared/i18n/lang';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { PhoneFields } from '../../../shared/ui/phone-fields';
import { countryOptions } from '../../../shared/ui/select-options';
import { partnerInvalidates, partnerResource } from '../api';
import { PARTNER_PATHS, type PartnerKind } from '../paths';
import { maxLength } from './form-support';

const TEXT_FIELDS = ['contact', 'website', 'address', 'city', 'postalCode', 'province'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

interface PartnerFormValues extends Record<TextField, string> {
  name: string;
  areaCode?: string;
  phone: string;
  email: string;
  countryId?: number | null;
  note: string;
}

const S = PartnerSaveBody.shape;

function initialValues(p: PartnerRow | undefined): PartnerFormValues {
  return {
    name: p?.name ?? '',
    contact: p?.contact ?? '',
    areaCode: p?.areaCode || undefined,
    phone: p?.phone ?? '',
    email: p?.email ?? '',
    website: p?.website ?? '',
    address: p?.address ?? '',
    city: p?.city ?? '',
    postalCode: p?.postalCode ?? '',
    province: p?.province ?? '',
    countryId: p?.countryId ?? undefined,
    note: p?.note ?? '',
  };
}

/** The fields of the refusals a save may answer besides the kit's (name taken): a bad e-mail or area code. */
const CODE_FIELDS = { [Err.EMAIL_FORMAT]: 'email', [Err.AREA_CODE_WRONG]: 'areaCode' };

/**
 * A supplier or a manufacturer, every field of §3 (one shape for both); saved, it goes back to its list. A name taken
 * (1003), a bad e-mail (20002) or area code (20035) is marked on its field after the client's toast.
 */
export function PartnerForm({ kind, partner }: { kind: PartnerKind; partner?: PartnerRow }) {
  const { t } = useTranslation(['stock', 'crud']);
  const [form] = Form.useForm<PartnerFormValues>();
  const { submit: save, saving } = useSaveForm(partnerResource[kind], form, {
    backTo: PARTNER_PATHS[kind].list,
    invalidates: partnerInvalidates(kind),
    codeFields: CODE_FIELDS,
  });
  const lang = getLang();
  const countries = useMemo(() => countryOptions(lang), [lang]);

  const submit = (v: PartnerFormValues) =>
    save({
      id: partner?.id,
      name: v.name.trim(),
      contact: v.contact,
      areaCode: v.phone?.trim() ? (v.areaCode ?? '') : '',
      phone: v.phone?.trim() ?? '',
      email: v.email?.trim() ?? '',
      website: v.website,
      address: v.address,
      city: v.city,
      postalCode: v.postalCode,
      province: v.province,
      countryId: v.countryId ?? null,
      note: v.note,
    });

  const text = (name: TextField) => (
    <Form.Item
      key={name}
      name={name}
      label={t(`partner.field.${name}`)}
      rules={[contractRule(S[name], t('field.textRule'))]}
    >
      <Input maxLength={maxLength(S[name])} data-testid={`partner-form-${name}`} />
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(partner)}
      onFinish={submit}
      data-testid="partner-form"
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={t('partner.field.name')}
            required
            rules={[contractRule(S.name, t('partner.nameRule', { max: maxLength(S.name) }))]}
          >
            <Input maxLength={maxLength(S.name)} data-testid="partner-form-name" />
          </Form.Item>
          {text('contact')}
          <PhoneFields required={false} testIdPrefix="partner-form-" />
          <Form.Item
            name="email"
            label={t('partner.field.email')}
            rules={[contractRule(S.email, t('partner.emailRule'))]}
          >
            <Input type="email" maxLength={PARTNER_LIMITS.email} autoComplete="off" data-testid="partner-form-email" />
          </Form.Item>
          {text('website')}
          <Form.Item name="note" label={t('field.note')} rules={[contractRule(S.note, t('field.noteRule'))]}>
            <Input.TextArea rows={3} maxLength={maxLength(S.note)} showCount data-testid="partner-form-note" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {text('address')}
          {text('city')}
          {text('province')}
          {text('postalCode')}
          <Form.Item name="countryId" label={t('partner.field.country')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={countries}
              placeholder={t('partner.countryPick')}
              data-testid="partner-form-country"
            />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="partner-form-save">
        {t('crud:save')}
      </Button>
    </Form>
  );
}
