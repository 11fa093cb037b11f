// A rebuild of one merchant's report aggregates from the receipts, in batches a running server lives with, next to
// the aggregate worker (`aggregate-queue.ts`):
// 1. one short transaction takes the merchant's aggregate lock exclusively (waiting for the worker's batch in
//    flight), empties the merchant's aggregates, marks the offsets asked for ready (the batches fill the daily
//    tables at those) and commits its `aggregate_rebuilds` row (`upto_order_id` = the
//    highest order id, `done_order_id` = 0); from then on the worker leaves the merchant's queue rows alone;
// 2. batches by order id up to `upto`, each one transaction at REPEATABLE READ (one snapshot): add the paid receipts
//    of the batch's id range, delete the queue rows of those receipts, move `done_order_id` on. A receipt paid after
//    its batch ran keeps its queue row (the batch's snapshot saw it neither paid nor queued);
//    The batches leave out the item spans (each batch would rewrite the long spans of every item) and the daily rows
//    at whole-hour offsets;
// 3. the item spans, level by level from the daily rows the batches wrote (`addSpanLevel`; with the first level the
//    stores' 64-day spans, `addStoreSpans`, and the daily rows at whole-hour offsets from the hourly rows,
//    `addDailyFromHourly`), in windows of days that each read a few hundred thousand rows, one transaction each;
// 4. delete the `aggregate_rebuilds` row: the worker adds what was queued meanwhile.
// Reports stay exact throughout: they read the receipts past `done_order_id` and the queued ones raw
// (`modules/reports/report-range.ts`, `pendingReceipts`), and items from the daily rows instead of the spans while the
// row exists, so they are slower during a rebuild, never wrong.
import { sql } from 'drizzle-orm';
import { retryingConflicts } from '../platform/context';
import { type Db, rowsOf } from '../platform/db';
import { lockMerchantAggregates } from './aggregate-lock';
import { addDailyFromHourly, addSpanLevel, addStoreSpans } from './aggregate-rollups';
import { AGGREGATE_TABLES, addToAggregates, fromHourly, SPAN_LEVELS, STORE_SPAN_DAYS } from './sales-aggregates';

/** Orders (any status) one rebuild batch covers: one transaction of a few seconds on a large merchant. */
export const REBUILD_BATCH = 50_000;

/**
 * Settings of a batch's transaction only: the grouping sorts of a batch fit in memory; the receipts' lines, taxes
 * and payments of a batch are read by their order index (the planner would otherwise read the whole tables of a
 * large merchant for every batch; not for `wholeMerchant`, which reads them all); no JIT compilation (a second per
 * statement, for statements of a few seconds).
 */
export async function tuneBatch(tx: Db, opts: { wholeMerchant?: boolean } = {}): Promise<void> {
  await tx.execute(sql`set local work_mem = '256MB'`);
  if (!opts.wholeMerchant) {
    await tx.execute(sql`set local enable_hashjoin = off`);
    await tx.execute(sql`set local enable_mergejoin = off`);
  }
  await tx.execute(sql`set local jit = off`);
}

export interface RebuildProgress {
  tenantId: number;
  doneOrderId: number;
  uptoOrderId: number;
  batches: number;
}

/**
 * Empties a merchant's aggregates and adds every paid receipt again, in batches (see above). Call it outside a
 * transaction. `onBatch` hears of each batch committed (progress; tests pay receipts between batches).
 */
