// spiceCount ('batching'): modifier items (extras, spice levels …) ranked by the amount they brought in, one row per
// modifier item, grouped, filtered, ordered and paged in SQL over `modifierSource`.
import type { ModifierSales, ModifierSalesRow, ReportRankQuery } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { TenantCtx } from '../../platform/context';
import { containsPattern, pageWindow } from '../../platform/list';
import { modifierSource, windowTotals } from './ranked.source';
import type { ReportScope } from './report-range';
import { reportRows } from './summary.query';

const money = (v: string | number | null) => new Decimal(v ?? 0).toFixed(2);
const qty = (v: string | number | null) => new Decimal(v ?? 0).toFixed(4);

type Figures = { quantity: string; amount: string; refund_quantity: string; refund_amount: string };
type Raw = Figures & { item_id: number | string; name: string };

/**
 * One row per modifier item, named as on its latest receipt: the source rows added up per item and name first
 * (hashed), so that picking the latest name sorts only the few names of each item.
 */
const grouped = (s: ReportScope) => sql`
  select x.item_id, (array_agg(x.name order by x.at desc))[1] as name, sum(x.quantity) as quantity,
    sum(x.amount) as amount, sum(x.refund_quantity) as refund_quantity, sum(x.refund_amount) as refund_amount
  from (
    select x.item_id, x.name, max(x.at) as at, sum(x.quantity) as quantity, sum(x.amount) as amount,
      sum(x.refund_quantity) as refund_quantity, sum(x.refund_amount) as refund_amount
    from (${modifierSource(s)}) x
    group by x.item_id, x.name) x
  group by x.item_id`;

const keywordWhere = (q: ReportRankQuery) => (q.keyword ? sql`g.name ilike ${containsPattern(q.keyword)}` : sql`true`);

/** What the item brought in, net of refunds, first; then a stable order so that pages never overlap. */
const ORDER = sql`g.amount - g.refund_amount desc, g.quantity desc, g.item_id`;

const figuresOf = (r: Figures): ModifierSales['totals'] => ({
  quantity: qty(r.quantity),
  amount: money(r.amount),
  refundQuantity: qty(r.refund_quantity),
  refundAmount: money(r.refund_amount),
});

const toRow = (r: Raw): ModifierSalesRow => ({ itemId: Number(r.item_id), name: r.name, ...figuresOf(r) });

/** Every row, ranked (an export). */
export async function allModifierRows(ctx: TenantCtx, s: ReportScope, q: ReportRankQuery) {
  const rows = await reportRows<Raw>(
    ctx,
    s,
    (s) => sql`select g.* from (${grouped(s)}) g where ${keywordWhere(q)} order by ${ORDER}`,
  );
  return rows.map(toRow);
}

/** The number of rows and the totals over every row. */
export async function modifierTotals(ctx: TenantCtx, s: ReportScope, q: ReportRankQuery) {
  const [sum] = await reportRows<Figures & { total: number | string }>(
    ctx,
    s,
    (s) => sql`select count(*) as total, sum(quantity) as quantity, sum(amount) as amount,
      sum(refund_quantity) as refund_quantity, sum(refund_amount) as refund_amount
    from (${grouped(s)}) g where ${keywordWhere(q)}`,
  );
  return { total: Number(sum.total), totals: figuresOf(sum) };
}

const FIGURE_KEYS = ['quantity', 'amount', 'refund_quantity', 'refund_amount'] as const;

/** One page with the number of rows and the totals of every row (window sums, as for the item reports). */
export async function modifierSales(ctx: TenantCtx, s: ReportScope, q: ReportRankQuery): Promise<ModifierSales> {
  const { limit, offset } = pageWindow(q);
  const rows = await reportRows<Raw>(
    ctx,
    s,
    (s) => sql`select g.*, count(*) over () as t_total, sum(g.quantity) over () as t_quantity,
        sum(g.amount) over () as t_amount, sum(g.refund_quantity) over () as t_refund_quantity,
        sum(g.refund_amount) over () as t_refund_amount
      from (${grouped(s)}) g where ${keywordWhere(q)} order by ${ORDER} limit ${limit} offset ${offset}`,
  );
  const w = windowTotals(rows[0], FIGURE_KEYS);
  const sum = w ? { total: w.total, totals: figuresOf(w.figures) } : await modifierTotals(ctx, s, q);
  return { list: rows.map(toRow), ...sum };
}
