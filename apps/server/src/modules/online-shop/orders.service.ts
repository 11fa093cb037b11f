// Online orders: placed as the storefront places them (the shop API), then moved along the states of §4 by the
// merchant. The receipt is written, paid and refunded through the sales path (platform/online-receipts.ts), so a
// completed order moves stock, points and reports as a till's sale does.
import { randomBytes } from 'node:crypto';
import {
  Err,
  ONLINE_TRANSITIONS,
  type OnlineOrderCreateBody,
  type OnlineOrderDetail,
  type OnlineOrderStateBody,
  type OnlineState,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  members,
  onlineCategories,
  onlineMembers,
  onlineOrderEvents,
  onlineOrders,
  onlineProducts,
  onlineSlotCounts,
  orders,
  products,
  stockLevels,
} from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, paramError } from '../../platform/errors';
import { onlineReceiptsOf } from '../../platform/online-receipts';
import { isSoldOut } from './catalogue.service';
import { storeTimeZone, withinHours } from './opening-hours';
import { orderDetail, visibleOrders } from './orders.read';
import { findShop, type ShopRecord } from './shop-rows';
import { UNFINISHED } from './shops.service';
import { noticeOrderMoved } from './storefront/notices';

const SLOT_MS = 15 * 60_000;
const invalid = (data: unknown = null) => new AppError(Err.ORDER_INVALID, data);

/** A fresh client id for a receipt the server writes itself ('uuid_' + 8). */
const newClientId = () => `uuid_${randomBytes(4).toString('hex')}`;

/** Who acted: the back-office user, or null for the shopper (a storefront session). */
const actor = (ctx: TenantCtx) => (ctx.sessionKind === 'web' ? ctx.userId : null);

/** Every line on sale online and not sold out (20107, naming the product, sends the shopper back to the cart). */
async function assertSellable(tx: TenantCtx, shop: ShopRecord, productIds: number[]) {
  const ids = [...new Set(productIds)];
  const rows = await tx.db
    .select({
      productId: onlineProducts.productId,
      onSale: onlineProducts.onSale,
      backorder: onlineProducts.backorder,
      price: onlineProducts.onlinePrice,
      track: products.trackInventory,
      categoryOnSale: onlineCategories.onSale,
      onHand: sql<string>`coalesce((select sum(${stockLevels.onHand}) from ${stockLevels}
        where ${stockLevels.tenantId} = ${products.tenantId} and ${stockLevels.storeId} = ${shop.storeId}
          and ${stockLevels.productId} = ${products.id}), 0)`,
    })
    .from(onlineProducts)
    .innerJoin(products, and(eq(products.tenantId, onlineProducts.tenantId), eq(products.id, onlineProducts.productId)))
    .leftJoin(
      onlineCategories,
      and(
        eq(onlineCategories.tenantId, products.tenantId),
        eq(onlineCategories.shopId, onlineProducts.shopId),
        eq(onlineCategories.categoryId, products.categoryId),
      ),
    )
    .where(
      and(
        eq(onlineProducts.tenantId, tx.tenantId),
        eq(onlineProducts.shopId, shop.id),
        inArray(onlineProducts.productId, ids),
      ),
    );
  const byId = new Map(rows.map((r) => [r.productId, r]));
  for (const productId of ids) {
    const r = byId.get(productId);
    if (!r?.onSale || r.categoryOnSale === false || isSoldOut(r.track, r.onHand, r.backorder))
      throw new AppError(Err.GO_TO_CART, { productId });
  }
  return new Map(rows.flatMap((r) => (r.price === null ? [] : [[r.productId, r.price] as const])));
}

/** The delivery fee of an order of `goods` (20118 beyond the last bracket or below its minimum order). */
function deliveryFee(shop: ShopRecord, goods: Decimal, distanceKm: string | undefined): Decimal {
  if (shop.deliveryFees.length === 0) return new Decimal(0);
  if (shop.feeBasis === 'distance' && distanceKm === undefined) throw paramError('distanceKm', 'required');
  const measure = shop.feeBasis === 'distance' ? new Decimal(distanceKm as string) : goods;
  const bracket = shop.deliveryFees.find((b) => measure.lte(b.upTo));
  if (!bracket) throw invalid({ reason: 'outOfRange' });
  if (goods.lt(bracket.minOrder)) throw invalid({ reason: 'belowMinimum', minOrder: bracket.minOrder });
  if (shop.freeDeliveryAbove !== null && goods.gte(shop.freeDeliveryAbove)) return new Decimal(0);
  return new Decimal(bracket.fee);
}

/**
 * The 15-minute slot an order takes: the one asked for, or the first one its preparation time reaches (ASAP). An
 * asked slot before that one is not offered (20118).
 */
