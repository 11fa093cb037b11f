import { Button, Empty, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The error state of a list or page whose data could not be loaded (the client has already toasted why). */
export function LoadError({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation(['stores', 'crud']);
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      data-testid={testId ?? 'load-error'}
      extra={
        <Button onClick={onRetry} data-testid="load-retry">
          {t('retry')}
        </Button>
      }
    />
  );
}

/** The empty state of a list table. */
export function EmptyList({ text }: { text?: string }) {
  const { t } = useTranslation('crud');
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text ?? t('empty')} />;
}
