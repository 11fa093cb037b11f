import {
  accountName,
  Err,
  email as emailRule,
  STAFF_STATUSES,
  type StaffOptions,
  type StaffRow,
  type StaffStatus,
  staffPassword,
  staffPin,
} from '@tillbook/contract';
import { Alert, Button, Checkbox, Col, Flex, Form, Input, Radio, Row, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../shared/api/client';
import { applyCodeToField, contractRule } from '../../../shared/form/rules';
import { useConfirm } from '../../../shared/ui/crud/confirm';
import { PhoneFields } from '../../../shared/ui/phone-fields';
import { toast } from '../../../shared/ui/toast';
import { type StaffSave, useSaveStaff } from '../api';
import { optionalContractRule } from '../form-rules';
import { staffPasswordChecks } from '../password-checks';
import { roleLabel } from '../role-label';
import { PasswordRules } from './password-rules';

interface StaffFormValues {
  name: string;
  areaCode?: string;
  phone?: string;
  email: string;
  roleId?: number;
  available: boolean;
  storeScope: 'all' | 'some';
  storeIds: number[];
  account?: string;
  password?: string;
  pin?: string;
  removePin: boolean;
  status: StaffStatus;
}

const FIELDS = ['name', 'areaCode', 'phone', 'email', 'roleId', 'storeScope', 'storeIds', 'account', 'password', 'pin'];
// The phone is optional for staff: an empty one is not checked (the shared phone fields always are).
const FIELDS_WITHOUT_PHONE = FIELDS.filter((f) => f !== 'areaCode' && f !== 'phone');

function initialValues(staff: StaffRow | undefined, canBindAll: boolean): StaffFormValues {
  return {
    name: staff?.name ?? '',
    areaCode: staff?.areaCode || undefined,
    phone: staff?.phone ?? '',
    email: staff?.email ?? '',
    roleId: staff?.roleId,
    available: staff?.available ?? true,
    storeScope: (staff ? staff.allStores : canBindAll) ? 'all' : 'some',
    storeIds: staff?.stores.map((s) => s.id) ?? [],
    account: staff?.account ?? '',
    password: '',
    pin: '',
    removePin: false,
    status: staff?.status ?? 'normal',
  };
}

/**
 * Add or edit a staff member with every field of §3. The owner's record keeps its role, all stores and the normal
 * status (§6); a caller bound to some stores binds staff to those only. The password is set here on creation and
 * through the change-password dialog afterwards.
 */
export function StaffForm({
  staff,
  options,
  canBindAll,
  onDone,
}: {
  staff?: StaffRow;
  options: StaffOptions;
  canBindAll: boolean;
  onDone: (endsOwnSession: boolean) => void;
}) {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<StaffFormValues>();
  const save = useSaveStaff();
  const { confirm, holder } = useConfirm();
  const isBoss = staff?.isBoss === true;
  // Nobody but the owner changes their own role or stores (§6); the owner's are fixed anyway.
  const ownRecord = staff?.isSelf === true && !isBoss;
  const readOnly = staff !== undefined && !staff.canEdit;
  const storeScope = Form.useWatch('storeScope', form);
  const password: string = Form.useWatch('password', form) ?? '';
  const removePin: boolean = Form.useWatch('removePin', form) ?? false;

  const submit = async () => {
    const phoneEmpty = !String(form.getFieldValue('phone') ?? '').trim();
    try {
      await form.validateFields(phoneEmpty ? FIELDS_WITHOUT_PHONE : FIELDS);
    } catch {
      return;
    }
    const v = form.getFieldsValue(true) as StaffFormValues;
    const statusChanged = staff !== undefined && v.status !== staff.status;
    if (statusChanged) {
      const agreed = await confirm({
        title: t('member.statusConfirm', { name: v.name, status: t(`status.${v.status}`) }),
        content: t('member.statusSessionsEnd'),
        danger: v.status !== 'normal',
      });
      if (!agreed) return;
    }
    const allStores = v.storeScope === 'all';
    const pin = v.pin?.trim();
    const body: StaffSave = {
      id: staff?.id,
      name: v.name,
      areaCode: phoneEmpty ? '' : (v.areaCode ?? ''),
      phone: phoneEmpty ? '' : (v.phone ?? ''),
      email: v.email,
      roleId: v.roleId,
      available: v.available,
      allStores,
      storeIds: allStores ? [] : v.storeIds,
      account: v.account?.trim() ?? '',
      password: staff ? undefined : v.password,
      pin: v.removePin ? null : pin || undefined,
      status: staff && !statusChanged ? undefined : v.status,
    };
    try {
      const envelope = await save.mutateAsync(body);
      if (envelope.code !== 200) {
        // 20074 is a §8 result code: the client hands it back instead of toasting it.
        toast.error(await errorText(envelope.code, envelope.msg));
        applyCodeToField(form, new ApiError(envelope.code, envelope.msg, envelope.data, 'toast'), {
          [Err.ACCOUNT_DUPLICATE]: 'account',
        });
        return;
      }
      toast.success(t('crud:saved'));
      onDone(statusChanged);
    } catch (err) {
      applyCodeToField(form, err, {
        [Err.EMAIL_OR_ACCOUNT_REGISTERED]: 'email',
        [Err.CODE_REPEATED]: 'pin',
        [Err.ROLE_INFO_MISSING]: 'roleId',
        [Err.BOSS_EMPLOYEE_ROLE_FIXED]: 'roleId',
        [Err.BOSS_ROLE_NOT_ASSIGNABLE]: 'roleId',
        [Err.STORE_EMPTY]: 'storeIds',
        [Err.PASSWORD_EMPTY]: 'password',
      });
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(staff, canBindAll)}
      disabled={readOnly}
      onValuesChange={(changed: Partial<StaffFormValues>) => {
        // An emptied phone is no error: clear what the shared fields' own check has just put there.
        if ('phone' in changed && !String(changed.phone ?? '').trim()) {
          setTimeout(
            () =>
              form.setFields([
                { name: 'phone', errors: [] },
                { name: 'areaCode', errors: [] },
              ]),
            0,
          );
        }
      }}
      data-testid="staff-form"
    >
      {holder}
      {readOnly ? <Alert type="info" showIcon title={t('member.readOnly')} style={{ marginBottom: 16 }} /> : null}
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={t('member.name')}
            rules={[{ required: true, whitespace: true, max: 50, message: t('member.nameRequired') }]}
          >
            <Input maxLength={50} data-testid="staff-form-name" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('member.email')}
            required
            extra={t('member.emailHelp')}
            rules={[contractRule(emailRule, t('member.emailInvalid'))]}
          >
            <Input type="email" autoComplete="off" data-testid="staff-form-email" />
          </Form.Item>
          <PhoneFields required={false} testIdPrefix="staff-form-" />
          <Form.Item
            name="roleId"
            label={t('member.role')}
            rules={[{ required: true, message: t('member.roleRequired') }]}
            extra={
              isBoss
                ? t('member.bossRoleFixed')
                : ownRecord
                  ? t('member.selfFixed')
                  : options.roles.some((r) => !r.isBoss && !r.assignable)
                    ? t('member.roleBeyondYou')
                    : undefined
            }
          >
            <Select
              disabled={isBoss || ownRecord}
              options={options.roles.map((r) => ({
                value: r.id,
                label: roleLabel(r, t),
                // Roles granting more than the caller's own are not theirs to give.
                disabled: !r.assignable && r.id !== staff?.roleId,
              }))}
              data-testid="staff-form-role"
            />
          </Form.Item>
          <Form.Item name="available" label={t('member.available')} valuePropName="checked">
            <Switch data-testid="staff-form-available" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="storeScope"
            label={t('member.stores')}
            extra={
              isBoss
                ? t('member.bossAllStores')
                : ownRecord
                  ? t('member.selfFixed')
                  : !canBindAll
                    ? t('member.onlyYourStores')
                    : undefined
            }
          >
            <Radio.Group disabled={isBoss || ownRecord} data-testid="staff-form-store-scope">
              <Radio value="all" disabled={!canBindAll} data-testid="staff-form-all-stores">
                {t('member.allStores')}
              </Radio>
              <Radio value="some" data-testid="staff-form-some-stores">
                {t('member.someStores')}
              </Radio>
            </Radio.Group>
          </Form.Item>
          {storeScope === 'some' ? (
            <Form.Item
              name="storeIds"
              rules={[
                {
                  validator: async (_, value: number[] | undefined) => {
                    if (!value?.length) throw new Error(t('member.storesRequired'));
                  },
                },
              ]}
            >
              <Checkbox.Group
                disabled={ownRecord}
                style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                data-testid="staff-form-stores"
              >
                {options.stores.map((s) => (
                  <Checkbox key={s.id} value={s.id} data-testid={`staff-form-store-${s.id}`}>
                    {s.name} {s.kind === 'truck' ? <Tag>{t('member.truck')}</Tag> : null}
                  </Checkbox>
                ))}
              </Checkbox.Group>
            </Form.Item>
          ) : null}
          <Form.Item
            name="account"
            label={t('member.account')}
            extra={t('member.accountHelp')}
            rules={[optionalContractRule(accountName, t('member.accountInvalid'))]}
          >
            <Input maxLength={30} autoComplete="off" data-testid="staff-form-account" />
          </Form.Item>
          {staff ? null : (
            <>
              <Form.Item
                name="password"
                label={t('member.password')}
                required
                rules={[contractRule(staffPassword, t('password.invalid'))]}
                style={{ marginBottom: 8 }}
              >
                <Input.Password autoComplete="new-password" data-testid="staff-form-password" />
              </Form.Item>
              <PasswordRules checks={staffPasswordChecks(password)} testId="staff-form-password-rules" />
            </>
          )}
          <Form.Item label={t('member.pin')} extra={staff?.hasPin ? t('member.pinKeep') : t('member.pinHelp')}>
            <Flex gap={12} align="center" wrap>
              <Form.Item name="pin" noStyle rules={[optionalContractRule(staffPin, t('member.pinInvalid'))]}>
                <Input.Password
                  inputMode="numeric"
                  maxLength={6}
                  disabled={removePin}
                  autoComplete="off"
                  style={{ width: 160 }}
                  aria-label={t('member.pin')}
                  data-testid="staff-form-pin"
                />
              </Form.Item>
              {staff?.hasPin ? (
                <Form.Item name="removePin" valuePropName="checked" noStyle>
                  <Checkbox data-testid="staff-form-pin-remove">{t('member.pinRemove')}</Checkbox>
                </Form.Item>
              ) : null}
            </Flex>
          </Form.Item>
          <Form.Item
            name="status"
            label={t('member.status')}
            extra={isBoss ? t('member.bossStatus') : t('member.statusHelp')}
          >
            <Select
              disabled={isBoss}
              options={STAFF_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              data-testid="staff-form-status"
            />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" onClick={submit} loading={save.isPending} data-testid="staff-form-save">
        {t('crud:save')}
      </Button>
    </Form>
  );
}
