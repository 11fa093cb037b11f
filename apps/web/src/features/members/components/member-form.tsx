import {
  Err,
  email as emailRule,
  MEMBER_LIMITS,
  type MemberRow,
  memberResource,
  sanitizeDecimalInput,
} from '@tillbook/contract';
import { Button, Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaveBodyOf } from '../../../shared/api/resource';
import { ruleMessage } from '../../../shared/form/rules';
import { trimDecimal } from '../../../shared/format/numbers';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { PhoneFields } from '../../../shared/ui/phone-fields';
import { MEMBER_PATHS } from '../paths';

interface MemberFormValues {
  name: string;
  email: string;
  areaCode?: string;
  phone: string;
  address: string;
  city: string;
  district: string;
  province: string;
  postalCode: string;
  country: string;
  customerCode: string;
  onCredit: boolean;
  creditLimit: string;
  notes: string;
}

function initialValues(m: MemberRow | undefined): MemberFormValues {
  return {
    name: m?.name ?? '',
    email: m?.email ?? '',
    areaCode: m?.areaCode || undefined,
    phone: m?.phone ?? '',
    address: m?.address ?? '',
    city: m?.city ?? '',
    district: m?.district ?? '',
    province: m?.province ?? '',
    postalCode: m?.postalCode ?? '',
    country: m?.country ?? '',
    customerCode: m?.customerCode ?? '',
    onCredit: m?.onCredit ?? false,
    creditLimit: m ? trimDecimal(m.creditLimit) : '0',
    notes: m?.notes ?? '',
  };
}

const decimalInput = (e: { target: { value: string } }) => sanitizeDecimalInput(e.target.value);

/** A text field of the member with its §5 length. */
function TextField({ name, label, max }: { name: keyof MemberFormValues; label: string; max: number }) {
  return (
    <Form.Item name={name} label={label} rules={[{ max }]}>
      <Input maxLength={max} data-testid={`member-form-${name}`} />
    </Form.Item>
  );
}

/**
 * Add or edit a member with every field of §3, then back to the list. A phone taken in the merchant (1020) and a
 * customer code taken (1003) are marked on their fields after the client's toast.
 */
export function MemberForm({ member }: { member?: MemberRow }) {
  const { t } = useTranslation(['members', 'crud']);
  const [form] = Form.useForm<MemberFormValues>();
  const { submit: save, saving } = useSaveForm(memberResource, form, {
    backTo: MEMBER_PATHS.list,
    codeFields: {
      [Err.PHONE_REPEATED]: 'phone',
      [Err.CODE_REPEATED]: 'customerCode',
      [Err.EMAIL_FORMAT]: 'email',
      [Err.MOBILE_FORMAT]: 'phone',
      [Err.AREA_CODE_WRONG]: 'areaCode',
    },
  });
  const onCredit: boolean = Form.useWatch('onCredit', form) ?? member?.onCredit ?? false;

  const submit = async (v: MemberFormValues) => {
    const body: SaveBodyOf<typeof memberResource> = {
      id: member?.id,
      name: v.name.trim(),
      email: v.email.trim(),
      areaCode: v.areaCode ?? '',
      phone: v.phone.trim(),
      address: v.address,
      city: v.city,
      district: v.district,
      province: v.province,
      postalCode: v.postalCode,
      country: v.country,
      customerCode: v.customerCode.trim(),
      onCredit: v.onCredit,
      creditLimit: v.onCredit ? v.creditLimit || '0' : (member?.creditLimit ?? '0'),
      notes: v.notes,
    };
    await save(body);
  };

  const L = MEMBER_LIMITS;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(member)}
      onFinish={submit}
      data-testid="member-form"
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={t('field.name')}
            rules={[{ required: true, whitespace: true, max: L.name, message: t('form.nameRequired') }]}
          >
            <Input maxLength={L.name} data-testid="member-form-name" />
          </Form.Item>
          <PhoneFields testIdPrefix="member-form-" />
          <Form.Item
            name="email"
            label={t('field.email')}
            rules={[
              {
                // Optional for members; checked by the contract's rule once filled in.
                validator: async (_r, value: string | undefined) => {
                  if (!value?.trim()) return;
                  const message = ruleMessage(emailRule, value.trim(), t('form.emailInvalid'));
                  if (message) throw new Error(message);
                },
              },
            ]}
          >
            <Input type="email" maxLength={L.short} autoComplete="off" data-testid="member-form-email" />
          </Form.Item>
          <Form.Item
            name="customerCode"
            label={t('field.customerCode')}
            extra={t('form.customerCodeHelp')}
            rules={[{ max: L.customerCode }]}
          >
            <Input maxLength={L.customerCode} data-testid="member-form-customerCode" />
          </Form.Item>
          <Form.Item name="onCredit" label={t('field.onCredit')} valuePropName="checked">
            <Switch data-testid="member-form-onCredit" />
          </Form.Item>
          {onCredit ? (
            <Form.Item
              name="creditLimit"
              label={t('field.creditLimit')}
              extra={t('form.creditLimitHelp')}
              getValueFromEvent={decimalInput}
            >
              <Input inputMode="decimal" data-testid="member-form-creditLimit" />
            </Form.Item>
          ) : null}
          <Form.Item name="notes" label={t('field.notes')} rules={[{ max: L.notes }]}>
            <Input.TextArea rows={3} maxLength={L.notes} showCount data-testid="member-form-notes" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <TextField name="address" label={t('field.address')} max={L.address} />
          <TextField name="district" label={t('field.district')} max={L.short} />
          <TextField name="city" label={t('field.city')} max={L.short} />
          <TextField name="province" label={t('field.province')} max={L.short} />
          <TextField name="postalCode" label={t('field.postalCode')} max={L.postalCode} />
          <TextField name="country" label={t('field.country')} max={L.short} />
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="member-form-save">
        {t('crud:save')}
      </Button>
    </Form>
  );
}
