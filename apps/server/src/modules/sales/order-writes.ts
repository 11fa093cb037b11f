// Writing receipt rows: the header (idempotent on the POS's client id), its lines with their modifiers and taxes.
// Shared by uploads, updates, kiosk orders and refunds.
import type { PricedLine, PricedTaxAmount } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { orderLineModifiers, orderLines, orderLineTaxes, orders } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { ReceiptLine } from './order-pricing';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'tenantId' | 'id' | 'number'>;

/** An order lock older than this no longer holds (a POS that crashed must not block the order forever). */
export const LOCK_MS = 10 * 60_000;

/** `R` + the local date of the order + '-' + its id: unique without a shared counter that parallel sales queue on. */
export function receiptNumber(orderedAt: Date, id: number, tzOffsetMs: number, prefix = 'R'): string {
  const day = new Date(orderedAt.getTime() + tzOffsetMs).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}-${id}`;
}

/**
 * Inserts the header unless the client id was already used (a retried upload, or two uploads racing: the second
 * waits for the first's commit on the unique index, then does nothing). Answers the new row, or null when the
 * client id exists.
 */
export async function insertOrderOnce(tx: TenantCtx, values: NewOrder, prefix = 'R'): Promise<OrderRow | null> {
  const [created] = await tx.db
    .insert(orders)
    .values({ ...values, tenantId: tx.tenantId, number: '' })
    .onConflictDoNothing({ target: [orders.tenantId, orders.clientId] })
    .returning({ id: orders.id });
  if (!created) return null;
  const [row] = await tx.db
    .update(orders)
    .set({ number: receiptNumber(values.orderedAt, created.id, tx.tzOffsetMs, prefix) })
    .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, created.id)))
    .returning();
  return row;
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

/** Writes the lines (in order) with their modifiers and taxes; answers the new line ids in the same order. */
export async function insertLines(tx: TenantCtx, orderId: number, lines: LineToWrite[]): Promise<number[]> {
  return (await insertLineRows(tx, orderId, lines)).map((l) => l.id);
}

/** `insertLines`, answering the new lines' rows in order (a sale paid at once need not read them back). */
export async function insertLineRows(tx: TenantCtx, orderId: number, lines: LineToWrite[]): Promise<LineRow[]> {
  if (lines.length === 0) return [];
  const rows = await tx.db
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
    .returning();
  // PostgreSQL answers a multi-row INSERT … RETURNING in the order of its VALUES.
  const ids = rows.map((r) => r.id);
  const mods = lines.flatMap(({ line }, i) =>
    line.modifiers.map((m) => ({ tenantId: tx.tenantId, orderId, lineId: ids[i], ...m })),
  );
  if (mods.length) await tx.db.insert(orderLineModifiers).values(mods);
  const taxes = lines.flatMap(({ priced }, i) =>
    priced.taxes.map((x: PricedTaxAmount) => ({ tenantId: tx.tenantId, orderId, lineId: ids[i], ...x })),
  );
  if (taxes.length) await tx.db.insert(orderLineTaxes).values(taxes);
  return rows;
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
