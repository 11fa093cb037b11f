import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a page could not load even after the automatic reload (a real outage). Plain HTML: it must not
 * depend on more code loading. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <div role="alert" style={{ padding: '15vh 24px', textAlign: 'center', fontFamily: 'sans-serif' }}>
      <h1 style={{ fontSize: 22 }}>{t('loadFailed.title')}</h1>
      {error instanceof Error ? <p style={{ color: '#8c8c8c' }}>{error.message}</p> : null}
      <button
        type="button"
        onClick={() => window.location.reload()}
        data-testid="reload"
        style={{ padding: '8px 20px', border: 0, borderRadius: 6, background: '#389e0d', color: '#fff', fontSize: 15 }}
      >
        {t('loadFailed.reload')}
      </button>
    </div>
  );
}