function slotOf(shop: ShopRecord, asked: number | undefined, now: number): Date {
  const first = Math.ceil((now + shop.preparationMinutes * 60_000) / SLOT_MS) * SLOT_MS;
  if (asked !== undefined) {
    const ms = asked * 1000;
    if (ms % SLOT_MS !== 0) throw paramError('slotStart', 'not the start of a 15-minute slot');
    if (ms + SLOT_MS <= now) throw paramError('slotStart', 'in the past');
    if (ms < first) throw invalid({ reason: 'slotTooSoon', firstSlot: new Date(first).toISOString() });
    return new Date(ms);
  }
  return new Date(first);
}

/** The slot must start within the shop's opening hours, in its store's time zone (2003 otherwise, as closed). */
async function assertOpenAt(tx: TenantCtx, shop: ShopRecord, slot: Date) {
  if (shop.openingHours.length === 0) return;
  const timeZone = await storeTimeZone(tx, shop.storeId);
  if (!withinHours(shop.openingHours, slot, timeZone))
    throw new AppError(Err.STORE_NOT_OPEN, { reason: 'hours', slotStart: slot.toISOString(), timeZone });
}

/** The POS member a shopper is linked to, when it still exists (a link to a deleted one is ignored). */
async function linkedPosMember(tx: TenantCtx, memberId: number | null): Promise<number | null> {
  if (memberId === null) return null;
  const [row] = await tx.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.tenantId, tx.tenantId), eq(members.id, memberId)));
  return row?.id ?? null;
}

/** Takes a place in the slot, in one statement against the cap (20118 when it is full). */
async function takeSlot(tx: TenantCtx, shop: ShopRecord, slot: Date) {
  if (shop.slotCap === 0) return;
  const s = onlineSlotCounts;
  const taken = await tx.db
    .insert(s)
    .values({ tenantId: tx.tenantId, shopId: shop.id, slotStart: slot, taken: 1 })
    .onConflictDoUpdate({
      target: [s.tenantId, s.shopId, s.slotStart],
      set: { taken: sql`${s.taken} + 1` },
      setWhere: sql`${s.taken} < ${shop.slotCap}`,
    })
    .returning({ taken: s.taken });
  if (taken.length === 0) throw invalid({ reason: 'slotFull', slotStart: slot.toISOString() });
}

