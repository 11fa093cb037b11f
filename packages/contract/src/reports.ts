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

/**
 * saleCount ('sale'): one row per period (label in the caller's time zone, e.g. '2026-11-22', '2026-W47').
 *
 * The sales summary figures, defined as Loyverse and Square define theirs. A sale counts in the period of its receipt's
 * time, a refund in the period it was given (not in its sale's). Every figure is a sum of cents (each receipt's amounts are
 * rounded when the receipt is priced, see `sales-math.ts`), so these identities hold to the cent in every row and in
 * the totals:
 * - netSales = gross − discounts − refundAmount
 * - netWithoutTax = netSales − taxesIncluded
 * - grossProfit = netWithoutTax − cost; margin = grossProfit / netWithoutTax
 * - totalCollected = netSales + taxesAdded + deliveryFees = Σ payments taken − Σ payments given back (payment report: amount −
 *   refundAmount; tips and customer fees do not exist; a payment method's handling fee is the merchant's cost, kept
 *   out of every figure here)
 * - the item and category reports add up to the same gross, discounts, refunds, net sales, taxes, cost and profit.
 */
export const SalesSummaryRow = z.object({
  period: z.string(),
  /** The period's first instant, unix seconds. */
  start: z.number(),
  /** Sale receipts. */
  receipts: z.number(),
  /** Refund receipts. */
  refunds: z.number(),
  /** Gross sales: Σ price × quantity (modifiers included) of the sales, before any discount, included taxes inside. */
  gross: z.string(),
  /** Line and order discounts of the sales. */
  discounts: z.string(),
  /** Refunds at their net value: what the refunded lines had been sold for after discounts, without added taxes. */
  refundAmount: z.string(),
  /** Net sales: gross − discounts − refunds (taxes included in prices inside, added taxes not). */
  netSales: z.string(),
  /** Taxes included in prices, of the sales less those of the refunds (part of net sales). */
  taxesIncluded: z.string(),
  /** Taxes added on top of prices, of the sales less those of the refunds (not part of net sales). */
  taxesAdded: z.string(),
  /** Net sales without tax: net sales − taxes included. */
  netWithoutTax: z.string(),
  /** Delivery fees of online orders less those given back (not part of net sales; 0 for the tills). */
  deliveryFees: z.string(),
  /** What customers paid, less what they were given back: net sales + taxes added + delivery fees. */
  totalCollected: z.string(),
  /** Cost of goods: the cost of the items sold less that of the items refunded. */
  cost: z.string(),
  /** Gross profit: net sales without tax − cost of goods. */
  grossProfit: z.string(),
  /** Gross profit as a percentage of net sales without tax (null without any). */
  margin: z.string().nullable(),
  /** Average receipt: net sales / sale receipts. */
  averageReceipt: z.string(),
  /**
   * Kitchen display: order lines bumped in the period (by the bump's time; recalled bumps left out), of the report's
   * channels (the tills' orders in the store report, the online shop's in the online one). Bumps are not made by a
   * staff member: null when the report is filtered by one.
   */
  kitchenLines: z.number().nullable(),
  /**
   * Average preparation time of those lines, whole seconds from the order to the bump (the sum over the lines ÷ their
   * number, rounded half up); null without any line or with a staff filter.
   */
  averagePrepSeconds: z.number().nullable(),
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
  /** The figures of the sales summary (`SalesSummaryRow`) for the item's lines: gross − discount − refundAmount = netSales. */
  gross: z.string(),
  discount: z.string(),
  refundAmount: z.string(),
  netSales: z.string(),
  taxIncluded: z.string(),
  taxAdded: z.string(),
  /** netSales − taxIncluded. */
  netWithoutTax: z.string(),
  cost: z.string(),
  /** netWithoutTax − cost. */
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
  /** As in the sales summary: refunds at net value; netSales = gross − discounts − refundAmount. */
  refundAmount: z.string(),
  netSales: z.string(),
  /** netSales / receipts. */
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
