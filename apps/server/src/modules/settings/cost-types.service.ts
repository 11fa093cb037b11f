import {
  type CostTypeListQuery,
  type CostTypeOption,
  type CostTypeRange,
  type CostTypeRow,
  type CostTypeSaveBody,
  Err,
  type ListResult,
} from '@tillbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import { costTypes } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError, uniqueOr } from '../../platform/errors';
import { contains, countOf, iso, lowerOf, orderFor, pageWindow } from '../../platform/list';
import { owned, ownRow } from '../../platform/scope';

type CostType = typeof costTypes.$inferSelect;

const rangesOf = (r: { cashIn: boolean; cashOut: boolean }): CostTypeRange[] => [
  ...(r.cashIn ? (['cashIn'] as const) : []),
  ...(r.cashOut ? (['cashOut'] as const) : []),
];

const rangeCondition = (range: CostTypeRange | undefined) =>
  range === 'cashIn' ? eq(costTypes.cashIn, true) : range === 'cashOut' ? eq(costTypes.cashOut, true) : undefined;

const rowOut = (r: CostType): CostTypeRow => ({
  id: r.id,
  name: r.name,
  ranges: rangesOf(r),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

/** Cost (expense) types for shift cash entries (menu 14); tenant-wide. */
export function createCostTypesService() {
  async function find(ctx: TenantCtx, id: number): Promise<CostType> {
    return owned(costTypes, ctx, id, Err.NO_DATA);
  }

  return {
    async list(ctx: TenantCtx, q: CostTypeListQuery): Promise<ListResult<CostTypeRow>> {
      const where = and(
        eq(costTypes.tenantId, ctx.tenantId),
        contains(costTypes.name, q.name),
        rangeCondition(q.range),
      );
      const { limit, offset } = pageWindow(q);
      const rows = await ctx.db
        .select()
        .from(costTypes)
        .where(where)
        .orderBy(
          ...orderFor(q.sort, { name: lowerOf(costTypes.name), createdAt: costTypes.createdAt }, { id: costTypes.id }),
        )
        .limit(limit)
        .offset(offset);
      return { list: rows.map(rowOut), total: await countOf(ctx, costTypes, where) };
    },

    async detail(ctx: TenantCtx, id: number): Promise<CostTypeRow> {
      return rowOut(await find(ctx, id));
    },

    async options(ctx: TenantCtx, q: { range?: CostTypeRange }): Promise<CostTypeOption[]> {
      const rows = await ctx.db
        .select()
        .from(costTypes)
        .where(and(eq(costTypes.tenantId, ctx.tenantId), rangeCondition(q.range)))
        .orderBy(asc(lowerOf(costTypes.name)), asc(costTypes.id))
        .limit(1000);
      return rows.map((r) => ({ id: r.id, name: r.name, ranges: rangesOf(r) }));
    },

    async save(ctx: TenantCtx, b: CostTypeSaveBody): Promise<CostTypeRow> {
      const fields = { name: b.name, cashIn: b.ranges.includes('cashIn'), cashOut: b.ranges.includes('cashOut') };
      return uniqueOr(Err.CODE_REPEATED, async () => {
        if (b.id === undefined) {
          const [created] = await ctx.db
            .insert(costTypes)
            .values({ tenantId: ctx.tenantId, ...fields })
            .returning();
          return rowOut(created);
        }
        const [updated] = await ctx.db
          .update(costTypes)
          .set({ ...fields, updatedAt: new Date() })
          .where(ownRow(costTypes, ctx, b.id))
          .returning();
        if (!updated) throw new AppError(Err.NO_DATA);
        return rowOut(updated);
      });
    },

    async remove(ctx: TenantCtx, id: number): Promise<null> {
      const gone = await ctx.db
        .delete(costTypes)
        .where(ownRow(costTypes, ctx, id))
        .returning({ id: costTypes.id });
      if (gone.length === 0) throw new AppError(Err.NO_DATA);
      return null;
    },
  };
}
