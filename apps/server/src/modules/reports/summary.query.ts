// Shared pieces of the reports: running an aggregate query and the money arithmetic (decimal.js on the unrounded
// sums; rounding to cents only when a figure is shown).
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import type { TenantCtx } from '../../platform/context';
import { rowsOf } from '../../platform/db';

/** A sum as the database answers it: numeric as text, counts as numbers (or text for bigint). */
export type Sum = string | number | null;

/**
 * Runs a report query; node-postgres and PGlite both answer `{ rows }`. Without JIT compilation: a report over a
 * large merchant's year passes PostgreSQL's JIT cost thresholds, and compiling a plan of this size costs up to a
 * second (measured on the aggregate statements) for a query that runs in tens of milliseconds. Without parallel
 * workers: a report's branches that its merchant's state switches off (e.g. the hourly rows while the daily ones keep
 * the caller's offset) would still start them, ~20 ms for nothing. Sorts of a year's item rows (~40,000) in memory
 * (32 MB), not on disk. A read-only transaction, so a replica runs it too.
 */
export async function reportRows<T>(ctx: TenantCtx, query: SQL): Promise<T[]> {
  const result = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
      set_config('work_mem', '32MB', true)`);
    return tx.execute(query);
  });
  return rowsOf<T>(result);
}

export const dec = (v: Sum | Decimal | undefined): Decimal => new Decimal(v ?? 0);
/** Money as the answers carry it: 2 decimals, half up. */
export const money = (v: Decimal): string => v.toFixed(2, Decimal.ROUND_HALF_UP);
/** `part` as a percentage of `whole` with 2 decimals, null when there is no whole to compare with. */
export const percent = (part: Decimal, whole: Decimal): string | null =>
  whole.isZero() ? null : part.div(whole).times(100).toFixed(2, Decimal.ROUND_HALF_UP);
/** A total divided by a count, 0 without any. */
export const average = (total: Decimal, count: number): string => money(count ? total.div(count) : new Decimal(0));

/** Adds the named decimal fields of rows (unrounded), so that totals are the sum of the receipts, not of rounded rows. */
export function sumFields<K extends string>(rows: Record<K, Decimal>[], keys: readonly K[]): Record<K, Decimal> {
  const out = Object.fromEntries(keys.map((k) => [k, new Decimal(0)])) as Record<K, Decimal>;
  for (const r of rows) for (const k of keys) out[k] = out[k].plus(r[k]);
  return out;
}

export const sumCounts = <T>(rows: T[], pick: (r: T) => number) => rows.reduce((s, r) => s + pick(r), 0);
