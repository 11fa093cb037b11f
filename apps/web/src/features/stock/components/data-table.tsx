import type { StockItemInfo } from '@tillbook/contract';
import { Flex, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/format/dates';
import type { MoneyFormat } from '../../../shared/format/money';
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
