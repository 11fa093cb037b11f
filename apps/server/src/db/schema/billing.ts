// Tables of the billing domain (§1 "Subscription and billing", §3 Subscription): one billing account per merchant
// (subscription, card on file, billing details), its history, its invoices and credit notes, the webhook events
// already handled, and the invoice-number counter of the operator (numbers run without gaps across merchants).
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, idColumn, money, tenantIdColumn, updatedAt } from './columns';
import { tenants } from './tenancy';

const tenantRef = () => tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' });

/** One row per merchant once billing has seen it: the subscription, the card on file and the billing details. */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    tenantId: tenantRef(),
    planCode: text('plan_code').notNull(),
    state: text('state', { enum: ['trial', 'active', 'pastDue', 'cancelled', 'expired'] }).notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** Net price paid for the current period (the base of an upgrade's credit). */
    periodNet: money('period_net').notNull().default('0'),
    graceUntil: at('grace_until'),
    nextRetryAt: at('next_retry_at'),
    /** Failed renewal attempts of the current bill. */
    retryCount: integer('retry_count').notNull().default(0),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    pendingPlanCode: text('pending_plan_code'),
    /** A copy renewing this account until then (other copies skip it). */
    claimedUntil: at('claimed_until'),
    /** Test provider: seconds this merchant's test clock runs ahead of the real one. */
    clockOffsetSeconds: bigint('clock_offset_seconds', { mode: 'number' }).notNull().default(0),
    customerRef: text('customer_ref'),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** Billing details (null company name: none saved yet). */
    companyName: text('company_name'),
    isBusiness: boolean('is_business').notNull().default(false),
    country: text('country'),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    region: text('region').notNull().default(''),
    vatId: text('vat_id').notNull().default(''),
    vatScheme: text('vat_scheme', { enum: ['EU', 'GB', 'XI'] }),
    vatIdStatus: text('vat_id_status', { enum: ['none', 'valid', 'invalid', 'unknown'] })
      .notNull()
      .default('none'),
    vatConsultationNumber: text('vat_consultation_number'),
    vatCheckedAt: at('vat_checked_at'),
    invoiceEmail: text('invoice_email').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    index('billing_accounts_due_idx').on(t.periodEnd),
    index('billing_accounts_retry_idx').on(t.nextRetryAt),
    uniqueIndex('billing_accounts_customer_uq').on(t.tenantId, t.customerRef),
  ],
);

/** The history of a subscription: every change, renewal, failure and refund (times on the merchant's billing clock). */
export const billingEvents = pgTable(
  'billing_events',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    event: text('event').notNull(),
    at: at('at').notNull(),
    fromPlanCode: text('from_plan_code'),
    toPlanCode: text('to_plan_code'),
    amount: money('amount'),
    invoiceId: bigint('invoice_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), index('billing_events_at_idx').on(t.tenantId, t.at)],
);

/** Invoices and credit notes; `number` comes from the operator's gap-free counter in the same transaction. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    tenantId: tenantRef(),
    id: idColumn(),
    kind: text('kind', { enum: ['invoice', 'creditNote'] }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    number: text('number').notNull(),
    status: text('status', { enum: ['paid', 'open', 'void'] }).notNull(),
    issuedAt: at('issued_at').notNull(),
    planCode: text('plan_code').notNull(),
    description: text('description').notNull(),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    net: money('net').notNull(),
    vatRate: money('vat_rate').notNull(),
    vatAmount: money('vat_amount').notNull(),
    total: money('total').notNull(),
    currency: text('currency').notNull().default('USD'),
    vatTreatment: text('vat_treatment', { enum: ['standard', 'reverseCharge', 'none'] }).notNull(),
    vatCountry: text('vat_country'),
    creditsInvoiceId: bigint('credits_invoice_id', { mode: 'number' }),
    refunded: money('refunded').notNull().default('0'),
    /** The language the PDF is written in (the merchant's at issue). */
    lang: text('lang').notNull(),
    /** The buyer and seller as they were at issue (an invoice never changes afterwards). */
    buyer: jsonb('buyer').notNull(),
    seller: jsonb('seller').notNull(),
    /** The provider's payment (charge, invoice or refund id). */
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('billing_invoices_issued_idx').on(t.tenantId, t.issuedAt),
    uniqueIndex('billing_invoices_provider_uq').on(t.tenantId, t.kind, t.providerRef),
    foreignKey({
      columns: [t.tenantId, t.creditsInvoiceId],
      foreignColumns: [t.tenantId, t.id],
    }),
  ],
);

/** Provider webhook events handled, so a resent event is applied once. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    tenantId: tenantRef(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.provider, t.eventId] })],
);

/** The test provider's memory of each card's charges (a `tok_retry` card fails every other try). */
export const billingTestCards = pgTable(
  'billing_test_cards',
  {
    tenantId: tenantRef(),
    token: text('token').notNull(),
    charges: integer('charges').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.token] })],
);

/**
 * The operator's invoice-number counter: one row per operator and year, taken FOR UPDATE in the transaction that
 * writes the invoice, so numbers run without gaps across every merchant. A reference table (no tenant_id): the
 * sequence belongs to the operator, not to a merchant.
 */
export const billingInvoiceCounters = pgTable('billing_invoice_counters', {
  series: text('series').primaryKey(),
  last: bigint('last', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});
