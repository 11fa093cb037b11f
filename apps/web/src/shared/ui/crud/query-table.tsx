import type { ListResult } from '@tillbook/contract';
import { Table, type TablePaginationConfig, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { LoadError } from './load-state';

/** What the table reads of a list query: a page of rows and the total, and its state. */
export interface ListQueryState<R> {
  data?: Pick<ListResult<R>, 'list' | 'total'>;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryTableProps<R>
  extends Omit<TableProps<R>, 'rowKey' | 'dataSource' | 'loading' | 'pagination' | 'locale' | 'onRow'> {
  query: ListQueryState<R>;
  /** The test id around the table (its rows, empty state and pagination). */
  testId: string;
  rowKey: (keyof R & string) | ((row: R) => Key);
  /** Rows carry `<rowTestId>-<key>` (default `<testId>-row`). */
  rowTestId?: string;
  /** The test id of the error state (default `<testId>-error`). */
  errorTestId?: string;
  /** The paging, given the answer's total (`useListParams().pagination`). */
  pagination: (total: number | undefined) => TablePaginationConfig;
  /** What the table shows without rows (an `EmptyState`: what is missing, what to do). */
  empty: ReactNode;
  /** The rows shown, where the page derives them from the answer (default: the answer's list). */
  rows?: readonly R[];
}

/**
 * The table of a list query: loading, error with a retry (while there is nothing to show), the empty state and
 * pagination. Other table options (row selection, expandable rows, a summary) pass through.
 */
export function QueryTable<R>({
  query,
  testId,
  rowKey,
  rowTestId = `${testId}-row`,
  errorTestId = `${testId}-error`,
  pagination,
  empty,
  rows,
  ...table
}: QueryTableProps<R>) {
  if (query.isError && !query.data) return <LoadError testId={errorTestId} onRetry={() => void query.refetch()} />;
  const keyOf = (row: R) => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key));
  return (
    <div data-testid={testId}>
      <Table<R>
        size="middle"
        scroll={{ x: 'max-content' }}
        {...table}
        rowKey={keyOf}
        dataSource={rows ?? query.data?.list ?? []}
        loading={query.isFetching}
        pagination={pagination(query.data?.total)}
        locale={{ emptyText: empty }}
        onRow={(row) => ({ 'data-testid': `${rowTestId}-${keyOf(row)}` }) as object}
      />
    </div>
  );
}
