import type { ListResult, StockItemInfo } from '@tillbook/contract';
import { Flex, Table, type TablePaginationConfig, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { TableRowSelection } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/format/dates';
import type { MoneyFormat } from '../../../shared/format/money';
import { EmptyState } from '../../../shared/ui/crud/empty-state';
import { LoadError } from '../../../shared/ui/crud/load-state';
import { formatQty, itemName } from '../format';

/** The filter bar of a list shown under tabs (the page's own filter bar sits under its title). */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
      {children}
    </Flex>
  );
}

/** The item of a row: its name (and variant's), and its SKU in grey. */
export const itemColumn = <R extends Pick<StockItemInfo, 'productName' | 'variantName' | 'sku'>>(
  title: string,
): ColumnType<R> => ({
  title,
  key: 'item',
  render: (_, r) => (
    <span>
      {itemName(r)}
      {r.sku ? <Typography.Text type="secondary"> · {r.sku}</Typography.Text> : null}
    </span>
  ),
});

/** A right-aligned quantity column (signed: '+4' / '-3'). */
export const qtyColumn = <R,>(title: string, dataIndex: keyof R & string, signed = false): ColumnType<R> => ({
  title,
  dataIndex,
  align: 'right',
  render: (v: string) => formatQty(v, signed),
});

/** A right-aligned money column. */
export const moneyColumn = <R,>(title: string, dataIndex: keyof R & string, money: MoneyFormat): ColumnType<R> => ({
  title,
  dataIndex,
  align: 'right',
  render: (v: string) => money(v),
});

/** A date-and-time column ('—' while there is none, e.g. not received yet). */
export const timeColumn = <R,>(title: string, dataIndex: keyof R & string): ColumnType<R> => ({
  title,
  dataIndex,
  render: (v: string | null) => (v ? formatDateTime(v) : '—'),
});

/**
 * The table of a stock list or view with its three states: loading, empty (`<testId>-empty`: what is missing and,
 * unless filters are set, what to do about it) and failed (`<testId>-error`, with a retry). Rows carry
 * `<testId>-row-<key>`.
 */
export function DataTable<R extends object>({
  query,
  columns,
  pagination,
  testId,
  emptyText,
  filtered = false,
  emptyActions,
  rowKey = 'id' as keyof R & string,
  rowSelection,
}: {
  query: { data?: ListResult<R>; isError: boolean; isFetching: boolean; refetch: () => unknown };
  columns: ColumnsType<R>;
  pagination: TablePaginationConfig | false;
  testId: string;
  emptyText: string;
  /** Filters are set: the empty table says nothing matches them. */
  filtered?: boolean;
  emptyActions?: ReactNode;
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
        locale={{
          emptyText: (
            <EmptyState text={emptyText} filtered={filtered} actions={emptyActions} testId={`${testId}-empty`} />
          ),
        }}
        onRow={(r) => ({ 'data-testid': `${testId}-row-${String(r[rowKey])}` }) as object}
      />
    </div>
  );
}