export function createOrdersService(deps: Deps) {
  const receipts = () => onlineReceiptsOf(deps);

  /** The order, locked, of a shop the caller sees (20037). */
  async function lockedOrder(tx: TenantCtx, id: number) {
    const [row] = await tx.db
      .select()
      .from(onlineOrders)
      .where(and(visibleOrders(tx), eq(onlineOrders.id, id)))
      .for('no key update');
    if (!row) throw new AppError(Err.NO_DATA);
    return row;
  }

  async function moveTo(tx: TenantCtx, order: { id: number; orderId: number; state: OnlineState }, to: OnlineState) {
    await tx.db
      .update(onlineOrders)
      .set({ state: to, updatedAt: new Date() })
      .where(and(eq(onlineOrders.tenantId, tx.tenantId), eq(onlineOrders.id, order.id)));
    // The receipt shows the shop's state too (sales lists and reports read it there).
    await tx.db
      .update(orders)
      .set({ onlineState: to })
      .where(and(eq(orders.tenantId, tx.tenantId), eq(orders.id, order.orderId)));
    await tx.db.insert(onlineOrderEvents).values({
      tenantId: tx.tenantId,
      onlineOrderId: order.id,
      fromState: order.state,
      toState: to,
      userId: actor(tx),
    });
  }

  return {
    /**
     * Places an order (see OnlineOrderCreateBody for the rules and codes). Everything happens in one transaction
     * that holds the shop (so it cannot be deleted meanwhile) and the member (so their open-order limit holds).
     */
    async place(ctx: TenantCtx, b: OnlineOrderCreateBody): Promise<OnlineOrderDetail> {
      if (b.lines.length === 0) throw new AppError(Err.CART_EMPTY);
      const now = Date.now();
      const id = await inTransaction(ctx, async (tx) => {
        const shop = await findShop(tx, b.shopId, 'key share');
        if (!shop.open) throw new AppError(Err.STORE_NOT_OPEN);
        if ((b.fulfilment === 'delivery' && !shop.delivery) || (b.fulfilment === 'pickup' && !shop.pickup))
          throw invalid({ reason: 'fulfilment' });
        const slot = slotOf(shop, b.slotStart, now);
        await assertOpenAt(tx, shop, slot);
        const [member] = b.onlineMemberId
          ? await tx.db
              .select()
              .from(onlineMembers)
              .where(and(eq(onlineMembers.tenantId, tx.tenantId), eq(onlineMembers.id, b.onlineMemberId)))
              .for('no key update')
          : [];
        if (b.onlineMemberId && !member) throw new AppError(Err.MEMBER_MISSING);
        if (member?.frozen) throw invalid({ reason: 'frozen' });
        const shopPays = b.payWay === 'delivery' ? shop.payOnDelivery && b.fulfilment === 'delivery' : shop.payInStore;
        const memberPays = !member || (b.payWay === 'delivery' ? member.payOnDelivery : member.payInStore);
        if (!shopPays || !memberPays) throw new AppError(Err.NO_PAYMENT_METHOD);
        if (member && member.orderLimit > 0) {
          const [{ open }] = await tx.db
            .select({ open: count() })
            .from(onlineOrders)
            .where(
              and(
                eq(onlineOrders.tenantId, tx.tenantId),
                eq(onlineOrders.onlineMemberId, member.id),
                inArray(onlineOrders.state, [...UNFINISHED]),
              ),
            );
          if (open >= member.orderLimit) throw invalid({ reason: 'memberLimit' });
        }
        const onlinePrices = await assertSellable(
          tx,
          shop,
          b.lines.map((l) => l.productId),
        );
        const receipt = await receipts().create(tx, {
          storeId: shop.storeId,
          clientId: b.clientId,
          lines: b.lines,
          onlinePrices,
          orderTypeId: shop.orderTypeId,
          memberId: await linkedPosMember(tx, member?.memberId ?? null),
          note: b.note,
          deliveryFee: (goods) =>
            (b.fulfilment === 'delivery'
              ? deliveryFee(shop, new Decimal(goods), b.distanceKm)
              : new Decimal(0)
            ).toFixed(4),
        });
        if (!receipt.created) {
          const [existing] = await tx.db
            .select({ id: onlineOrders.id })
            .from(onlineOrders)
            .where(and(eq(onlineOrders.tenantId, tx.tenantId), eq(onlineOrders.orderId, receipt.id)));
          if (!existing) throw new AppError(Err.DUPLICATE_OPERATION);
          return existing.id;
        }
        const fee = new Decimal(receipt.deliveryFee);
        const amount = new Decimal(receipt.total);
        if (new Decimal(shop.orderLimit).gt(0) && amount.gt(shop.orderLimit)) throw invalid({ reason: 'shopLimit' });
        if (b.total !== undefined && !amount.equals(b.total))
          throw new AppError(Err.AMOUNT_ILLEGAL, { total: amount.toFixed(2) });
        await takeSlot(tx, shop, slot);
        const [created] = await tx.db
          .insert(onlineOrders)
          .values({
            tenantId: tx.tenantId,
            orderId: receipt.id,
            shopId: shop.id,
            storeId: shop.storeId,
            onlineMemberId: member?.id ?? null,
            fulfilment: b.fulfilment,
            payWay: b.payWay,
            contactName: b.contactName || member?.name || '',
            areaCode: b.areaCode || member?.areaCode || '',
            phone: b.phone || member?.phone || '',
            address: b.address,
            deliveryFee: fee.toFixed(4),
            amount: amount.toFixed(4),
            slotStart: b.slotStart === undefined ? null : new Date(b.slotStart * 1000),
            note: b.note,
          })
          .returning({ id: onlineOrders.id });
        await tx.db.insert(onlineOrderEvents).values({
          tenantId: tx.tenantId,
          onlineOrderId: created.id,
          fromState: null,
          toState: 'unpaid',
          userId: actor(tx),
        });
        return created.id;
      });
      return orderDetail(ctx, id);
    },

    /**
     * Moves an order along ONLINE_TRANSITIONS (20118 otherwise). Completing pays the receipt (the payment method
     * asked for, else the shop's; none 20108); refunding a completed order refunds its receipt, one out for delivery
     * has its unpaid receipt cancelled. Each change is recorded with who and when.
     */
    async setState(ctx: TenantCtx, b: OnlineOrderStateBody): Promise<OnlineOrderDetail> {
      await inTransaction(ctx, async (tx) => {
        const order = await lockedOrder(tx, b.id);
        if (!ONLINE_TRANSITIONS[order.state].includes(b.to))
          throw invalid({ from: order.state, to: b.to, allowed: ONLINE_TRANSITIONS[order.state] });
        if (b.to === 'completed') {
          const shop = await findShop(tx, order.shopId);
          const methodId = b.paymentMethodId ?? shop.paymentMethodId;
          if (!methodId) throw new AppError(Err.NO_PAYMENT_METHOD);
          await receipts().pay(tx, order.orderId, methodId);
        }
        if (b.to === 'refunded') {
          const reason = b.reason ?? '';
          if (order.state === 'completed')
            await receipts().refund(tx, order.orderId, { clientId: newClientId(), restock: b.restock, reason });
          else await receipts().cancel(tx, order.orderId, reason);
        }
        await moveTo(tx, order, b.to);
      });
      // The shopper hears of it (accepted, ready or out for delivery); mailing never fails the merchant's call.
      await noticeOrderMoved(deps, ctx, ctx.tenantId, b.id).catch((err) =>
        deps.log.warn({ err, onlineOrderId: b.id }, 'shopper order notices failed'),
      );
      return orderDetail(ctx, b.id);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
