// The rows the summary reports (sales, staff, discounts, commissions, payments, taxes) add up, as one UNION ALL with
// the same columns: the whole local days of the range from the daily tables at the caller's offset (once the
// merchant's daily tables keep it, `ledgers/aggregate-offsets.ts`; until then from the hourly rows); hourly grouping
// from the hourly tables where a local hour is a UTC hour (a whole-hour offset); whatever no aggregate row fits (the
// partial days at the ends of a range that does not start or end at a local midnight, partial hours, hours of a
// half-hour time zone, an offset the daily tables do not keep) from the paid receipts themselves, with the
// aggregates' own expressions; so are the receipts of the aggregated part not in the aggregates yet (queued for the
// aggregate worker, or past a rebuild's last batch: `pendingReceipts`). `at` is when a row starts (a day row: its
// local midnight; a receipt: its time), so `periodSql(at)` puts it in the right period.
import { type SQL, sql } from 'drizzle-orm';
import {
  fromHourly,
  keptOffset,
  PAYMENT_SUMS,
  RAW_SUMMARY_ROWS,
  RECEIPT_SUMS,
  TAX_SUMS,
} from '../../ledgers/sales-aggregates';
import {
  dailyRows,
  daySplit,
  daysRange,
  HOUR_MS,
  hourSplit,
  paidReceipts,
  pendingReceipts,
  type ReportScope,
  scopeWhere,
  storeFilter,
} from './report-range';

/** Each family's hourly and daily table and the columns a report reads besides time and store. */
const FAMILIES = {
  receipts: { hourly: 'sales_hourly', daily: 'sales_daily', columns: ['staff_id', ...RECEIPT_SUMS] },
  payments: {
    hourly: 'sales_payment_hourly',
    daily: 'sales_payment_daily',
    columns: ['payment_key', 'name', 'method_type', ...PAYMENT_SUMS],
  },
  taxes: {
    hourly: 'sales_tax_hourly',
    daily: 'sales_tax_daily',
    columns: ['tax_id', 'rate', 'calculation', 'name', ...TAX_SUMS],
  },
} as const;

export type SummaryFamily = keyof typeof FAMILIES;

/**
 * The source rows of a family for a scope: columns `at`, `store_id` and the family's columns. `staff` applies the
 * scope's staff filter (receipts only); `hourly` reads hourly rows only (hourly grouping).
 */
export function summarySource(
  s: ReportScope,
  family: SummaryFamily,
  opts: { staff?: boolean; hourly?: boolean } = {},
): SQL {
  const f = FAMILIES[family];
  const columns = sql.raw(f.columns.map((c) => `a.${c}`).join(', '));
  const staff = opts.staff && s.staffId !== null ? sql` and a.staff_id = ${s.staffId}` : sql``;
  const parts: SQL[] = [];
  /** `when`: a condition on the merchant's offsets (SQL without columns), true when left out. */
  const rawOf = (receipts: SQL, when: SQL = sql`true`) =>
    parts.push(sql`
      select a.at, a.store_id, ${columns} from (${RAW_SUMMARY_ROWS[family](receipts)}) a
      where ${when}${staff}`);
  const raw = (range: { start: Date; end: Date }, when?: SQL) => rawOf(paidReceipts(s, range), when);
  /** The receipts of the aggregated part of the range that the aggregates do not hold yet. */
  const pending = (range: { start: Date; end: Date }, when?: SQL) => {
    for (const receipts of pendingReceipts(s, range)) rawOf(receipts, when);
  };
  const hours = (range: { start: Date; end: Date }, when: SQL = sql`true`) =>
    parts.push(sql`
      select a.hour as at, a.store_id, ${columns}
      from ${sql.identifier(f.hourly)} a
      where ${scopeWhere(s, { tenant: sql`a.tenant_id`, store: sql`a.store_id`, channel: sql`a.channel`, time: sql`a.hour` }, range)}${staff}
        and ${when}`);

  if (opts.hourly) {
    // A local hour is a UTC hour only at a whole-hour offset; a half-hour zone's hours come from the receipts
    // (hourly grouping covers at most 31 days).
    const split = s.tzOffsetMs % HOUR_MS === 0 ? hourSplit(s) : { hours: null, edges: [s] };
    if (split.hours) {
      hours(split.hours);
      pending(split.hours);
    }
    for (const edge of split.edges) raw(edge);
  } else if (keptOffset(s.tzOffsetMs)) {
    const split = daySplit(s, s.tzOffsetMs);
    if (split.days) {
      // The whole days from the daily rows once the merchant's daily tables keep this offset (as the report's
      // snapshot saw it: `reportRows`), and not while a rebuild runs at a whole-hour offset (the rebuild writes those
      // last, from the hourly rows); else from the hourly rows (a whole-hour offset) or the receipts.
      const offset = s.tzOffsetMs / 60_000;
      const state = s.aggregates;
      if (!state) throw new Error('summarySource: the aggregate state is read by reportRows');
      const ready = state.readyOffsets.includes(offset) && !(state.rebuiltUpto !== null && fromHourly(offset));
      const range = daysRange(split.days, s.tzOffsetMs);
      if (ready)
        parts.push(sql`
          select (a.day::timestamp - make_interval(mins => a.offset_minutes)) at time zone 'UTC' as at, a.store_id,
            ${columns}
          from ${dailyRows(
            s,
            f.daily,
            split.days,
            sql`a.tenant_id = ${s.tenantId} and a.offset_minutes = ${offset} and a.online = ${s.channels.includes('online')}
              and ${storeFilter(s, sql`a.store_id`)}${staff}`,
          )}`);
      else if (s.tzOffsetMs % HOUR_MS === 0) hours(range);
      if (ready || s.tzOffsetMs % HOUR_MS === 0) pending(range);
      else raw(range);
    }
    for (const edge of split.edges) raw(edge);
  } else raw(s);
  return sql.join(parts, sql` union all `);
}
