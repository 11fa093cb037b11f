// Receipts written by the POS and by kiosks (§4): upload (idempotent on the client id), update of an open ticket,
// pay, cancel, lock and unlock. Pricing is checked before anything is written; every write of one request is one
// transaction.
import {
  Err,
  NO_DISCOUNT,
  type OrderCancelBody,
  type OrderChannel,
  type OrderDetail,
  type OrderPayBody,
  type OrderUpdateBody,
  type OrderUploadBody,
} from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { type HappenedAt, happenedAt, notBefore } from './happened-at';
import type { SaleLines } from './order-effects';
import { methodIdsOf, payOrder, paysSomething } from './order-payments';
import {
  type DiscountLimits,
  type PricedReceipt,
  type PricingInput,
  priceFrom,
  priceReceipt,
  pricingAsk,
} from './order-pricing';
import {
  deleteLines,
  insertLines,
  insertReceiptOnce,
  lockedByOther,
  lockOrder,
  newLinesJson,
  type OrderRow,
  orderIdByClientId,
  type PayableOrder,
} from './order-writes';
import { orderDetail } from './orders.read';
import { type ReceiptCatalogue, receiptCatalogue } from './receipt-catalogue';

/** The till's store and the role's permissions of a POS session (the route's access guarantees them). */
const till = (ctx: TenantCtx) => {
  if (!ctx.app) throw new AppError(Err.NO_PERMISSION);
  return ctx.app;
};

const headerOf = (p: PricedReceipt) => ({
  orderTypeId: p.orderType?.id ?? null,
  orderTypeName: p.orderType?.name ?? '',
  tableId: p.table?.id ?? null,
  tableLabel: p.table?.label ?? '',
  memberId: p.memberId,
  goodsTotal: p.priced.goodsTotal,
  lineDiscountTotal: p.priced.lineDiscountTotal,
  orderDiscount: p.priced.orderDiscount,
  netTotal: p.priced.netTotal,
  taxIncluded: p.priced.taxIncluded,
  taxAdded: p.priced.taxAdded,
  total: p.priced.total,
});

const linesToWrite = (p: PricedReceipt) => p.lines.map((line, i) => ({ line, priced: p.priced.lines[i] }));

/**
 * The order of the till's store, locked, that this session may change: 20067 missing (another tenant or store),
 * 20102 paid, 20103 cancelled, 20068 locked by another POS.
 */
async function changeableOrder(tx: TenantCtx, id: number): Promise<OrderRow> {
  const o = await lockOrder(tx, id);
  if (!o || o.storeId !== till(tx).storeId || o.kind !== 'sale') throw new AppError(Err.ORDER_MISSING);
  if (o.status === 'paid') throw new AppError(Err.ORDER_PAID);
  if (o.status === 'cancelled') throw new AppError(Err.ORDER_CANCELLED);
  if (lockedByOther(o, tx.sessionId)) throw new AppError(Err.ORDER_LOCKED);
  return o;
}

interface CreateInput extends PricingInput {
  clientId: string;
  channel: OrderChannel;
  guests?: number;
  note?: string;
}

/** Paying a receipt being written: what it pays with, and the payment given the lines still to write. */
interface PayAtOnce {
  methodIds: number[];
  run(tx: TenantCtx, order: PayableOrder, lines: SaleLines, catalogue: ReceiptCatalogue): Promise<void>;
}

/**
 * Writes a new receipt once per client id; answers its id (the existing one on a retry, which writes nothing). One
 * statement reads the catalogue and whether the client id was used; a paid receipt's lines are written once its
 * stock has moved, with their costs.
 */
async function createOrder(
  ctx: TenantCtx,
  b: CreateInput,
  who: { storeId: number; staffId: number | null; deviceId: number | null; limits: DiscountLimits },
  orderedAt: HappenedAt,
  pay?: PayAtOnce,
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const catalogue = await receiptCatalogue(tx, {
      ...pricingAsk(who.storeId, b),
      clientId: b.clientId,
      paymentMethodIds: pay?.methodIds,
      // The till's open shift the payment goes into, locked (the receipt is new: nothing is locked before it).
      ...(pay && b.channel !== 'online' ? { shiftOf: tx.userId || null } : {}),
    });
    // A retry answers the receipt written the first time, even if the catalogue has changed since.
    if (catalogue.existingId) return catalogue.existingId;
    const priced = priceFrom(catalogue, who.storeId, b, who.limits);
    const order = await insertReceiptOnce(
      tx,
      {
        clientId: b.clientId,
        storeId: who.storeId,
        channel: b.channel,
        staffId: who.staffId,
        deviceId: who.deviceId,
        guests: b.guests ?? 0,
        note: b.note ?? '',
        orderedAt: orderedAt.date,
        ...headerOf(priced),
      },
      pay ? priced.lines.length : 0,
    );
    // Lost the race to a parallel upload of the same client id: that one's receipt is the answer.
    if (!order) return (await orderIdByClientId(tx, b.clientId)) as number;
    const lines = linesToWrite(priced);
    if (!pay) await insertLines(tx, order.id, lines);
    else
      await pay.run(
        tx,
        order,
        {
          items: priced.lines,
          // The lines are written with the payment, under the ids taken with the header.
          withCosts: async (costs) => ({
            lines: lines.map(({ line, priced }, i) => ({ id: order.lineIds[i], ...line, net: priced.net })),
            newLines: newLinesJson(
              lines.map((l, i) => ({ ...l, cost: costs[i].toFixed(4) })),
              order.lineIds,
            ),
          }),
        },
        catalogue,
      );
    return order.id;
  });
}

