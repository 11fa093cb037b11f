import { Err, email as emailRule, verificationCode } from '@tillbook/contract';
import { Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyCodeToField, contractRule } from '../../../shared/form/rules';
import { getLoginInfo, patchLoginInfo } from '../../../shared/session/session';
import { SendCodeButton } from '../../../shared/ui/send-code-button';
import { toast } from '../../../shared/ui/toast';
import { useChangeEmail, useSendNewEmailCode } from '../api';

interface EmailForm {
  email: string;
  code: string;
  password: string;
}

/**
 * Change e-mail: a code goes to the new address, which must be free and differ from the current one; the current
 * password confirms the change, and the old address is told.
 */
export function ChangeEmailCard({ current }: { current: string }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<EmailForm>();
  const sendCode = useSendNewEmailCode();
  const change = useChangeEmail();
  const emailErrors = { [Err.NEW_EMAIL_SAME]: 'email', [Err.EMAIL_OR_ACCOUNT_REGISTERED]: 'email' };

  const onSendCode = async (): Promise<boolean> => {
    try {
      await form.validateFields(['email']);
    } catch {
      return false;
    }
    try {
      const envelope = await sendCode.mutateAsync({ email: form.getFieldValue('email') });
      if (envelope.code !== 200) return false;
      toast.success(t('email.codeSent'));
      return true;
    } catch (err) {
      applyCodeToField(form, err, emailErrors);
      return false;
    }
  };

  const submit = async (values: EmailForm) => {
    try {
      const envelope = await change.mutateAsync(values);
      if (envelope.code !== 200) return;
      const email = values.email.trim().toLowerCase();
      const info = getLoginInfo();
      // The boss signs in with the e-mail: the login name shown in the sidebar follows it.
      patchLoginInfo(info?.loginName === info?.email ? { email, loginName: email } : { email });
      toast.success(t('email.done'));
      form.resetFields();
    } catch (err) {
      applyCodeToField(form, err, {
        ...emailErrors,
        [Err.EMAIL_CODE_WRONG]: 'code',
        [Err.EMAIL_CODE_EXPIRED]: 'code',
        [Err.PASSWORD_WRONG]: 'password',
        [Err.PASSWORD_EMPTY]: 'password',
      });
    }
  };

  return (
    <Card title={t('email.title')} data-testid="account-email-card">
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item label={t('email.current')}>
          <span data-testid="account-current-email">{current}</span>
        </Form.Item>
        <Form.Item
          name="email"
          label={t('email.new')}
          required
          rules={[contractRule(emailRule, t('common:validation.email'))]}
          validateTrigger="onBlur"
        >
          <Input type="email" autoComplete="email" data-testid="account-new-email" />
        </Form.Item>
        <Form.Item label={t('common:field.code')} required>
          <Space.Compact block>
            <Form.Item
              name="code"
              noStyle
              required
              rules={[contractRule(verificationCode, t('common:validation.code'))]}
            >
              <Input
                inputMode="numeric"
                maxLength={6}
                aria-label={t('common:field.code')}
                data-testid="account-email-code"
              />
            </Form.Item>
            <SendCodeButton onSend={onSendCode} testId="account-email-send-code" />
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('common:field.oldPassword')}
          extra={t('passwordCheck')}
          rules={[{ required: true, message: t('common:validation.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" data-testid="account-email-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="account-email-submit">
          {t('email.submit')}
        </Button>
      </Form>
    </Card>
  );
}
