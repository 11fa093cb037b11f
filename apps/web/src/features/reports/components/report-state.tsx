import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/crud/load-state';
import type { rangeProblem } from '../range';

/**
 * What a report page shows under its filters: why a range cannot be asked for (`report-range-problem`), the error
 * state with a retry (`report-error`), or the report.
 */
export function ReportState({
  problem,
  query,
  children,
}: {
  problem: ReturnType<typeof rangeProblem>;
  query: { isError: boolean; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation('reports');
  if (problem)
    return <Alert type="warning" showIcon title={t(`rangeProblem.${problem}`)} data-testid="report-range-problem" />;
  if (query.isError) return <LoadError onRetry={() => query.refetch()} testId="report-error" />;
  return <>{children}</>;
}
