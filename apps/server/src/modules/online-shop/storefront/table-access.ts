// How a phone reaches a table: by the token of the table's QR code, which names the merchant (`<merchant>.<random>`,
// platform/tenant-tokens.ts), so every lookup stays within one merchant. A store's table takes orders when the token
// is the table's current one (2000 no such table, 2001 a refreshed code), scan-to-order is on in its store (2002) and
// the store is open (2003). "Open": the store's open status (§3) is on and, when the store has an online shop with
// opening hours, the current time lies within one of today's intervals in the store's time zone (the hours of all the
// store's shops together). A store without an online shop, or whose shops have no hours, keeps no business hours of
// its own: its open status alone decides.
import { Err, type TablePlace } from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { onlineShops, stores, storeTables, storeZones, tableQrRetired, tenants } from '../../../db/schema';
import type { Ctx, TenantCtx } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { matchesToken } from '../../../platform/tenant-tokens';
import { storeTimeZone, withinHours } from '../opening-hours';

export interface TableAt extends TablePlace {
  tenantId: number;
}

/**
 * The table whose current QR token this is, with its zone and store; 2000 / 2001 otherwise. With `lock`, the table's
 * row is locked (FOR NO KEY UPDATE) for the rest of the transaction `ctx` runs in: the additions of one table queue
 * there, and a refresh of its code waits for them.
 */
async function tableOf(ctx: Ctx, token: string, lock: boolean) {
  const q = ctx.db
    .select({
      table: storeTables,
      zone: { id: storeZones.id, name: storeZones.name },
      store: stores,
      currency: sql<number>`(select ${tenants.sysCurrencyId} from ${tenants} where ${tenants.id} = ${stores.tenantId})`,
    })
    .from(storeTables)
    .innerJoin(storeZones, and(eq(storeZones.tenantId, storeTables.tenantId), eq(storeZones.id, storeTables.zoneId)))
    .innerJoin(stores, and(eq(stores.tenantId, storeTables.tenantId), eq(stores.id, storeTables.storeId)))
    .where(and(matchesToken(storeTables.tenantId, storeTables.qrToken, token), eq(stores.kind, 'store')));
  const [row] = lock ? await q.for('no key update', { of: storeTables }) : await q;
  if (row) return row;
  const [retired] = await ctx.db
    .select({ token: tableQrRetired.token })
    .from(tableQrRetired)
    .where(matchesToken(tableQrRetired.tenantId, tableQrRetired.token, token));
  throw new AppError(retired ? Err.QR_CODE_EXPIRED : Err.TABLE_MISSING);
}

/** True when the store takes table orders now (see the top of this file). */
async function storeIsOpen(ctx: Ctx, store: { tenantId: number; id: number; open: boolean }, timeZone: string) {
  if (!store.open) return false;
  const shops = await ctx.db
    .select({ hours: onlineShops.openingHours })
    .from(onlineShops)
    .where(and(eq(onlineShops.tenantId, store.tenantId), eq(onlineShops.storeId, store.id)));
  return withinHours(
    shops.flatMap((s) => s.hours),
    new Date(),
    timeZone,
  );
}

/**
 * The table a phone's token opens for ordering, or the refusal (2000, 2001, 2002, 2003). `lock`: see `tableOf`.
 */
export async function orderingTable(ctx: Ctx, token: string, opts: { lock?: boolean } = {}): Promise<TableAt> {
  const { table, zone, store, currency } = await tableOf(ctx, token, opts.lock ?? false);
  if (!store.scanOrder) throw new AppError(Err.QR_ORDERING_CLOSED);
  const timeZone = await storeTimeZone(merchantCtx(ctx, table.tenantId, [store.id]), store.id);
  if (!(await storeIsOpen(ctx, store, timeZone))) throw new AppError(Err.STORE_NOT_OPEN);
  return {
    tenantId: table.tenantId,
    store: {
      id: store.id,
      name: store.name,
      timeZone,
      sysCurrencyId: store.sysCurrencyId ?? Number(currency),
      payFirst: store.payFirst,
    },
    zone,
    table: { id: table.id, number: table.number, seats: table.seats },
  };
}

/**
 * The tenant context the services run with for a phone at a table: the table's merchant, seeing the table's store
 * only, no staff user, no session and no permission.
 */
export const tableTenantCtx = (ctx: Ctx, at: TableAt): TenantCtx => merchantCtx(ctx, at.tenantId, [at.store.id]);

/**
 * A tenant context of a merchant for a storefront caller without an account there (a phone at a table, a guest
 * following an order): no staff user, no session, no permission, seeing `storeIds`.
 */
export function merchantCtx(ctx: Ctx, tenantId: number, storeIds: readonly number[] | 'all'): TenantCtx {
  return {
    ...ctx,
    tenantId,
    userId: 0,
    sessionId: 0,
    // A storefront caller (as shop-access.ts `shopTenantCtx`).
    sessionKind: 'shopper' as unknown as TenantCtx['sessionKind'],
    isBoss: false,
    permissions: new Set<number>(),
    storeIds,
  };
}
