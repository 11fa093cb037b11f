// The rows the ranked reports (items, categories, modifiers) add up: whole UTC days from the aggregates (for items
// of every store, the merchant-wide spans of 2^k days and single days from the daily rows; for some stores, their
// spans of 64 days and the days around them from the daily rows; only the daily rows while a rebuild runs), the
// partial days at the two
// ends of the range and the receipts of the whole days not in the aggregates yet (`pendingReceipts`) from the raw
// receipts, as one UNION ALL (one statement, one snapshot) that the report then groups in SQL. Both halves give the same columns with the same meaning as `addToAggregates`, so a
// range read this way equals the same range read straight from the receipts.
import { type SQL, sql } from 'drizzle-orm';
import { STORE_SPAN_DAYS } from '../../ledgers/sales-aggregates';
import {
  dailyRows,
  dayNumber,
  daySpans,
  daySplit,
  dayString,
  daysRange,
  paidReceipts,
  pendingReceipts,
  type ReportScope,
  type Span,
  scopeWhere,
  storeFilter,
} from './report-range';

/** The FROM of a daily table (alias `a`) for the whole days `from` <= day < `to` of a scope. */
function dailyFrom(s: ReportScope, table: string, days: { from: string; to: string }): SQL {
  const range = { start: new Date(`${days.from}T00:00:00Z`), end: new Date(`${days.to}T00:00:00Z`) };
  // scopeWhere adds tenant, stores and channels (its own time test on the UTC midnight of the day is then always
  // true); the day bounds let the primary key (tenant_id, day, store_id, …) serve the scan.
  const where = scopeWhere(
    s,
    {
      tenant: sql`a.tenant_id`,
      store: sql`a.store_id`,
      channel: sql`a.channel`,
      time: sql`(a.day::timestamp at time zone 'UTC')`,
    },
    range,
  );
  return dailyRows(s, table, days, where);
}

const sale = sql`o.kind = 'sale'`;
const refund = sql`o.kind = 'refund'`;
const when = (cond: SQL, value: SQL) => sql`case when ${cond} then ${value} else 0 end`;

/**
 * Item rows: product_id, variant_id (0 = none), category_id (0 = none), name, variant_name, at (when, to pick the
 * latest name), quantity, gross, discount, net, tax, tax_included, cost (sales) and refund_quantity, refund_net,
 * refund_tax, refund_tax_included,
 * refund_cost (refunds, positive).
 */
export function itemSource(s: ReportScope): SQL {
  const { days, edges } = daySplit(s, 0);
  const parts: SQL[] = [];
  const dailyItems = (range: { from: string; to: string }) =>
    parts.push(sql`
      select a.product_id, a.variant_id, a.category_id, a.name, a.variant_name,
        (a.day::timestamp at time zone 'UTC') as at, a.quantity, a.gross, a.discount, a.net, a.tax,
        a.tax_included, a.cost, a.refund_quantity, a.refund_net, a.refund_tax, a.refund_tax_included, a.refund_cost
      from ${dailyFrom(s, 'sales_item_daily', range)}`);
  if (days && !s.storeIds && s.aggregates?.rebuiltUpto === null) {
    // Every store: at most ~18 spans, each about one row per item sold in it, and the single days (at most one at
    // each end) from the daily rows of every store. (A rebuild writes the spans last: the daily rows until it ends.)
    const pieces = daySpans(days);
    const spans = pieces.filter((x) => x.days > 1);
    if (spans.length)
      parts.push(sql`
        select a.product_id, a.variant_id, a.category_id, a.name, a.variant_name,
          ((a.start_day + a.span_days)::timestamp at time zone 'UTC') as at, a.quantity, a.gross, a.discount, a.net,
          a.tax, a.tax_included, a.cost, a.refund_quantity, a.refund_net, a.refund_tax, a.refund_tax_included,
          a.refund_cost
        from sales_item_span a
        where a.tenant_id = ${s.tenantId} and a.online = ${s.channels.includes('online')} and (${sql.join(
          spans.map((x) => sql`(a.span_days = ${x.days} and a.start_day = ${x.start}::date)`),
          sql` or `,
        )})`);
    for (const day of pieces.filter((x) => x.days === 1))
      dailyItems({ from: day.start, to: dayString(dayNumber(day.start) + 1) });
  } else if (days && s.aggregates?.rebuiltUpto === null) {
    // Some stores: their spans of 64 days inside the range (about five over a year), the days at the ends from the
    // daily rows.
    const { spans, ends } = storeSpans(days);
    if (spans.length)
      parts.push(sql`
        select a.product_id, a.variant_id, a.category_id, a.name, a.variant_name,
          ((a.start_day + ${sql.raw(String(STORE_SPAN_DAYS))})::timestamp at time zone 'UTC') as at, a.quantity, a.gross, a.discount,
          a.net, a.tax, a.tax_included, a.cost, a.refund_quantity, a.refund_net, a.refund_tax, a.refund_tax_included,
          a.refund_cost
        from sales_item_store_span a
        where a.tenant_id = ${s.tenantId} and ${storeFilter(s, sql`a.store_id`)}
          and a.online = ${s.channels.includes('online')} and a.start_day in (${sql.join(
            spans.map((d) => sql`${d}::date`),
            sql`, `,
          )})`);
    for (const end of ends) dailyItems(end);
  } else if (days) dailyItems(days);
  for (const receipts of rawReceipts(s, days, edges))
    parts.push(sql`
      select l.product_id, coalesce(l.variant_id, 0) as variant_id, coalesce(l.category_id, 0) as category_id,
        l.name, l.variant_name, o.ordered_at as at, ${when(sale, sql`l.quantity`)} as quantity,
        ${when(sale, sql`l.gross`)} as gross, ${when(sale, sql`l.line_discount + l.order_discount_share`)} as discount,
        ${when(sale, sql`l.net`)} as net, ${when(sale, sql`l.tax_included + l.tax_added`)} as tax,
        ${when(sale, sql`l.tax_included`)} as tax_included,
        ${when(sale, sql`l.cost`)} as cost, ${when(refund, sql`l.quantity`)} as refund_quantity,
        ${when(refund, sql`l.net`)} as refund_net, ${when(refund, sql`l.tax_included + l.tax_added`)} as refund_tax,
        ${when(refund, sql`l.tax_included`)} as refund_tax_included, ${when(refund, sql`l.cost`)} as refund_cost
      from orders o
      join order_lines l on l.tenant_id = o.tenant_id and l.order_id = o.id
      where ${receipts}`);
  return sql.join(parts, sql` union all `);
}

