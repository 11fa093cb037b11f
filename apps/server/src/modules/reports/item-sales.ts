// singleGoodsCount ('goods') and classifyCount ('type'): item sales ranked by net sales, one row per item (product +
// variant) or per category, grouped, filtered, ordered and paged in SQL over `itemSource`.
import type { ItemSales, ItemSalesRow, ReportRankQuery } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import type { TenantCtx } from '../../platform/context';
import { containsPattern, pageWindow } from '../../platform/scope';
import { itemSource, rowsOf } from './ranked.source';
import type { ReportScope } from './report-range';

export type ItemGrouping = 'item' | 'category';

/** The key of the category row holding items without a category (or whose category was deleted). */
export const UNCATEGORISED = 'uncategorised';

const money = (v: string | number | null) => new Decimal(v ?? 0).toFixed(2);
const qty = (v: string | number | null) => new Decimal(v ?? 0).toFixed(4);

/**
 * The figures of a group, as SQL over the source rows `x`. netSales = net − refund net (included taxes inside);
 * tax = included + added taxes of sales less those given back; cost = cost − refund cost.
 * profit = netSales − included tax − cost (an added tax is not inside netSales): summed over all items it equals the
 * sales summary's gross profit.
 */
const FIGURES = sql`
  sum(x.quantity) as quantity, sum(x.refund_quantity) as refund_quantity, sum(x.gross) as gross,
  sum(x.discount) as discount, sum(x.net) - sum(x.refund_net) as net_sales, sum(x.tax) - sum(x.refund_tax) as tax,
  sum(x.cost) - sum(x.refund_cost) as cost, sum(x.tax_included) - sum(x.refund_tax_included) as tax_included`;
const PROFIT = sql`net_sales - tax_included - cost`;

/** Groups of the source: per item (latest name and category) or per category (its current name). */
function grouped(s: ReportScope, by: ItemGrouping): SQL {
  const source = itemSource(s);
  if (by === 'item')
    return sql`
      select x.product_id, x.variant_id, (array_agg(x.category_id order by x.at desc))[1] as category_id,
        (array_agg(x.name order by x.at desc))[1] as name,
        (array_agg(x.variant_name order by x.at desc))[1] as variant_name, ${FIGURES}
      from (${source}) x
      group by x.product_id, x.variant_id`;
  return sql`
    select null::bigint as product_id, null::bigint as variant_id, coalesce(c.id, 0) as category_id,
      coalesce(max(c.name), '') as name, '' as variant_name, ${FIGURES}
    from (${source}) x
    left join categories c on c.tenant_id = ${s.tenantId} and c.id = x.category_id
    group by coalesce(c.id, 0)`;
}

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
  net_sales: string;
  tax: string;
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
    netSales: money(r.net_sales),
    tax: money(r.tax),
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

/** Every row of the report (an export: exactly the screen's rows, unpaged), ranked. */
export async function allItemRows(
  ctx: TenantCtx,
  s: ReportScope,
  q: ReportRankQuery,
  by: ItemGrouping,
): Promise<ItemSalesRow[]> {
  const rows = await rowsOf<Raw>(
    ctx,
    sql`select g.*, ${PROFIT} as profit from (${grouped(s, by)}) g where ${keywordWhere(q, by)} order by ${ORDER}`,
  );
  return rows.map((r) => toRow(r, by));
}

/** The number of rows and the totals over every row of the report (not only a page's). */
export async function itemTotals(ctx: TenantCtx, s: ReportScope, q: ReportRankQuery, by: ItemGrouping) {
  const [sum] = await rowsOf<Figures & { total: number | string }>(
    ctx,
    sql`select count(*) as total, sum(quantity) as quantity, sum(refund_quantity) as refund_quantity,
      sum(gross) as gross, sum(discount) as discount, sum(net_sales) as net_sales, sum(tax) as tax,
      sum(cost) as cost, sum(${PROFIT}) as profit
    from (${grouped(s, by)}) g where ${keywordWhere(q, by)}`,
  );
  return { total: Number(sum.total), totals: figuresOf(sum) };
}

/** One page of the report with the number of rows and the totals of every row. */
export async function itemSales(ctx: TenantCtx, s: ReportScope, q: ReportRankQuery, by: ItemGrouping) {
  const { limit, offset } = pageWindow(q);
  const [rows, sum] = await Promise.all([
    rowsOf<Raw>(
      ctx,
      sql`select g.*, ${PROFIT} as profit from (${grouped(s, by)}) g where ${keywordWhere(q, by)}
        order by ${ORDER} limit ${limit} offset ${offset}`,
    ),
    itemTotals(ctx, s, q, by),
  ]);
  return { list: rows.map((r) => toRow(r, by)), ...sum } satisfies ItemSales;
}
