// Registration: name, e-mail, an optional phone and a password under the §5 online shop rule (shown as the shopper
// types); the server mails a code, entered on the next page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { shopPost } from '../api';
import { Field, FormPage, PasswordRules } from '../components/form-bits';
import { ErrorNote } from '../errors';
import { emailValid, passwordValid, phoneValid, shopPasswordChecks } from '../rules';
import { useShop } from '../shop-context';

export default function RegisterPage() {
  const { t } = useTranslation('shop');
  const { code } = useShop();
  const navigate = useNavigate();
  const next = useSearchParams()[0].get('next') ?? 'account';
  const [f, setF] = useState({ name: '', email: '', areaCode: '', phone: '', password: '', confirmPassword: '' });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const set = (key: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [key]: e.target.value });
  const bad = {
    name: !f.name.trim() && t('bad.name'),
    email: !emailValid(f.email) && t('bad.email'),
    phone: !!f.phone.trim() && !phoneValid(f.phone) && t('bad.phone'),
    password: !passwordValid(f.password, f.confirmPassword) && t('bad.passwordRule'),
  };
  const submit = async () => {
    setTried(true);
    if (Object.values(bad).some(Boolean)) return;
    setBusy(true);
    setError(undefined);
    try {
      await shopPost('/shop/member/register', {
        shopCode: code,
        ...f,
        name: f.name.trim(),
        areaCode: f.phone.trim() ? f.areaCode.trim() : '',
        phone: f.phone.trim(),
      });
      navigate(`/${code}/verify?email=${encodeURIComponent(f.email.trim())}&next=${next}`, { replace: true });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormPage title={t('account.register')} testId="register-page">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          label={t('field.name')}
          value={f.name}
          onChange={set('name')}
          maxLength={50}
          autoComplete="name"
          error={tried && bad.name}
          testId="register-name"
        />
        <Field
          label={t('field.email')}
          type="email"
          value={f.email}
          onChange={set('email')}
          autoComplete="email"
          error={tried && bad.email}
          testId="register-email"
        />
        <div className="sf-row">
          <Field
            label={t('field.areaCode')}
            value={f.areaCode}
            onChange={set('areaCode')}
            inputMode="tel"
            maxLength={10}
            className="sf-area"
            testId="register-areaCode"
          />
          <Field
            label={t('field.phoneOptional')}
            value={f.phone}
            onChange={set('phone')}
            inputMode="tel"
            maxLength={20}
            error={tried && bad.phone}
            testId="register-phone"
          />
        </div>
        <Field
          label={t('field.password')}
          type="password"
          value={f.password}
          onChange={set('password')}
          autoComplete="new-password"
          maxLength={64}
          testId="register-password"
        />
        <Field
          label={t('field.confirmPassword')}
          type="password"
          value={f.confirmPassword}
          onChange={set('confirmPassword')}
          autoComplete="new-password"
          maxLength={64}
          error={tried && bad.password}
          testId="register-confirm"
        />
        <PasswordRules checks={shopPasswordChecks(f.password, f.confirmPassword)} />
        <ErrorNote error={error} testId="register-error" />
        <button type="submit" className="sf-btn sf-btn-block" disabled={busy} data-testid="register-submit">
          {t('account.sendCode')}
        </button>
      </form>
      <p className="sf-links">
        <Link to={`/${code}/signin?next=${next}`}>{t('account.haveAccount')}</Link>
      </p>
    </FormPage>
  );
}
