import { APP_DISCOUNT_PERMISSIONS, APP_PERMISSIONS, type AppPermission } from '@tillbook/contract';
import { Card, Checkbox, Col, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DiscountLimitFields } from './discount-limit-fields';

const isDiscount = (p: AppPermission) => (APP_DISCOUNT_PERMISSIONS as readonly string[]).includes(p);

/** POS app permissions of §6 (form field `app`), with the limits of the two discount permissions (`limits`). */
export function AppPermissionFields({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('staff');
  const form = Form.useFormInstance();
  const app: Partial<Record<AppPermission, boolean>> = Form.useWatch('app', form) ?? {};
  const all = APP_PERMISSIONS.every((p) => app[p]);
  const some = APP_PERMISSIONS.some((p) => app[p]);

  return (
    <div data-testid="role-app-permissions">
      <Checkbox
        checked={all}
        indeterminate={some && !all}
        disabled={disabled}
        onChange={(e) =>
          form.setFieldValue('app', Object.fromEntries(APP_PERMISSIONS.map((p) => [p, e.target.checked])))
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
              <Checkbox disabled={disabled} data-testid={`role-app-${p}`}>
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
                <Checkbox disabled={disabled} data-testid={`role-app-${p}`}>
                  {t(`appPermission.${p}`)}
                </Checkbox>
              </Form.Item>
              <DiscountLimitFields name={['limits', p]} disabled={disabled || !app[p]} testId={`role-app-${p}`} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
