import { Err, type OrderChannel, REPORT_LIMITS, type ReportFilters, type ReportGrouping } from '@tillbook/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';

const DAY = 86_400_000;
export const HOUR_MS = 3_600_000;

/** Store reports cover the tills (POS, kiosk, table QR); the online reports cover the online shop. */
export const STORE_CHANNELS: readonly OrderChannel[] = ['pos', 'kiosk', 'qr'];
export const ONLINE_CHANNELS: readonly OrderChannel[] = ['online'];

/** A report's range, checked and resolved: instants, the stores it may read (null = all), the caller's offset. */
export interface ReportScope {
  tenantId: number;
  start: Date;
  end: Date;
  /** null: every store of the merchant (the caller sees all and asked for none in particular). */
  storeIds: number[] | null;
  staffId: number | null;
  channels: readonly OrderChannel[];
  /** The caller's offset east of UTC, in milliseconds (§7 headers): periods are bucketed in that time zone. */
  tzOffsetMs: number;
  /** What the aggregates do not hold yet, read in the report's snapshot by `reportRows` (absent before). */
  aggregates?: AggregateState;
}

/** Queued receipts listed in a report's statement; more (a worker stopped for long) are read by a subquery. */
export const QUEUED_LISTED = 10_000;

/** The merchant's aggregate state in a report's snapshot (`reportRows`). */
export interface AggregateState {
  /** The receipts in `aggregate_queue` (paid, not in the aggregates yet), or 'many' past QUEUED_LISTED. */
  queued: number[] | 'many';
  /** While a rebuild runs: the last order id its batches have added (`aggregate_rebuilds.done_order_id`); else null. */
  rebuiltUpto: number | null;
  /** The offsets (minutes) whose daily rows are kept (`aggregate_offsets.ready`). */
  readyOffsets: number[];
}

const refuse = (message: string) => new AppError(Err.PARAM, { issues: [{ path: 'endTime', message }] });

/**
 * Checks a report range (1001: start after end, end beyond the end of today in the caller's time zone, longer than
 * REPORT_LIMITS; hourly grouping only up to maxHourlyDays) and narrows the stores to those the caller may see: asked
 * stores outside them are dropped, never shown (a staff member bound to no asked store sees nothing).
 */
export function reportScope(
  ctx: TenantCtx,
  f: ReportFilters,
  opts: { online?: boolean; groupBy?: ReportGrouping } = {},
): ReportScope {
  const start = f.startTime * 1000;
  const end = f.endTime * 1000;
  const local = Date.now() + ctx.tzOffsetMs;
  const endOfToday = Math.floor(local / DAY) * DAY + DAY - ctx.tzOffsetMs;
  if (start >= end) throw refuse('start must be before end');
  if (end > endOfToday) throw refuse('date beyond today');
  if (end - start > REPORT_LIMITS.maxDays * DAY) throw refuse(`at most ${REPORT_LIMITS.maxDays} days`);
  if (opts.groupBy === 'hour' && end - start > REPORT_LIMITS.maxHourlyDays * DAY)
    throw refuse(`hourly grouping covers at most ${REPORT_LIMITS.maxHourlyDays} days`);

  let storeIds: number[] | null = f.storeIds?.length ? [...new Set(f.storeIds)] : null;
  if (ctx.storeIds !== 'all') {
    const visible = new Set(ctx.storeIds);
    storeIds = storeIds ? storeIds.filter((s) => visible.has(s)) : [...ctx.storeIds];
  }
  return {
    tenantId: ctx.tenantId,
    start: new Date(start),
    end: new Date(end),
    storeIds,
    staffId: f.staffId ?? null,
    channels: opts.online ? ONLINE_CHANNELS : STORE_CHANNELS,
    tzOffsetMs: ctx.tzOffsetMs,
  };
}

/**
 * The WHERE of an aggregate or raw table for a scope: tenant, stores, channels and `timeColumn` within the range.
 * Pass the qualified columns as SQL (e.g. sql`a.hour`). Staff is not included: only some reports filter by it.
 */
