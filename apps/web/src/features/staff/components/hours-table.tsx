import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType, type TablePaginationConfig, Typography } from 'antd';
import type { ReactNode } from 'react';
import { QueryTable } from '../../../shared/ui/crud/query-table';
import { formatHours } from '../format';

/** A page of a time list and the hours of every row that matches (not only this page's). */
interface HoursAnswer<T> {
  list: T[];
  total: number;
  totalHours: string;
}

/**
 * The table of the time pages (time cards, work time): the rows, and a last row with the total hours under the hours
 * column; loading, error with retry, `empty` when nothing is there. Test ids: `<testId>-table`, `-row-<key>`,
 * `-total-hours`, `-load-error`.
 */
export function HoursTable<T extends object>({
  testId,
  query,
  columns,
  rowKey,
  hoursColumn,
  totalLabel,
  pagination,
  empty,
}: {
  testId: string;
  query: UseQueryResult<HoursAnswer<T>>;
  columns: TableColumnsType<T>;
  rowKey: (row: T) => number;
  /** The index of the hours column among `columns`. */
  hoursColumn: number;
  totalLabel: string;
  pagination: (total: number | undefined) => TablePaginationConfig;
  empty: ReactNode;
}) {
  const answer = query.data;
  const after = columns.length - hoursColumn - 1;
  return (
    <QueryTable<T>
      query={query}
      testId={`${testId}-table`}
      rowKey={rowKey}
      rowTestId={`${testId}-row`}
      errorTestId={`${testId}-load-error`}
      columns={columns}
      pagination={pagination}
      empty={empty}
      summary={() =>
        answer && answer.total > 0 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={hoursColumn}>
              <Typography.Text strong>{totalLabel}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={hoursColumn} align="right">
              <Typography.Text strong data-testid={`${testId}-total-hours`}>
                {formatHours(answer.totalHours)}
              </Typography.Text>
            </Table.Summary.Cell>
            {after > 0 ? <Table.Summary.Cell index={hoursColumn + 1} colSpan={after} /> : null}
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
