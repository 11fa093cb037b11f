import {
  type DepositCreateBody,
  type DepositDetail,
  type DepositListQuery,
  type DepositRow,
  type DepositTakeOutBody,
  Err,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { deposits, depositTakeOuts, productStores, products } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pageWindow } from '../../platform/list';
import { ownRow } from '../../platform/scope';
import { depositDetail, depositOrder, depositWhere, selectRows, toRow } from './deposits.read';
import { happenedAt, notBefore } from './happened-at';

const d = deposits;

const paramError = (path: string, message: string) => new AppError(Err.PARAM, { issues: [{ path, message }] });

/** The till's store of a POS app session (the route's access guarantees one). */
function tillStore(ctx: TenantCtx): number {
  if (!ctx.app) throw new AppError(Err.NO_PERMISSION);
  return ctx.app.storeId;
}

/** yyyymmdd of `at` in the caller's time zone. */
const localDay = (ctx: TenantCtx, at: Date) =>
  new Date(at.getTime() + ctx.tzOffsetMs).toISOString().slice(0, 10).replaceAll('-', '');

/** The name of a product sold in the store, or 20075 (also for another merchant's product). */
async function productNameInStore(ctx: TenantCtx, productId: number, storeId: number): Promise<string> {
  const [p] = await ctx.db
    .select({ name: products.name })
    .from(products)
    .innerJoin(
      productStores,
      and(
        eq(productStores.tenantId, products.tenantId),
        eq(productStores.productId, products.id),
        eq(productStores.storeId, storeId),
      ),
    )
    .where(ownRow(products, ctx, productId));
  if (!p) throw new AppError(Err.PRODUCT_MISSING);
  return p.name;
}

/** Deposits (consignment, §3/§4): written by the POS app, read by the POS and the back office. */
export function createDepositService() {
  return {
    /**
     * POST /m/app/deposit/create — the till's store and the signed-in staff member. A clientId seen before answers
     * the deposit it created (the POS may resend after a lost answer), whatever else the body says. Deposited at `at`
     * (default now); the pickup deadline must lie after that time, so a deposit uploaded late may be expired already.
     */
    async create(ctx: TenantCtx, b: DepositCreateBody): Promise<DepositDetail> {
      const storeId = tillStore(ctx);
      const depositedAt = happenedAt(b.at).date;
      const [seen] = await ctx.db
        .select({ id: d.id })
        .from(d)
        .where(and(eq(d.tenantId, ctx.tenantId), eq(d.clientId, b.clientId)));
      if (seen) return depositDetail(ctx, seen.id);

      const productName = b.productId ? await productNameInStore(ctx, b.productId, storeId) : '';
      const itemName = b.itemName || productName;
      if (!itemName) throw paramError('itemName', 'a product or an item name is needed');
      if (b.pickupDeadline * 1000 <= depositedAt.getTime())
        throw paramError('pickupDeadline', 'must be after the deposit');

      const id = await inTransaction(ctx, async (tx) => {
        const [row] = await tx.db
          .insert(d)
          .values({
            tenantId: ctx.tenantId,
            clientId: b.clientId,
            // Numbered once the id is known (J + local day + id), in the same transaction.
            number: '',
            storeId,
            orderNumber: b.orderNumber ?? '',
            productId: b.productId ?? null,
            itemName,
            quantity: b.quantity,
            depositedAt,
            pickupDeadline: new Date(b.pickupDeadline * 1000),
            depositor: b.depositor,
            areaCode: b.areaCode ?? '',
            phone: b.phone ?? '',
            address: b.address ?? '',
            notes: b.notes ?? '',
            userId: ctx.userId,
          })
          // Two sends of the same clientId racing: the second inserts nothing and answers the first one's deposit.
          .onConflictDoNothing({ target: [d.tenantId, d.clientId] })
          .returning({ id: d.id });
        if (!row) return null;
        await tx.db
          .update(d)
          .set({ number: `J${localDay(ctx, depositedAt)}-${row.id}` })
          .where(ownRow(d, ctx, row.id));
        return row.id;
      });
      if (id === null) {
        const [first] = await ctx.db
          .select({ id: d.id })
          .from(d)
          .where(and(eq(d.tenantId, ctx.tenantId), eq(d.clientId, b.clientId)));
        return depositDetail(ctx, first.id);
      }
      return depositDetail(ctx, id);
    },

    /**
     * POST /m/app/deposit/takeOut — of a deposit of the till's store. The row is locked first so two take-outs at
     * once cannot both pass the remaining-quantity check. Completed or expired (or missing) → 1019; more than what
     * is left → 1018. Taking out everything completes it; anything less makes it partial. Taken out at `at`: not
     * before the deposit (1001); expired means the deadline had passed then (an offline till's take-out before the
     * deadline still counts when it is uploaded after it).
     */
    async takeOut(ctx: TenantCtx, b: DepositTakeOutBody): Promise<DepositDetail> {
      const storeId = tillStore(ctx);
      const when = happenedAt(b.at);
      await inTransaction(ctx, async (tx) => {
        const [row] = await tx.db
          .select({
            quantity: d.quantity,
            taken: d.takenQuantity,
            state: d.state,
            deadline: d.pickupDeadline,
            depositedAt: d.depositedAt,
          })
          .from(d)
          .where(and(eq(d.tenantId, ctx.tenantId), eq(d.id, b.id), eq(d.storeId, storeId)))
          .for('no key update');
        if (!row || row.state === 'completed') throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        const takenAt = notBefore(when, row.depositedAt, 'the deposit');
        if (row.deadline.getTime() < takenAt.getTime()) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        const remaining = new Decimal(row.quantity).minus(row.taken);
        const quantity = new Decimal(b.quantity);
        if (quantity.gt(remaining)) throw new AppError(Err.QUANTITY_LIMIT_EXCEEDED);
        await tx.db.insert(depositTakeOuts).values({
          tenantId: ctx.tenantId,
          depositId: b.id,
          quantity: b.quantity,
          note: b.note ?? '',
          userId: ctx.userId,
          takenAt,
        });
        await tx.db
          .update(d)
          .set({
            takenQuantity: new Decimal(row.taken).plus(quantity).toFixed(4),
            state: quantity.eq(remaining) ? 'completed' : 'partial',
            updatedAt: sql`now()`,
          })
          .where(ownRow(d, ctx, b.id));
      });
      return depositDetail(ctx, b.id, storeId);
    },

    /** POST /m/deposit/list (visible stores) and /m/app/deposit/list (`storeId`: the till's store only). */
    async list(ctx: TenantCtx, q: DepositListQuery, storeId?: number): Promise<{ list: DepositRow[]; total: number }> {
      const now = new Date();
      const filters = storeId ? { ...q, storeId } : q;
      const where = depositWhere(ctx, filters, now);
      // The POS asking for another store than its own sees nothing of it.
      if (storeId && q.storeId && q.storeId !== storeId) return { list: [], total: 0 };
      const { limit, offset } = pageWindow(q);
      const rows = await selectRows(ctx, now, where)
        .orderBy(...depositOrder(q.sort))
        .limit(limit)
        .offset(offset);
      const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(d).where(where);
      return { list: rows.map(toRow), total: Number(n) };
    },

    /** POST /m/deposit/detail and /m/app/deposit/detail (`storeId`: the till's store only). */
    detail: (ctx: TenantCtx, id: number, storeId?: number) => depositDetail(ctx, id, storeId),

    tillStore,
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
