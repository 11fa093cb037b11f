// Writing receipt rows: the header (idempotent on the POS's client id), its lines with their modifiers and taxes.
// Shared by uploads, updates, kiosk orders and refunds.
import type { PricedLine, PricedTaxAmount } from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { orderLineModifiers, orderLines, orderLineTaxes, orders } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { rowsOf } from '../../platform/db';
import type { ReceiptLine } from './order-pricing';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'tenantId' | 'id' | 'number'>;

/** An order lock older than this no longer holds (a POS that crashed must not block the order forever). */
export const LOCK_MS = 10 * 60_000;

/**
 * A receipt's number without its id: `R` + the local date of the order + '-'. The id follows: unique without a
 * shared counter that parallel sales queue on.
 */
function numberBeforeId(orderedAt: Date, tzOffsetMs: number, prefix: string): string {
  const day = new Date(orderedAt.getTime() + tzOffsetMs).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}-`;
}

/**
 * Inserts the header unless the client id was already used (a retried upload, or two uploads racing: the second
 * waits for the first's commit on the unique index, then does nothing). Answers the new row, or null when the
 * client id exists. One statement: the id is taken from the table's sequence first, so the number can hold it.
 */
export async function insertOrderOnce(tx: TenantCtx, values: NewOrder, prefix = 'R'): Promise<OrderRow | null> {
  // A CTE calling nextval() is evaluated once, however often it is read.
  const next = tx.db
    .$with('next')
    .as(
      tx.db
        .select({ id: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))`.as('id') })
        .from(sql`(values (1)) as one`),
    );
  const id = sql`(select id from ${next})`;
  const [created] = await tx.db
    .with(next)
    .insert(orders)
    .overridingSystemValue()
    .values({
      ...values,
      tenantId: tx.tenantId,
      id: sql`${id}` as unknown as number,
      number: sql`${numberBeforeId(values.orderedAt, tx.tzOffsetMs, prefix)} || ${id}` as unknown as string,
    })
    .onConflictDoNothing({ target: [orders.tenantId, orders.clientId] })
    .returning();
  return created ?? null;
}

/** The id of the receipt a client id already wrote, if any. */
export async function orderIdByClientId(ctx: TenantCtx, clientId: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, ctx.tenantId), eq(orders.clientId, clientId)));
  return row?.id ?? null;
}

export interface LineToWrite {
  line: ReceiptLine;
  priced: PricedLine;
  refundOfLineId?: number | null;
  cost?: string;
}

export type LineRow = typeof orderLines.$inferSelect;

/**
 * Writes the lines (in order) with their modifiers and taxes, in one statement: the modifiers and taxes find their
 * line's id by its position. Answers the new line ids in the same order.
 */
export async function insertLines(tx: TenantCtx, orderId: number, lines: LineToWrite[]): Promise<number[]> {
  if (lines.length === 0) return [];
  const lineRows = tx.db
    .insert(orderLines)
    .values(
      lines.map(({ line, priced, refundOfLineId, cost }, position) => ({
        tenantId: tx.tenantId,
        orderId,
        position,
        refundOfLineId: refundOfLineId ?? null,
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        variantName: line.variantName,
        categoryId: line.categoryId,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        modifiersUnit: priced.modifiersUnit,
        gross: priced.gross,
        lineDiscount: priced.lineDiscount,
        orderDiscountShare: priced.orderDiscountShare,
        net: priced.net,
        taxIncluded: priced.taxIncluded,
        taxAdded: priced.taxAdded,
        cost: cost ?? '0',
      })),
    )
    .returning({ id: orderLines.id, position: orderLines.position });
  const mods = lines.flatMap(({ line }, position) => line.modifiers.map((m) => ({ position, ...m })));
  const taxes = lines.flatMap(({ priced }, position) => priced.taxes.map((x: PricedTaxAmount) => ({ position, ...x })));
  const rows = rowsOf<{ id: number | string | bigint }>(
    await tx.db.execute(sql`
      with l as (${lineRows.getSQL()})${
        mods.length
          ? sql`, m as (
        insert into ${orderLineModifiers} (tenant_id, order_id, line_id, modifier_id, item_id, name, unit_price, quantity)
        select ${tx.tenantId}, ${orderId}, l.id, v."modifierId", v."itemId", v.name, v."unitPrice", v.quantity
          from json_to_recordset(${JSON.stringify(mods)}::json)
               as v(position int, "modifierId" bigint, "itemId" bigint, name text, "unitPrice" numeric, quantity numeric)
          join l on l.position = v.position)`
          : sql``
      }${
        taxes.length
          ? sql`, x as (
        insert into ${orderLineTaxes} (tenant_id, order_id, line_id, tax_id, name, rate, calculation, taxable, amount)
        select ${tx.tenantId}, ${orderId}, l.id, v."taxId", v.name, v.rate, v.calculation, v.taxable, v.amount
          from json_to_recordset(${JSON.stringify(taxes)}::json)
               as v(position int, "taxId" bigint, name text, rate numeric, calculation text, taxable numeric, amount numeric)
          join l on l.position = v.position)`
          : sql``
      }
      select id from l order by position`),
  );
  return rows.map((r) => Number(r.id));
}

/** Removes an unpaid receipt's lines before they are replaced. */
export async function deleteLines(tx: TenantCtx, orderId: number) {
  for (const table of [orderLineModifiers, orderLineTaxes, orderLines]) {
    await tx.db.delete(table).where(and(eq(table.tenantId, tx.tenantId), eq(table.orderId, orderId)));
  }
}

/** The receipt's lines, in order. */
export function linesOf(tx: TenantCtx, orderId: number) {
  return tx.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.tenantId, tx.tenantId), eq(orderLines.orderId, orderId)))
    .orderBy(orderLines.position);
}

/** The receipt, locked for the rest of the transaction; null when it is not in this tenant. */
export async function lockOrder(tx: TenantCtx, id: number): Promise<OrderRow | null> {
  const [row] = await tx.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, id)))
    .for('no key update');
  return row ?? null;
}

/** Whether another POS session holds a fresh lock on the order. */
export const lockedByOther = (o: OrderRow, sessionId: number, now = Date.now()) =>
  o.lockedBySession !== null &&
  o.lockedBySession !== sessionId &&
  o.lockedAt !== null &&
  now - o.lockedAt.getTime() < LOCK_MS;
