// The reports domain (/report, menu 1; /onlineReport, menu 129). Every report is POST /m/statistics/<name> (store
// sales: POS, kiosk and table-QR receipts) or POST /m/online/statistics/<name> (online-shop receipts), with its
// export at the same path + '/export' (xlsx or PDF of exactly what the screen shows, in the caller's language).
// Times are unix seconds (§3 report range); periods are bucketed in the caller's time zone (§7 headers).
import { z } from 'zod';
import { id, int4, unixSeconds } from './fields';
import { ListQuery } from './paging';

/** Grouping of time-series reports (§9). */
export const REPORT_GROUPINGS = ['hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export const ReportGrouping = z.enum(REPORT_GROUPINGS);
export type ReportGrouping = z.infer<typeof ReportGrouping>;

/** Date presets of the filter bar (§9). */
export const REPORT_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'last7Days',
  'last30Days',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** Chart kinds (§9). */
export const REPORT_CHARTS = ['histogram', 'line', 'pie'] as const;
export type ReportChart = (typeof REPORT_CHARTS)[number];

/** Limits of a range: a report covers at most two years; hourly grouping at most 31 days. */
export const REPORT_LIMITS = { maxDays: 731, maxHourlyDays: 31 } as const;

/**
 * The range and filters every report takes. `endTime` is exclusive. The server refuses (1001) an end beyond the
 * end of today in the caller's time zone, a start after the end, a range beyond REPORT_LIMITS. `storeIds` empty or
 * absent = every store the caller may see (others are ignored, never shown).
 */
export const ReportFilters = z.object({
  startTime: unixSeconds,
  endTime: unixSeconds,
  storeIds: z.array(id).max(500).optional(),
  staffId: id.optional(),
});
export type ReportFilters = z.infer<typeof ReportFilters>;

export const ReportSeriesQuery = ReportFilters.extend({ groupBy: ReportGrouping.default('day') });
export type ReportSeriesQuery = z.infer<typeof ReportSeriesQuery>;

/** Ranked reports (items, categories, modifiers) page their rows; totals cover every row. */
export const ReportRankQuery = ReportFilters.extend({
  page: int4(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
  keyword: z.string().trim().max(50).optional(),
});
export type ReportRankQuery = z.infer<typeof ReportRankQuery>;

// Exports take the report's own body plus `format` (xlsx or pdf): `withExportFormat` of stock.ts.

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────────────────
// Money is a string with 2 decimals, quantities 4; a margin is a percentage with 2 decimals (null without revenue).

/** saleCount ('sale'): one row per period (label in the caller's time zone, e.g. '2026-11-22', '2026-W47'). */
export const SalesSummaryRow = z.object({
  period: z.string(),
  /** The period's first instant, unix seconds. */
  start: z.number(),
  receipts: z.number(),
  refunds: z.number(),
  gross: z.string(),
  discounts: z.string(),
  refundAmount: z.string(),
  /** Σ sale net − Σ refund net (included taxes inside). */
  netSales: z.string(),
  /** Included and added taxes of sales, less those given back. */
  taxes: z.string(),
  cost: z.string(),
  /** Net sales without included tax, less cost. */
  grossProfit: z.string(),
  margin: z.string().nullable(),
  /** Σ sale totals / receipts. */
  averageReceipt: z.string(),
});
export type SalesSummaryRow = z.infer<typeof SalesSummaryRow>;

export const SalesSummary = z.object({
  rows: z.array(SalesSummaryRow),
  totals: SalesSummaryRow.omit({ period: true, start: true }),
});
export type SalesSummary = z.infer<typeof SalesSummary>;

/** singleGoodsCount ('goods'), classifyCount ('type'): one row per item (product + variant) or category. */
export const ItemSalesRow = z.object({
  key: z.string(),
  productId: z.number().nullable(),
  variantId: z.number().nullable(),
  categoryId: z.number().nullable(),
  name: z.string(),
  variantName: z.string(),
  quantity: z.string(),
  refundQuantity: z.string(),
  gross: z.string(),
  discount: z.string(),
  netSales: z.string(),
  tax: z.string(),
  cost: z.string(),
  profit: z.string(),
});
export type ItemSalesRow = z.infer<typeof ItemSalesRow>;
export const ItemSales = z.object({
  list: z.array(ItemSalesRow),
  total: z.number(),
  totals: ItemSalesRow.omit({
    key: true,
    productId: true,
    variantId: true,
    categoryId: true,
    name: true,
    variantName: true,
  }),
});
export type ItemSales = z.infer<typeof ItemSales>;

/** staffCount ('user') and promotionCount ('promoter'): one row per staff member. */
export const StaffSalesRow = z.object({
  staffId: z.number().nullable(),
  staffName: z.string(),
  receipts: z.number(),
  refunds: z.number(),
  gross: z.string(),
  discounts: z.string(),
  refundAmount: z.string(),
  netSales: z.string(),
  averageReceipt: z.string(),
  /** Commissions earned less those reversed by refunds. */
  commission: z.string(),
});
export type StaffSalesRow = z.infer<typeof StaffSalesRow>;
export const StaffSales = z.object({
  rows: z.array(StaffSalesRow),
  totals: StaffSalesRow.omit({ staffId: true, staffName: true }),
});
export type StaffSales = z.infer<typeof StaffSales>;

/** payWayCount ('pay'): one row per payment method (or points / credit). */
export const PaymentSalesRow = z.object({
  key: z.string(),
  name: z.string(),
  methodType: z.string(),
  payments: z.number(),
  amount: z.string(),
  fee: z.string(),
  refunds: z.number(),
  refundAmount: z.string(),
  /** amount − refundAmount − fee. */
  net: z.string(),
});
export type PaymentSalesRow = z.infer<typeof PaymentSalesRow>;
export const PaymentSales = z.object({
  rows: z.array(PaymentSalesRow),
  totals: PaymentSalesRow.omit({ key: true, name: true, methodType: true }),
});
export type PaymentSales = z.infer<typeof PaymentSales>;

/** spiceCount ('batching'): one row per modifier item. */
export const ModifierSalesRow = z.object({
  itemId: z.number(),
  name: z.string(),
  quantity: z.string(),
  amount: z.string(),
  refundQuantity: z.string(),
  refundAmount: z.string(),
});
export type ModifierSalesRow = z.infer<typeof ModifierSalesRow>;
export const ModifierSales = z.object({
  list: z.array(ModifierSalesRow),
  total: z.number(),
  totals: ModifierSalesRow.omit({ itemId: true, name: true }),
});
export type ModifierSales = z.infer<typeof ModifierSales>;

/** revenueCount ('tax'): one row per tax at a rate and calculation. */
export const TaxSalesRow = z.object({
  taxId: z.number(),
  name: z.string(),
  rate: z.string(),
  calculation: z.enum(['included', 'added']),
  taxable: z.string(),
  tax: z.string(),
  refundTaxable: z.string(),
  refundTax: z.string(),
  netTax: z.string(),
});
export type TaxSalesRow = z.infer<typeof TaxSalesRow>;
export const TaxSales = z.object({
  rows: z.array(TaxSalesRow),
  totals: TaxSalesRow.pick({ taxable: true, tax: true, refundTaxable: true, refundTax: true, netTax: true }),
});
export type TaxSales = z.infer<typeof TaxSales>;

/** discount ('rebate'): discounts by kind (line discounts, order discounts) and staff member. */
export const DiscountRow = z.object({
  staffId: z.number().nullable(),
  staffName: z.string(),
  receipts: z.number(),
  lineDiscount: z.string(),
  orderDiscount: z.string(),
  total: z.string(),
  /** Discounts as a percentage of gross sales. */
  rate: z.string().nullable(),
});
export type DiscountRow = z.infer<typeof DiscountRow>;
export const DiscountReport = z.object({
  rows: z.array(DiscountRow),
  totals: DiscountRow.omit({ staffId: true, staffName: true }),
});
export type DiscountReport = z.infer<typeof DiscountReport>;

/** notPayment / payment ('receipt unpaid' / 'receipt paid'): the receipts themselves, paged; open one with
 * POST /m/sales/order/detail. */
export const ReceiptListQuery = ReportFilters.extend({
  page: ListQuery.shape.page,
  pageSize: ListQuery.shape.pageSize,
  keyword: z.string().trim().max(50).optional(),
});
export type ReceiptListQuery = z.infer<typeof ReceiptListQuery>;

/** paymentException ('error'): paid-invoice exceptions, reviewed or not. */
export const ExceptionListQuery = ReceiptListQuery.extend({ state: z.enum(['unreviewed', 'reviewed']).optional() });
export type ExceptionListQuery = z.infer<typeof ExceptionListQuery>;

/** staffExpend: cash out entries of shifts by cost type (revoked ones left out). */
export const ExpenseRow = z.object({
  costTypeId: z.number().nullable(),
  costTypeName: z.string(),
  entries: z.number(),
  amount: z.string(),
});
export type ExpenseRow = z.infer<typeof ExpenseRow>;
export const ExpenseReport = z.object({
  rows: z.array(ExpenseRow),
  totals: ExpenseRow.pick({ entries: true, amount: true }),
});
export type ExpenseReport = z.infer<typeof ExpenseReport>;
