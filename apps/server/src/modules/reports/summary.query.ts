// Shared pieces of the summary reports: running a grouped aggregate query, the WHERE of an hourly aggregate table,
// and the money arithmetic (decimal.js on the unrounded sums; rounding to cents only when a figure is shown).
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import type { TenantCtx } from '../../platform/context';
import { type ReportScope, scopeWhere } from './report-range';

/** A sum as the database answers it: numeric as text, counts as numbers (or text for bigint). */
export type Sum = string | number | null;

/** Runs a report query; node-postgres and PGlite both answer `{ rows }`. */
export async function reportRows<T>(ctx: TenantCtx, query: SQL): Promise<T[]> {
  const result = await ctx.db.execute(query);
  return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
}

/**
 * The WHERE of an hourly aggregate aliased `alias` (sales_hourly, sales_payment_hourly, sales_tax_hourly): tenant,
 * stores, channels, the hour within the range, and the staff member when asked and the table has one.
 */
export function hourlyWhere(scope: ReportScope, alias: string, opts: { staff?: boolean } = {}): SQL {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  const where = scopeWhere(scope, {
    tenant: col('tenant_id'),
    store: col('store_id'),
    channel: col('channel'),
    time: col('hour'),
  });
  if (opts.staff && scope.staffId !== null) return sql`${where} and ${col('staff_id')} = ${scope.staffId}`;
  return where;
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
