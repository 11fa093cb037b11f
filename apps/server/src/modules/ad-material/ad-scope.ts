// Which ads a back-office caller sees and may change: an ad is visible to a store-bound caller when it runs in one of
// their stores, and may be changed or deleted by them only when it runs in none they cannot see (else 20041).
import { Err } from '@tillbook/contract';
import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { adMaterialStores, adMaterials, stores } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { canSeeStore } from '../../platform/scope';

const links = adMaterialStores;

/** The WHERE part keeping the ads of the tenant the caller may see. */
export function visibleAds(ctx: TenantCtx): SQL {
  const tenant = eq(adMaterials.tenantId, ctx.tenantId);
  if (ctx.storeIds === 'all') return tenant;
  if (ctx.storeIds.length === 0) return sql`false`;
  return and(tenant, runsIn(ctx, inArray(links.storeId, [...ctx.storeIds]))) as SQL;
}

/** Ads linked to a store matching `storeCondition`. */
export const runsIn = (ctx: TenantCtx, storeCondition: SQL) =>
  exists(
    ctx.db
      .select({ one: sql`1` })
      .from(links)
      .where(and(eq(links.tenantId, ctx.tenantId), eq(links.adId, adMaterials.id), storeCondition)),
  );

/** Refuses (20037) store ids that are not stores of the tenant the caller may see. */
export async function assertStoresUsable(ctx: TenantCtx, storeIds: readonly number[]): Promise<void> {
  if (storeIds.some((id) => !canSeeStore(ctx, id))) throw new AppError(Err.NO_DATA);
  const found = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.tenantId, ctx.tenantId), inArray(stores.id, [...storeIds])));
  if (found.length !== new Set(storeIds).size) throw new AppError(Err.NO_DATA);
}

/** Refuses (20041) a change by a store-bound caller to an ad that also runs in a store they cannot see. */
export async function assertWritable(ctx: TenantCtx, adId: number): Promise<void> {
  if (ctx.storeIds === 'all') return;
  const rows = await ctx.db
    .select({ storeId: links.storeId })
    .from(links)
    .where(and(eq(links.tenantId, ctx.tenantId), eq(links.adId, adId)));
  if (rows.some((r) => !canSeeStore(ctx, r.storeId))) throw new AppError(Err.NO_PERMISSION);
}

/** The stores each ad runs in, those the caller may see only, by ad id. */
export async function storesOfAds(ctx: TenantCtx, adIds: readonly number[]) {
  const map = new Map<number, { id: number; name: string }[]>(adIds.map((id) => [id, []]));
  if (adIds.length === 0) return map;
  const rows = await ctx.db
    .select({ adId: links.adId, id: stores.id, name: stores.name })
    .from(links)
    .innerJoin(stores, and(eq(stores.tenantId, links.tenantId), eq(stores.id, links.storeId)))
    .where(and(eq(links.tenantId, ctx.tenantId), inArray(links.adId, [...adIds])))
    .orderBy(stores.id);
  for (const r of rows) if (canSeeStore(ctx, r.id)) map.get(r.adId)?.push({ id: r.id, name: r.name });
  return map;
}
