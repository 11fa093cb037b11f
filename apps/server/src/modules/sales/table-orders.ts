// The receipts of QR table ordering (channel 'qr'), for the online-shop module's table routes
// (platform/table-orders.ts). A table has at most one open receipt: the phones at the table add lines to it until the
// POS pays or cancels it; the next addition then starts a new one. Each addition is priced on its own in the store
// (no discounts: a guest gives none) and its figures are added to the receipt's, which is what pricing the whole
// receipt gives when nothing is discounted. Table receipts go into no till's shift until the till pays them.
import { Err, priceOrder, type TableOrderView } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { orderLineModifiers, orderLines, orders } from '../../db/schema';
import { tableOrderAdditions, tableOrders } from '../../db/schema/table-ordering';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { TableOrderAddition, TableOrders } from '../../platform/table-orders';
import { resolveLines } from './order-pricing';
import { insertLines, insertOrderOnce, lockedByOther } from './order-writes';

const s2 = (v: string) => new Decimal(v).toFixed(2);
const s4 = (v: string) => new Decimal(v).toFixed(4);
const plus = (a: string, b: string) => new Decimal(a).plus(b).toFixed(4);

/** Lines one table order holds at most (1018 beyond). */
export const MAX_LINES = 500;
/** What a money column (numeric(18, 4)) holds: an order whose total would reach it is refused (20115). */
const MONEY_LIMIT = new Decimal('1e14');

/** The table's open receipt: unpaid, written by table ordering. */
const openOf = (ctx: TenantCtx, tableId: number) =>
  and(
    eq(orders.tenantId, ctx.tenantId),
    eq(orders.tableId, tableId),
    eq(orders.channel, 'qr'),
    eq(orders.kind, 'sale'),
    eq(orders.status, 'unpaid'),
  );

/** The order an earlier addition with this client id went to (600 when it was another table's). */
async function earlierAddition(tx: TenantCtx, clientId: string, tableId: number): Promise<number | null> {
  const [row] = await tx.db
    .select({ orderId: tableOrderAdditions.orderId, tableId: tableOrders.tableId })
    .from(tableOrderAdditions)
    .innerJoin(
      tableOrders,
      and(eq(tableOrders.tenantId, tableOrderAdditions.tenantId), eq(tableOrders.orderId, tableOrderAdditions.orderId)),
    )
    .where(and(eq(tableOrderAdditions.tenantId, tx.tenantId), eq(tableOrderAdditions.clientId, clientId)));
  if (!row) return null;
  if (row.tableId !== tableId) throw new AppError(Err.DUPLICATE_OPERATION);
  return row.orderId;
}

