import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The error state of a list or a form whose data did not load (the client has already toasted why). */
export function LoadError({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation('staff');
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      data-testid={testId}
      extra={
        <Button onClick={onRetry} data-testid={testId ? `${testId}-retry` : undefined}>
          {t('retry')}
        </Button>
      }
    />
  );
}
