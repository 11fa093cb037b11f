// Forgot password: the server mails a link to /onlineUpdatePwd (the back office's page sets the new password).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shopPost } from '../api';
import { Field, FormPage } from '../components/form-bits';
import { ErrorNote } from '../errors';
import { emailValid } from '../rules';
import { useShop } from '../shop-context';

export default function ForgotPage() {
  const { t } = useTranslation('shop');
  const { code } = useShop();
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>();
  const submit = async () => {
    setTried(true);
    if (!emailValid(email)) return;
    setBusy(true);
    setError(undefined);
    try {
      await shopPost('/shop/member/forgot', { shopCode: code, email });
      setSent(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormPage title={t('account.forgot')} testId="forgot-page">
      {sent ? (
        <p className="sf-ok" data-testid="forgot-sent">
          {t('account.linkSent')}
        </p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className="sf-muted">{t('account.forgotHint')}</p>
          <Field
            label={t('field.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={tried && !emailValid(email) && t('bad.email')}
            testId="forgot-email"
          />
          <ErrorNote error={error} testId="forgot-error" />
          <button type="submit" className="sf-btn sf-btn-block" disabled={busy} data-testid="forgot-submit">
            {t('account.sendLink')}
          </button>
        </form>
      )}
      <p className="sf-links">
        <Link to={`/${code}/signin`}>{t('account.signIn')}</Link>
      </p>
    </FormPage>
  );
}
