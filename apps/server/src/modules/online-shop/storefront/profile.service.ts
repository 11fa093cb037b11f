// A signed-in shopper's own things: their account (name, phone), their addresses, and their orders with their live
// state. Everything is found through the session's merchant and member: another member's order is simply missing.
import {
  Err,
  type ListResult,
  type OnlineOrderRow,
  type OnlineState,
  SHOPPER_ADDRESS_MAX,
  type ShopperAddressSaveBody,
  type ShopperOrderDetail,
  type ShopperOrderRow,
  type ShopperOrdersQuery,
  type ShopperProfile,
  type ShopperProfileBody,
} from '@tillbook/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { onlineMembers, onlineOrders, onlineShops } from '../../../db/schema';
import { type Ctx, inTransaction, type TenantCtx } from '../../../platform/context';
import { AppError, violatedConstraint } from '../../../platform/errors';
import type { ShopperSession } from '../../../platform/sessions';
import { listOrders, orderDetail } from '../orders.read';
import { toProfile } from './accounts.service';
import { shopperTenantCtx } from './shop-access';

/** The shopper's view of an order row: no staff, no member ids; the shop's public code. */
export const toShopperOrder = (r: OnlineOrderRow, shopCode: string): ShopperOrderRow => ({
  id: r.id,
  number: r.number,
  shopCode,
  shopName: r.shopName,
  state: r.state,
  fulfilment: r.fulfilment,
  payWay: r.payWay,
  contactName: r.contactName,
  areaCode: r.areaCode,
  phone: r.phone,
  address: r.address,
  total: r.total,
  deliveryFee: r.deliveryFee,
  amount: r.amount,
  slotStart: r.slotStart,
  note: r.note,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** The shopper's order, in full, as the online-shop module reads it (20037 for anyone else's). */
export async function shopperOrderDetail(tx: TenantCtx, id: number, shopCode: string): Promise<ShopperOrderDetail> {
  const d = await orderDetail(tx, id);
  return {
    ...toShopperOrder(d, shopCode),
    lines: d.lines.map((l) => ({
      name: l.name,
      variantName: l.variantName,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      total: l.total,
    })),
    states: d.events.map((e) => ({ state: e.to as OnlineState, at: e.at })),
  };
}

/** The whole merchant's orders are read through the member's condition (the shopper sees no store's back office). */
const merchantWide = (tx: TenantCtx): TenantCtx => ({ ...tx, storeIds: 'all' });

async function memberRow(ctx: Ctx, s: ShopperSession, lock = false) {
  const q = ctx.db
    .select()
    .from(onlineMembers)
    .where(and(eq(onlineMembers.tenantId, s.tenantId), eq(onlineMembers.id, s.memberId)));
  const [m] = lock ? await q.for('no key update') : await q;
  if (!m) throw new AppError(Err.USER_MISSING);
  return m;
}

export function createProfileService() {
  /** Replaces the member's addresses with what `change` makes of them. */
  async function changeAddresses(
    ctx: Ctx,
    s: ShopperSession,
    change: (list: ShopperProfile['addresses']) => ShopperProfile['addresses'],
  ): Promise<ShopperProfile> {
    return inTransaction(ctx, async (tx) => {
      const m = await memberRow(tx, s, true);
      const [row] = await tx.db
        .update(onlineMembers)
        .set({ addresses: change([...m.addresses]), updatedAt: new Date() })
        .where(and(eq(onlineMembers.tenantId, s.tenantId), eq(onlineMembers.id, s.memberId)))
        .returning();
      return toProfile(row);
    });
  }

  return {
    profile: async (ctx: Ctx, s: ShopperSession): Promise<ShopperProfile> => toProfile(await memberRow(ctx, s)),

    /** Name and phone (1020 a phone another member of the merchant has). */
    async saveProfile(ctx: Ctx, s: ShopperSession, b: ShopperProfileBody): Promise<ShopperProfile> {
      try {
        const [row] = await ctx.db
          .update(onlineMembers)
          .set({ name: b.name, areaCode: b.phone ? b.areaCode : '', phone: b.phone, updatedAt: new Date() })
          .where(and(eq(onlineMembers.tenantId, s.tenantId), eq(onlineMembers.id, s.memberId)))
          .returning();
        if (!row) throw new AppError(Err.USER_MISSING);
        return toProfile(row);
      } catch (e) {
        if (violatedConstraint(e) === 'online_members_phone_uq') throw new AppError(Err.PHONE_REPEATED);
        throw e;
      }
    },

    /** Adds an address (1004 beyond SHOPPER_ADDRESS_MAX) or replaces the one at `index` (20037 none there). */
    saveAddress: (ctx: Ctx, s: ShopperSession, b: ShopperAddressSaveBody) =>
      changeAddresses(ctx, s, (list) => {
        if (b.index === undefined) {
          if (list.length >= SHOPPER_ADDRESS_MAX) throw new AppError(Err.ADDED_REPEATEDLY);
          return [...list, b.address];
        }
        if (b.index >= list.length) throw new AppError(Err.NO_DATA);
        list[b.index] = b.address;
        return list;
      }),

    removeAddress: (ctx: Ctx, s: ShopperSession, index: number) =>
      changeAddresses(ctx, s, (list) => {
        if (index >= list.length) throw new AppError(Err.NO_DATA);
        return list.filter((_, i) => i !== index);
      }),

    /** The member's orders, newest first, in every shop of the merchant. */
    async orders(ctx: Ctx, s: ShopperSession, q: ShopperOrdersQuery): Promise<ListResult<ShopperOrderRow>> {
      const tx = merchantWide(shopperTenantCtx(ctx, s));
      const page = await listOrders(tx, { ...q, onlineMemberId: s.memberId, sort: '-createdAt' });
      const codes = await shopCodes(tx, [...new Set(page.list.map((r) => r.shopId))]);
      return { list: page.list.map((r) => toShopperOrder(r, codes.get(r.shopId) ?? '')), total: page.total };
    },

    /** One of the member's orders (another member's, or another merchant's: 20037). */
    async order(ctx: Ctx, s: ShopperSession, id: number): Promise<ShopperOrderDetail> {
      const tx = merchantWide(shopperTenantCtx(ctx, s));
      const [own] = await tx.db
        .select({ shopId: onlineOrders.shopId })
        .from(onlineOrders)
        .where(
          and(
            eq(onlineOrders.tenantId, s.tenantId),
            eq(onlineOrders.id, id),
            eq(onlineOrders.onlineMemberId, s.memberId),
          ),
        );
      if (!own) throw new AppError(Err.NO_DATA);
      const codes = await shopCodes(tx, [own.shopId]);
      return shopperOrderDetail(tx, id, codes.get(own.shopId) ?? '');
    },
  };
}

async function shopCodes(tx: TenantCtx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.db
    .select({ id: onlineShops.id, code: onlineShops.code })
    .from(onlineShops)
    .where(and(eq(onlineShops.tenantId, tx.tenantId), inArray(onlineShops.id, ids)));
  return new Map(rows.map((r) => [r.id, r.code]));
}

export type ProfileService = ReturnType<typeof createProfileService>;
