import { LockOutlined, MailOutlined } from '@ant-design/icons';
import type { LoginResult } from '@tillbook/contract';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { saveSession } from '../../../shared/session/session';
import { PasswordInput, PlainInput } from '../../../shared/ui/light-inputs';
import { PublicShell } from '../../../shared/ui/public-shell';
import { useLogin } from '../use-login';

interface LoginForm {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginForm>();
  const navigate = useNavigate();
  const location = useLocation();
  const { login, isPending } = useLogin();

  const submit = async (values: LoginForm) => {
    try {
      const envelope = await login(values);
      if (envelope.code !== 200) return;
      saveSession(envelope.data as LoginResult);
      const from = (location.state as { from?: string } | null)?.from;
      await navigate(from ?? '/', { replace: true });
    } catch {
      // The API client has shown why (§8: `[code]:message`, e.g. 20027 wrong password).
    }
  };

  return (
    <PublicShell title={t('login.title')}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="login-form">
        <Form.Item
          name="email"
          label={t('common:field.email')}
          // The login schema only trims the address (an unknown one is the server's 20024/20027), so no format rule
          // here: it keeps zod out of the first page.
          rules={[{ required: true, whitespace: true, message: t('common:validation.email') }]}
        >
          <PlainInput
            prefix={<MailOutlined />}
            type="email"
            autoComplete="username"
            autoFocus
            data-testid="login-email"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('common:field.password')}
          rules={[{ required: true, message: t('common:validation.passwordRequired') }]}
        >
          <PasswordInput prefix={<LockOutlined />} autoComplete="current-password" data-testid="login-password" />
        </Form.Item>
        <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
          <Link to="/forget" data-testid="link-forget">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 20 }}>
        {t('login.noAccount')}{' '}
        <Link to="/register" data-testid="link-register">
          {t('login.register')}
        </Link>
      </div>
    </PublicShell>
  );
}
