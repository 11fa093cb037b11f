import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/**
 * The error state of a list or a page whose data did not load (the client has already toasted why), with a retry.
 * Test ids: `testId` and `<testId>-retry`.
 */
export function LoadError({ onRetry, testId = 'load-error' }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation('crud');
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      data-testid={testId}
      extra={
        <Button onClick={onRetry} data-testid={`${testId}-retry`}>
          {t('retry')}
        </Button>
      }
    />
  );
}

/** The empty state of a list table (text only; `EmptyState` adds what to do). */
export function EmptyList({ text, testId }: { text?: string; testId?: string }) {
  return <EmptyState text={text} testId={testId} />;
}
