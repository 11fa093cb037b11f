// How the storefront reaches a shop: by its public code, which names the merchant (`<merchant>-<random>`), so every
// lookup stays within one merchant. The online-shop services take a tenant context; the storefront builds one for
// the shop's merchant and store, on behalf of a shopper or a guest (no staff user, no permissions).
import { Err } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { onlineShops, stores } from '../../../db/schema';
import type { Ctx, TenantCtx } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import type { ShopperSession } from '../../../platform/sessions';
import { storeCurrencyId } from '../../../platform/store-locale';
import type { ShopRecord } from '../shop-rows';

export interface ShopAtCode {
  shop: ShopRecord;
  storeName: string;
  timeZone: string | null;
  /** The currency the shop sells in: the store's, else the merchant's. */
  currencyId: number;
}

/** The merchant a shop code names, or null for a code that names none. */
const merchantOf = (code: string) => {
  const id = Number(code.slice(0, code.indexOf('-')));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The shop with this public code (20037 when none; closed shops are found: browsing works, ordering answers 2003). */
export async function shopAt(ctx: Ctx, code: string): Promise<ShopAtCode> {
  const tenantId = merchantOf(code);
  if (tenantId === null) throw new AppError(Err.NO_DATA);
  const [row] = await ctx.db
    .select({ shop: onlineShops, storeName: stores.name, timeZone: stores.timeZone, currencyId: storeCurrencyId })
    .from(onlineShops)
    .innerJoin(stores, and(eq(stores.tenantId, onlineShops.tenantId), eq(stores.id, onlineShops.storeId)))
    .where(and(eq(onlineShops.tenantId, tenantId), eq(onlineShops.code, code)));
  if (!row) throw new AppError(Err.NO_DATA);
  return row;
}

/**
 * The tenant context the online-shop services run with for a storefront caller: the shop's merchant, seeing the
 * shop's store only, no staff user and no permission. A signed-in shopper of another merchant finds nothing (20037).
 */
export function shopTenantCtx(ctx: Ctx, shop: ShopRecord, shopper: ShopperSession | null): TenantCtx {
  if (shopper && shopper.tenantId !== shop.tenantId) throw new AppError(Err.NO_DATA);
  return {
    ...ctx,
    tenantId: shop.tenantId,
    userId: 0,
    sessionId: shopper?.sessionId ?? 0,
    // A storefront caller: the order's events record no staff user for it (see orders.service `actor`).
    sessionKind: 'shopper',
    isBoss: false,
    permissions: new Set<number>(),
    storeIds: [shop.storeId],
  };
}

/** A tenant context of the shopper's own merchant (their account and orders), seeing no store's back office. */
export function shopperTenantCtx(ctx: Ctx, shopper: ShopperSession): TenantCtx {
  return {
    ...ctx,
    tenantId: shopper.tenantId,
    userId: 0,
    sessionId: shopper.sessionId,
    sessionKind: 'shopper',
    isBoss: false,
    permissions: new Set<number>(),
    storeIds: [],
  };
}
