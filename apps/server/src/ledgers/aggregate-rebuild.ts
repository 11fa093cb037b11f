// A rebuild of one merchant's report aggregates from the receipts, in batches a running server lives with, next to
// the aggregate worker (`aggregate-queue.ts`):
// 1. one short transaction takes the merchant's aggregate lock exclusively (waiting for the worker's batch in
//    flight), empties the merchant's aggregates, marks the offsets asked for ready (the batches fill the daily
//    tables at those) and commits its `aggregate_rebuilds` row (`upto_order_id` = the
//    highest order id, `done_order_id` = 0); from then on the worker leaves the merchant's queue rows alone;
// 2. batches by order id up to `upto`, each one transaction at REPEATABLE READ (one snapshot): add the paid receipts
//    of the batch's id range, delete the queue rows of those receipts, move `done_order_id` on. A receipt paid after
//    its batch ran keeps its queue row (the batch's snapshot saw it neither paid nor queued);
// 3. delete the `aggregate_rebuilds` row: the worker adds what was queued meanwhile.
// Reports stay exact throughout: they read the receipts past `done_order_id` and the queued ones raw
// (`modules/reports/report-range.ts`, `pendingReceipts`), so they are slower during a rebuild, never wrong.
import { sql } from 'drizzle-orm';
import { retryingConflicts } from '../platform/context';
import { type Db, rowsOf } from '../platform/db';
import { lockMerchantAggregates } from './aggregate-lock';
import { AGGREGATE_TABLES, addToAggregates } from './sales-aggregates';

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
        await addToAggregates(tx, tenantId, range);
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
  await db.execute(sql`delete from aggregate_rebuilds where tenant_id = ${tenantId}`);
  return progress;
}