export async function rebuildAggregates(
  db: Db,
  tenantId: number,
  opts: { batch?: number; onBatch?: (p: RebuildProgress) => Promise<void> | void } = {},
): Promise<RebuildProgress> {
  const batch = opts.batch ?? REBUILD_BATCH;
  const upto = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockMerchantAggregates(tx, tenantId, 'exclusive');
    const [row] = rowsOf<{ upto: string | number }>(
      await tx.execute(sql`select coalesce(max(id), 0) as upto from orders where tenant_id = ${tenantId}`),
    );
    // Emptied in the transaction that marks the rebuild: a report sees either the old aggregates and no rebuild, or
    // empty ones and every receipt raw.
    for (const table of AGGREGATE_TABLES)
      await tx.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${tenantId}`);
    // Every offset asked for is filled by the batches (an offset asked during the rebuild waits for its end).
    await tx.execute(sql`update aggregate_offsets set ready = true where tenant_id = ${tenantId} and not ready`);
    await tx.execute(sql`insert into aggregate_rebuilds (tenant_id, upto_order_id, done_order_id)
      values (${tenantId}, ${Number(row.upto)}, 0)
      on conflict (tenant_id) do update set upto_order_id = excluded.upto_order_id, done_order_id = 0,
        started_at = now()`);
    return Number(row.upto);
  });
  const progress: RebuildProgress = { tenantId, doneOrderId: 0, uptoOrderId: upto, batches: 0 };
  while (progress.doneOrderId < upto) {
    const from = progress.doneOrderId;
    const to = await retryingConflicts(() =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx.execute(sql`set transaction isolation level repeatable read`);
        await tuneBatch(tx);
        const [last] = rowsOf<{ id: string | number }>(
          await tx.execute(sql`select id from orders where tenant_id = ${tenantId} and id > ${from}
            and id <= ${upto} order by id offset ${batch - 1} limit 1`),
        );
        const end = last ? Number(last.id) : upto;
        const range = sql`o.id > ${from} and o.id <= ${end}`;
        await addToAggregates(tx, tenantId, range, { rebuild: true });
        await tx.execute(sql`delete from aggregate_queue q where q.tenant_id = ${tenantId} and q.order_id > ${from}
          and q.order_id <= ${end} and exists (select 1 from orders o where o.tenant_id = ${tenantId}
            and o.id = q.order_id and o.status = 'paid')`);
        await tx.execute(sql`update aggregate_rebuilds set done_order_id = ${end} where tenant_id = ${tenantId}`);
        return end;
      }),
    );
    progress.doneOrderId = to;
    progress.batches++;
    await opts.onBatch?.(progress);
  }
  await rebuildSpans(db, tenantId, async () => {
    progress.batches++;
    await opts.onBatch?.(progress);
  });
  await db.execute(sql`delete from aggregate_rebuilds where tenant_id = ${tenantId}`);
  return progress;
}

/** Days of the shortest spans' window: 64 days of daily rows (≈ 500,000 rows for 20 stores and 5,000 items). */
const SPAN_WINDOW_DAYS = STORE_SPAN_DAYS;
const DAY_MS = 86_400_000;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * Step 3: every level of the merchant's item spans from the rows below it, the days the daily rows cover in windows
 * (a multiple of the span length that doubles with it, so that each window reads about as many rows), each window
 * one transaction; `onWindow` after each.
 */
async function rebuildSpans(db: Db, tenantId: number, onWindow: () => Promise<void>): Promise<void> {
  // The hours hold every receipt (a receipt without lines has no daily item row); the item days lie within them.
  const [range] = rowsOf<{ first: string | null; last: string | null }>(
    await db.execute(sql`select (min(hour) at time zone 'UTC')::date::text as first,
        (max(hour) at time zone 'UTC')::date::text as last
      from sales_hourly where tenant_id = ${tenantId}`),
  );
  if (!range.first || !range.last) return;
  const offsets = rowsOf<{ m: number }>(
    await db.execute(sql`select offset_minutes as m from aggregate_offsets where tenant_id = ${tenantId} and ready
      order by 1`),
  )
    .map((r) => Number(r.m))
    .filter(fromHourly);
  const first = Date.parse(`${range.first}T00:00:00Z`) / DAY_MS;
  const last = Date.parse(`${range.last}T00:00:00Z`) / DAY_MS;
  for (let level = 1; level <= SPAN_LEVELS; level++) {
    const window = SPAN_WINDOW_DAYS * 2 ** (level - 1);
    for (let from = Math.floor(first / window) * window; from <= last; from += window) {
      await retryingConflicts(() =>
        db.transaction(async (t) => {
          const tx = t as unknown as Db;
          await tuneBatch(tx, { wholeMerchant: true });
          const days = { from: dayOf(from), to: dayOf(from + window) };
          await addSpanLevel(tx, tenantId, level, days);
          if (level === 1) {
            // The stores' spans from the same daily rows (the first level's windows are whole store spans), and
            // the daily rows at the whole-hour offsets kept from the hourly rows of the window.
            await addStoreSpans(tx, tenantId, days);
            const hours = { from: new Date(from * DAY_MS), to: new Date((from + window) * DAY_MS) };
            for (const offset of offsets) await addDailyFromHourly(tx, tenantId, offset, hours);
          }
        }),
      );
      await onWindow();
    }
  }
}