export function scopeWhere(
  s: ReportScope,
  cols: { tenant: SQL; store: SQL; channel: SQL; time: SQL },
  range: { start: Date; end: Date } = s,
): SQL {
  const parts = [
    sql`${cols.tenant} = ${s.tenantId}`,
    sql`${cols.time} >= ${range.start.toISOString()}::timestamptz`,
    sql`${cols.time} < ${range.end.toISOString()}::timestamptz`,
    sql`${cols.channel} in (${sql.join(
      s.channels.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  ];
  if (s.storeIds) parts.push(storeFilter(s, cols.store));
  return sql.join(parts, sql` and `);
}

/** The paid receipts (alias `o`) of a scope ordered within `range` (by default the scope's own). */
export function paidReceipts(s: ReportScope, range: { start: Date; end: Date } = s): SQL {
  return sql`o.status = 'paid' and ${scopeWhere(
    s,
    { tenant: sql`o.tenant_id`, store: sql`o.store_id`, channel: sql`o.channel`, time: sql`o.ordered_at` },
    range,
  )}`;
}

/**
 * The paid receipts of a scope ordered within `range` (the part of it the aggregates answer) that the aggregates do
 * not hold yet, as filters of the orders table (alias `o`) for raw rows read next to the aggregate rows, in the
 * snapshot the state was read in (`reportRows`), so each receipt is either in the aggregates or here, never both,
 * never neither:
 * - receipts still in `aggregate_queue` (paid; the worker adds them and deletes their row in one transaction): at
 *   most a few hundred, each read by its primary key;
 * - while the merchant's aggregates are rebuilt (`aggregate_rebuilds`), the receipts past the last batch done and not
 *   queued (a batch adds the paid receipts of its ids and deletes their queue rows; one paid later stays queued):
 *   the rest of the range from the receipts (slower, still exact).
 * None at all when nothing is queued and no rebuild runs: the statement does not mention the orders.
 */
export function pendingReceipts(s: ReportScope, range: { start: Date; end: Date }): SQL[] {
  const state = s.aggregates;
  if (!state) throw new Error('pendingReceipts: the aggregate state is read by reportRows');
  const queued =
    state.queued === 'many'
      ? sql`array(select q.order_id from aggregate_queue q where q.tenant_id = ${s.tenantId})`
      : sql`${`{${state.queued.join(',')}}`}::bigint[]`;
  const parts: SQL[] = [];
  if (state.queued === 'many' || state.queued.length)
    parts.push(sql`${paidReceipts(s, range)} and o.id = any(${queued})`);
  if (state.rebuiltUpto !== null)
    parts.push(sql`${paidReceipts(s, range)} and o.id > ${state.rebuiltUpto} and not (o.id = any(${queued}))`);
  return parts;
}

/**
 * The FROM (and WHERE) of the daily table named `table`, aliased `a`, for the days `from` <= day < `to` and `where`
 * (the rest of the filter, on `a`). A read of some stores searches the primary key (tenant, [offset,] day, store, …) once per
 * day, with the day and stores as its prefix, instead of scanning every store's rows of the range.
 */
export function dailyRows(s: ReportScope, table: string, days: { from: string; to: string }, where: SQL): SQL {
  if (!s.storeIds)
    return sql`${sql.identifier(table)} a where a.day >= ${days.from}::date and a.day < ${days.to}::date and ${where}`;
  const list: string[] = [];
  for (let d = dayNumber(days.from); d < dayNumber(days.to); d++) list.push(dayString(d));
  // OFFSET 0 keeps the subquery apart: one index search per day, never a join over the whole table.
  return sql`unnest(${`{${list.join(',')}}`}::date[]) as d(day)
    cross join lateral (select * from ${sql.identifier(table)} a where a.day = d.day and ${where} offset 0) a`;
}

/** The instants of the local days `from` <= day < `to` (as 'YYYY-MM-DD') of the calendar at `offsetMs`. */
export function daysRange(days: { from: string; to: string }, offsetMs: number): { start: Date; end: Date } {
  const at = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - offsetMs);
  return { start: at(days.from), end: at(days.to) };
}

/** `store in (…)` for a scope limited to some stores (false for none); true when it reads every store. */
export function storeFilter(s: ReportScope, store: SQL): SQL {
  if (!s.storeIds) return sql`true`;
  if (!s.storeIds.length) return sql`false`;
  return sql`${store} in (${sql.join(
    s.storeIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * The period an instant falls in, as a local timestamp (without time zone) truncated to the grouping, in the
 * caller's time zone. Weeks start on Monday (ISO).
 */
export function periodSql(instant: SQL, groupBy: ReportGrouping, tzOffsetMs: number): SQL {
  const local = sql`((${instant}) at time zone 'UTC') + ${`${tzOffsetMs} milliseconds`}::interval`;
  return sql`date_trunc(${groupBy}, ${local})`;
}

/** The first instant of a local period start (as returned by `periodSql`), in unix seconds. */
export function periodStartSeconds(localStart: Date | string, tzOffsetMs: number): number {
  const asUtc = typeof localStart === 'string' ? Date.parse(`${localStart.replace(' ', 'T')}Z`) : localStart.getTime();
  return Math.round((asUtc - tzOffsetMs) / 1000);
}

/** A period's label: '2026-11-22 13:00', '2026-11-22', '2026-W47', '2026-11', '2026-Q4', '2026'. */
export function periodLabel(startSeconds: number, groupBy: ReportGrouping, tzOffsetMs: number): string {
  const d = new Date(startSeconds * 1000 + tzOffsetMs);
  const iso = d.toISOString();
  switch (groupBy) {
    case 'hour':
      return `${iso.slice(0, 10)} ${iso.slice(11, 13)}:00`;
    case 'day':
      return iso.slice(0, 10);
    case 'week': {
      // ISO week number: the week holding the Thursday of this (Monday-started) week.
      const thursday = new Date(d.getTime() + 3 * DAY);
      const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
      const week = Math.floor((thursday.getTime() - yearStart) / (7 * DAY)) + 1;
      return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
    }
    case 'month':
      return iso.slice(0, 7);
    case 'quarter':
      return `${iso.slice(0, 4)}-Q${Math.floor(d.getUTCMonth() / 3) + 1}`;
    case 'year':
      return iso.slice(0, 4);
  }
}

export interface DaySplit {
  /** The whole local days (`from` <= day < `to`, as 'YYYY-MM-DD') inside the range, if any. */
  days: { from: string; to: string } | null;
  /** The parts of the range outside those days (at most two), for the receipts. */
  edges: { start: Date; end: Date }[];
}

/** A range of instants, `end` exclusive. */
export type Span = { start: Date; end: Date };

/**
 * Splits a range at the boundaries of a unit (`unitMs`, shifted by `offsetMs`): the whole units inside it and the
 * partial units at its two ends (at most two).
 */
function splitAt(s: Span, unitMs: number, offsetMs: number): { whole: Span | null; edges: Span[] } {
  const first = Math.ceil((s.start.getTime() + offsetMs) / unitMs) * unitMs - offsetMs;
  const last = Math.floor((s.end.getTime() + offsetMs) / unitMs) * unitMs - offsetMs;
  if (first >= last) return { whole: null, edges: [{ start: s.start, end: s.end }] };
  const edges = [
    { start: s.start, end: new Date(first) },
    { start: new Date(last), end: s.end },
  ].filter((e) => e.start < e.end);
  return { whole: { start: new Date(first), end: new Date(last) }, edges };
}

/**
 * Splits a range into the whole days of the calendar at `offsetMs` inside it (read from a daily table) and the
 * partial days at its two ends (read from the receipts).
 */
export function daySplit(s: Span, offsetMs: number): DaySplit {
  const { whole, edges } = splitAt(s, DAY, offsetMs);
  const day = (at: Date) => new Date(at.getTime() + offsetMs).toISOString().slice(0, 10);
  return { days: whole && { from: day(whole.start), to: day(whole.end) }, edges };
}

/**
 * Splits a range into the whole UTC hours inside it (read from an hourly table) and the partial hours at its two
 * ends (read from the receipts).
 */
export function hourSplit(s: Span): { hours: Span | null; edges: Span[] } {
  const { whole, edges } = splitAt(s, HOUR_MS, 0);
  return { hours: whole, edges };
}

/** Days as numbers since 1970-01-01 and back. */
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;
export const dayString = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/**
 * The aligned spans of 2^k days (k ≤ `maxK`, a span starting on a day number that is a multiple of its length) that
 * tile the days `from` <= day < `to` exactly, largest first where they fit: at most about 2·maxK spans for any range.
 */
export function daySpans(days: { from: string; to: string }, maxK = 9): { days: number; start: string }[] {
  const out: { days: number; start: string }[] = [];
  const end = dayNumber(days.to);
  for (let d = dayNumber(days.from); d < end; ) {
    let k = maxK;
    while (k > 0 && (d % 2 ** k !== 0 || d + 2 ** k > end)) k--;
    out.push({ days: 2 ** k, start: dayString(d) });
    d += 2 ** k;
  }
  return out;
}
