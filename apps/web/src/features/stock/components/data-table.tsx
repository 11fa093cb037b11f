import type { ListResult } from '@tillbook/contract';
import { Flex, Table, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TableRowSelection } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { LoadError } from '../../../shared/ui/crud/load-state';

/** The filter bar above a stock list: wraps on narrow screens. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
      {children}
    </Flex>
  );
}

/**
 * The table of a stock list or view with its three states: loading, empty (`<testId>-empty`) and failed
 * (`<testId>-error`, with a retry). Rows carry `<testId>-row-<key>`.
 */
export function DataTable<R extends object>({
  query,
  columns,
  pagination,
  testId,
  emptyText,
  rowKey = 'id' as keyof R & string,
  rowSelection,
}: {
  query: { data?: ListResult<R>; isError: boolean; isFetching: boolean; refetch: () => unknown };
  columns: ColumnsType<R>;
  pagination: TablePaginationConfig | false;
  testId: string;
  emptyText: string;
  rowKey?: keyof R & string;
  rowSelection?: TableRowSelection<R>;
}) {
  if (query.isError) return <LoadError onRetry={() => query.refetch()} testId={`${testId}-error`} />;
  return (
    <div data-testid={testId}>
      <Table<R>
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pagination={pagination}
        rowSelection={rowSelection}
        scroll={{ x: true }}
        locale={{ emptyText: <span data-testid={`${testId}-empty`}>{emptyText}</span> }}
        onRow={(r) => ({ 'data-testid': `${testId}-row-${String(r[rowKey])}` }) as object}
      />
    </div>
  );
}
