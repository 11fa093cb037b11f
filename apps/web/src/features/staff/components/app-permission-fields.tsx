import {
  APP_DISCOUNT_PERMISSIONS,
  APP_PERMISSIONS,
  type AppPermission,
  type RoleAppPermissions,
} from '@tillbook/contract';
import { Card, Checkbox, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DiscountLimitFields } from './discount-limit-fields';

const isDiscount = (p: AppPermission) => (APP_DISCOUNT_PERMISSIONS as readonly string[]).includes(p);

/**
 * POS app permissions of §6 (form field `app`), with the limits of the two discount permissions (`limits`). With
 * `grantable` (the caller's own app permissions), permissions the caller lacks stay off and limits stay within theirs.
 */
export function AppPermissionFields({ disabled, grantable }: { disabled?: boolean; grantable?: RoleAppPermissions }) {
  const { t } = useTranslation('staff');
  const form = Form.useFormInstance();
  const app: Partial<Record<AppPermission, boolean>> = Form.useWatch('app', form) ?? {};
  const mayGrant = (p: AppPermission) => !grantable || grantable[p];
  const all = APP_PERMISSIONS.filter(mayGrant).every((p) => app[p]);
  const some = APP_PERMISSIONS.some((p) => app[p]);

  return (
    <div data-testid="role-app-permissions">
      <Checkbox
        checked={all}
        indeterminate={some && !all}
        disabled={disabled}
        onChange={(e) =>
          form.setFieldValue(
            'app',
            Object.fromEntries(APP_PERMISSIONS.map((p) => [p, mayGrant(p) ? e.target.checked : app[p] === true])),
          )
        }
        style={{ marginBottom: 12 }}
        data-testid="role-app-all"
      >
        {t('role.selectAll')}
      </Checkbox>
      <Row gutter={[12, 4]}>
        {APP_PERMISSIONS.filter((p) => !isDiscount(p)).map((p) => (
          <Col key={p} xs={24} sm={12} lg={8}>
            <Form.Item name={['app', p]} valuePropName="checked" noStyle>
              <Checkbox disabled={disabled || !mayGrant(p)} data-testid={`role-app-${p}`}>
                {t(`appPermission.${p}`)}
              </Checkbox>
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]} style={{ marginTop: 16 }}>
        {APP_DISCOUNT_PERMISSIONS.map((p) => (
          <Col key={p} xs={24} lg={12}>
            <Card size="small">
              <Form.Item name={['app', p]} valuePropName="checked" style={{ marginBottom: 8 }}>
                <Checkbox disabled={disabled || !mayGrant(p)} data-testid={`role-app-${p}`}>
                  {t(`appPermission.${p}`)}
                </Checkbox>
              </Form.Item>
              <DiscountLimitFields
                name={['limits', p]}
                disabled={disabled || !app[p]}
                max={grantable?.discountLimits[p]}
                testId={`role-app-${p}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
