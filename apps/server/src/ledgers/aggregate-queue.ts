import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db';

/** First key of the transaction advisory lock on one merchant's aggregates (the second is the merchant's id). */
const AGGREGATES_LOCK = 240_001;

/**
 * Takes the merchant's aggregate lock until the transaction ends: `shared` by the worker while it adds queued
 * receipts, `exclusive` by a rebuild while it marks the merchant as rebuilding (so it waits for batches in flight).
 */
export async function lockMerchantAggregates(db: Db, tenantId: number, mode: 'shared' | 'exclusive'): Promise<void> {
  const key = sql`${AGGREGATES_LOCK}::int, (${tenantId}::bigint % 2147483647)::int`;
  await db.execute(
    mode === 'shared' ? sql`select pg_advisory_xact_lock_shared(${key})` : sql`select pg_advisory_xact_lock(${key})`,
  );
}
