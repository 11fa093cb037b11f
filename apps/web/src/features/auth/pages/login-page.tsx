import { LockOutlined, MailOutlined } from '@ant-design/icons';
import type { LoginResult } from '@tillbook/contract';
import { Button } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { saveSession } from '../../../shared/session/session';
import { fieldState, LightField, useFormText } from '../../../shared/ui/light-field';
import { PasswordInput, PlainInput } from '../../../shared/ui/light-inputs';
import { PublicShell } from '../../../shared/ui/public-shell';
import { useLogin } from '../use-login';

interface LoginForm {
  email: string;
  password: string;
}
type Field = keyof LoginForm;

/**
 * What each field asks, as the key of its message. The login schema only trims the address (an unknown one is the
 * server's 20024/20027), so no format rule here: it keeps zod out of the first page.
 */
const RULES: Record<Field, (value: string) => string | undefined> = {
  email: (value) => (value.trim() ? undefined : 'common:validation.email'),
  password: (value) => (value ? undefined : 'common:validation.passwordRequired'),
};

// The first page: a plain form (checked as it is typed in and on submit, like antd's Form) keeps it light.
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const { login, isPending } = useLogin();
  const [values, setValues] = useState<LoginForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formText = useFormText();

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: RULES[field](value) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: RULES.email(values.email), password: RULES.password(values.password) };
    setErrors(found);
    if (found.email || found.password) return;
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

  const error = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <PublicShell title={t('login.title')}>
      <form onSubmit={submit} style={formText} data-testid="login-form">
        <LightField id="email" label={t('common:field.email')} error={error('email')}>
          <PlainInput
            {...fieldState('email', error('email'))}
            prefix={<MailOutlined />}
            type="email"
            autoComplete="username"
            autoFocus
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            data-testid="login-email"
          />
        </LightField>
        <LightField id="password" label={t('common:field.password')} error={error('password')}>
          <PasswordInput
            {...fieldState('password', error('password'))}
            prefix={<LockOutlined />}
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            data-testid="login-password"
          />
        </LightField>
        <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
          <Link to="/forget" data-testid="link-forget">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={isPending} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </form>
      <div style={{ textAlign: 'center', marginTop: 20 }}>
        {t('login.noAccount')}{' '}
        <Link to="/register" data-testid="link-register">
          {t('login.register')}
        </Link>
      </div>
    </PublicShell>
  );
}
