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
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { contains, countOf, iso, lowerOf, orderFor, pageWindow } from '../../platform/list';
import { type StoreLink, storeLinked, storesOf, usableIn } from './store-links';

const link: StoreLink<typeof orderTypeStores> = {
  table: orderTypeStores,
  tenantId: orderTypeStores.tenantId,
  ownerId: orderTypeStores.orderTypeId,
  storeId: orderTypeStores.storeId,
  row: (tenantId, orderTypeId, storeId) => ({ tenantId, orderTypeId, storeId }),
};
const owner = { id: orderTypes.id, allStores: orderTypes.allStores };
const types = storeLinked({ table: orderTypes, link, owner });

type OrderType = typeof orderTypes.$inferSelect;

/**
 * Order types (menu 11). Every tenant has the built-ins dine-in, takeaway and pick-up, for all
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

  return {
    async list(ctx: TenantCtx, q: OrderTypeListQuery): Promise<ListResult<OrderTypeRow>> {
      await ensureBuiltins(ctx);
      const where = and(
        eq(orderTypes.tenantId, ctx.tenantId),
        types.visible(ctx),
        contains(orderTypes.name, q.name),
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
            { id: orderTypes.id, fallback: [orderTypes.sort] },
          ),
        )
        .limit(limit)
        .offset(offset);
      return { list: await rowsOut(ctx, rows), total: await countOf(ctx, orderTypes, where) };
    },

    async detail(ctx: TenantCtx, id: number): Promise<OrderTypeRow> {
      const [row] = await rowsOut(ctx, [await types.find(ctx, id)]);
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
            types.visible(ctx),
            q.storeId ? usableIn(ctx, link, owner, q.storeId) : undefined,
          ),
        )
        .orderBy(asc(orderTypes.sort), asc(orderTypes.id))
        .limit(1000);
    },

    async save(ctx: TenantCtx, b: OrderTypeSaveBody): Promise<OrderTypeRow> {
      await ensureBuiltins(ctx);
      const fields = {
        name: b.name,
        available: b.available,
        sort: b.sort,
        color: b.color,
        logo: b.logo,
        allStores: b.allStores,
      };
      return this.detail(ctx, await types.save(ctx, b, fields));
    },

    /** Built-ins cannot be deleted (20055). */
    remove: (ctx: TenantCtx, id: number) =>
      types.remove(ctx, id, (row) => {
        if (row.builtinKey) throw new AppError(Err.CANNOT_DELETE);
      }),
  };
}
