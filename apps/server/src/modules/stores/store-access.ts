import { Err, type StoreRow } from '@tillbook/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { owned, storeScope } from '../../platform/scope';
import { SERVER_TIME_ZONE } from '../../platform/store-locale';

export { SERVER_TIME_ZONE };

/** Stores (menu 7) and food trucks (menu 127) are rows of one table; each path sees one kind only. */
export type StoreKind = 'store' | 'truck';

/** Every row this module cannot show (absent, another tenant's, another kind, an unbound store) answers this. */
export const missing = () => new AppError(Err.NO_DATA);

/** The WHERE clause of the stores of one kind the caller may see. */
export function visibleStores(ctx: TenantCtx, kind: StoreKind): SQL {
  return and(eq(stores.tenantId, ctx.tenantId), eq(stores.kind, kind), storeScope(ctx, stores.id)) as SQL;
}

/** Loads a store (or truck) the caller may see, or throws 20037. `lock` takes a row lock for the transaction. */
export async function visibleStore(ctx: TenantCtx, kind: StoreKind, id: number, opts: { lock?: boolean } = {}) {
  return owned(stores, ctx, id, Err.NO_DATA, {
    where: visibleStores(ctx, kind),
    lock: opts.lock ? 'update' : undefined,
  });
}

/** The tenant's currency, which a store without its own stands in for (regions will refine it). */
export const tenantCurrency = sql<number>`(select t.sys_currency_id from tenants t where t.id = ${stores.tenantId})`;

export function toStoreRow(row: typeof stores.$inferSelect, currency: number): StoreRow {
  const salesModes: StoreRow['salesModes'] = [];
  if (row.retail) salesModes.push('retail');
  if (row.wholesale) salesModes.push('wholesale');
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    contactPerson: row.contactPerson,
    areaCode: row.areaCode,
    phone: row.phone,
    address: row.address,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    sysCountryId: row.sysCountryId,
    type: row.type,
    open: row.open,
    salesModes,
    priceStrategy: row.priceStrategy,
    timeZone: row.timeZone ?? SERVER_TIME_ZONE,
    sysCurrencyId: row.sysCurrencyId ?? currency,
    features: { reservation: row.tableReservation, scanOrder: row.scanOrder, payFirst: row.payFirst },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
