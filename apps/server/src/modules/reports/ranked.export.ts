// Exports of the ranked reports: every row the screen would show across all its pages, with the same totals, as
// xlsx or PDF in the caller's language, headed by the range, the stores and the tenant's currency.
import { currencyById, type ReportRankQuery } from '@tillbook/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { stores, tenants } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { PdfRenderer } from '../../platform/pdf';
import { type ExportFormat, type ExportTable, exportTable } from '../../platform/table-export';
import { allItemRows, type ItemGrouping, itemTotals } from './item-sales';
import { allModifierRows, modifierTotals } from './modifier-sales';
import { RANKED_TITLE, RANKED_TEXT as T } from './ranked.texts';
import type { ReportScope } from './report-range';

/** yyyy-mm-dd hh:mm in the caller's time zone. */
const local = (ctx: TenantCtx, at: Date) =>
  new Date(at.getTime() + ctx.tzOffsetMs).toISOString().slice(0, 16).replace('T', ' ');

/** The lines under the PDF heading: range, stores, keyword and currency. */
export async function rankedSubtitle(ctx: TenantCtx, s: ReportScope, keyword?: string): Promise<string[]> {
  const lang = ctx.lang;
  let storeNames = T.allStores[lang];
  if (s.storeIds) {
    const rows = s.storeIds.length
      ? await ctx.db
          .select({ name: stores.name })
          .from(stores)
          .where(and(eq(stores.tenantId, ctx.tenantId), inArray(stores.id, s.storeIds)))
          .orderBy(stores.name)
      : [];
    storeNames = rows.map((r) => r.name).join(', ');
  }
  const [tenant] = await ctx.db
    .select({ currency: tenants.sysCurrencyId })
    .from(tenants)
    .where(eq(tenants.id, ctx.tenantId));
  const currency = tenant ? currencyById(tenant.currency) : undefined;
  return [
    `${T.period[lang]}: ${local(ctx, s.start)} – ${local(ctx, s.end)}`,
    `${T.stores[lang]}: ${storeNames}`,
    ...(keyword ? [`${T.keyword[lang]}: ${keyword}`] : []),
    ...(currency ? [`${T.currency[lang]}: ${currency.code}`] : []),
  ];
}

const num = (numFmt: string) => ({ numFmt, align: 'right' as const });
const MONEY = num('0.00');
const QTY = num('0.####');

/** POST …/goods/export and …/type/export. */
export async function exportItemSales(
  pdf: PdfRenderer,
  ctx: TenantCtx,
  s: ReportScope,
  q: ReportRankQuery & { format: ExportFormat },
  by: ItemGrouping,
): Promise<Buffer> {
  const lang = ctx.lang;
  const [rows, { totals }] = await Promise.all([allItemRows(ctx, s, q, by), itemTotals(ctx, s, q, by)]);
  const figures = (r: typeof totals) => [
    Number(r.quantity),
    Number(r.refundQuantity),
    Number(r.gross),
    Number(r.discount),
    Number(r.refundAmount),
    Number(r.netSales),
    Number(r.taxIncluded),
    Number(r.taxAdded),
    Number(r.netWithoutTax),
    Number(r.cost),
    Number(r.profit),
  ];
  const online = s.channels.includes('online');
  const names: ExportTable['columns'] =
    by === 'item'
      ? [{ header: T.item[lang], width: 28 }, { header: T.variant[lang] }]
      : [{ header: T.category[lang], width: 28 }];
  return exportTable(pdf, q.format, {
    lang: ctx.lang,
    title: (by === 'item'
      ? online
        ? RANKED_TITLE.onlineGoods
        : RANKED_TITLE.goods
      : online
        ? RANKED_TITLE.onlineType
        : RANKED_TITLE.type)[lang],
    subtitle: await rankedSubtitle(ctx, s, q.keyword),
    columns: [
      ...names,
      { header: T.quantity[lang], ...QTY },
      { header: T.refundQuantity[lang], ...QTY },
      { header: T.gross[lang], ...MONEY },
      { header: T.discount[lang], ...MONEY },
      { header: T.refundAmount[lang], ...MONEY },
      { header: T.netSales[lang], ...MONEY },
      { header: T.taxIncluded[lang], ...MONEY },
      { header: T.taxAdded[lang], ...MONEY },
      { header: T.netWithoutTax[lang], ...MONEY },
      { header: T.cost[lang], ...MONEY },
      { header: T.profit[lang], ...MONEY },
    ],
    rows: rows.map((r) => [
      ...(by === 'item' ? [r.name, r.variantName] : [r.categoryId ? r.name : T.uncategorised[lang]]),
      ...figures(r),
    ]),
    footer: [T.total[lang], ...(by === 'item' ? [''] : []), ...figures(totals)],
  });
}

/** POST …/batching/export. */
export async function exportModifierSales(
  pdf: PdfRenderer,
  ctx: TenantCtx,
  s: ReportScope,
  q: ReportRankQuery & { format: ExportFormat },
): Promise<Buffer> {
  const lang = ctx.lang;
  const [rows, { totals }] = await Promise.all([allModifierRows(ctx, s, q), modifierTotals(ctx, s, q)]);
  const figures = (r: typeof totals) => [
    Number(r.quantity),
    Number(r.amount),
    Number(r.refundQuantity),
    Number(r.refundAmount),
  ];
  const online = s.channels.includes('online');
  return exportTable(pdf, q.format, {
    lang: ctx.lang,
    title: (online ? RANKED_TITLE.onlineBatching : RANKED_TITLE.batching)[lang],
    subtitle: await rankedSubtitle(ctx, s, q.keyword),
    columns: [
      { header: T.modifier[lang], width: 28 },
      { header: T.quantity[lang], ...QTY },
      { header: T.amount[lang], ...MONEY },
      { header: T.refundQuantity[lang], ...QTY },
      { header: T.refundAmount[lang], ...MONEY },
    ],
    rows: rows.map((r) => [r.name, ...figures(r)]),
    footer: [T.total[lang], ...figures(totals)],
  });
}
