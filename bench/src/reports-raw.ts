import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/platform/db';

/**
 * The baseline of the reports bench: every report's answer computed straight from the raw receipts (orders,
 * order_lines, order_line_taxes, order_line_modifiers, order_payments, order_commissions) without the aggregates,
 * and both that and the endpoint's answer brought to one comparable form (`Answer`: rows by key, each field as the
 * string the screen shows). The definitions follow the contract (`packages/contract/src/reports.ts`): written here
 * again from the receipts, not taken from the report code, so that a wrong aggregate or a wrong formula shows.
 */

export interface RawScope {
  tenantId: number;
  start: Date;
  end: Date;
  channels: readonly string[];
  tzOffsetMs: number;
  /** Only these stores (a store filter on the screen); all when absent. */
  storeIds?: readonly number[];
}

/** A report's answer in comparable form: rows by key, totals, and the row count of a paged report. */
export interface Answer {
  rows: Map<string, Record<string, string>>;
  totals: Record<string, string>;
  count?: number;
}

type Row = Record<string, string | number | null>;
const D = (v: string | number | null | undefined) => new Decimal(v ?? 0);
const money = (v: Decimal) => v.toFixed(2, Decimal.ROUND_HALF_UP);
const qty = (v: Decimal) => v.toFixed(4, Decimal.ROUND_HALF_UP);
const pct = (part: Decimal, whole: Decimal) =>
  whole.isZero() ? 'null' : part.div(whole).times(100).toFixed(2, Decimal.ROUND_HALF_UP);
const avg = (total: Decimal, n: number) => money(n ? total.div(n) : new Decimal(0));

async function query(db: Db, q: SQL): Promise<Row[]> {
  return ((await db.execute(q)) as unknown as { rows: Row[] }).rows;
}

