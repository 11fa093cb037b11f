// The receipts of online-shop orders (channel 'online'), written, paid and refunded by the same code as a till's, for
// the online-shop module (platform/online-receipts.ts). Online orders go into no till's shift.
import { Err, priceOrder, RoleAppPermissions } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { OnlineReceipts } from '../../platform/online-receipts';
import { happenedAt } from './happened-at';
import { payOrder } from './order-payments';
import { offeredOrderType, resolveLines } from './order-pricing';
import { refundOrder } from './order-refunds';
import { insertLines, insertOrderOnce, lockOrder, orderIdByClientId } from './order-writes';

const q4 = (v: string) => new Decimal(v).toFixed(4);

async function unpaidOnline(tx: TenantCtx, orderId: number) {
  const o = await lockOrder(tx, orderId);
  if (o?.channel !== 'online' || o.kind !== 'sale') throw new AppError(Err.ORDER_MISSING);
  if (o.status === 'paid') throw new AppError(Err.ORDER_PAID);
  if (o.status === 'cancelled') throw new AppError(Err.ORDER_CANCELLED);
  return o;
}

export const onlineReceipts: OnlineReceipts = {
  async create(tx, input) {
    const existing = await orderIdByClientId(tx, input.clientId);
    if (existing) {
      const [o] = await tx.db
        .select()
        .from(orders)
        .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, existing)));
      return { id: o.id, number: o.number, total: o.total, deliveryFee: o.deliveryFee, created: false };
    }
    const lines = (await resolveLines(tx, input.storeId, input.lines)).map((l) => {
      const online = l.variantId === null ? input.onlinePrices.get(l.productId) : undefined;
      return online === undefined ? l : { ...l, unitPrice: q4(online) };
    });
    const priced = priceOrder(lines);
    const deliveryFee = new Decimal(input.deliveryFee(priced.total));
    const orderType = input.orderTypeId ? await offeredOrderType(tx, input.storeId, input.orderTypeId) : null;
    const order = await insertOrderOnce(tx, {
      clientId: input.clientId,
      storeId: input.storeId,
      channel: 'online',
      status: 'unpaid',
      onlineState: 'unpaid',
      orderTypeId: orderType?.id ?? null,
      orderTypeName: orderType?.name ?? '',
      memberId: input.memberId,
      note: input.note,
      orderedAt: new Date(),
      goodsTotal: priced.goodsTotal,
      lineDiscountTotal: priced.lineDiscountTotal,
      orderDiscount: priced.orderDiscount,
      netTotal: priced.netTotal,
      taxIncluded: priced.taxIncluded,
      taxAdded: priced.taxAdded,
      deliveryFee: deliveryFee.toFixed(4),
      total: deliveryFee.plus(priced.total).toFixed(4),
    });
    if (!order) throw new AppError(Err.DUPLICATE_OPERATION);
    await insertLines(
      tx,
      order.id,
      lines.map((line, i) => ({ line, priced: priced.lines[i] })),
    );
    return { id: order.id, number: order.number, total: order.total, deliveryFee: order.deliveryFee, created: true };
  },

  async pay(tx, orderId, paymentMethodId) {
    const o = await unpaidOnline(tx, orderId);
    const amount = new Decimal(o.total).toFixed(2);
    await payOrder(
      tx,
      o,
      { payments: [{ paymentMethodId, amount }] },
      { mayUseCredit: false, when: happenedAt(undefined) },
    );
  },

  async cancel(tx, orderId, reason) {
    const o = await unpaidOnline(tx, orderId);
    await tx.db
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: reason, updatedAt: sql`now()` })
      .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, o.id)));
  },

  async refund(ctx, orderId, o) {
    const [sale] = await ctx.db
      .select({ storeId: orders.storeId, channel: orders.channel })
      .from(orders)
      .where(and(eq(orders.tenantId, ctx.tenantId), eq(orders.id, orderId)));
    if (sale?.channel !== 'online') throw new AppError(Err.ORDER_MISSING);
    // The refund path works for a till of the sale's store; the back office refunds as one, with no app rights.
    const asTill = { ...ctx, app: { storeId: sale.storeId, permissions: RoleAppPermissions.parse({}) } };
    const refund = await refundOrder(asTill, {
      clientId: o.clientId,
      orderId,
      restock: o.restock,
      reason: o.reason,
    });
    return refund.id;
  },
};
