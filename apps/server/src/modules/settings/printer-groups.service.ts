import {
  Err,
  type ListResult,
  type PrinterGroupListQuery,
  type PrinterGroupOption,
  type PrinterGroupRow,
  type PrinterGroupSaveBody,
  type SettingOptionsQuery,
} from '@tillbook/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { categories, printerGroups, stores } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError, uniqueOr } from '../../platform/errors';
import { contains, countOf, iso, lowerOf, orderFor, pageWindow } from '../../platform/list';
import { storeScope } from '../../platform/scope';
import { assertStoresUsable } from './store-links';

/** Every category id must be one of the tenant's (20091 category missing). */
async function assertCategoriesExist(ctx: TenantCtx, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, ctx.tenantId), inArray(categories.id, wanted)));
  if (found.length !== wanted.length) throw new AppError(Err.CATEGORY_MISSING);
}

const columns = {
  group: printerGroups,
  store: { id: stores.id, name: stores.name, kind: stores.kind },
};
type Joined = { group: typeof printerGroups.$inferSelect; store: PrinterGroupRow['store'] };

const rowOut = ({ group: g, store }: Joined): PrinterGroupRow => ({
  id: g.id,
  name: g.name,
  store,
  categoryIds: g.categoryIds,
  createdAt: iso(g.createdAt),
  updatedAt: iso(g.updatedAt),
});

/**
 * Printer groups (menu 12): the kitchen tickets of some categories in one store. Store-bound rows:
 * a caller sees the groups of their stores only. Category ids are not checked yet (the catalog issue adds it).
 */
export function createPrinterGroupsService() {
  const joined = (ctx: TenantCtx) =>
    ctx.db
      .select(columns)
      .from(printerGroups)
      .innerJoin(stores, and(eq(stores.tenantId, printerGroups.tenantId), eq(stores.id, printerGroups.storeId)));

  const mine = (ctx: TenantCtx) =>
    and(eq(printerGroups.tenantId, ctx.tenantId), storeScope(ctx, printerGroups.storeId));

  async function find(ctx: TenantCtx, id: number): Promise<Joined> {
    const [row] = await joined(ctx).where(and(mine(ctx), eq(printerGroups.id, id)));
    if (!row) throw new AppError(Err.NO_DATA);
    return row;
  }

  return {
    async list(ctx: TenantCtx, q: PrinterGroupListQuery): Promise<ListResult<PrinterGroupRow>> {
      const where = and(
        mine(ctx),
        contains(printerGroups.name, q.name),
        q.storeId ? eq(printerGroups.storeId, q.storeId) : undefined,
      );
      const { limit, offset } = pageWindow(q);
      const rows = await joined(ctx)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { name: lowerOf(printerGroups.name), createdAt: printerGroups.createdAt },
            { id: printerGroups.id },
          ),
        )
        .limit(limit)
        .offset(offset);
      return { list: rows.map(rowOut), total: await countOf(ctx, printerGroups, where) };
    },

    async detail(ctx: TenantCtx, id: number): Promise<PrinterGroupRow> {
      return rowOut(await find(ctx, id));
    },

    async options(ctx: TenantCtx, q: SettingOptionsQuery): Promise<PrinterGroupOption[]> {
      return ctx.db
        .select({ id: printerGroups.id, name: printerGroups.name, storeId: printerGroups.storeId })
        .from(printerGroups)
        .where(and(mine(ctx), q.storeId ? eq(printerGroups.storeId, q.storeId) : undefined))
        .orderBy(asc(lowerOf(printerGroups.name)), asc(printerGroups.id))
        .limit(1000);
    },

    /** The catalog's categories a group may print, by name (menu 12: the catalog API needs menu 3). */
    async categoryOptions(ctx: TenantCtx): Promise<{ id: number; name: string }[]> {
      return ctx.db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.tenantId, ctx.tenantId))
        .orderBy(asc(lowerOf(categories.name)), asc(categories.id))
        .limit(1000);
    },

    async save(ctx: TenantCtx, b: PrinterGroupSaveBody): Promise<PrinterGroupRow> {
      await assertStoresUsable(ctx, [b.storeId]);
      await assertCategoriesExist(ctx, b.categoryIds);
      const fields = { name: b.name, storeId: b.storeId, categoryIds: b.categoryIds };
      const id = await uniqueOr(Err.CODE_REPEATED, async () => {
        if (b.id === undefined) {
          const [created] = await ctx.db
            .insert(printerGroups)
            .values({ tenantId: ctx.tenantId, ...fields })
            .returning({ id: printerGroups.id });
          return created.id;
        }
        const [updated] = await ctx.db
          .update(printerGroups)
          .set({ ...fields, updatedAt: new Date() })
          .where(and(mine(ctx), eq(printerGroups.id, b.id)))
          .returning({ id: printerGroups.id });
        if (!updated) throw new AppError(Err.NO_DATA);
        return updated.id;
      });
      return this.detail(ctx, id);
    },

    async remove(ctx: TenantCtx, id: number): Promise<null> {
      const gone = await ctx.db
        .delete(printerGroups)
        .where(and(mine(ctx), eq(printerGroups.id, id)))
        .returning({ id: printerGroups.id });
      if (gone.length === 0) throw new AppError(Err.NO_DATA);
      return null;
    },
  };
}
