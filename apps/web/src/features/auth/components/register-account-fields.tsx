import { accountPassword, email as emailRule, verificationCode } from '@tillbook/contract';
import { Form, type FormInstance, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountPasswordChecks } from '../../../shared/form/password-checks';
import { confirmRule, contractRule } from '../../../shared/form/rules';
import { RuleChecklist } from '../../../shared/ui/rule-checklist';
import { SendCodeButton } from '../../../shared/ui/send-code-button';

/** E-mail with its verification code, and the password with the §5 rules shown as the user types. */
export function RegisterAccountFields({
  form,
  onEmailBlur,
  onSendCode,
}: {
  form: FormInstance;
  onEmailBlur: () => void;
  onSendCode: () => Promise<boolean>;
}) {
  const { t } = useTranslation('auth');
  const password: string = Form.useWatch('password', form) ?? '';
  const confirmation: string = Form.useWatch('confirmPassword', form) ?? '';

  return (
    <>
      <Form.Item
        name="email"
        label={t('common:field.email')}
        required
        rules={[contractRule(emailRule, t('common:validation.email'))]}
        validateTrigger="onBlur"
      >
        <Input type="email" autoComplete="email" onBlur={onEmailBlur} data-testid="register-email" />
      </Form.Item>
      <Form.Item label={t('common:field.code')} required>
        <Space.Compact block>
          <Form.Item
            name="code"
            noStyle
            rules={[contractRule(verificationCode, t('common:validation.code'))]}
            validateTrigger="onBlur"
          >
            <Input
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              aria-label={t('common:field.code')}
              data-testid="register-code"
            />
          </Form.Item>
          <SendCodeButton onSend={onSendCode} testId="register-send-code" />
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="password"
        label={t('common:field.password')}
        required
        rules={[contractRule(accountPassword, t('common:validation.password'))]}
        style={{ marginBottom: 8 }}
      >
        <Input.Password autoComplete="new-password" data-testid="register-password" />
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
        <Input.Password autoComplete="new-password" data-testid="register-confirm-password" />
      </Form.Item>
      <RuleChecklist checks={accountPasswordChecks(password, confirmation)} />
    </>
  );
}
