import {
  ASSET_STATUSES,
  type AssetListQuery,
  type AssetListResult,
  type AssetRow,
  type AssetSaveBody,
  type AssetTotals,
  Err,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { storeAssets, stores } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { containsAny, orderFor, pageWindow } from '../../platform/list';
import { ownRow, storeScope } from '../../platform/scope';
import { missing, type StoreKind, visibleStore } from './store-access';

const fixed4 = (v: Decimal.Value) => new Decimal(v).toFixed(4);
/** Each row's amount rounded to 4 places, so the totals are the sums of the amounts shown. */
const amountSql = sql`round(${storeAssets.quantity} * ${storeAssets.value}, 4)`;

const codeTaken = () => new AppError(Err.CODE_REPEATED);

/** Assets of stores or trucks, with the value totals per status. */
export function createAssetsService() {
  /** Assets of the stores of one kind the caller sees. */
  const scope = (ctx: TenantCtx, kind: StoreKind) =>
    and(eq(storeAssets.tenantId, ctx.tenantId), eq(stores.kind, kind), storeScope(ctx, stores.id));

  const joinStore = and(eq(stores.tenantId, storeAssets.tenantId), eq(stores.id, storeAssets.storeId));

  const toRow = (a: typeof storeAssets.$inferSelect, storeName: string): AssetRow => ({
    id: a.id,
    storeId: a.storeId,
    storeName,
    name: a.name,
    code: a.code,
    quantity: fixed4(a.quantity),
    value: fixed4(a.value),
    amount: new Decimal(a.quantity).mul(a.value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  });

  async function detail(ctx: TenantCtx, kind: StoreKind, id: number): Promise<AssetRow> {
    const [row] = await ctx.db
      .select({ asset: storeAssets, storeName: stores.name })
      .from(storeAssets)
      .innerJoin(stores, joinStore)
      .where(and(scope(ctx, kind), eq(storeAssets.id, id)));
    if (!row) throw missing();
    return toRow(row.asset, row.storeName);
  }

  return {
    detail,

    async list(ctx: TenantCtx, kind: StoreKind, q: AssetListQuery): Promise<AssetListResult> {
      if (q.storeId) await visibleStore(ctx, kind, q.storeId);
      const base = and(
        scope(ctx, kind),
        q.storeId ? eq(storeAssets.storeId, q.storeId) : undefined,
        containsAny([storeAssets.name, storeAssets.code], q.keyword),
      );
      const where = and(base, q.status ? eq(storeAssets.status, q.status) : undefined);
      const { limit, offset } = pageWindow(q);
      const rows = await ctx.db
        .select({ asset: storeAssets, storeName: stores.name })
        .from(storeAssets)
        .innerJoin(stores, joinStore)
        .where(where)
        .orderBy(
          ...orderFor(
            q.sort,
            {
              name: storeAssets.name,
              code: storeAssets.code,
              value: storeAssets.value,
              quantity: storeAssets.quantity,
              createdAt: storeAssets.createdAt,
              id: storeAssets.id,
            },
            { id: storeAssets.id, idOrder: 'desc', fallback: '-createdAt', ties: [desc(storeAssets.createdAt)] },
          ),
        )
        .limit(limit)
        .offset(offset);
      const [{ total }] = await ctx.db
        .select({ total: count() })
        .from(storeAssets)
        .innerJoin(stores, joinStore)
        .where(where);
      const sums = await ctx.db
        .select({ status: storeAssets.status, sum: sql<string>`coalesce(sum(${amountSql}), 0)` })
        .from(storeAssets)
        .innerJoin(stores, joinStore)
        .where(base)
        .groupBy(storeAssets.status);
      const totals = Object.fromEntries(ASSET_STATUSES.map((s) => [s, fixed4(0)])) as AssetTotals;
      let all = new Decimal(0);
      for (const s of sums) {
        totals[s.status] = fixed4(s.sum);
        all = all.add(s.sum);
      }
      totals.all = fixed4(all);
      return { list: rows.map((r) => toRow(r.asset, r.storeName)), total, totals };
    },

    async save(ctx: TenantCtx, kind: StoreKind, body: AssetSaveBody): Promise<AssetRow> {
      await visibleStore(ctx, kind, body.storeId);
      if (body.id) await detail(ctx, kind, body.id);
      if (body.code) {
        const [taken] = await ctx.db
          .select({ id: storeAssets.id })
          .from(storeAssets)
          .where(
            and(
              eq(storeAssets.tenantId, ctx.tenantId),
              eq(storeAssets.storeId, body.storeId),
              eq(storeAssets.code, body.code),
              body.id ? ne(storeAssets.id, body.id) : undefined,
            ),
          );
        if (taken) throw codeTaken();
      }
      const values = {
        storeId: body.storeId,
        name: body.name,
        code: body.code,
        quantity: body.quantity,
        value: body.value,
        status: body.status,
      };
      try {
        let id = body.id;
        if (id) {
          await ctx.db
            .update(storeAssets)
            .set({ ...values, updatedAt: new Date() })
            .where(ownRow(storeAssets, ctx, id));
        } else {
          const [created] = await ctx.db
            .insert(storeAssets)
            .values({ tenantId: ctx.tenantId, ...values })
            .returning({ id: storeAssets.id });
          id = created.id;
        }
        return await detail(ctx, kind, id);
      } catch (e) {
        if (isUniqueViolation(e)) throw codeTaken();
        throw e;
      }
    },

    async delete(ctx: TenantCtx, kind: StoreKind, id: number): Promise<null> {
      await detail(ctx, kind, id);
      await ctx.db.delete(storeAssets).where(ownRow(storeAssets, ctx, id));
      return null;
    },
  };
}