/** Paid receipts of the scope (alias o). */
function paid(s: RawScope): SQL {
  return sql`o.tenant_id = ${s.tenantId} and o.status = 'paid'
    and o.ordered_at >= ${s.start.toISOString()}::timestamptz and o.ordered_at < ${s.end.toISOString()}::timestamptz
    and o.channel in (${sql.join(
      s.channels.map((c) => sql`${c}`),
      sql`, `,
    )})${
      s.storeIds
        ? sql` and o.store_id in (${sql.join(
            s.storeIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``
    }`;
}
const SALE = sql`o.kind = 'sale'`;
/** A sum of sales less the same of refunds. */
const net = (v: SQL) => sql`coalesce(sum(case when ${SALE} then ${v} else -(${v}) end), 0)`;
const ofSales = (v: SQL) => sql`coalesce(sum(${v}) filter (where ${SALE}), 0)`;
const ofRefunds = (v: SQL) => sql`coalesce(sum(${v}) filter (where not ${SALE}), 0)`;

/** Adds the named fields of raw rows as decimals (totals are sums of receipts, rounded once). */
const sumOf = (rows: Row[], keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, rows.reduce((s, r) => s.plus(D(r[k])), new Decimal(0))])) as Record<
    string,
    Decimal
  >;
const countOf = (rows: Row[], key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);

// ── saleCount: per period of the caller's time zone ───────────────────────────────────────────────────────────
const SALE_MONEY = ['gross', 'discounts', 'refund_amount', 'net_sales', 'included', 'added', 'cost'];
function saleFigures(f: Record<string, Decimal>, receipts: number, refunds: number) {
  const revenue = f.net_sales.minus(f.included);
  const profit = revenue.minus(f.cost);
  return {
    receipts: String(receipts),
    refunds: String(refunds),
    gross: money(f.gross),
    discounts: money(f.discounts),
    refundAmount: money(f.refund_amount),
    netSales: money(f.net_sales),
    taxesIncluded: money(f.included),
    taxesAdded: money(f.added),
    netWithoutTax: money(revenue),
    totalCollected: money(f.net_sales.plus(f.added)),
    cost: money(f.cost),
    grossProfit: money(profit),
    margin: pct(profit, revenue),
    averageReceipt: avg(f.net_sales, receipts),
  };
}

export async function rawSales(db: Db, s: RawScope, groupBy: 'day' | 'month'): Promise<Answer> {
  const local = sql`(o.ordered_at at time zone 'UTC') + ${`${s.tzOffsetMs} milliseconds`}::interval`;
  const rows = await query(
    db,
    sql`select extract(epoch from date_trunc(${groupBy}, ${local}))::bigint - ${s.tzOffsetMs / 1000} as start,
      count(*) filter (where ${SALE}) as receipts, count(*) filter (where not ${SALE}) as refunds,
      ${ofSales(sql`o.goods_total`)} as gross, ${ofSales(sql`o.line_discount_total + o.order_discount`)} as discounts,
      ${ofRefunds(sql`o.net_total`)} as refund_amount, ${net(sql`o.net_total`)} as net_sales,
      ${net(sql`o.tax_included`)} as included, ${net(sql`o.tax_added`)} as added, ${net(sql`o.cost_total`)} as cost
    from orders o where ${paid(s)} group by 1`,
  );
  const out = new Map(
    rows.map((r) => [String(r.start), saleFigures(sumOf([r], SALE_MONEY), Number(r.receipts), Number(r.refunds))]),
  );
  return {
    rows: out,
    totals: saleFigures(sumOf(rows, SALE_MONEY), countOf(rows, 'receipts'), countOf(rows, 'refunds')),
  };
}

export function apiSales(data: {
  rows: (Record<string, string | number | null> & { start: number; receipts: number; refunds: number })[];
  totals: Record<string, string | number | null>;
}): Answer {
  const shown = data.rows.filter((r) => r.receipts || r.refunds);
  const strip = ({ period: _p, start: _s, ...f }: Record<string, string | number | null>) => asText(f);
  return { rows: new Map(shown.map((r) => [String(r.start), strip(r)])), totals: asText(data.totals) };
}

// ── staffCount, promotionCount, discount: per staff member who took the receipt ───────────────────────────────
async function staffRows(db: Db, s: RawScope): Promise<Row[]> {
  return query(
    db,
    sql`select coalesce(o.staff_id, 0) as staff_id, coalesce(max(u.name), '') as staff_name,
      count(*) filter (where ${SALE}) as receipts, count(*) filter (where not ${SALE}) as refunds,
      ${ofSales(sql`o.goods_total`)} as gross, ${ofSales(sql`o.line_discount_total`)} as line_discount,
      ${ofSales(sql`o.order_discount`)} as order_discount, ${ofRefunds(sql`o.net_total`)} as refund_amount,
      ${net(sql`o.net_total`)} as net_sales,
      coalesce(sum(c.amount), 0) as commission
    from orders o
    left join lateral (select sum(x.amount) as amount from order_commissions x
      where x.tenant_id = o.tenant_id and x.order_id = o.id) c on true
    left join users u on u.tenant_id = o.tenant_id and u.id = o.staff_id
    where ${paid(s)} group by 1`,
  );
}

const STAFF_MONEY = ['gross', 'line_discount', 'order_discount', 'refund_amount', 'net_sales', 'commission'];
function staffFigures(f: Record<string, Decimal>, receipts: number, refunds: number) {
  return {
    receipts: String(receipts),
    refunds: String(refunds),
    gross: money(f.gross),
    discounts: money(f.line_discount.plus(f.order_discount)),
    refundAmount: money(f.refund_amount),
    netSales: money(f.net_sales),
    averageReceipt: avg(f.net_sales, receipts),
    commission: money(f.commission),
  };
}
const staffKey = (r: Row) => String(Number(r.staff_id) || 0);

function staffAnswer(rows: Row[]): Answer {
  return {
    rows: new Map(
      rows.map((r) => [
        staffKey(r),
        {
          staffName: String(r.staff_name),
          ...staffFigures(sumOf([r], STAFF_MONEY), Number(r.receipts), Number(r.refunds)),
        },
      ]),
    ),
    totals: staffFigures(sumOf(rows, STAFF_MONEY), countOf(rows, 'receipts'), countOf(rows, 'refunds')),
  };
}

export const rawStaff = async (db: Db, s: RawScope) => staffAnswer(await staffRows(db, s));
/** Staff members whose commissions (less reversals) in the range are not zero. */
export const rawPromoters = async (db: Db, s: RawScope) =>
  staffAnswer((await staffRows(db, s)).filter((r) => Number(r.staff_id) && !D(r.commission).isZero()));

const discountFigures = (f: Record<string, Decimal>, receipts: number) => {
  const all = f.line_discount.plus(f.order_discount);
  return {
    receipts: String(receipts),
    lineDiscount: money(f.line_discount),
    orderDiscount: money(f.order_discount),
    total: money(all),
    rate: pct(all, f.gross),
  };
};
export async function rawDiscounts(db: Db, s: RawScope): Promise<Answer> {
  const rows = (await staffRows(db, s)).filter((r) => Number(r.receipts) > 0);
  return {
    rows: new Map(
      rows.map((r) => [
        staffKey(r),
        { staffName: String(r.staff_name), ...discountFigures(sumOf([r], STAFF_MONEY), Number(r.receipts)) },
      ]),
    ),
    totals: discountFigures(sumOf(rows, STAFF_MONEY), countOf(rows, 'receipts')),
  };
}

export function apiStaff(data: { rows: Record<string, string | number | null>[]; totals: Record<string, unknown> }) {
  return {
    rows: new Map(data.rows.map(({ staffId, ...f }) => [String(staffId ?? 0), asText(f)])),
    totals: asText(data.totals as Record<string, string | number | null>),
  };
}

// ── payWayCount: per payment method (or points / credit) ──────────────────────────────────────────────────────
export async function rawPayments(db: Db, s: RawScope): Promise<Answer> {
  const rows = await query(
    db,
    sql`select case when p.kind = 'method' then 'm' || p.payment_method_id else p.kind end as key,
      count(*) filter (where ${SALE}) as payments, ${ofSales(sql`p.amount`)} as amount, ${ofSales(sql`p.fee`)} as fee,
      count(*) filter (where not ${SALE}) as refunds, ${ofRefunds(sql`p.amount`)} as refund_amount
    from orders o join order_payments p on p.tenant_id = o.tenant_id and p.order_id = o.id
    where ${paid(s)} group by 1`,
  );
  const figures = (f: Record<string, Decimal>, payments: number, refunds: number) => ({
    payments: String(payments),
    amount: money(f.amount),
    fee: money(f.fee),
    refunds: String(refunds),
    refundAmount: money(f.refund_amount),
    net: money(f.amount.minus(f.refund_amount).minus(f.fee)),
  });
  const M = ['amount', 'fee', 'refund_amount'];
  return {
    rows: new Map(rows.map((r) => [String(r.key), figures(sumOf([r], M), Number(r.payments), Number(r.refunds))])),
    totals: figures(sumOf(rows, M), countOf(rows, 'payments'), countOf(rows, 'refunds')),
  };
}
export const apiPayments = (data: {
  rows: Record<string, string | number | null>[];
  totals: Record<string, string | number | null>;
}): Answer => ({
  rows: new Map(data.rows.map(({ key, name: _n, methodType: _t, ...f }) => [String(key), asText(f)])),
  totals: asText(data.totals),
});

// ── revenueCount: per tax at a rate and calculation ───────────────────────────────────────────────────────────
export async function rawTaxes(db: Db, s: RawScope): Promise<Answer> {
  const rows = await query(
    db,
    sql`select x.tax_id || ':' || trim_scale(x.rate) || ':' || x.calculation as key,
      ${ofSales(sql`x.taxable`)} as taxable, ${ofSales(sql`x.amount`)} as tax,
      ${ofRefunds(sql`x.taxable`)} as refund_taxable, ${ofRefunds(sql`x.amount`)} as refund_tax
    from orders o join order_line_taxes x on x.tenant_id = o.tenant_id and x.order_id = o.id
    where ${paid(s)} group by x.tax_id, x.rate, x.calculation`,
  );
  const figures = (f: Record<string, Decimal>) => ({
    taxable: money(f.taxable),
    tax: money(f.tax),
    refundTaxable: money(f.refund_taxable),
    refundTax: money(f.refund_tax),
    netTax: money(f.tax.minus(f.refund_tax)),
  });
  const M = ['taxable', 'tax', 'refund_taxable', 'refund_tax'];
  return { rows: new Map(rows.map((r) => [String(r.key), figures(sumOf([r], M))])), totals: figures(sumOf(rows, M)) };
}
export const apiTaxes = (data: {
  rows: Record<string, string | number | null>[];
  totals: Record<string, string | number | null>;
}): Answer => ({
  rows: new Map(
    data.rows.map(({ taxId, rate, calculation, name: _n, ...f }) => [
      `${taxId}:${new Decimal(rate ?? 0).toString()}:${calculation}`,
      asText(f),
    ]),
  ),
  totals: asText(data.totals),
});

// ── singleGoodsCount / classifyCount: per item or per category (paged: count, totals and the rows shown) ──────
export async function rawItems(db: Db, s: RawScope, by: 'item' | 'category'): Promise<Answer> {
  const key =
    by === 'item'
      ? sql`l.product_id || ':' || coalesce(l.variant_id, 0)`
      : sql`case when l.category_id is null then 'uncategorised' else 'c' || l.category_id end`;
  const rows = await query(
    db,
    sql`select ${key} as key, ${ofSales(sql`l.quantity`)} as quantity, ${ofRefunds(sql`l.quantity`)} as refund_quantity,
      ${ofSales(sql`l.gross`)} as gross, ${ofSales(sql`l.line_discount + l.order_discount_share`)} as discount,
      ${ofRefunds(sql`l.net`)} as refund_amount, ${net(sql`l.net`)} as net_sales,
      ${net(sql`l.tax_included`)} as included, ${net(sql`l.tax_added`)} as added, ${net(sql`l.cost`)} as cost
    from orders o join order_lines l on l.tenant_id = o.tenant_id and l.order_id = o.id
    where ${paid(s)} group by 1`,
  );
  const figures = (f: Record<string, Decimal>) => ({
    quantity: qty(f.quantity),
    refundQuantity: qty(f.refund_quantity),
    gross: money(f.gross),
    discount: money(f.discount),
    refundAmount: money(f.refund_amount),
    netSales: money(f.net_sales),
    taxIncluded: money(f.included),
    taxAdded: money(f.added),
    netWithoutTax: money(f.net_sales.minus(f.included)),
    cost: money(f.cost),
    // Net sales without tax less cost (an added tax was never inside net sales).
    profit: money(f.net_sales.minus(f.included).minus(f.cost)),
  });
  const M = [
    'quantity',
    'refund_quantity',
    'gross',
    'discount',
    'refund_amount',
    'net_sales',
    'included',
    'added',
    'cost',
  ];
  return {
    rows: new Map(rows.map((r) => [String(r.key), figures(sumOf([r], M))])),
    totals: figures(sumOf(rows, M)),
    count: rows.length,
  };
}
export const apiItems = (data: {
  list: Record<string, string | number | null>[];
  total: number;
  totals: Record<string, string | number | null>;
}): Answer => ({
  rows: new Map(
    data.list.map(({ key, productId: _p, variantId: _v, categoryId: _c, name: _n, variantName: _vn, ...f }) => [
      String(key),
      asText(f),
    ]),
  ),
  totals: asText(data.totals),
  count: data.total,
});

// ── spiceCount: per modifier item ─────────────────────────────────────────────────────────────────────────────
export async function rawModifiers(db: Db, s: RawScope): Promise<Answer> {
  const rows = await query(
    db,
    sql`select m.item_id as key, ${ofSales(sql`l.quantity * m.quantity`)} as quantity,
      ${ofSales(sql`l.quantity * m.quantity * m.unit_price`)} as amount,
      ${ofRefunds(sql`l.quantity * m.quantity`)} as refund_quantity,
      ${ofRefunds(sql`l.quantity * m.quantity * m.unit_price`)} as refund_amount
    from orders o join order_lines l on l.tenant_id = o.tenant_id and l.order_id = o.id
    join order_line_modifiers m on m.tenant_id = l.tenant_id and m.order_id = l.order_id and m.line_id = l.id
    where ${paid(s)} group by 1`,
  );
  const figures = (f: Record<string, Decimal>) => ({
    quantity: qty(f.quantity),
    amount: money(f.amount),
    refundQuantity: qty(f.refund_quantity),
    refundAmount: money(f.refund_amount),
  });
  const M = ['quantity', 'amount', 'refund_quantity', 'refund_amount'];
  return {
    rows: new Map(rows.map((r) => [String(r.key), figures(sumOf([r], M))])),
    totals: figures(sumOf(rows, M)),
    count: rows.length,
  };
}
export const apiModifiers = (data: {
  list: Record<string, string | number | null>[];
  total: number;
  totals: Record<string, string | number | null>;
}): Answer => ({
  rows: new Map(data.list.map(({ itemId, name: _n, ...f }) => [String(itemId), asText(f)])),
  totals: asText(data.totals),
  count: data.total,
});

function asText(f: Record<string, string | number | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v === null ? 'null' : String(v)]));
}

/**
 * The differences between an endpoint's answer and the raw one (empty when equal to the cent): every row the
 * endpoint shows must be a raw row with the same figures (a paged report shows some of them); an unpaged one must
 * show every raw row; totals and row counts must agree.
 */
export function differences(api: Answer, raw: Answer, paged: boolean): string[] {
  const out: string[] = [];
  const fields = (where: string, a: Record<string, string>, r: Record<string, string>) => {
    for (const k of Object.keys(r))
      if (a[k] !== r[k]) out.push(`${where} ${k}: endpoint ${a[k] ?? '(missing)'}, raw ${r[k]}`);
  };
  for (const [key, a] of api.rows) {
    const r = raw.rows.get(key);
    if (!r) out.push(`row ${key}: shown by the endpoint, not in the raw receipts`);
    else fields(`row ${key}`, a, r);
  }
  if (!paged)
    for (const key of raw.rows.keys()) if (!api.rows.has(key)) out.push(`row ${key}: in the raw receipts, not shown`);
  fields('totals', api.totals, raw.totals);
  if (raw.count !== undefined && api.count !== raw.count)
    out.push(`row count: endpoint ${api.count}, raw ${raw.count}`);
  return out;
}