export const tableOrdersPath: TableOrders = {
  async add(tx, input: TableOrderAddition) {
    const earlier = await earlierAddition(tx, input.clientId, input.table.id);
    if (earlier !== null) return earlier;

    const lines = await resolveLines(tx, input.storeId, input.lines);
    const priced = priceOrder(lines);
    if (!new Decimal(input.total).equals(priced.total)) throw new AppError(Err.AMOUNT_ILLEGAL, { total: priced.total });
    const toWrite = lines.map((line, i) => ({ line, priced: priced.lines[i] }));

    const [open] = await tx.db
      .select()
      .from(orders)
      .where(and(openOf(tx, input.table.id), eq(orders.storeId, input.storeId)))
      .orderBy(desc(orders.id))
      .limit(1)
      .for('no key update');

    let orderId: number;
    if (!open) {
      const order = await insertOrderOnce(tx, {
        clientId: `qr_${input.clientId}`,
        storeId: input.storeId,
        channel: 'qr',
        status: 'unpaid',
        tableId: input.table.id,
        tableLabel: input.table.label,
        note: input.note,
        orderedAt: new Date(),
        goodsTotal: priced.goodsTotal,
        lineDiscountTotal: priced.lineDiscountTotal,
        orderDiscount: priced.orderDiscount,
        netTotal: priced.netTotal,
        taxIncluded: priced.taxIncluded,
        taxAdded: priced.taxAdded,
        total: priced.total,
      });
      if (!order) throw new AppError(Err.DUPLICATE_OPERATION);
      orderId = order.id;
      await tx.db
        .insert(tableOrders)
        .values({ tenantId: tx.tenantId, orderId, tableId: input.table.id, payFirst: input.payFirst });
      await insertLines(tx, orderId, toWrite);
    } else {
      // A POS editing the ticket would write its own copy of the lines back over these.
      if (lockedByOther(open, tx.sessionId)) throw new AppError(Err.ORDER_LOCKED);
      orderId = open.id;
      const [{ last, lineCount }] = await tx.db
        .select({ last: max(orderLines.position), lineCount: count() })
        .from(orderLines)
        .where(and(eq(orderLines.tenantId, tx.tenantId), eq(orderLines.orderId, orderId)));
      if (lineCount + lines.length > MAX_LINES) throw new AppError(Err.QUANTITY_LIMIT_EXCEEDED);
      const total = plus(open.total, priced.total);
      if (new Decimal(total).abs().greaterThanOrEqualTo(MONEY_LIMIT)) throw new AppError(Err.AMOUNT_ILLEGAL);
      const ids = await insertLines(tx, orderId, toWrite);
      // The new lines follow the order's (insertLines numbers them from 0).
      await tx.db
        .update(orderLines)
        .set({ position: sql`${orderLines.position} + ${(last ?? -1) + 1}` })
        .where(and(eq(orderLines.tenantId, tx.tenantId), inArray(orderLines.id, ids)));
      const note = [open.note, input.note].filter(Boolean).join('\n').slice(0, 1000);
      await tx.db
        .update(orders)
        .set({
          goodsTotal: plus(open.goodsTotal, priced.goodsTotal),
          netTotal: plus(open.netTotal, priced.netTotal),
          taxIncluded: plus(open.taxIncluded, priced.taxIncluded),
          taxAdded: plus(open.taxAdded, priced.taxAdded),
          total,
          note,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, orderId)));
    }
    await tx.db.insert(tableOrderAdditions).values({ tenantId: tx.tenantId, clientId: input.clientId, orderId });
    return orderId;
  },

  async openOrder(ctx, tableId) {
    const [row] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(openOf(ctx, tableId))
      .orderBy(desc(orders.id))
      .limit(1);
    return row?.id ?? null;
  },

  async view(ctx, tableId, orderId) {
    const [found] = await ctx.db
      .select({ o: orders, payFirst: tableOrders.payFirst })
      .from(orders)
      .innerJoin(tableOrders, and(eq(tableOrders.tenantId, orders.tenantId), eq(tableOrders.orderId, orders.id)))
      .where(and(eq(orders.tenantId, ctx.tenantId), eq(orders.id, orderId), eq(tableOrders.tableId, tableId)));
    if (!found) return null;
    const { o, payFirst } = found;
    const byOrder = <T extends typeof orderLines | typeof orderLineModifiers>(t: T) =>
      and(eq(t.tenantId, ctx.tenantId), eq(t.orderId, orderId));
    const [lines, mods] = await Promise.all([
      ctx.db.select().from(orderLines).where(byOrder(orderLines)).orderBy(orderLines.position, orderLines.id),
      ctx.db.select().from(orderLineModifiers).where(byOrder(orderLineModifiers)).orderBy(orderLineModifiers.id),
    ]);
    return {
      id: o.id,
      number: o.number,
      tableLabel: o.tableLabel,
      status: o.status,
      payFirst,
      inKitchen: o.status === 'paid' || (o.status === 'unpaid' && !payFirst),
      lines: lines.map((l) => ({
        name: l.name,
        variantName: l.variantName,
        quantity: s4(l.quantity),
        unitPrice: s2(l.unitPrice),
        modifiers: mods
          .filter((m) => m.lineId === l.id)
          .map((m) => ({ name: m.name, quantity: s4(m.quantity), unitPrice: s2(m.unitPrice) })),
        total: s2(new Decimal(l.net).plus(l.taxAdded).toString()),
      })),
      goodsTotal: s2(o.goodsTotal),
      taxIncluded: s2(o.taxIncluded),
      taxAdded: s2(o.taxAdded),
      total: s2(o.total),
      paidTotal: s2(o.paidTotal),
      orderedAt: o.orderedAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
    } satisfies TableOrderView;
  },
};
