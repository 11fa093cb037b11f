import {
  Err,
  type ListResult,
  type RegionListQuery,
  type RegionOption,
  type RegionRow,
  type RegionSaveBody,
} from '@tillbook/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { regionExchangeRates, regions } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, isForeignKeyViolation, uniqueOr } from '../../platform/errors';
import { contains, countOf, iso, lowerOf, orderFor, pageWindow } from '../../platform/list';
import { owned, ownRow } from '../../platform/scope';

type Region = typeof regions.$inferSelect;

/**
 * Regions (menu 15): country, currency, points and exchange rates; tenant-wide. Deletion is refused
 * with 20079 (area in use) while another module reports a use through the 'region' reference check.
 */
export function createRegionsService(deps: Pick<Deps, 'references'>) {
  async function rowsOut(ctx: TenantCtx, rows: Region[]): Promise<RegionRow[]> {
    const ids = rows.map((r) => r.id);
    const rates = ids.length
      ? await ctx.db
          .select()
          .from(regionExchangeRates)
          .where(and(eq(regionExchangeRates.tenantId, ctx.tenantId), inArray(regionExchangeRates.regionId, ids)))
          .orderBy(asc(regionExchangeRates.currencyId))
      : [];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      sysCountryId: r.sysCountryId,
      currencyId: r.currencyId,
      points: r.points,
      exchangeRates: rates.filter((x) => x.regionId === r.id).map((x) => ({ currencyId: x.currencyId, rate: x.rate })),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }));
  }

  async function find(ctx: TenantCtx, id: number): Promise<Region> {
    return owned(regions, ctx, id, Err.NO_DATA);
  }

  return {
    async list(ctx: TenantCtx, q: RegionListQuery): Promise<ListResult<RegionRow>> {
      const where = and(
        eq(regions.tenantId, ctx.tenantId),
        contains(regions.name, q.name),
        q.sysCountryId ? eq(regions.sysCountryId, q.sysCountryId) : undefined,
      );
      const { limit, offset } = pageWindow(q);
      const rows = await ctx.db
        .select()
        .from(regions)
        .where(where)
        .orderBy(...orderFor(q.sort, { name: lowerOf(regions.name), createdAt: regions.createdAt }, { id: regions.id }))
        .limit(limit)
        .offset(offset);
      return { list: await rowsOut(ctx, rows), total: await countOf(ctx, regions, where) };
    },

    async detail(ctx: TenantCtx, id: number): Promise<RegionRow> {
      const [row] = await rowsOut(ctx, [await find(ctx, id)]);
      return row;
    },

    async options(ctx: TenantCtx): Promise<RegionOption[]> {
      return ctx.db
        .select({
          id: regions.id,
          name: regions.name,
          sysCountryId: regions.sysCountryId,
          currencyId: regions.currencyId,
        })
        .from(regions)
        .where(eq(regions.tenantId, ctx.tenantId))
        .orderBy(asc(lowerOf(regions.name)), asc(regions.id))
        .limit(1000);
    },

    async save(ctx: TenantCtx, b: RegionSaveBody): Promise<RegionRow> {
      const fields = { name: b.name, sysCountryId: b.sysCountryId, currencyId: b.currencyId, points: b.points };
      const id = await uniqueOr(Err.CODE_REPEATED, () =>
        inTransaction(ctx, async (tx) => {
          let id = b.id;
          if (id === undefined) {
            const [created] = await tx.db
              .insert(regions)
              .values({ tenantId: tx.tenantId, ...fields })
              .returning({ id: regions.id });
            id = created.id;
          } else {
            const [updated] = await tx.db
              .update(regions)
              .set({ ...fields, updatedAt: new Date() })
              .where(and(eq(regions.tenantId, tx.tenantId), eq(regions.id, id)))
              .returning({ id: regions.id });
            if (!updated) throw new AppError(Err.NO_DATA);
            await tx.db
              .delete(regionExchangeRates)
              .where(and(eq(regionExchangeRates.tenantId, tx.tenantId), eq(regionExchangeRates.regionId, id)));
          }
          const regionId = id;
          await tx.db
            .insert(regionExchangeRates)
            .values(b.exchangeRates.map((r) => ({ tenantId: tx.tenantId, regionId, ...r })));
          return id;
        }),
      );
      return this.detail(ctx, id);
    },

    async remove(ctx: TenantCtx, id: number): Promise<null> {
      await find(ctx, id);
      if (await deps.references.firstUse(ctx, 'region', id)) throw new AppError(Err.AREA_IN_USE);
      try {
        await ctx.db.delete(regions).where(ownRow(regions, ctx, id));
      } catch (e) {
        // A store given this region between the check and the delete, held by a foreign key.
        if (isForeignKeyViolation(e)) throw new AppError(Err.AREA_IN_USE);
        throw e;
      }
      return null;
    },
  };
}