/**
 * The store spans (`sales_item_store_span`, STORE_SPAN_DAYS long, aligned like the aggregates) wholly inside the days
 * `from` <= day < `to`, by first day, and the runs of days before and after them (none, one or two; the whole range
 * when no span fits).
 */
export function storeSpans(days: { from: string; to: string }): {
  spans: string[];
  ends: { from: string; to: string }[];
} {
  const from = dayNumber(days.from);
  const to = dayNumber(days.to);
  const first = Math.ceil(from / STORE_SPAN_DAYS) * STORE_SPAN_DAYS;
  const last = Math.floor(to / STORE_SPAN_DAYS) * STORE_SPAN_DAYS;
  if (first >= last) return { spans: [], ends: [days] };
  const spans: string[] = [];
  for (let d = first; d < last; d += STORE_SPAN_DAYS) spans.push(dayString(d));
  const ends = [
    { from: days.from, to: dayString(first) },
    { from: dayString(last), to: days.to },
  ].filter((e) => e.from < e.to);
  return { spans, ends };
}

/**
 * The receipts read raw, as filters of `orders o`: those of the partial days at the ends, and those of the whole
 * days that the aggregates do not hold yet (`pendingReceipts`).
 */
function rawReceipts(s: ReportScope, days: { from: string; to: string } | null, edges: Span[]): SQL[] {
  return [...edges.map((edge) => paidReceipts(s, edge)), ...(days ? pendingReceipts(s, daysRange(days, 0)) : [])];
}

/** Modifier rows: item_id, name, at, quantity, amount, refund_quantity, refund_amount. */
export function modifierSource(s: ReportScope): SQL {
  const { days, edges } = daySplit(s, 0);
  const parts: SQL[] = [];
  if (days)
    parts.push(sql`
      select a.item_id, a.name, (a.day::timestamp at time zone 'UTC') as at, a.quantity, a.amount,
        a.refund_quantity, a.refund_amount
      from ${dailyFrom(s, 'sales_modifier_daily', days)}`);
  const qty = sql`l.quantity * m.quantity`;
  const amount = sql`round(l.quantity * m.quantity * m.unit_price, 4)`;
  for (const receipts of rawReceipts(s, days, edges))
    parts.push(sql`
      select m.item_id, m.name, o.ordered_at as at, ${when(sale, qty)} as quantity, ${when(sale, amount)} as amount,
        ${when(refund, qty)} as refund_quantity, ${when(refund, amount)} as refund_amount
      from orders o
      join order_lines l on l.tenant_id = o.tenant_id and l.order_id = o.id
      join order_line_modifiers m on m.tenant_id = l.tenant_id and m.order_id = l.order_id and m.line_id = l.id
      where ${receipts}`);
  return sql.join(parts, sql` union all `);
}

/**
 * The count and figures a page's first row carries as window sums over every row (`t_total`, `t_<figure>`), or null
 * for an empty page (past the end), whose caller reads the totals apart.
 */
export function windowTotals<K extends string>(first: Record<string, unknown> | undefined, figures: readonly K[]) {
  if (!first) return null;
  return {
    total: Number(first.t_total),
    figures: Object.fromEntries(figures.map((k) => [k, first[`t_${k}`]])) as Record<K, string>,
  };
}
