import type { OrderLineInput, TableOrderView } from '@tillbook/contract';
import { type SQL, sql } from 'drizzle-orm';
import { orders } from '../db/schema';
import { tableOrders } from '../db/schema/table-ordering';
import type { TenantCtx } from './context';
import type { Deps } from './deps';

/** One phone's addition to a table's order. */
export interface TableOrderAddition {
  storeId: number;
  table: { id: number; label: string };
  /** The phone's id for this addition: a retry finds it already added. */
  clientId: string;
  lines: OrderLineInput[];
  /** What the phone showed for these lines (taxes included and added); must equal the server's price (20115). */
  total: string;
  note: string;
  /** The store's "pay first": a new order waits for payment before the kitchen sees it. */
  payFirst: boolean;
}

/**
 * The sales path as QR table ordering uses it: a table's order is an unpaid receipt (channel 'qr', the table's id
 * and number) written by the sales module's own code, which the POS then pays, changes or cancels like any open
 * ticket. The sales module provides it at start-up; the online-shop module's table routes use it (modules never
 * import each other). `add` runs in the caller's transaction, which has locked the table's row first (FOR NO KEY
 * UPDATE): the additions of one table queue there, so they make one order with every line once.
 */
export interface TableOrders {
  /**
   * Adds the lines to the table's open order, or starts one when the table has none (none yet, or the last one paid
   * or cancelled). Prices them in the store (20075 a product not sold there, 1001 a bad variant or modifier item,
   * 20115 a total that differs); 20068 while a POS holds the open order for editing. Answers the order's id.
   */
  add(tx: TenantCtx, input: TableOrderAddition): Promise<number>;
  /** The table's open (unpaid) order, if any. */
  openOrder(ctx: TenantCtx, tableId: number): Promise<number | null>;
  /** A table order as the table's phones see it; null when `orderId` is not a table order of `tableId`. */
  view(ctx: TenantCtx, tableId: number, orderId: number): Promise<TableOrderView | null>;
}

const provided = new WeakMap<object, TableOrders>();

/** Called by the sales module when it adds its routes. */
export function provideTableOrders(deps: Deps, path: TableOrders): void {
  provided.set(deps, path);
}

/** The sales path for table orders; the server does not start its routes without the sales module. */
export function tableOrdersOf(deps: Deps): TableOrders {
  const path = provided.get(deps);
  if (!path) throw new Error('table orders are provided by the sales module, which is not loaded');
  return path;
}

/**
 * The condition a kitchen list adds for a receipt (`orders`) to show: a table order started while the store's "pay
 * first" was on waits until it is paid; every other receipt is unaffected.
 */
export const notWaitingForPayment = (): SQL =>
  sql`(${orders.status} = 'paid' or not exists (select 1 from ${tableOrders} where ${tableOrders.tenantId} = ${orders.tenantId} and ${tableOrders.orderId} = ${orders.id} and ${tableOrders.payFirst}))`;
