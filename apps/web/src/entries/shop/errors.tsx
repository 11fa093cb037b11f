import { useTranslation } from 'react-i18next';
import { codeOf, ShopError } from './api';

/** The text of a refusal as §8 shows it, `[code] message`; the server's message is in the shopper's language. */
export function useErrorText(): (e: unknown) => string {
  const { t } = useTranslation('shop');
  return (e) => {
    if (e instanceof ShopError && e.code !== 0) return `[${e.code}] ${e.message}`;
    return t('error.network');
  };
}

export function ErrorNote({
  error,
  onRetry,
  testId = 'shop-error',
}: {
  error: unknown;
  onRetry?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('shop');
  const text = useErrorText();
  if (!error) return null;
  return (
    <div className="sf-error" role="alert" data-testid={testId} data-code={codeOf(error)}>
      <span>{text(error)}</span>
      {onRetry && (
        <button type="button" className="sf-link" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
