import {
  type DepositDetail,
  type DepositExportBody,
  type DepositRow,
  type DepositState,
  Err,
} from '@tillbook/contract';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { deposits, depositTakeOuts, stores, users } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { containsPattern, orderFor } from '../../platform/list';
import { storeScope } from '../../platform/scope';

const d = deposits;

/** The filters the list and the export share (contract `DepositFilters`). */
export type DepositFilterValues = Omit<DepositExportBody, 'format'>;

/**
 * 'expired' is never stored: a deposit not completed whose pickup deadline lies before `now` shows as expired.
 * `now` is passed in once per request so the filter and the shown state agree.
 */
export const shownState = (now: Date) =>
  sql<DepositState>`case when ${d.state} <> 'completed' and ${d.pickupDeadline} < ${now.toISOString()}::timestamptz
    then 'expired' else ${d.state} end`;

/** The state filter, written on the stored columns so the (tenant, time) indexes still apply. */
function stateCondition(state: DepositState, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (state === 'completed') return sql`${d.state} = 'completed'`;
  if (state === 'expired') return sql`${d.state} <> 'completed' and ${d.pickupDeadline} < ${at}`;
  return sql`${d.state} = ${state} and ${d.pickupDeadline} >= ${at}`;
}

/**
 * WHERE of the lists and the export: tenant, visible stores, deposit time (unix seconds, both ends inclusive to the
 * second), store, shown state and keyword (depositor, phone, item, receipt number, deposit number).
 */
export function depositWhere(ctx: TenantCtx, f: DepositFilterValues, now: Date): SQL | undefined {
  const kw = f.keyword ? containsPattern(f.keyword) : undefined;
  return and(
    eq(d.tenantId, ctx.tenantId),
    storeScope(ctx, d.storeId),
    f.storeId ? eq(d.storeId, f.storeId) : undefined,
    f.startTime === undefined ? undefined : sql`${d.depositedAt} >= to_timestamp(${f.startTime})`,
    // endTime names a second (e.g. 23:59:59 of the last day): everything before the next second is in.
    f.endTime === undefined ? undefined : sql`${d.depositedAt} < to_timestamp(${f.endTime + 1})`,
    f.state ? stateCondition(f.state, now) : undefined,
    kw
      ? or(
          ilike(d.depositor, kw),
          ilike(d.phone, kw),
          ilike(d.itemName, kw),
          ilike(d.orderNumber, kw),
          ilike(d.number, kw),
        )
      : undefined,
  );
}

const SORT_COLUMNS = { depositedAt: d.depositedAt, pickupDeadline: d.pickupDeadline } as const;

/** ORDER BY of the lists and the export ('-depositedAt' by default), ties by id in the same direction. */
export const depositOrder = (sort: string | undefined): SQL[] =>
  orderFor(sort, SORT_COLUMNS, { id: d.id, idOrder: 'follow', fallback: '-depositedAt' });

/** The columns of a row as the API shows it (times still as Dates). */
export const rowColumns = (now: Date) => ({
  id: d.id,
  number: d.number,
  orderNumber: d.orderNumber,
  itemName: d.itemName,
  quantity: d.quantity,
  takenQuantity: d.takenQuantity,
  remaining: sql<string>`(${d.quantity} - ${d.takenQuantity})::numeric(18, 4)::text`,
  depositedAt: d.depositedAt,
  pickupDeadline: d.pickupDeadline,
  depositor: d.depositor,
  areaCode: d.areaCode,
  phone: d.phone,
  address: d.address,
  notes: d.notes,
  state: shownState(now),
  staffName: sql<string>`coalesce(${users.name}, '')`,
  storeId: d.storeId,
  storeName: sql<string>`coalesce(${stores.name}, '')`,
});

/** Deposits joined with their staff member and store names, filtered by `where` (plus `extra` columns). */
export function selectRows<E extends Record<string, SQL.Aliased | SQL>>(
  ctx: TenantCtx,
  now: Date,
  where: SQL | undefined,
  extra?: E,
) {
  return ctx.db
    .select({ ...rowColumns(now), ...(extra as E) })
    .from(d)
    .leftJoin(users, and(eq(users.tenantId, d.tenantId), eq(users.id, d.userId)))
    .leftJoin(stores, and(eq(stores.tenantId, d.tenantId), eq(stores.id, d.storeId)))
    .where(where);
}

export type DepositRecord = Awaited<ReturnType<typeof selectRows>>[number];

export const toRow = (r: DepositRecord): DepositRow => ({
  id: r.id,
  number: r.number,
  orderNumber: r.orderNumber,
  itemName: r.itemName,
  quantity: r.quantity,
  takenQuantity: r.takenQuantity,
  remaining: r.remaining,
  depositedAt: r.depositedAt.toISOString(),
  pickupDeadline: r.pickupDeadline.toISOString(),
  depositor: r.depositor,
  areaCode: r.areaCode,
  phone: r.phone,
  address: r.address,
  notes: r.notes,
  state: r.state,
  staffName: r.staffName,
  storeId: r.storeId,
  storeName: r.storeName,
});

/**
 * One deposit with its take-outs (oldest first), or 1019 — also for another merchant's deposit or one of a store the
 * caller does not see. `storeId` narrows it further (the POS: the till's store only).
 */
export async function depositDetail(ctx: TenantCtx, id: number, storeId?: number): Promise<DepositDetail> {
  const now = new Date();
  const [row] = await selectRows(
    ctx,
    now,
    and(
      eq(d.tenantId, ctx.tenantId),
      eq(d.id, id),
      storeScope(ctx, d.storeId),
      storeId ? eq(d.storeId, storeId) : undefined,
    ),
  );
  if (!row) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
  const t = depositTakeOuts;
  const takeOuts = await ctx.db
    .select({
      quantity: t.quantity,
      note: t.note,
      staffName: sql<string>`coalesce(${users.name}, '')`,
      takenAt: t.takenAt,
    })
    .from(t)
    .leftJoin(users, and(eq(users.tenantId, t.tenantId), eq(users.id, t.userId)))
    .where(and(eq(t.tenantId, ctx.tenantId), eq(t.depositId, id)))
    .orderBy(asc(t.takenAt), asc(t.id));
  return { ...toRow(row), takeOuts: takeOuts.map((x) => ({ ...x, takenAt: x.takenAt.toISOString() })) };
}

/** True when the store holds any deposit (its history: the store is then not deleted). */
export async function storeHasDeposits(ctx: TenantCtx, storeId: number): Promise<boolean> {
  const [any] = await ctx.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.tenantId, ctx.tenantId), eq(deposits.storeId, storeId)))
    .limit(1);
  return Boolean(any);
}
