import type { ShopperSignIn } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { codeOf, shopPost } from '../api';
import { Field, FormPage } from '../components/form-bits';
import { ErrorNote } from '../errors';
import { emailValid } from '../rules';
import { keepSession } from '../session';
import { useShop } from '../shop-context';

/** Err.EMAIL_NOT_VERIFIED: the account waits for its code. */
const NOT_VERIFIED = 20030;

export default function SignInPage() {
  const { t } = useTranslation('shop');
  const { code } = useShop();
  const navigate = useNavigate();
  const next = useSearchParams()[0].get('next') ?? 'account';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const submit = async () => {
    setTried(true);
    if (!emailValid(email) || !password) return;
    setBusy(true);
    setError(undefined);
    try {
      keepSession(await shopPost<ShopperSignIn>('/shop/member/signIn', { shopCode: code, email, password }));
      navigate(`/${code}/${next}`, { replace: true });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormPage title={t('account.signIn')} testId="signin-page">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          label={t('field.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={tried && !emailValid(email) && t('bad.email')}
          testId="signin-email"
        />
        <Field
          label={t('field.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={tried && !password && t('bad.password')}
          testId="signin-password"
        />
        <ErrorNote error={error} testId="signin-error" />
        {codeOf(error) === NOT_VERIFIED && (
          <Link to={`/${code}/verify?email=${encodeURIComponent(email)}&next=${next}`}>{t('account.verifyNow')}</Link>
        )}
        <button type="submit" className="sf-btn sf-btn-block" disabled={busy} data-testid="signin-submit">
          {t('account.signIn')}
        </button>
      </form>
      <p className="sf-links">
        <Link to={`/${code}/register?next=${next}`} data-testid="signin-register">
          {t('account.register')}
        </Link>
        <Link to={`/${code}/forgot`} data-testid="signin-forgot">
          {t('account.forgot')}
        </Link>
      </p>
    </FormPage>
  );
}
