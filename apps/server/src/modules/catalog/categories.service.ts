import {
  type CategoryListQuery,
  type CategoryRow,
  type CategorySaveBody,
  Err,
  type ListResult,
} from '@tillbook/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { categories, products } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError, uniqueOr } from '../../platform/errors';
import { contains, countOf, iso, lowerOf, orderFor, pageWindow } from '../../platform/list';
import { owned, ownRow } from '../../platform/scope';

type Category = typeof categories.$inferSelect;

/**
 * Categories (classifySetting). Names are unique per tenant in any case (20070); a missing category answers 20091;
 * a category that still has products cannot be deleted (20055 "not allowed to delete": the catalogue has no
 * "category in use" code, 20079 names areas and 20047 roles). Categories are tenant-wide, not per store.
 */
export function createCategoriesService() {
  async function find(ctx: TenantCtx, id: number): Promise<Category> {
    return owned(categories, ctx, id, Err.CATEGORY_MISSING);
  }

  async function rowsOut(ctx: TenantCtx, rows: Category[]): Promise<CategoryRow[]> {
    const ids = rows.map((r) => r.id);
    const counts = ids.length
      ? await ctx.db
          .select({ id: products.categoryId, n: count() })
          .from(products)
          .where(and(eq(products.tenantId, ctx.tenantId), inArray(products.categoryId, ids)))
          .groupBy(products.categoryId)
      : [];
    const byId = new Map(counts.map((c) => [c.id, Number(c.n)]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      color: r.color,
      productCount: byId.get(r.id) ?? 0,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }));
  }

  return {
    find,
    async list(ctx: TenantCtx, q: CategoryListQuery): Promise<ListResult<CategoryRow>> {
      const where = and(eq(categories.tenantId, ctx.tenantId), contains(categories.name, q.name));
      const { limit, offset } = pageWindow(q);
      const rows = await ctx.db
        .select()
        .from(categories)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { name: lowerOf(categories.name), createdAt: categories.createdAt },
            { id: categories.id, fallback: [lowerOf(categories.name)] },
          ),
        )
        .limit(limit)
        .offset(offset);
      return { list: await rowsOut(ctx, rows), total: await countOf(ctx, categories, where) };
    },

    async save(ctx: TenantCtx, b: CategorySaveBody): Promise<CategoryRow> {
      const id = await uniqueOr(Err.CATEGORY_REPEATED, async () => {
        if (b.id === undefined) {
          const [created] = await ctx.db
            .insert(categories)
            .values({ tenantId: ctx.tenantId, name: b.name, color: b.color })
            .returning({ id: categories.id });
          return created.id;
        }
        await find(ctx, b.id);
        await ctx.db
          .update(categories)
          .set({ name: b.name, color: b.color, updatedAt: new Date() })
          .where(ownRow(categories, ctx, b.id));
        return b.id;
      });
      const [row] = await rowsOut(ctx, [await find(ctx, id)]);
      return row;
    },

    async remove(ctx: TenantCtx, id: number): Promise<null> {
      await find(ctx, id);
      const [used] = await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.tenantId, ctx.tenantId), eq(products.categoryId, id)))
        .limit(1);
      if (used) throw new AppError(Err.CANNOT_DELETE);
      await ctx.db.delete(categories).where(ownRow(categories, ctx, id));
      return null;
    },
  };
}
