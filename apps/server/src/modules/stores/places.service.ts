import { Err, type ListResult, type PlaceListQuery, type PlaceRow, type PlaceSaveBody } from '@tillbook/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { stores, truckPlaces } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { containsAny, orderFor, pageWindow } from '../../platform/list';
import { ownRow, storeScope } from '../../platform/scope';
import { missing, visibleStore } from './store-access';

/** Operating places of food trucks. A place in use elsewhere (taxes, orders …) cannot be deleted (20079). */
export function createPlacesService(deps: Deps) {
  const joinTruck = and(eq(stores.tenantId, truckPlaces.tenantId), eq(stores.id, truckPlaces.truckId));
  const scope = (ctx: TenantCtx) =>
    and(eq(truckPlaces.tenantId, ctx.tenantId), eq(stores.kind, 'truck'), storeScope(ctx, stores.id));

  const toRow = (p: typeof truckPlaces.$inferSelect, truckName: string): PlaceRow => ({
    id: p.id,
    truckId: p.truckId,
    truckName,
    name: p.name,
    areaCode: p.areaCode,
    phone: p.phone,
    address: p.address,
    city: p.city,
    province: p.province,
    postalCode: p.postalCode,
    sysCountryId: p.sysCountryId,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  });

  async function detail(ctx: TenantCtx, id: number): Promise<PlaceRow> {
    const [row] = await ctx.db
      .select({ place: truckPlaces, truckName: stores.name })
      .from(truckPlaces)
      .innerJoin(stores, joinTruck)
      .where(and(scope(ctx), eq(truckPlaces.id, id)));
    if (!row) throw missing();
    return toRow(row.place, row.truckName);
  }

  return {
    detail,

    async list(ctx: TenantCtx, q: PlaceListQuery): Promise<ListResult<PlaceRow>> {
      if (q.truckId) await visibleStore(ctx, 'truck', q.truckId);
      const where = and(
        scope(ctx),
        q.truckId ? eq(truckPlaces.truckId, q.truckId) : undefined,
        containsAny([truckPlaces.name, truckPlaces.address, truckPlaces.city, truckPlaces.phone], q.keyword),
      );
      const { limit, offset } = pageWindow(q);
      const rows = await ctx.db
        .select({ place: truckPlaces, truckName: stores.name })
        .from(truckPlaces)
        .innerJoin(stores, joinTruck)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { name: truckPlaces.name, createdAt: truckPlaces.createdAt, id: truckPlaces.id },
            {
              id: truckPlaces.id,
              fallback: [truckPlaces.createdAt],
              ties: [asc(truckPlaces.createdAt)],
            },
          ),
        )
        .limit(limit)
        .offset(offset);
      const [{ total }] = await ctx.db
        .select({ total: count() })
        .from(truckPlaces)
        .innerJoin(stores, joinTruck)
        .where(where);
      return { list: rows.map((r) => toRow(r.place, r.truckName)), total };
    },

    async save(ctx: TenantCtx, body: PlaceSaveBody): Promise<PlaceRow> {
      await visibleStore(ctx, 'truck', body.truckId);
      const values = {
        truckId: body.truckId,
        name: body.name,
        areaCode: body.areaCode,
        phone: body.phone,
        address: body.address,
        city: body.city,
        province: body.province,
        postalCode: body.postalCode,
        sysCountryId: body.sysCountryId,
      };
      if (body.id) {
        await detail(ctx, body.id);
        await ctx.db
          .update(truckPlaces)
          .set({ ...values, updatedAt: new Date() })
          .where(ownRow(truckPlaces, ctx, body.id));
        return detail(ctx, body.id);
      }
      const [created] = await ctx.db
        .insert(truckPlaces)
        .values({ tenantId: ctx.tenantId, ...values })
        .returning({ id: truckPlaces.id });
      return detail(ctx, created.id);
    },

    async delete(ctx: TenantCtx, id: number): Promise<null> {
      await detail(ctx, id);
      const usedBy = await deps.references.firstUse(ctx, 'place', id);
      if (usedBy) throw new AppError(Err.AREA_IN_USE, { usedBy });
      await ctx.db.delete(truckPlaces).where(ownRow(truckPlaces, ctx, id));
      return null;
    },
  };
}
