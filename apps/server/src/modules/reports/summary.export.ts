import {
  currencyById,
  type ReportFilters,
  type ReportGrouping,
  type ReportSeriesQuery,
  type StaffSales,
} from '@tillbook/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { stores, tenants, users } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { PdfRenderer } from '../../platform/pdf';
import { ownRow } from '../../platform/scope';
import { type ExportFormat, type ExportTable, exportTable } from '../../platform/table-export';
import type { SheetValue } from '../../platform/xlsx';
import { discountReport } from './discounts';
import { expenseReport } from './expenses';
import { paymentSales } from './payment-sales';
import { reportScope } from './report-range';
import { salesSummary } from './sales-summary';
import { promoterSales, staffSales } from './staff-sales';
import {
  COLUMN_TEXT,
  durationText,
  FILTER_TEXT,
  GROUPING_TEXT,
  REPORT_TITLE,
  type SummaryReportName,
} from './summary.texts';
import { taxSales } from './tax-sales';

type Column = ExportTable['columns'][number];
type Body = ReportFilters & { groupBy?: ReportGrouping; format: ExportFormat };
type Table = Pick<ExportTable, 'columns' | 'rows' | 'footer'>;

/** Money cells are numbers with two decimals (summable in the sheet); a margin without revenue stays empty. */
const num = (v: string | null): SheetValue => (v === null ? null : Number(v));
const moneyCol = (header: string): Column => ({ header, numFmt: '0.00', align: 'right' });
const countCol = (header: string): Column => ({ header, numFmt: '0', align: 'right', width: 12 });

/** yyyy-mm-dd hh:mm in the caller's time zone. */
const localTime = (ctx: TenantCtx, at: Date) =>
  new Date(at.getTime() + ctx.tzOffsetMs).toISOString().slice(0, 16).replace('T', ' ');

/** The lines under the heading: range, stores, staff, currency (and grouping), in the caller's language. */
async function subtitle(ctx: TenantCtx, name: SummaryReportName, b: Body, online: boolean): Promise<string[]> {
  const lang = ctx.lang;
  const T = FILTER_TEXT;
  const scope = reportScope(ctx, b, { online, groupBy: b.groupBy });
  const lines = [`${T.period[lang]}: ${localTime(ctx, scope.start)} – ${localTime(ctx, scope.end)}`];
  let storeNames = T.allStores[lang];
  if (scope.storeIds) {
    const named = scope.storeIds.length
      ? await ctx.db
          .select({ name: stores.name })
          .from(stores)
          .where(and(eq(stores.tenantId, ctx.tenantId), inArray(stores.id, scope.storeIds)))
          .orderBy(stores.name)
      : [];
    storeNames = named.map((s) => s.name).join(', ');
  }
  lines.push(`${T.stores[lang]}: ${storeNames}`);
  if (scope.staffId !== null) {
    const [u] = await ctx.db
      .select({ name: users.name })
      .from(users)
      .where(ownRow(users, ctx, scope.staffId));
    lines.push(`${T.staff[lang]}: ${u?.name ?? ''}`);
    // The sales summary's kitchen columns stay empty then: say why.
    if (name === 'sale') lines.push(T.kitchenNoStaff[lang]);
  }
  const [tenant] = await ctx.db
    .select({ currencyId: tenants.sysCurrencyId })
    .from(tenants)
    .where(eq(tenants.id, ctx.tenantId));
  const currency = tenant ? currencyById(tenant.currencyId) : undefined;
  if (currency) lines.push(`${T.currency[lang]}: ${currency.code} (${currency.name[lang]})`);
  if (b.groupBy) lines.push(`${T.groupBy[lang]}: ${GROUPING_TEXT[b.groupBy][lang]}`);
  return lines;
}

