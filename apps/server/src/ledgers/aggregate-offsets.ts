// The daily aggregates are kept only at the UTC offsets a merchant's summary reports ask for (`aggregate_offsets`):
// most merchants use one or two (a time zone and its summer time), and each offset kept costs a row per local day,
// store and key in three tables for every receipt. The first report at an offset registers it (on the primary
// database, once per process); the aggregate worker then fills the offset's daily rows from the hourly rows (a
// whole-hour offset) or the receipts already in the other aggregates and marks it ready, in one transaction under the merchant's aggregate lock held exclusively
// (no worker batch of that merchant runs meanwhile, and no rebuild is in progress). Until then, and in the same
// statement that reads them afterwards, reports at that offset read the hourly rows or the receipts: exact throughout.
import { sql } from 'drizzle-orm';
import { retryingConflicts } from '../platform/context';
import { type Db, rowsOf } from '../platform/db';
import { kickAggregates, lockMerchantAggregates } from './aggregate-lock';
import { tuneBatch } from './aggregate-rebuild';
import { addDailyFromHourly } from './aggregate-rollups';
import { addToDailyAggregates, fromHourly, keptOffset } from './sales-aggregates';

/** Every hour a receipt can be in. */
const EVERY_HOUR = { from: new Date('1970-01-01T00:00:00Z'), to: new Date('9999-01-01T00:00:00Z') };

/** The offsets each database was told of by this process (`tenant:minutes`): registered once, not per report. */
const registered = new WeakMap<Db, Set<string>>();

/**
 * Registers the caller's offset for a merchant's daily aggregates (`db`: the primary, also when the report reads a
 * replica) and wakes the worker to fill it; nothing when the offset cannot be kept or was registered already.
 */
export async function askForOffset(db: Db, tenantId: number, tzOffsetMs: number): Promise<void> {
  if (!keptOffset(tzOffsetMs)) return;
  const minutes = tzOffsetMs / 60_000;
  const known = registered.get(db) ?? new Set<string>();
  registered.set(db, known);
  const key = `${tenantId}:${minutes}`;
  if (known.has(key)) return;
  const added = rowsOf(
    await db.execute(sql`insert into aggregate_offsets (tenant_id, offset_minutes) values (${tenantId}, ${minutes})
      on conflict do nothing returning 1`),
  );
  // A bounded memory: forgetting only costs one more insert that finds the row.
  if (known.size >= 10_000) known.clear();
  known.add(key);
  if (added.length) kickAggregates(db);
}

/**
 * Fills the offsets registered and not ready yet, one transaction each (see above): the paid receipts that are in
 * the aggregates (not queued) added at that offset, then `ready`. Skips a merchant being rebuilt (the rebuild's
 * start marks its offsets ready and fills them) and, unless `wait`, one whose aggregate lock is held. Answers how
 * many offsets became ready.
 */
export async function fillAskedOffsets(db: Db, opts: { wait?: boolean } = {}): Promise<number> {
  const asked = rowsOf<{ tenant_id: string | number; offset_minutes: number }>(
    await db.execute(sql`select a.tenant_id, a.offset_minutes from aggregate_offsets a
      where not a.ready and not exists (select 1 from aggregate_rebuilds r where r.tenant_id = a.tenant_id)
      order by 1, 2 limit 20`),
  );
  let filled = 0;
  for (const row of asked) {
    const tenantId = Number(row.tenant_id);
    const offset = Number(row.offset_minutes);
    const done = await retryingConflicts(() =>
      db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await lockMerchantAggregates(tx, tenantId, 'exclusive', { wait: opts.wait ?? false }))) return false;
        const [still] = rowsOf<{ ready: boolean }>(
          await tx.execute(sql`select a.ready from aggregate_offsets a where a.tenant_id = ${tenantId}
            and a.offset_minutes = ${offset}
            and not exists (select 1 from aggregate_rebuilds r where r.tenant_id = a.tenant_id) for update`),
        );
        if (!still || still.ready) return false;
        await tuneBatch(tx, { wholeMerchant: true });
        // The hourly rows hold exactly the receipts aggregated (not queued): regrouped at a whole-hour offset.
        if (fromHourly(offset)) await addDailyFromHourly(tx, tenantId, offset, EVERY_HOUR);
        else
          await addToDailyAggregates(
            tx,
            tenantId,
            sql`not exists (select 1 from aggregate_queue q where q.tenant_id = o.tenant_id and q.order_id = o.id)`,
            offset,
          );
        await tx.execute(sql`update aggregate_offsets set ready = true
          where tenant_id = ${tenantId} and offset_minutes = ${offset}`);
        return true;
      }),
    );
    if (done) filled++;
  }
  return filled;
}

/** Whether any registered offset waits to be filled (the worker's poll). */
export async function offsetsWaiting(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ waiting: boolean }>(
    await db.execute(sql`select exists (select 1 from aggregate_offsets a where not a.ready
      and not exists (select 1 from aggregate_rebuilds r where r.tenant_id = a.tenant_id)) as waiting`),
  );
  return row?.waiting === true;
}
