// Reading shops the caller may see: a shop belongs to a store, and a staff member bound to some stores sees their
// shops only. Every shop this module cannot show (absent, another merchant's, another store's) answers 20037.
import { Err, type ShopRow, shopUrl } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, type SQL } from 'drizzle-orm';
import { onlineShops, stores } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { storeScope } from '../../platform/scope';

export type ShopRecord = typeof onlineShops.$inferSelect;

export const missing = () => new AppError(Err.NO_DATA);

/** The shops of the caller's tenant and stores. */
export const visibleShops = (ctx: TenantCtx): SQL =>
  and(eq(onlineShops.tenantId, ctx.tenantId), storeScope(ctx, onlineShops.storeId)) as SQL;

/** Shops joined with their store (always of the same tenant: the foreign key is composite). */
export const shopsWithStore = (ctx: TenantCtx) =>
  ctx.db
    .select({ shop: onlineShops, storeName: stores.name, storeKind: stores.kind })
    .from(onlineShops)
    .innerJoin(stores, and(eq(stores.tenantId, onlineShops.tenantId), eq(stores.id, onlineShops.storeId)));

/**
 * A shop the caller may see, or 20037. `lock`: 'update' keeps orders from being placed meanwhile (an order takes a
 * key-share lock on its shop), 'no key update' only keeps other edits out, 'key share' keeps the shop from going.
 */
export async function findShop(
  ctx: TenantCtx,
  id: number,
  lock?: 'update' | 'no key update' | 'key share',
): Promise<ShopRecord> {
  const q = ctx.db
    .select()
    .from(onlineShops)
    .where(and(visibleShops(ctx), eq(onlineShops.id, id)));
  const [row] = lock ? await q.for(lock) : await q;
  if (!row) throw missing();
  return row;
}

export function toShopRow(
  r: { shop: ShopRecord; storeName: string; storeKind: 'store' | 'truck' },
  publicUrl: string,
): ShopRow {
  const s = r.shop;
  return {
    id: s.id,
    storeId: s.storeId,
    storeName: r.storeName,
    storeKind: r.storeKind,
    name: s.name,
    code: s.code,
    open: s.open,
    url: shopUrl(publicUrl, s.code),
    delivery: s.delivery,
    pickup: s.pickup,
    payOnDelivery: s.payOnDelivery,
    payInStore: s.payInStore,
    guestCheckout: s.guestCheckout,
    orderLimit: money(s.orderLimit),
    defaultOrderType: s.defaultOrderType,
    orderTypeId: s.orderTypeId,
    taxId: s.taxId,
    paymentMethodId: s.paymentMethodId,
    feeBasis: s.feeBasis,
    deliveryFees: s.deliveryFees,
    freeDeliveryAbove: s.freeDeliveryAbove === null ? null : money(s.freeDeliveryAbove),
    backgroundColor: s.backgroundColor,
    openingHours: s.openingHours,
    preparationMinutes: s.preparationMinutes,
    slotCap: s.slotCap,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** A numeric column as the API writes money: two decimals. */
export const money = (v: string | null | undefined) => new Decimal(v ?? 0).toFixed(2);