async function saleTable(ctx: TenantCtx, b: Body, online: boolean): Promise<Table> {
  const C = COLUMN_TEXT;
  const l = ctx.lang;
  const r = await salesSummary(ctx, { ...b, groupBy: b.groupBy ?? 'day' } as ReportSeriesQuery, online);
  const figures = (x: (typeof r)['totals']): SheetValue[] => [
    x.receipts,
    x.refunds,
    num(x.gross),
    num(x.discounts),
    num(x.refundAmount),
    num(x.netSales),
    num(x.taxesIncluded),
    num(x.taxesAdded),
    num(x.netWithoutTax),
    ...(online ? [num(x.deliveryFees)] : []),
    num(x.totalCollected),
    num(x.cost),
    num(x.grossProfit),
    num(x.margin),
    num(x.averageReceipt),
    x.kitchenLines,
    x.averagePrepSeconds === null ? null : durationText(x.averagePrepSeconds, l),
  ];
  return {
    columns: [
      { header: C.period[l], width: 18 },
      countCol(C.receipts[l]),
      countCol(C.refunds[l]),
      ...[
        C.gross,
        C.discounts,
        C.refundAmount,
        C.netSales,
        C.taxesIncluded,
        C.taxesAdded,
        C.netWithoutTax,
        ...(online ? [C.deliveryFees] : []),
        C.totalCollected,
        C.cost,
        C.grossProfit,
      ].map((h) => moneyCol(h[l])),
      moneyCol(C.margin[l]),
      moneyCol(C.averageReceipt[l]),
      countCol(C.kitchenLines[l]),
      // Written as the screen shows it ('4 min 05 s'), in the caller's language.
      { header: C.averagePrep[l], align: 'right', width: 16 },
    ],
    rows: r.rows.map((x) => [x.period, ...figures(x)]),
    footer: [FILTER_TEXT.total[l], ...figures(r.totals)],
  };
}

function staffTable(ctx: TenantCtx, r: StaffSales): Table {
  const C = COLUMN_TEXT;
  const l = ctx.lang;
  const figures = (x: StaffSales['totals']): SheetValue[] => [
    x.receipts,
    x.refunds,
    num(x.gross),
    num(x.discounts),
    num(x.refundAmount),
    num(x.netSales),
    num(x.averageReceipt),
    num(x.commission),
  ];
  return {
    columns: [
      { header: C.staff[l], width: 24 },
      countCol(C.receipts[l]),
      countCol(C.refunds[l]),
      ...[C.gross, C.discounts, C.refundAmount, C.netSales, C.averageReceipt, C.commission].map((h) => moneyCol(h[l])),
    ],
    rows: r.rows.map((x) => [x.staffId === null ? FILTER_TEXT.noStaff[l] : x.staffName, ...figures(x)]),
    footer: [FILTER_TEXT.total[l], ...figures(r.totals)],
  };
}

async function payTable(ctx: TenantCtx, b: Body, online: boolean): Promise<Table> {
  const C = COLUMN_TEXT;
  const l = ctx.lang;
  const r = await paymentSales(ctx, b, online);
  // Member points and credit are stored under fixed keys; the screen translates them, and so does the file.
  const name = (key: string, stored: string) =>
    key === 'points' ? FILTER_TEXT.points[l] : key === 'credit' ? FILTER_TEXT.credit[l] : stored;
  const figures = (x: (typeof r)['totals']): SheetValue[] => [
    x.payments,
    num(x.amount),
    num(x.fee),
    x.refunds,
    num(x.refundAmount),
    num(x.net),
  ];
  return {
    columns: [
      { header: C.payment[l], width: 24 },
      countCol(C.payments[l]),
      moneyCol(C.amount[l]),
      moneyCol(C.fee[l]),
      countCol(C.refunds[l]),
      moneyCol(C.refundAmount[l]),
      moneyCol(C.net[l]),
    ],
    rows: r.rows.map((x) => [name(x.key, x.name), ...figures(x)]),
    footer: [FILTER_TEXT.total[l], ...figures(r.totals)],
  };
}

