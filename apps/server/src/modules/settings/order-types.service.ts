import {
  BUILTIN_ORDER_TYPE_NAMES,
  BUILTIN_ORDER_TYPES,
  Err,
  type ListResult,
  type OrderTypeListQuery,
  type OrderTypeOption,
  type OrderTypeRow,
  type OrderTypeSaveBody,
  type SettingOptionsQuery,
  toUiLang,
} from '@tillbook/contract';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { orderTypeStores, orderTypes, tenants } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pageWindow } from '../../platform/scope';
import { countOf, iso, lowerOf, nameContains, orderFor, uniqueName } from './list-helpers';
import {
  assertStoresUsable,
  assertWritable,
  replaceStores,
  type StoreLink,
  storesOf,
  usableIn,
  visibleTo,
} from './store-links';

const link: StoreLink<typeof orderTypeStores> = {
  table: orderTypeStores,
  tenantId: orderTypeStores.tenantId,
  ownerId: orderTypeStores.orderTypeId,
  storeId: orderTypeStores.storeId,
  row: (tenantId, orderTypeId, storeId) => ({ tenantId, orderTypeId, storeId }),
};
const owner = { id: orderTypes.id, allStores: orderTypes.allStores };

type OrderType = typeof orderTypes.$inferSelect;

/**
 * Order types (orderClassify, menu 11). Every tenant has the built-ins dine-in, takeaway and pick-up, for all
 * stores: they are created the first time the tenant's order types are read or written (idempotent, one per
 * key by a unique index), can be edited but not deleted (20055).
 */
export function createOrderTypesService() {
  async function ensureBuiltins(ctx: TenantCtx): Promise<void> {
    const [have] = await ctx.db
      .select({ n: count() })
      .from(orderTypes)
      .where(and(eq(orderTypes.tenantId, ctx.tenantId), isNotNull(orderTypes.builtinKey)));
    if (Number(have.n) >= BUILTIN_ORDER_TYPES.length) return;
    const [tenant] = await ctx.db
      .select({ lang: tenants.sysLanguageId })
      .from(tenants)
      .where(eq(tenants.id, ctx.tenantId));
    const lang = toUiLang(tenant?.lang);
    // Two first requests racing, or a custom type already holding the name: the conflict leaves what is there.
    await ctx.db
      .insert(orderTypes)
      .values(
        BUILTIN_ORDER_TYPES.map((key, i) => ({
          tenantId: ctx.tenantId,
          builtinKey: key,
          name: BUILTIN_ORDER_TYPE_NAMES[key][lang],
          sort: i + 1,
          allStores: true,
        })),
      )
      .onConflictDoNothing();
  }

  async function rowsOut(ctx: TenantCtx, rows: OrderType[]): Promise<OrderTypeRow[]> {
    const storeMap = await storesOf(
      ctx,
      link,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      builtinKey: r.builtinKey,
      name: r.name,
      available: r.available,
      sort: r.sort,
      color: r.color,
      logo: r.logo,
      allStores: r.allStores,
      stores: storeMap.get(r.id) ?? [],
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }));
  }

  async function find(ctx: TenantCtx, id: number): Promise<OrderType> {
    const [row] = await ctx.db
      .select()
      .from(orderTypes)
      .where(and(eq(orderTypes.tenantId, ctx.tenantId), eq(orderTypes.id, id), visibleTo(ctx, link, owner)));
    if (!row) throw new AppError(Err.NO_DATA);
    return row;
  }

  return {
    async list(ctx: TenantCtx, q: OrderTypeListQuery): Promise<ListResult<OrderTypeRow>> {
      await ensureBuiltins(ctx);
      const where = and(
        eq(orderTypes.tenantId, ctx.tenantId),
        visibleTo(ctx, link, owner),
        nameContains(orderTypes.name, q.name),
        q.available === undefined ? undefined : eq(orderTypes.available, q.available),
        q.storeId ? usableIn(ctx, link, owner, q.storeId) : undefined,
      );
      const { limit, offset } = pageWindow(q);
      const rows = await ctx.db
        .select()
        .from(orderTypes)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            { sort: orderTypes.sort, name: lowerOf(orderTypes.name), createdAt: orderTypes.createdAt },
            orderTypes.id,
            [orderTypes.sort],
          ),
        )
        .limit(limit)
        .offset(offset);
      return { list: await rowsOut(ctx, rows), total: await countOf(ctx, orderTypes, where) };
    },

    async detail(ctx: TenantCtx, id: number): Promise<OrderTypeRow> {
      const [row] = await rowsOut(ctx, [await find(ctx, id)]);
      return row;
    },

    /** The available order types (of one store), by serial number: what the POS offers. */
    async options(ctx: TenantCtx, q: SettingOptionsQuery): Promise<OrderTypeOption[]> {
      await ensureBuiltins(ctx);
      return ctx.db
        .select({
          id: orderTypes.id,
          name: orderTypes.name,
          builtinKey: orderTypes.builtinKey,
          sort: orderTypes.sort,
          color: orderTypes.color,
          logo: orderTypes.logo,
        })
        .from(orderTypes)
        .where(
          and(
            eq(orderTypes.tenantId, ctx.tenantId),
            eq(orderTypes.available, true),
            visibleTo(ctx, link, owner),
            q.storeId ? usableIn(ctx, link, owner, q.storeId) : undefined,
          ),
        )
        .orderBy(asc(orderTypes.sort), asc(orderTypes.id))
        .limit(1000);
    },

    async save(ctx: TenantCtx, b: OrderTypeSaveBody): Promise<OrderTypeRow> {
      if (b.allStores && ctx.storeIds !== 'all') throw new AppError(Err.NO_PERMISSION);
      const storeIds = b.allStores ? [] : b.storeIds;
      await assertStoresUsable(ctx, storeIds);
      await ensureBuiltins(ctx);
      const fields = {
        name: b.name,
        available: b.available,
        sort: b.sort,
        color: b.color,
        logo: b.logo,
        allStores: b.allStores,
      };
      const id = await uniqueName(() =>
        inTransaction(ctx, async (tx) => {
          let id = b.id;
          if (id === undefined) {
            const [created] = await tx.db
              .insert(orderTypes)
              .values({ tenantId: tx.tenantId, ...fields })
              .returning({ id: orderTypes.id });
            id = created.id;
          } else {
            const before = await find(tx, id);
            await assertWritable(tx, link, id, before.allStores);
            await tx.db
              .update(orderTypes)
              .set({ ...fields, updatedAt: new Date() })
              .where(and(eq(orderTypes.tenantId, tx.tenantId), eq(orderTypes.id, id)));
          }
          await replaceStores(tx, link, id, storeIds);
          return id;
        }),
      );
      return this.detail(ctx, id);
    },

    async remove(ctx: TenantCtx, id: number): Promise<null> {
      const before = await find(ctx, id);
      if (before.builtinKey) throw new AppError(Err.CANNOT_DELETE);
      await assertWritable(ctx, link, id, before.allStores);
      await ctx.db.delete(orderTypes).where(and(eq(orderTypes.tenantId, ctx.tenantId), eq(orderTypes.id, id)));
      return null;
    },
  };
}
