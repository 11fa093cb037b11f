import {
  Err,
  type MemberAddressInput,
  type OnlineMemberDetail,
  OnlineMemberSaveBody,
  onlineMemberResource,
} from '@tillbook/contract';
import { Button, Col, Divider, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../shared/form/rules';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { PhoneFields } from '../../../shared/ui/phone-fields';
import { ONLINE_PATHS } from '../paths';
import { issueAt, optional } from './form-rules';
import { MemberAddressesField } from './member-addresses-field';

interface MemberValues {
  name: string;
  email: string;
  areaCode: string;
  phone: string;
  addresses: MemberAddressInput[];
  payOnDelivery: boolean;
  payInStore: boolean;
  orderLimit: number | string;
  frozen: boolean;
  memberId: number | null;
}

const M = OnlineMemberSaveBody.shape;

/**
 * An online member (§3): name, a phone or an e-mail at least (each unique among the online members: 1020, 20071),
 * addresses, the ways to pay allowed, how many unfinished orders at once (0 no limit), frozen (cannot order), and the
 * POS member it is linked to (same phone or e-mail, 20058 / 20057 otherwise; one online member each, 1004; points
 * are then shared). Test ids `member-form-…`.
 */
export function MemberForm({ member }: { member?: OnlineMemberDetail }) {
  const { t } = useTranslation(['onlineShop', 'crud', 'common']);
  const [form] = Form.useForm<MemberValues>();
  const { submit, saving } = useSaveForm(onlineMemberResource, form, {
    backTo: ONLINE_PATHS.members,
    codeFields: {
      [Err.PHONE_REPEATED]: 'phone',
      [Err.EMAIL_OR_ACCOUNT_REGISTERED]: 'email',
      [Err.MEMBER_MISSING]: 'memberId',
      [Err.PHONE_INCONSISTENT]: 'memberId',
      [Err.EMAIL_INCONSISTENT]: 'memberId',
      [Err.ADDED_REPEATEDLY]: 'memberId',
    },
  });
  const body = (v: Partial<MemberValues>) => ({
    id: member?.id,
    name: (v.name ?? '').trim(),
    email: (v.email ?? '').trim(),
    areaCode: v.phone?.trim() ? (v.areaCode ?? '') : '',
    phone: (v.phone ?? '').trim(),
    addresses: (v.addresses ?? []).map((a) => ({ ...a, address: (a?.address ?? '').trim() })),
    payOnDelivery: v.payOnDelivery ?? true,
    payInStore: v.payInStore ?? true,
    orderLimit: Number(v.orderLimit || 0),
    frozen: v.frozen ?? false,
    memberId: v.memberId ?? null,
  });
  const phoneOrEmail = issueAt(OnlineMemberSaveBody, () => body(form.getFieldsValue(true)), 'phone');
  const candidates = member?.linkCandidates ?? [];
  // The linked member stays choosable even when it no longer matches.
  const linkOptions = [
    ...(member?.memberId && !candidates.some((c) => c.id === member.memberId)
      ? [{ value: member.memberId, label: member.memberName ?? `#${member.memberId}` }]
      : []),
    ...candidates.map((c) => ({ value: c.id, label: [c.name, c.phone, c.email].filter(Boolean).join(' · ') })),
  ];

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        name: member?.name ?? '',
        email: member?.email ?? '',
        areaCode: member?.areaCode || undefined,
        phone: member?.phone ?? '',
        addresses: member?.addresses ?? [],
        payOnDelivery: member?.payOnDelivery ?? true,
        payInStore: member?.payInStore ?? true,
        orderLimit: member?.orderLimit ?? 0,
        frozen: member?.frozen ?? false,
        memberId: member?.memberId ?? null,
      }}
      onFinish={(v) => void submit(body(v))}
      data-testid="member-form"
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={t('field.name')}
            validateFirst
            rules={[
              { required: true, whitespace: true, message: t('member.nameRequired') },
              contractRule(M.name, t('member.nameRequired')),
            ]}
          >
            <Input maxLength={50} data-testid="member-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('common:field.email')}
            dependencies={['phone']}
            validateFirst
            extra={t('member.contactHelp')}
            rules={[
              contractRule(optional(M.email), t('common:validation.email')),
              contractRule(phoneOrEmail, t('member.phoneOrEmail')),
            ]}
          >
            <Input maxLength={254} data-testid="member-form-email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <PhoneFields required={false} testIdPrefix="member-form-" />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="memberId" label={t('member.linked')} extra={t('member.linkHelp')}>
            <Select
              allowClear
              options={linkOptions}
              placeholder={t('member.notLinked')}
              notFoundContent={t('member.noCandidates')}
              data-testid="member-form-link"
            />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('member.ordering')}</Divider>
      <Row gutter={24}>
        <Col xs={12} md={6}>
          <Form.Item name="payOnDelivery" label={t('payWay.delivery')} valuePropName="checked">
            <Switch data-testid="member-form-payOnDelivery" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="payInStore" label={t('payWay.store')} valuePropName="checked">
            <Switch data-testid="member-form-payInStore" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="orderLimit"
            label={t('member.orderLimit')}
            extra={t('member.orderLimitHelp')}
            rules={[contractRule(M.orderLimit, t('member.orderLimitInvalid'))]}
          >
            <Input type="number" min={0} max={1000} data-testid="member-form-orderLimit" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="frozen" label={t('member.frozen')} valuePropName="checked" extra={t('member.frozenHelp')}>
            <Switch data-testid="member-form-frozen" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('member.addresses')}</Divider>
      <MemberAddressesField />
      <Button
        type="primary"
        htmlType="submit"
        loading={saving}
        data-testid="member-form-save"
        style={{ marginTop: 16 }}
      >
        {t('crud:save')}
      </Button>
    </Form>
  );
}
