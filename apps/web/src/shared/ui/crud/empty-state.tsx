import { Empty, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** True when a list's filters hold a value: its empty answer then means "nothing matches", not "nothing yet". */
export const hasFilters = (filters: object) =>
  Object.values(filters).some((v) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0));

/**
 * The empty state of a list or page: what is missing and what to do about it. With `filtered` it says that nothing
 * matches the filters and offers no actions (adding is not the answer to a search that found nothing).
 * Test ids: `testId`, and the actions keep their own.
 */
export function EmptyState({
  text,
  actions,
  filtered = false,
  testId,
}: {
  text?: string;
  actions?: ReactNode;
  filtered?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('crud');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered ? t('noMatch') : (text ?? t('empty'))}
      data-testid={testId}
    >
      {!filtered && actions && (
        <Flex gap={8} wrap justify="center">
          {actions}
        </Flex>
      )}
    </Empty>
  );
}
