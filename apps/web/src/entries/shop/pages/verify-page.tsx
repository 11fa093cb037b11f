// The code mailed at registration: entered here, it verifies the address and signs the shopper in. A new code may be
// asked for (the server answers 20009 when it is too soon).
import type { ShopperSignIn } from '@tillbook/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { shopPost } from '../api';
import { Field, FormPage } from '../components/form-bits';
import { ErrorNote } from '../errors';
import { emailValid } from '../rules';
import { keepSession } from '../session';
import { useShop } from '../shop-context';

export default function VerifyPage() {
  const { t } = useTranslation('shop');
  const { code: shopCode } = useShop();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next') ?? 'account';
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [resent, setResent] = useState(false);
  const run = async (job: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await job();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const verify = () =>
    run(async () => {
      keepSession(await shopPost<ShopperSignIn>('/shop/member/verify', { shopCode, email, code: code.trim() }));
      navigate(`/${shopCode}/${next}`, { replace: true });
    });
  const resend = () =>
    run(async () => {
      setResent(false);
      await shopPost('/shop/member/resendCode', { shopCode, email });
      setResent(true);
    });
  return (
    <FormPage title={t('account.verify')} testId="verify-page">
      <p className="sf-muted">{t('account.codeSent')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void verify();
        }}
      >
        <Field
          label={t('field.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          testId="verify-email"
        />
        <Field
          label={t('field.code')}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          testId="verify-code"
        />
        <ErrorNote error={error} testId="verify-error" />
        {resent && <p className="sf-ok">{t('account.codeResent')}</p>}
        <button
          type="submit"
          className="sf-btn sf-btn-block"
          disabled={busy || code.length === 0}
          data-testid="verify-submit"
        >
          {t('account.verify')}
        </button>
        <button
          type="button"
          className="sf-btn sf-btn-ghost sf-btn-block"
          disabled={busy || !emailValid(email)}
          onClick={() => void resend()}
          data-testid="verify-resend"
        >
          {t('account.resend')}
        </button>
      </form>
    </FormPage>
  );
}