export function createOrdersService() {
  return {
    /** POST /m/app/order/upload: with something to pay with, the receipt is paid at once. */
    async upload(ctx: TenantCtx, b: OrderUploadBody): Promise<OrderDetail> {
      const app = till(ctx);
      // A receipt paid at once was paid when it was rung up.
      const when = happenedAt(b.orderedAt, 'orderedAt');
      const id = await createOrder(
        ctx,
        b,
        { storeId: app.storeId, staffId: ctx.userId, deviceId: null, limits: app.permissions.discountLimits },
        when,
        paysSomething(b)
          ? {
              methodIds: methodIdsOf(b),
              run: (tx, order, lines, catalogue) =>
                payOrder(tx, order, b, { mayUseCredit: app.permissions.onCredit, when, lines, catalogue }),
            }
          : undefined,
      );
      return orderDetail(ctx, id);
    },

    /** POST /m/device/order/create: a kiosk's order, unpaid until the till takes the money. Kiosks give no discount. */
    async kioskCreate(ctx: TenantCtx, b: Omit<OrderUploadBody, 'payments'>): Promise<OrderDetail> {
      if (!ctx.device) throw new AppError(Err.NO_PERMISSION);
      const id = await createOrder(
        ctx,
        { ...b, channel: 'kiosk' },
        {
          storeId: ctx.device.storeId,
          staffId: null,
          deviceId: ctx.device.id,
          limits: { productDiscount: NO_DISCOUNT, discountAtCharge: NO_DISCOUNT },
        },
        happenedAt(b.orderedAt, 'orderedAt'),
      );
      return orderDetail(ctx, id);
    },

    /** POST /m/app/order/update: re-prices an unpaid receipt and replaces its lines. */
    async update(ctx: TenantCtx, b: OrderUpdateBody): Promise<OrderDetail> {
      const app = till(ctx);
      await inTransaction(ctx, async (tx) => {
        const o = await changeableOrder(tx, b.id);
        const priced = await priceReceipt(tx, o.storeId, b, app.permissions.discountLimits);
        await deleteLines(tx, o.id);
        await insertLines(tx, o.id, linesToWrite(priced));
        await tx.db
          .update(orders)
          .set({
            ...headerOf(priced),
            channel: b.channel ?? o.channel,
            guests: b.guests ?? o.guests,
            note: b.note ?? o.note,
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, o.id)));
      });
      return orderDetail(ctx, b.id);
    },

    /** Pays an open ticket, at `at` (not before the receipt was written nor before the shift opened). */
    async pay(ctx: TenantCtx, b: OrderPayBody): Promise<OrderDetail> {
      const app = till(ctx);
      const when = happenedAt(b.at);
      await inTransaction(ctx, async (tx) => {
        const o = await changeableOrder(tx, b.id);
        await payOrder(tx, o, b, { mayUseCredit: app.permissions.onCredit, when });
      });
      return orderDetail(ctx, b.id);
    },

    /** Cancels an open ticket, at `at` (not before the receipt was written). */
    async cancel(ctx: TenantCtx, b: OrderCancelBody): Promise<OrderDetail> {
      const when = happenedAt(b.at);
      await inTransaction(ctx, async (tx) => {
        const o = await changeableOrder(tx, b.id);
        const cancelledAt = notBefore(when, o.orderedAt, 'the receipt');
        await tx.db
          .update(orders)
          .set({
            status: 'cancelled',
            cancelledAt,
            cancelReason: b.reason ?? '',
            lockedBySession: null,
            lockedAt: null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, o.id)));
      });
      return orderDetail(ctx, b.id);
    },

    /** This POS session edits the order: others are refused (20068) until it unlocks, pays, cancels or 10 min pass. */
    async lock(ctx: TenantCtx, id: number): Promise<OrderDetail> {
      await inTransaction(ctx, async (tx) => {
        const o = await changeableOrder(tx, id);
        await tx.db
          .update(orders)
          .set({ lockedBySession: tx.sessionId, lockedAt: new Date() })
          .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, o.id)));
      });
      return orderDetail(ctx, id);
    },

    async unlock(ctx: TenantCtx, id: number): Promise<OrderDetail> {
      await inTransaction(ctx, async (tx) => {
        const o = await lockOrder(tx, id);
        if (!o || o.storeId !== till(tx).storeId) throw new AppError(Err.ORDER_MISSING);
        if (lockedByOther(o, tx.sessionId)) throw new AppError(Err.ORDER_LOCKED);
        await tx.db
          .update(orders)
          .set({ lockedBySession: null, lockedAt: null })
          .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, o.id)));
      });
      return orderDetail(ctx, id);
    },
  };
}
