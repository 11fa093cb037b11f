import {
  ALL_MENU_CODES,
  type APP_DISCOUNT_PERMISSIONS,
  APP_PERMISSIONS,
  type AppPermission,
  type DiscountLimit,
  Err,
  type MyPermissions,
  NO_DISCOUNT,
  RoleAppPermissions,
  type RoleRow,
  roleResource,
} from '@tillbook/contract';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SaveBodyOf } from '../../../shared/api/resource';
import { useSaveForm } from '../../../shared/ui/crud/use-save-form';
import { ROLE_TOUCHES } from '../api';
import { AppPermissionFields } from './app-permission-fields';
import { DiscountLimitFields } from './discount-limit-fields';
import { MenuPermissionMatrix } from './menu-permission-matrix';

type DiscountPermission = (typeof APP_DISCOUNT_PERMISSIONS)[number];
/** A discount limit as the inputs hold it: '' is no limit. */
interface LimitInput {
  maxAmount: string;
  maxPercent: string;
}
interface RoleFormValues {
  name: string;
  menuCodes: number[];
  app: Record<AppPermission, boolean>;
  limits: Record<DiscountPermission, LimitInput>;
  reporting: LimitInput;
}

const toInput = (l: DiscountLimit): LimitInput => ({ maxAmount: l.maxAmount ?? '', maxPercent: l.maxPercent ?? '' });
const fromInput = (l: LimitInput): DiscountLimit => ({
  maxAmount: l.maxAmount.trim() === '' ? null : l.maxAmount,
  maxPercent: l.maxPercent.trim() === '' ? null : l.maxPercent,
});

function initialValues(role: RoleRow | undefined): RoleFormValues {
  const app = role?.appPermissions ?? RoleAppPermissions.parse({});
  return {
    name: role?.name ?? '',
    // The owner holds every permission, whatever its row says.
    menuCodes: role?.isBoss ? [...ALL_MENU_CODES] : (role?.menuCodes ?? []),
    app: Object.fromEntries(APP_PERMISSIONS.map((p) => [p, app[p]])) as Record<AppPermission, boolean>,
    limits: {
      productDiscount: toInput(app.discountLimits.productDiscount),
      discountAtCharge: toInput(app.discountLimits.discountAtCharge),
    },
    reporting: toInput(role?.reportingApp.productDiscount ?? NO_DISCOUNT),
  };
}

/**
 * Add or edit a role: back-office, POS app and reporting app permissions (§6). The owner role, and for others than
 * the owner a role they may not change (`canEdit`), are read-only; others grant only what `mine` (the caller's own
 * permissions) holds. The server refuses the rest (20041).
 */
export function RoleForm({ role, mine, onDone }: { role?: RoleRow; mine: MyPermissions; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<RoleFormValues>();
  const { submit: save, saving } = useSaveForm(roleResource, form, {
    invalidates: ROLE_TOUCHES,
    onSaved: onDone,
    codeFields: {
      [Err.ROLE_EXISTS]: 'name',
      [Err.BOSS_ROLE_CANNOT_CREATE]: 'name',
      [Err.ROLE_INFO_INCORRECT]: 'menuCodes',
    },
  });
  const readOnly = role?.isBoss === true || (role !== undefined && !role.canEdit);
  const grantable = mine.isBoss ? undefined : mine;
  const notice = role?.isBoss
    ? t('role.bossReadOnly')
    : readOnly
      ? t('role.readOnly')
      : grantable
        ? t('role.onlyYours')
        : null;

  const submit = async (v: RoleFormValues) => {
    const body: SaveBodyOf<typeof roleResource> = {
      id: role?.id,
      name: v.name,
      menuCodes: v.menuCodes,
      appPermissions: {
        ...v.app,
        discountLimits: {
          productDiscount: fromInput(v.limits.productDiscount),
          discountAtCharge: fromInput(v.limits.discountAtCharge),
        },
      },
      reportingApp: { productDiscount: fromInput(v.reporting) },
    };
    await save(body);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(role)}
      onFinish={submit}
      disabled={readOnly}
      data-testid="role-form"
    >
      {notice ? (
        <Alert type="info" showIcon title={notice} style={{ marginBottom: 16 }} data-testid="role-form-notice" />
      ) : null}
      <Form.Item
        name="name"
        label={t('role.name')}
        rules={[{ required: true, whitespace: true, max: 50, message: t('role.nameRequired') }]}
        style={{ maxWidth: 420 }}
      >
        <Input maxLength={50} data-testid="role-form-name" />
      </Form.Item>
      <Flex vertical gap={16}>
        <Card size="small" title={t('role.backOffice')} data-testid="role-back-office">
          <Typography.Paragraph type="secondary">{t('role.backOfficeHelp')}</Typography.Paragraph>
          <Form.Item name="menuCodes" noStyle>
            <MenuPermissionMatrix disabled={readOnly} grantable={grantable?.menuCodes} />
          </Form.Item>
        </Card>
        <Card size="small" title={t('role.app')}>
          <Typography.Paragraph type="secondary">{t('role.appHelp')}</Typography.Paragraph>
          <AppPermissionFields disabled={readOnly} grantable={grantable?.appPermissions} />
        </Card>
        <Card size="small" title={t('role.reportingApp')} data-testid="role-reporting-app">
          <Typography.Paragraph type="secondary">{t('role.reportingAppHelp')}</Typography.Paragraph>
          <div style={{ maxWidth: 560 }}>
            <DiscountLimitFields
              name={['reporting']}
              disabled={readOnly}
              max={grantable?.reportingApp.productDiscount}
              testId="role-reporting"
            />
          </div>
        </Card>
      </Flex>
      {readOnly ? null : (
        <Button
          type="primary"
          htmlType="submit"
          loading={saving}
          style={{ marginTop: 16 }}
          data-testid="role-form-save"
        >
          {t('crud:save')}
        </Button>
      )}
    </Form>
  );
}
