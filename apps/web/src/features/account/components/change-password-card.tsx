import { accountPassword, Err } from '@tillbook/contract';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountPasswordChecks } from '../../../shared/form/password-checks';
import { applyCodeToField, confirmRule, contractRule } from '../../../shared/form/rules';
import { endLocalSession } from '../../../shared/session/logout';
import { RuleChecklist } from '../../../shared/ui/rule-checklist';
import { toast } from '../../../shared/ui/toast';
import { useChangePassword } from '../api';

interface PasswordForm {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Change password (§5 rules); the server then ends every session of the user, so this one logs out too. */
export function ChangePasswordCard() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PasswordForm>();
  const change = useChangePassword();
  const password: string = Form.useWatch('password', form) ?? '';
  const confirmation: string = Form.useWatch('confirmPassword', form) ?? '';

  const submit = async (values: PasswordForm) => {
    try {
      const envelope = await change.mutateAsync(values);
      if (envelope.code !== 200) return;
      toast.success(t('password.done'));
      endLocalSession();
    } catch (err) {
      applyCodeToField(form, err, {
        [Err.OLD_PASSWORD_WRONG]: 'oldPassword',
        [Err.NEW_PASSWORD_SAME_AS_OLD]: 'password',
      });
    }
  };

  return (
    <Card title={t('password.title')} data-testid="account-password-card">
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="oldPassword"
          label={t('common:field.oldPassword')}
          rules={[{ required: true, message: t('common:validation.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="account-old-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('common:field.newPassword')}
          required
          rules={[contractRule(accountPassword, t('common:validation.password'))]}
          style={{ marginBottom: 8 }}
        >
          <Input.Password autoComplete="new-password" data-testid="account-new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('common:field.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('common:validation.confirmPassword') },
            confirmRule(form, 'password', t('common:validation.passwordsDiffer')),
          ]}
          style={{ marginBottom: 8 }}
        >
          <Input.Password autoComplete="new-password" data-testid="account-confirm-password" />
        </Form.Item>
        <RuleChecklist checks={accountPasswordChecks(password, confirmation)} testId="account-password-rules" />
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="account-password-submit">
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
