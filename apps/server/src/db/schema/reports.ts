// Report aggregates (ARCHITECTURE §9): what the reports read instead of raw receipts. A paid sale or a refund queues
// itself (`aggregate_queue`) in its own transaction; the aggregate worker adds queued receipts in batches after they
// commit (`ledgers/aggregate-queue.ts`, `sales-aggregates.ts`; a rebuild refills them from the raw rows in batches,
// `aggregate-rebuild.ts`), and reports read the receipts still queued from the raw rows. Sales and refunds share a row: refunds go to the refund_* columns.
// Time: `hour` is the UTC hour the receipt was ordered in (a whole-hour time zone regroups it exactly); the item
// tables keep UTC days, and a report adds the partial days at the ends of its range from the raw lines.
// Keys use 0 for "none" (no staff, no variant) so that they can be primary keys.
// Rollups for long ranges (a year reads a few tens of thousands of rows instead of hundreds of thousands):
// - the *_daily tables hold local days at every UTC offset in use (`offset_minutes`: the whole hours from −12 h to
//   +14 h and the 13 half- and three-quarter-hour ones, `DAILY_OFFSET_MINUTES`), so a caller in any of those time
//   zones reads whole days (and weeks, months …) of its own calendar; tills and the online shop apart (`online`),
//   not per channel;
// - `sales_item_span` holds the items of the whole merchant (every store) over aligned spans of 2^k UTC days
//   (k = 1 … 9), so that a range of any length is a sum of at most ~18 spans and two single days
//   (see `modules/reports/report-range.ts`); `sales_item_store_span` the items of each store over spans of 64 days.
import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn } from './columns';
import { tenants } from './tenancy';

const money = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull().default('0');
const tenantRef = () => tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' });
const ref = (name: string) => bigint(name, { mode: 'number' }).notNull();
const channel = () => text('channel').notNull();
const hour = () => timestamp('hour', { withTimezone: true }).notNull();
/** Minutes east of UTC of the calendar a daily row belongs to (−720 … 840, whole hours). */
const offsetMinutes = () => smallint('offset_minutes').notNull();
const online = () => boolean('online').notNull();

/** The receipt figures of sales_hourly and sales_daily. */
const receiptFigures = () => ({
  receipts: integer('receipts').notNull().default(0),
  refunds: integer('refunds').notNull().default(0),
  guests: integer('guests').notNull().default(0),
  gross: money('gross'),
  lineDiscount: money('line_discount'),
  orderDiscount: money('order_discount'),
  net: money('net'),
  taxIncluded: money('tax_included'),
  taxAdded: money('tax_added'),
  total: money('total'),
  /** Delivery fees of online orders (inside `total`, outside `net` and the taxes). */
  deliveryFee: money('delivery_fee'),
  cost: money('cost'),
  fees: money('fees'),
  commission: money('commission'),
  refundNet: money('refund_net'),
  refundTaxIncluded: money('refund_tax_included'),
  refundTaxAdded: money('refund_tax_added'),
  refundTotal: money('refund_total'),
  refundDeliveryFee: money('refund_delivery_fee'),
  refundCost: money('refund_cost'),
  refundCommission: money('refund_commission'),
});

/** The payment figures of sales_payment_hourly and sales_payment_daily. */
const paymentFigures = () => ({
  /** 'm<method id>', 'points' or 'credit'. */
  paymentKey: text('payment_key').notNull(),
  name: text('name').notNull(),
  methodType: text('method_type').notNull().default(''),
  payments: integer('payments').notNull().default(0),
  amount: money('amount'),
  fee: money('fee'),
  refunds: integer('refunds').notNull().default(0),
  refundAmount: money('refund_amount'),
});

/** The tax figures of sales_tax_hourly and sales_tax_daily. */
const taxFigures = () => ({
  taxId: ref('tax_id'),
  rate: numeric('rate', { precision: 18, scale: 4 }).notNull(),
  calculation: text('calculation').notNull(),
  name: text('name').notNull(),
  taxable: money('taxable'),
  amount: money('amount'),
  refundTaxable: money('refund_taxable'),
  refundAmount: money('refund_amount'),
});

/** The item figures of sales_item_daily, sales_item_span and sales_item_store_span. */
const itemFigures = () => ({
  productId: ref('product_id'),
  variantId: ref('variant_id'),
  categoryId: ref('category_id'),
  name: text('name').notNull(),
  variantName: text('variant_name').notNull().default(''),
  quantity: money('quantity'),
  gross: money('gross'),
  discount: money('discount'),
  net: money('net'),
  /** Included and added taxes together; `tax_included` is the included part (inside `net`). */
  tax: money('tax'),
  taxIncluded: money('tax_included'),
  cost: money('cost'),
  refundQuantity: money('refund_quantity'),
  refundNet: money('refund_net'),
  refundTax: money('refund_tax'),
  refundTaxIncluded: money('refund_tax_included'),
  refundCost: money('refund_cost'),
});

