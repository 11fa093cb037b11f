import type { DeviceSession } from '@tillbook/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceApiError, devicePost } from './device-api';
import { type ScreenKind, saveDeviceSession } from './device-session';
import { ScreenLanguage } from './screen-language';

/**
 * The sign-in of a device screen with the device account of §3 (POST /m/device/login). An account of another kind
 * (a kiosk on the kitchen display, say) is refused here: its session could not reach this screen's routes anyway.
 */
export function DeviceSignIn({ kind }: { kind: ScreenKind }) {
  const { t } = useTranslation('deviceScreen');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account.trim() || !password) {
      setError(t('signIn.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const session = await devicePost<DeviceSession>(null, '/device/login', { account: account.trim(), password });
      if (session.kind !== kind) setError(t(`signIn.wrongKind.${kind}`));
      else saveDeviceSession(kind, session);
    } catch (err) {
      setError(err instanceof DeviceApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="ds-signin">
      <form className="ds-signin-card" onSubmit={submit} data-testid="device-signin" noValidate>
        <h1>{t(`signIn.title.${kind}`)}</h1>
        <label>
          <span>{t('signIn.account')}</span>
          <input
            data-testid="device-account"
            autoComplete="username"
            maxLength={30}
            value={account}
            onChange={(e) => setAccount(e.target.value)}
          />
        </label>
        <label>
          <span>{t('signIn.password')}</span>
          <input
            data-testid="device-password"
            type="password"
            autoComplete="current-password"
            maxLength={16}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error && (
          <p className="ds-error" role="alert" data-testid="device-signin-error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy} data-testid="device-signin-submit">
          {t('signIn.submit')}
        </button>
        <ScreenLanguage />
      </form>
    </main>
  );
}
