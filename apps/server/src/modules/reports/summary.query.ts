// Shared pieces of the reports: running an aggregate query and the money arithmetic (decimal.js on the unrounded
// sums; rounding to cents only when a figure is shown).
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import type { TenantCtx } from '../../platform/context';
import { type Db, rowsOf } from '../../platform/db';
import { type AggregateState, QUEUED_LISTED, type ReportScope } from './report-range';

/** A sum as the database answers it: numeric as text, counts as numbers (or text for bigint). */
export type Sum = string | number | null;

/**
 * Runs a report query; node-postgres and PGlite both answer `{ rows }`. One snapshot (REPEATABLE READ) for the
 * merchant's aggregate state and the query: `build` gets the scope with `aggregates` (what the aggregates do not hold
 * yet: the queued receipts, a rebuild's progress, the offsets the daily rows keep; `pendingReceipts`), read first, so that the query leaves out the
 * branches the state switches off and the planner estimates only the rows it reads. Without JIT compilation: a
 * report over a large merchant's year passes PostgreSQL's JIT cost thresholds, and compiling a plan of this size
 * costs up to a second (measured on the aggregate statements) for a query that runs in tens of milliseconds. Without
 * parallel workers (~20 ms to start them for tens of milliseconds of work). Sorts of a year's item rows (~40,000) in
 * memory (32 MB), not on disk. `sortedGroups`: groups by sorting, not hashing (thousands of groups of a dozen
 * numeric sums each, as items per item: measured twice as fast). Reads only, so a replica runs it too.
 */
export async function reportRows<T>(
  ctx: TenantCtx,
  scope: ReportScope,
  build: (scope: ReportScope) => SQL,
  opts: { sortedGroups?: boolean } = {},
): Promise<T[]> {
  const result = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const [state] = rowsOf<{ queued: string; rebuilt: string | number | null; offsets: string }>(
      await tx.execute(sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
        set_config('work_mem', '32MB', true), set_config('enable_hashagg', ${opts.sortedGroups ? 'off' : 'on'}, true),
        array(select q.order_id from aggregate_queue q where q.tenant_id = ${scope.tenantId} order by 1
          limit ${QUEUED_LISTED + 1})::text as queued,
        (select r.done_order_id from aggregate_rebuilds r where r.tenant_id = ${scope.tenantId}) as rebuilt,
        array(select k.offset_minutes from aggregate_offsets k where k.tenant_id = ${scope.tenantId} and k.ready)::text
          as offsets`),
    );
    const queued = numbers(state.queued);
    const aggregates: AggregateState = {
      queued: queued.length > QUEUED_LISTED ? 'many' : queued,
      rebuiltUpto: state.rebuilt === null ? null : Number(state.rebuilt),
      readyOffsets: numbers(state.offsets),
    };
    return tx.execute(build({ ...scope, aggregates }));
  });
  return rowsOf<T>(result);
}

/** The numbers of a PostgreSQL array literal (`{1,2,3}`). */
const numbers = (array: string) => array.slice(1, -1).split(',').filter(Boolean).map(Number);

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