/** Per store, hour, channel and staff member: the receipt totals (sales summary, staff, discounts, commissions). */
export const salesHourly = pgTable(
  'sales_hourly',
  {
    tenantId: tenantRef(),
    storeId: ref('store_id'),
    hour: hour(),
    channel: channel(),
    staffId: ref('staff_id'),
    ...receiptFigures(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.hour, t.storeId, t.channel, t.staffId] })],
);

/** sales_hourly by local day, at every kept offset (40 rows per store, day and staff member). */
export const salesDaily = pgTable(
  'sales_daily',
  {
    tenantId: tenantRef(),
    offsetMinutes: offsetMinutes(),
    day: date('day').notNull(),
    storeId: ref('store_id'),
    online: online(),
    staffId: ref('staff_id'),
    ...receiptFigures(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.offsetMinutes, t.day, t.storeId, t.online, t.staffId] })],
);

/** Per store, hour, channel and payment (a method, or 'points' / 'credit'): money taken and given back. */
export const salesPaymentHourly = pgTable(
  'sales_payment_hourly',
  {
    tenantId: tenantRef(),
    storeId: ref('store_id'),
    hour: hour(),
    channel: channel(),
    ...paymentFigures(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.hour, t.storeId, t.channel, t.paymentKey] })],
);

/** sales_payment_hourly by local day, at every kept offset. */
export const salesPaymentDaily = pgTable(
  'sales_payment_daily',
  {
    tenantId: tenantRef(),
    offsetMinutes: offsetMinutes(),
    day: date('day').notNull(),
    storeId: ref('store_id'),
    online: online(),
    ...paymentFigures(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.offsetMinutes, t.day, t.storeId, t.online, t.paymentKey] })],
);

/** Per store, hour, channel and tax (at a rate and calculation): taxable amounts and tax. */
export const salesTaxHourly = pgTable(
  'sales_tax_hourly',
  {
    tenantId: tenantRef(),
    storeId: ref('store_id'),
    hour: hour(),
    channel: channel(),
    ...taxFigures(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.hour, t.storeId, t.channel, t.taxId, t.rate, t.calculation] })],
);

/** sales_tax_hourly by local day, at every kept offset. */
export const salesTaxDaily = pgTable(
  'sales_tax_daily',
  {
    tenantId: tenantRef(),
    offsetMinutes: offsetMinutes(),
    day: date('day').notNull(),
    storeId: ref('store_id'),
    online: online(),
    ...taxFigures(),
  },
  (t) => [
    primaryKey({
      columns: [t.tenantId, t.offsetMinutes, t.day, t.storeId, t.online, t.taxId, t.rate, t.calculation],
    }),
  ],
);

/** Per store, UTC day, channel and item (product and variant): quantities and money, for items and categories. */
export const salesItemDaily = pgTable(
  'sales_item_daily',
  {
    tenantId: tenantRef(),
    storeId: ref('store_id'),
    day: date('day').notNull(),
    channel: channel(),
    ...itemFigures(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.storeId, t.channel, t.productId, t.variantId] })],
);

/**
 * The merchant's items over every store, per span of `span_days` (2, 4 … 512) UTC days starting on a day whose
 * number since 1970-01-01 is a multiple of the span: each receipt line is added to the nine spans holding its day
 * (a single day is read from `sales_item_daily`).
 */
export const salesItemSpan = pgTable(
  'sales_item_span',
  {
    tenantId: tenantRef(),
    spanDays: smallint('span_days').notNull(),
    startDay: date('start_day').notNull(),
    online: online(),
    ...itemFigures(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.spanDays, t.startDay, t.online, t.productId, t.variantId] })],
);

/**
 * Per store, span of 64 UTC days (starting on a day whose number since 1970-01-01 is a multiple of 64), tills or
 * online, and item: a year of one store's items reads about five of these and the days at the ends from
 * `sales_item_daily`, instead of every day of the year.
 */
export const salesItemStoreSpan = pgTable(
  'sales_item_store_span',
  {
    tenantId: tenantRef(),
    storeId: ref('store_id'),
    startDay: date('start_day').notNull(),
    online: online(),
    ...itemFigures(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.storeId, t.startDay, t.online, t.productId, t.variantId] })],
);

/** Per store, UTC day, channel and modifier item: how many were added and for how much. */
export const salesModifierDaily = pgTable(
  'sales_modifier_daily',
  {
    tenantId: tenantRef(),
    storeId: ref('store_id'),
    day: date('day').notNull(),
    channel: channel(),
    itemId: ref('item_id'),
    modifierId: ref('modifier_id'),
    name: text('name').notNull(),
    quantity: money('quantity'),
    amount: money('amount'),
    refundQuantity: money('refund_quantity'),
    refundAmount: money('refund_amount'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.storeId, t.channel, t.itemId] })],
);
