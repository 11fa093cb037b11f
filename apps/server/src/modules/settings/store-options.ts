import type { SettingStoreOptions } from '@tillbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { storeScope } from '../../platform/scope';
import { visiblePlaces } from './places';

/**
 * POST /m/setting/storeOptions → what the settings forms bind rows to: the stores and food trucks the caller sees,
 * the operating places of those trucks (taxes), and whether the caller may choose "all stores" (a store-bound
 * caller gets 20041 for it). Any signed-in caller: the pages are under several menu codes (10–13), and the stores
 * API needs menu 7.
 */
export async function settingStoreOptions(ctx: TenantCtx): Promise<SettingStoreOptions> {
  const storeList = await ctx.db
    .select({ id: stores.id, name: stores.name, kind: stores.kind })
    .from(stores)
    .where(and(eq(stores.tenantId, ctx.tenantId), storeScope(ctx, stores.id)))
    .orderBy(asc(stores.kind), asc(stores.name), asc(stores.id));
  return { allStores: ctx.storeIds === 'all', stores: storeList, places: await visiblePlaces(ctx) };
}
