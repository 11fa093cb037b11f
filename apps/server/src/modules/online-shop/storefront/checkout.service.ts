// Checkout: a signed-in shopper or a guest (name and phone) places an order in a shop. The order is placed by the
// online-shop module's own code (orders.service `place`): the shop open and its hours, the lines on sale and not sold
// out, the ways to pay, the fee bracket, the limits and the slot cap are all checked again there, and the total the
// shopper saw must equal the server's (20115, nothing written). The preview runs that same code in a transaction it
// then rolls back, so the totals shown are the receipt's own, to the cent.
import { randomBytes } from 'node:crypto';
import {
  Err,
  type FollowablePlacedOrder,
  type StorefrontOrderBody,
  type StorefrontPreviewBody,
  type StorefrontTotals,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { onlineMembers, orders, productVariants, shopperOrderContacts } from '../../../db/schema';
import { inTransaction, type TenantCtx } from '../../../platform/context';
import type { Deps } from '../../../platform/deps';
import { AppError, paramError } from '../../../platform/errors';
import type { GuestOrShopperCtx } from '../../../platform/http';
import { createOrdersService } from '../orders.service';
import { money } from '../shop-rows';
import { issueFollowToken } from './guest-orders';
import { charge } from './limits';
import { shopperOrderDetail } from './profile.service';
import { shopAt, shopTenantCtx } from './shop-access';

/** Thrown to roll the preview's transaction back, carrying what it computed. */
class PreviewDone {
  constructor(readonly totals: StorefrontTotals) {}
}

const newClientId = () => `uuid_${randomBytes(4).toString('hex')}`;

/**
 * What the storefront checks before the order path: a cart with lines (20106), a variant chosen for each product
 * that has variants (20105), a guest's name and phone (1001).
 */
async function assertCart(tx: TenantCtx, b: StorefrontPreviewBody, guest: boolean) {
  if (b.lines.length === 0) throw new AppError(Err.CART_EMPTY);
  const unchosen = [...new Set(b.lines.filter((l) => !l.variantId).map((l) => l.productId))];
  if (unchosen.length > 0) {
    const [withVariants] = await tx.db
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(and(eq(productVariants.tenantId, tx.tenantId), inArray(productVariants.productId, unchosen)))
      .limit(1);
    if (withVariants) throw new AppError(Err.SELECT_DATA_TO_CLEAR, { productId: withVariants.productId });
  }
  if (guest) {
    if (!b.contactName) throw paramError('contactName', 'required');
    if (!b.phone) throw paramError('phone', 'required');
  }
}

export function createCheckoutService(deps: Deps) {
  const orderPath = createOrdersService(deps);

  /** The order path's body for this shop and caller. */
  const placeBody = (shopId: number, memberId: number | undefined, b: StorefrontPreviewBody) => ({
    shopId,
    onlineMemberId: memberId,
    fulfilment: b.fulfilment,
    payWay: b.payWay,
    lines: b.lines,
    contactName: b.contactName,
    areaCode: b.areaCode,
    phone: b.phone,
    address: b.address,
    distanceKm: b.distanceKm,
    slotStart: b.slotStart,
    note: b.note,
  });

  /** Where the order's notices go: the member's address, or the address a guest gave (none: no mail). */
  async function keepContact(tx: TenantCtx, onlineOrderId: number, memberId: number | undefined, email: string) {
    let to = email;
    if (memberId) {
      const [m] = await tx.db
        .select({ email: onlineMembers.email })
        .from(onlineMembers)
        .where(and(eq(onlineMembers.tenantId, tx.tenantId), eq(onlineMembers.id, memberId)));
      to = m?.email ?? '';
    }
    if (!to) return;
    await tx.db
      .insert(shopperOrderContacts)
      .values({ tenantId: tx.tenantId, onlineOrderId, email: to, lang: tx.lang })
      .onConflictDoNothing();
  }

  return {
    /**
     * Places the order (codes: see StorefrontOrderBody); counted against the client address at the merchant first
     * (600 beyond the limit). A retry with the same `clientId` answers the order already placed.
     */
    async place(ctx: GuestOrShopperCtx, b: StorefrontOrderBody): Promise<FollowablePlacedOrder> {
      const { shop } = await shopAt(ctx, b.shopCode);
      // A shop without guest checkout takes orders from signed-in shoppers only.
      if (!ctx.shopper && !shop.guestCheckout) throw new AppError(Err.TOKEN_MISSING);
      const tx = shopTenantCtx(ctx, shop, ctx.shopper);
      await assertCart(tx, b, !ctx.shopper);
      await charge(ctx, 'orders', shop.tenantId);
      const memberId = ctx.shopper?.memberId;
      const placed = await orderPath.place(tx, {
        ...placeBody(shop.id, memberId, b),
        clientId: b.clientId,
        total: b.total,
      });
      await keepContact(tx, placed.id, memberId, b.email);
      // The secret a guest (or anyone holding the page) follows the order by; a retry hands out a fresh one.
      const followToken = await issueFollowToken(tx, placed.id);
      return { ...(await shopperOrderDetail({ ...tx, storeIds: 'all' }, placed.id, shop.code)), followToken };
    },

    /** The totals the order would have (every refusal as placing answers), without writing anything. */
    async preview(ctx: GuestOrShopperCtx, b: StorefrontPreviewBody): Promise<StorefrontTotals> {
      const { shop } = await shopAt(ctx, b.shopCode);
      const tx = shopTenantCtx(ctx, shop, ctx.shopper);
      await assertCart(tx, b, false);
      try {
        await inTransaction(tx, async (inner) => {
          const d = await orderPath.place(inner, {
            ...placeBody(shop.id, ctx.shopper?.memberId, b),
            clientId: newClientId(),
          });
          const [receipt] = await inner.db
            .select({ taxIncluded: orders.taxIncluded, taxAdded: orders.taxAdded })
            .from(orders)
            .where(and(eq(orders.tenantId, inner.tenantId), eq(orders.id, d.orderId)));
          throw new PreviewDone({
            lines: d.lines.map((l) => ({
              name: l.name,
              variantName: l.variantName,
              quantity: l.quantity,
              unitPrice: l.unitPrice,
              total: l.total,
            })),
            goods: money(new Decimal(d.amount).minus(d.deliveryFee).toString()),
            taxIncluded: money(receipt?.taxIncluded),
            taxAdded: money(receipt?.taxAdded),
            deliveryFee: d.deliveryFee,
            total: d.amount,
          });
        });
      } catch (e) {
        if (e instanceof PreviewDone) return e.totals;
        throw e;
      }
      throw new Error('the preview ended without totals');
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