async function taxTable(ctx: TenantCtx, b: Body, online: boolean): Promise<Table> {
  const C = COLUMN_TEXT;
  const l = ctx.lang;
  const r = await taxSales(ctx, b, online);
  const figures = (x: (typeof r)['totals']): SheetValue[] => [
    num(x.taxable),
    num(x.tax),
    num(x.refundTaxable),
    num(x.refundTax),
    num(x.netTax),
  ];
  return {
    columns: [
      { header: C.tax[l], width: 24 },
      { header: C.rate[l], align: 'right', width: 10 },
      { header: C.calculation[l], width: 12 },
      ...[C.taxable, C.taxAmount, C.refundTaxable, C.refundTax, C.netTax].map((h) => moneyCol(h[l])),
    ],
    rows: r.rows.map((x) => [x.name, Number(x.rate), FILTER_TEXT[x.calculation][l], ...figures(x)]),
    footer: [FILTER_TEXT.total[l], null, null, ...figures(r.totals)],
  };
}

async function rebateTable(ctx: TenantCtx, b: Body): Promise<Table> {
  const C = COLUMN_TEXT;
  const l = ctx.lang;
  const r = await discountReport(ctx, b);
  const figures = (x: (typeof r)['totals']): SheetValue[] => [
    x.receipts,
    num(x.lineDiscount),
    num(x.orderDiscount),
    num(x.total),
    num(x.rate),
  ];
  return {
    columns: [
      { header: C.staff[l], width: 24 },
      countCol(C.receipts[l]),
      ...[C.lineDiscount, C.orderDiscount, C.discountTotal, C.discountRate].map((h) => moneyCol(h[l])),
    ],
    rows: r.rows.map((x) => [x.staffId === null ? FILTER_TEXT.noStaff[l] : x.staffName, ...figures(x)]),
    footer: [FILTER_TEXT.total[l], ...figures(r.totals)],
  };
}

async function expendTable(ctx: TenantCtx, b: Body): Promise<Table> {
  const C = COLUMN_TEXT;
  const l = ctx.lang;
  const r = await expenseReport(ctx, b);
  return {
    columns: [{ header: C.costType[l], width: 24 }, countCol(C.entries[l]), moneyCol(C.amount[l])],
    rows: r.rows.map((x) => [
      x.costTypeId === null ? FILTER_TEXT.noCostType[l] : x.costTypeName,
      x.entries,
      num(x.amount),
    ]),
    footer: [FILTER_TEXT.total[l], r.totals.entries, num(r.totals.amount)],
  };
}

async function tableOf(ctx: TenantCtx, name: SummaryReportName, b: Body, online: boolean): Promise<Table> {
  switch (name) {
    case 'sale':
      return saleTable(ctx, b, online);
    case 'user':
      return staffTable(ctx, await staffSales(ctx, b));
    case 'promoter':
      return staffTable(ctx, await promoterSales(ctx, b));
    case 'pay':
      return payTable(ctx, b, online);
    case 'tax':
      return taxTable(ctx, b, online);
    case 'rebate':
      return rebateTable(ctx, b);
    case 'expend':
      return expendTable(ctx, b);
  }
}

/**
 * A summary report's export: exactly the rows and totals the screen shows for this body, as xlsx or PDF, headers
 * in the caller's language, with the range, stores, staff and currency under the heading.
 */
export async function exportSummary(
  pdf: PdfRenderer,
  ctx: TenantCtx,
  name: SummaryReportName,
  b: Body,
  online = false,
): Promise<Buffer> {
  // The table first: an invalid range answers 1001 before anything else is read.
  const table = await tableOf(ctx, name, b, online);
  const title = REPORT_TITLE[name][ctx.lang];
  return exportTable(pdf, b.format, {
    lang: ctx.lang,
    title: online ? `${FILTER_TEXT.online[ctx.lang]} · ${title}` : title,
    subtitle: await subtitle(ctx, name, b, online),
    ...table,
  });
}
