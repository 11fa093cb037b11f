// The report aggregates are applied after the receipt commits (issue 24): a paid receipt or a refund commits one row
// here in its own transaction; the worker of every server copy (`ledgers/aggregate-queue.ts`, woken after each
// commit and every second) takes up to 500 rows (FOR UPDATE SKIP LOCKED), adds their receipts to the aggregates
// (`ledgers/sales-aggregates.ts`) merchant by merchant under the merchant's shared aggregate lock and deletes the
// rows in one transaction, so a crash loses nothing and nothing is counted twice. A rebuild of a merchant's
// aggregates (`aggregate_rebuilds`) runs in batches of receipts while the server runs; the worker leaves that
// merchant's rows alone until it ends (and skips a merchant whose lock a rebuild holds).
import { bigint, boolean, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { tenantRef } from './tenancy';

/** Receipts (sales and refunds) paid but not yet in the aggregates. */
export const aggregateQueue = pgTable(
  'aggregate_queue',
  {
    tenantId: tenantRef(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.orderId] })],
);

/**
 * A rebuild of one merchant's aggregates in progress: receipts up to `upto_order_id` are added in batches by id;
 * `done_order_id` is the last id a committed batch covered.
 */
export const aggregateRebuilds = pgTable('aggregate_rebuilds', {
  tenantId: tenantRef().primaryKey(),
  uptoOrderId: bigint('upto_order_id', { mode: 'number' }).notNull(),
  doneOrderId: bigint('done_order_id', { mode: 'number' }).notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The UTC offsets (minutes, among `DAILY_OFFSET_MINUTES`) at which a merchant's daily aggregates (`sales_daily`,
 * `sales_payment_daily`, `sales_tax_daily`) are kept: those its summary reports were asked at (`ledgers/aggregate-
 * offsets.ts`). An offset asked for the first time is filled by the worker from the receipts already in the
 * aggregates, under the merchant's exclusive aggregate lock, and marked `ready` in the same transaction; until then
 * reports at that offset read the hourly rows (or the receipts, at a half-hour offset) and stay exact.
 */
export const aggregateOffsets = pgTable(
  'aggregate_offsets',
  {
    tenantId: tenantRef(),
    offsetMinutes: smallint('offset_minutes').notNull(),
    ready: boolean('ready').notNull().default(false),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.offsetMinutes] })],
);
