import { Err, type SettingPlaceRef } from '@tillbook/contract';
import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { bigint, type PgColumn, type PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { canSeeStore } from '../../platform/scope';

/**
 * The food trucks' operating places, owned by the stores module (`truck_places`). Declared here by the SQL names
 * of the columns this module reads, not imported, so that the stores module stays free to reshape its schema
 * file; this declaration is not in db/schema, so it generates no migration.
 */
const places = pgTable('truck_places', {
  tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
  id: bigint('id', { mode: 'number' }).notNull(),
  truckId: bigint('truck_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
});

/** A link table from a setting to places. */
export interface PlaceLink {
  table: PgTable;
  tenantId: PgColumn;
  ownerId: PgColumn;
  placeId: PgColumn;
}

function linkedPlace(ctx: TenantCtx, link: PlaceLink, ownerId: PgColumn, truckCondition: SQL) {
  return exists(
    ctx.db
      .select({ one: sql`1` })
      .from(link.table)
      .innerJoin(places, and(eq(places.tenantId, link.tenantId), eq(places.id, link.placeId)))
      .where(and(eq(link.tenantId, ctx.tenantId), eq(link.ownerId, ownerId), truckCondition)),
  );
}

/** Rows linked to a place of one of the caller's trucks (for store-bound callers). */
export function placeVisibleTo(ctx: TenantCtx, link: PlaceLink, ownerId: PgColumn): SQL {
  if (ctx.storeIds === 'all') return sql`true`;
  if (ctx.storeIds.length === 0) return sql`false`;
  return linkedPlace(ctx, link, ownerId, inArray(places.truckId, [...ctx.storeIds]));
}

/** Rows linked to a place of one truck. */
export const placeOfTruck = (ctx: TenantCtx, link: PlaceLink, ownerId: PgColumn, truckId: number) =>
  linkedPlace(ctx, link, ownerId, eq(places.truckId, truckId));

/** Refuses (20037) place ids that are not places of the tenant's trucks the caller may see. */
export async function assertPlacesUsable(ctx: TenantCtx, placeIds: readonly number[]): Promise<void> {
  if (placeIds.length === 0) return;
  const found = await ctx.db
    .select({ truckId: places.truckId })
    .from(places)
    .where(and(eq(places.tenantId, ctx.tenantId), inArray(places.id, [...placeIds])));
  if (found.length !== placeIds.length || found.some((p) => !canSeeStore(ctx, p.truckId))) {
    throw new AppError(Err.NO_DATA);
  }
}

/** The places each owner is linked to, with their truck; all of them, visible or not. */
async function linkedPlaces(ctx: TenantCtx, link: PlaceLink, ownerIds: readonly number[]) {
  if (ownerIds.length === 0) return [];
  return ctx.db
    .select({ ownerId: link.ownerId, id: places.id, name: places.name, truckId: places.truckId })
    .from(link.table)
    .innerJoin(places, and(eq(places.tenantId, link.tenantId), eq(places.id, link.placeId)))
    .where(and(eq(link.tenantId, ctx.tenantId), inArray(link.ownerId, [...ownerIds])))
    .orderBy(asc(places.id));
}

/** The places each owner applies at, those of trucks the caller may see only. */
export async function placesOf(
  ctx: TenantCtx,
  link: PlaceLink,
  ownerIds: readonly number[],
): Promise<Map<number, SettingPlaceRef[]>> {
  const map = new Map<number, SettingPlaceRef[]>(ownerIds.map((id) => [id, []]));
  for (const p of await linkedPlaces(ctx, link, ownerIds)) {
    if (canSeeStore(ctx, p.truckId)) map.get(p.ownerId as number)?.push({ id: p.id, name: p.name, truckId: p.truckId });
  }
  return map;
}

/** Refuses (20041) a change by a store-bound caller to a setting linked to a place of a truck they do not see. */
export async function assertPlacesWritable(ctx: TenantCtx, link: PlaceLink, ownerId: number): Promise<void> {
  if (ctx.storeIds === 'all') return;
  const linked = await linkedPlaces(ctx, link, [ownerId]);
  if (linked.some((p) => !canSeeStore(ctx, p.truckId))) throw new AppError(Err.NO_PERMISSION);
}

/** Every operating place of the trucks the caller may see, by truck and name (for the settings forms' pickers). */
export async function visiblePlaces(ctx: TenantCtx): Promise<SettingPlaceRef[]> {
  const rows = await ctx.db
    .select({ id: places.id, name: places.name, truckId: places.truckId })
    .from(places)
    .where(
      and(
        eq(places.tenantId, ctx.tenantId),
        ctx.storeIds === 'all'
          ? undefined
          : ctx.storeIds.length
            ? inArray(places.truckId, [...ctx.storeIds])
            : sql`false`,
      ),
    )
    .orderBy(asc(places.truckId), asc(places.name), asc(places.id));
  return rows;
}
