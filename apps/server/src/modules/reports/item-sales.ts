// singleGoodsCount ('goods') and classifyCount ('type'): item sales ranked by net sales, one row per item (product +
// variant) or per category, grouped, filtered, ordered and paged in SQL over `itemSource`.
import type { ItemSales, ItemSalesRow, ReportRankQuery } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import { ITEM_SUMS } from '../../ledgers/sales-aggregates';
import type { TenantCtx } from '../../platform/context';
import { containsPattern, pageWindow } from '../../platform/list';
import { itemSource, windowTotals } from './ranked.source';
import type { ReportScope } from './report-range';
import { reportRows } from './summary.query';

export type ItemGrouping = 'item' | 'category';

/** The key of the category row holding items without a category (or whose category was deleted). */
export const UNCATEGORISED = 'uncategorised';

const money = (v: string | number | null) => new Decimal(v ?? 0).toFixed(2);
const qty = (v: string | number | null) => new Decimal(v ?? 0).toFixed(4);

/**
 * The figures of a group, as SQL over the source rows `x`, defined as the sales summary's (contract
 * `SalesSummaryRow`): refund_amount = refund net; net_sales = net − refund net (= gross − discount − refund_amount);
 * taxes included and added of the sales less those given back; cost = cost − refund cost. Summed over all items they
 * equal the sales summary's figures.
 */
const FIGURES = sql`
  sum(x.quantity) as quantity, sum(x.refund_quantity) as refund_quantity, sum(x.gross) as gross,
  sum(x.discount) as discount, sum(x.refund_net) as refund_amount, sum(x.net) - sum(x.refund_net) as net_sales,
  sum(x.tax_included) - sum(x.refund_tax_included) as tax_included,
  sum(x.tax) - sum(x.tax_included) - sum(x.refund_tax) + sum(x.refund_tax_included) as tax_added,
  sum(x.cost) - sum(x.refund_cost) as cost`;
/** The source's own sums (same names), for a first grouping whose groups FIGURES then adds up. */
const SOURCE_SUMS = sql.raw(ITEM_SUMS.map((c) => `sum(x.${c}) as ${c}`).join(', '));

/** The figures derived from those of a group `g`. */
const DERIVED = sql`g.net_sales - g.tax_included as net_without_tax, g.net_sales - g.tax_included - g.cost as profit`;

/**
 * Groups of the source: per item (latest name and category) or per category (its current name). The source rows
 * (tens of thousands over a year) are first added up per item and texts, with the time of the latest (`x`); the
 * item's figures are the sums of its `x` rows, its texts those of its latest `x` row (one sort of a few rows per
 * item, not an ordered aggregate per item); categories are joined per category.
 */
function grouped(s: ReportScope, by: ItemGrouping): SQL {
  const source = itemSource(s);
  if (by === 'item')
    return sql`
      with x as materialized (
        select x.product_id, x.variant_id, x.category_id, x.name, x.variant_name, max(x.at) as at, ${SOURCE_SUMS}
        from (${source}) x
        group by x.product_id, x.variant_id, x.category_id, x.name, x.variant_name),
      latest as (
        select distinct on (x.product_id, x.variant_id) x.product_id, x.variant_id, x.category_id, x.name,
          x.variant_name
        from x order by x.product_id, x.variant_id, x.at desc)
      select i.product_id, i.variant_id, t.category_id, t.name, t.variant_name, i.quantity, i.refund_quantity,
        i.gross, i.discount, i.refund_amount, i.net_sales, i.tax_included, i.tax_added, i.cost
      from (select x.product_id, x.variant_id, ${FIGURES} from x group by x.product_id, x.variant_id) i
      join latest t on t.product_id = i.product_id and t.variant_id = i.variant_id`;
  return sql`
    select null::bigint as product_id, null::bigint as variant_id, coalesce(c.id, 0) as category_id,
      coalesce(max(c.name), '') as name, '' as variant_name, ${FIGURES}
    from (select x.category_id, ${SOURCE_SUMS} from (${source}) x group by x.category_id) x
    left join categories c on c.tenant_id = ${s.tenantId} and c.id = x.category_id
    group by coalesce(c.id, 0)`;
}

/** Thousands of items of a dozen sums each group faster by sorting than by hashing (`reportRows`); categories not. */
const sorted = (by: ItemGrouping) => ({ sortedGroups: by === 'item' });

type Raw = {
  product_id: number | string | null;
  variant_id: number | string | null;
  category_id: number | string;
  name: string;
  variant_name: string;
  quantity: string;
  refund_quantity: string;
  gross: string;
  discount: string;
  refund_amount: string;
  net_sales: string;
  tax_included: string;
  tax_added: string;
  net_without_tax: string;
  cost: string;
  profit: string;
};

