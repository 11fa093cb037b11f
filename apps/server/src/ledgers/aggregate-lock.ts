// The merchant's aggregate lock and the wake-up of this process's aggregate workers, apart from the queue, the
// offsets and the rebuild that all use them.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../platform/db';

/** First key of the transaction advisory lock on one merchant's aggregates (the second is the merchant's id). */
const AGGREGATES_LOCK = 240_001;

/**
 * Takes the merchant's aggregate lock until the transaction ends: `shared` by the worker while it adds queued
 * receipts, `exclusive` by a rebuild while it marks the merchant as rebuilding and by the filling of a newly asked
 * offset (`aggregate-offsets.ts`), so that they wait for the worker's batches in flight.
 * With `wait: false` it answers false at once instead of waiting when the lock is held the other way.
 */
export async function lockMerchantAggregates(
  db: Db,
  tenantId: number,
  mode: 'shared' | 'exclusive',
  opts: { wait?: boolean } = {},
): Promise<boolean> {
  const key = sql`${AGGREGATES_LOCK}::int, (${tenantId}::bigint % 2147483647)::int`;
  if (opts.wait === false) {
    const rows = rowsOf<{ locked: boolean }>(
      await db.execute(
        mode === 'shared'
          ? sql`select pg_try_advisory_xact_lock_shared(${key}) as locked`
          : sql`select pg_try_advisory_xact_lock(${key}) as locked`,
      ),
    );
    return rows[0]?.locked === true;
  }
  await db.execute(
    mode === 'shared' ? sql`select pg_advisory_xact_lock_shared(${key})` : sql`select pg_advisory_xact_lock(${key})`,
  );
  return true;
}

/** The workers of this process, by the database they serve: `kickAggregates(db)` wakes them after a commit. */
const workers = new Map<Db, Set<{ kick(): void }>>();

/**
 * Wakes this copy's aggregate worker after a receipt committed on `db` (a no-op when none runs: the interval of
 * whichever copy runs one finds the row).
 */
export function kickAggregates(db: Db): void {
  for (const w of workers.get(db) ?? []) w.kick();
}

/** A worker of this process serving `db`: kicked by `kickAggregates(db)` until unregistered. */
export function registerWorker(db: Db, worker: { kick(): void }): void {
  workers.set(db, new Set([...(workers.get(db) ?? []), worker]));
}

export function unregisterWorker(db: Db, worker: { kick(): void }): void {
  const mine = workers.get(db);
  mine?.delete(worker);
  if (mine?.size === 0) workers.delete(db);
}
