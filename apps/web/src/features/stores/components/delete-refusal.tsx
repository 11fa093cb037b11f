import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inUseReason } from './in-use';

/**
 * Why a store, truck or place was not deleted (still in use), kept on screen above the list after the toast has gone;
 * the row stays. `onDeleteError` goes to the list, `alert` above its table. Test id: `<testId>-delete-refused`.
 */
export function useDeleteRefusal(titleKey: string, testId: string) {
  const { t } = useTranslation(['stores', 'crud']);
  const [refused, setRefused] = useState<{ name: string; reason: string } | null>(null);
  const onDeleteError = (row: { name: string }, err: unknown) => {
    const reason = inUseReason(err, t);
    setRefused(reason ? { name: row.name, reason } : null);
  };
  const alert = refused && (
    <Alert
      type="warning"
      showIcon
      closable={{ onClose: () => setRefused(null) }}
      style={{ marginBottom: 16 }}
      title={t(titleKey, { name: refused.name })}
      description={refused.reason}
      data-testid={`${testId}-delete-refused`}
    />
  );
  return { onDeleteError, alert };
}