type Figures = Omit<Raw, 'product_id' | 'variant_id' | 'category_id' | 'name' | 'variant_name'>;

function figuresOf(r: Figures): ItemSales['totals'] {
  return {
    quantity: qty(r.quantity),
    refundQuantity: qty(r.refund_quantity),
    gross: money(r.gross),
    discount: money(r.discount),
    refundAmount: money(r.refund_amount),
    netSales: money(r.net_sales),
    taxIncluded: money(r.tax_included),
    taxAdded: money(r.tax_added),
    netWithoutTax: money(r.net_without_tax),
    cost: money(r.cost),
    profit: money(r.profit),
  };
}

function toRow(r: Raw, by: ItemGrouping): ItemSalesRow {
  const categoryId = Number(r.category_id) || null;
  const productId = r.product_id === null ? null : Number(r.product_id);
  const variantId = r.variant_id === null ? null : Number(r.variant_id) || null;
  return {
    key: by === 'item' ? `${productId}:${variantId ?? 0}` : categoryId ? `c${categoryId}` : UNCATEGORISED,
    productId,
    variantId,
    categoryId,
    name: r.name,
    variantName: r.variant_name,
    ...figuresOf(r),
  };
}

/** The keyword matches the item's name or variant name, or the category's name. */
const keywordWhere = (q: ReportRankQuery, by: ItemGrouping) => {
  if (!q.keyword) return sql`true`;
  const pattern = containsPattern(q.keyword);
  return by === 'item'
    ? sql`(g.name ilike ${pattern} or g.variant_name ilike ${pattern})`
    : sql`g.name ilike ${pattern}`;
};

/** Highest net sales first; ties in a stable order so that pages never overlap. */
const ORDER = sql`g.net_sales desc, g.category_id, g.product_id, g.variant_id`;

const FIGURE_KEYS = [
  'quantity',
  'refund_quantity',
  'gross',
  'discount',
  'refund_amount',
  'net_sales',
  'tax_included',
  'tax_added',
  'net_without_tax',
  'cost',
  'profit',
] as const;

/** Every row of the report (an export: exactly the screen's rows, unpaged), ranked. */
export async function allItemRows(
  ctx: TenantCtx,
  s: ReportScope,
  q: ReportRankQuery,
  by: ItemGrouping,
): Promise<ItemSalesRow[]> {
  const rows = await reportRows<Raw>(
    ctx,
    s,
    (s) => sql`select g.*, ${DERIVED} from (${grouped(s, by)}) g where ${keywordWhere(q, by)} order by ${ORDER}`,
    sorted(by),
  );
  return rows.map((r) => toRow(r, by));
}

/** The number of rows and the totals over every row of the report (not only a page's). */
export async function itemTotals(ctx: TenantCtx, s: ReportScope, q: ReportRankQuery, by: ItemGrouping) {
  const [sum] = await reportRows<Figures & { total: number | string }>(
    ctx,
    s,
    (s) => sql`select count(*) as total, ${sql.raw(FIGURE_KEYS.map((k) => `sum(${k}) as ${k}`).join(', '))}
    from (select g.*, ${DERIVED} from (${grouped(s, by)}) g where ${keywordWhere(q, by)}) g`,
    sorted(by),
  );
  return { total: Number(sum.total), totals: figuresOf(sum) };
}

/** The totals of every row, as window sums next to each row of a page (`t_` columns). */
const WINDOW_TOTALS = sql.raw(
  ['count(*) over () as t_total', ...FIGURE_KEYS.map((k) => `sum(g.${k}) over () as t_${k}`)].join(', '),
);

/**
 * One page of the report with the number of rows and the totals of every row, in one pass over the aggregates: the
 * totals are window sums over every row, computed before the page is cut (a page past the end reads them apart).
 */
export async function itemSales(ctx: TenantCtx, s: ReportScope, q: ReportRankQuery, by: ItemGrouping) {
  const { limit, offset } = pageWindow(q);
  const rows = await reportRows<Raw>(
    ctx,
    s,
    (s) => sql`select g.*, ${WINDOW_TOTALS} from (select g.*, ${DERIVED} from (${grouped(s, by)}) g) g
      where ${keywordWhere(q, by)} order by ${ORDER} limit ${limit} offset ${offset}`,
    sorted(by),
  );
  const w = windowTotals(rows[0], FIGURE_KEYS);
  const sum = w ? { total: w.total, totals: figuresOf(w.figures) } : await itemTotals(ctx, s, q, by);
  return { list: rows.map((r) => toRow(r, by)), ...sum } satisfies ItemSales;
}
