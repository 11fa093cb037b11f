// The billing domain (§1 "Subscription and billing", §3 Subscription, §9 plans in USD): plans and their limits, the
// merchant's subscription, the card on file, billing details with VAT, invoices and credit notes.
//
// Every route is `POST /m/billing/...`, for the back office's account owner (the boss; §6 names a "subscription and
// billing" permission but no menu code carries it): anyone else answers 20041. A POS or device session answers 20041.
// Self-hosted (no BILLING_PROVIDER): `/billing/overview` answers `enabled: false`, every limit open, and every route
// that would change the subscription answers 20118 (invalid order) — nothing nags, nothing is charged.
//
// Codes of this domain (§8):
//   20019 company info incomplete — a paid plan asked before the billing details were saved.
//   20041 no permission — anyone but the account owner (a POS or device session too).
//   20108 no payment method — a paid plan asked without a card on file.
//   20111 insufficient wallet balance — the card was declined for insufficient funds.
//   20112 longer subscription exists — a shorter period of the same plan family asked while a longer one runs.
//   20113 remote call failed — the payment provider could not be reached.
//   20115 illegal amount — a refund of nothing, or of more than is left to refund on the invoice.
//   20116 deduction failed — the card was declined.
//   20117 customer creation failed — the provider refused to create the customer (or to take the card).
//   20118 invalid order — unknown or unoffered plan, the plan already held, billing off, nothing to undo.
//   20119 retrieval failed, retry — the provider asked to try again (a temporary failure); nothing was charged.
//   20120 subscribe to a paid product or renew — a plan limit refuses creating or switching on something
//         (`data: PlanLimitRefusal`, whose `message` names the plan in the caller's language).
//   20121 tax changed — the total confirmed differs from the current quote (details or VAT changed meanwhile).
//   20122 application exists — a change (downgrade, cancellation) is already scheduled for the period end.
import { z } from 'zod';
import { COUNTRIES } from './countries';
import { id, int4, text } from './fields';
import { ListQuery } from './paging';

// ── Plans ────────────────────────────────────────────────────────────────────────────────────────────────────────

/** A plan's code: lower-case letters, digits, '-' and '_' (operators may add plans by configuration). */
export const planCode = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(/^[a-z0-9_-]+$/);

/** Counted limits of a plan; `null` = unlimited. */
export const PLAN_LIMIT_KEYS = ['stores', 'staffAccounts', 'kiosks', 'onlineShops'] as const;
export const PlanLimitKey = z.enum(PLAN_LIMIT_KEYS);
export type PlanLimitKey = z.infer<typeof PlanLimitKey>;

/** Features a plan switches on (§9 older listing: inventory, scan-to-order, self-service ordering, online mall). */
export const PLAN_FEATURES = ['advancedStock', 'scanToOrder', 'selfService', 'onlineShop'] as const;
export const PlanFeature = z.enum(PLAN_FEATURES);
export type PlanFeature = z.infer<typeof PlanFeature>;

/** What a plan limit guards (the thing being created or switched on). */
export const PlanResource = z.enum([...PLAN_LIMIT_KEYS, ...PLAN_FEATURES]);
export type PlanResource = z.infer<typeof PlanResource>;

/** Decimal money on the wire, two decimals, in the plan currency (USD). */
export const MoneyText = z.string();

export const PlanRow = z.object({
  code: z.string(),
  /** Display name (the operator's; not translated, it is a product name). */
  name: z.string(),
  /** Price of one period, net of VAT, e.g. "25.00". */
  price: MoneyText,
  currency: z.literal('USD'),
  /** Length of one period in months (1, 3, 12). */
  periodMonths: z.number(),
  /** Rank of the plan's feature tier: a higher tier is an upgrade, a lower one a downgrade. */
  tier: z.number(),
  /** Offered for new subscriptions (older listings stay for those who hold them). */
  offered: z.boolean(),
  limits: z.record(PlanLimitKey, z.number().nullable()),
  features: z.record(PlanFeature, z.boolean()),
});
export type PlanRow = z.infer<typeof PlanRow>;

/** POST /m/billing/plans — {} → `{ list: PlanRow[] }`, the offered plans first by tier then period. */
export const BillingEmptyBody = z.object({});

// ── Subscription ─────────────────────────────────────────────────────────────────────────────────────────────────

export const SUBSCRIPTION_STATES = ['trial', 'active', 'pastDue', 'cancelled', 'expired'] as const;
export const SubscriptionState = z.enum(SUBSCRIPTION_STATES);
export type SubscriptionState = z.infer<typeof SubscriptionState>;

export const SubscriptionView = z.object({
  planCode: z.string(),
  planName: z.string(),
  state: SubscriptionState,
  /** ISO times of the current period. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Set while past due: when the grace period ends and the free plan's limits apply. */
  graceUntil: z.string().nullable(),
  /** The next renewal retry while past due. */
  nextRetryAt: z.string().nullable(),
  /** Cancellation scheduled for the period end. */
  cancelAtPeriodEnd: z.boolean(),
  /** A downgrade scheduled for the period end. */
  pendingPlanCode: z.string().nullable(),
  /** The plan whose limits apply now (the free plan once expired or after grace). */
  effectivePlanCode: z.string(),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;

export const UsageRow = z.object({
  resource: PlanLimitKey,
  used: z.number(),
  /** null = unlimited. */
  limit: z.number().nullable(),
});
export type UsageRow = z.infer<typeof UsageRow>;

export const CardOnFile = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
});
export type CardOnFile = z.infer<typeof CardOnFile>;

export const BILLING_PROVIDERS = ['none', 'test', 'stripe'] as const;
export const BillingProviderKind = z.enum(BILLING_PROVIDERS);
export type BillingProviderKind = z.infer<typeof BillingProviderKind>;

/**
 * POST /m/billing/overview — {} → the billing page's data. Self-hosted: `enabled: false`, `subscription: null`,
 * every limit `null` and every feature on.
 */
export const BillingOverview = z.object({
  enabled: z.boolean(),
  provider: BillingProviderKind,
  subscription: SubscriptionView.nullable(),
  /** Limits and features that apply now. */
  limits: z.record(PlanLimitKey, z.number().nullable()),
  features: z.record(PlanFeature, z.boolean()),
  usage: z.array(UsageRow),
  card: CardOnFile.nullable(),
  /** Stripe only: the publishable key for the card form (Stripe.js); the card never reaches this server. */
  publishableKey: z.string().nullable(),
  /** Test provider only: the test clock's time (ISO); null otherwise. */
  testClock: z.string().nullable(),
});
export type BillingOverview = z.infer<typeof BillingOverview>;

/** The `data` of a 20120 refusal from a plan limit. */
export const PlanLimitRefusal = z.object({
  resource: PlanResource,
  planCode: z.string(),
  planName: z.string(),
  /** The limit (null for a feature the plan lacks). */
  limit: z.number().nullable(),
  /** The caller's language: "The Free plan allows 1 store(s). …". */
  message: z.string(),
});
export type PlanLimitRefusal = z.infer<typeof PlanLimitRefusal>;

// ── Quote and change ─────────────────────────────────────────────────────────────────────────────────────────────

export const VAT_TREATMENTS = ['standard', 'reverseCharge', 'none'] as const;
export const VatTreatment = z.enum(VAT_TREATMENTS);
export type VatTreatment = z.infer<typeof VatTreatment>;

export const CHANGE_KINDS = ['start', 'upgrade', 'downgrade'] as const;
export const ChangeKind = z.enum(CHANGE_KINDS);
export type ChangeKind = z.infer<typeof ChangeKind>;

/**
 * POST /m/billing/quote — `{ planCode }` → what a change would cost, shown before confirming. `upgrade` and `start`
 * take effect now (an upgrade credits the unused part of the current period, to the cent); `downgrade` (a lower
 * tier, the free plan included) at the period end and charges nothing now. Codes 20118, 20112.
 */
export const BillingQuoteBody = z.object({ planCode });
export type BillingQuoteBody = z.infer<typeof BillingQuoteBody>;

export const BillingQuote = z.object({
  planCode: z.string(),
  kind: ChangeKind,
  /** ISO time the change takes effect. */
  effectiveAt: z.string(),
  /** The new plan's price for one period. */
  price: MoneyText,
  /** Credit for the unused part of the current period (upgrade), else "0.00". */
  credit: MoneyText,
  /** Net to charge now: price − credit (never below 0). */
  net: MoneyText,
  /** VAT rate in percent, e.g. "20" — "0" for reverse charge or outside the EU and UK. */
  vatRate: z.string(),
  vatAmount: MoneyText,
  /** Total charged now (net + VAT). */
  total: MoneyText,
  vatTreatment: VatTreatment,
  /** Country of the VAT charged (ISO alpha-2; "XI" Northern Ireland), null when none applies. */
  vatCountry: z.string().nullable(),
});
export type BillingQuote = z.infer<typeof BillingQuote>;

/**
 * POST /m/billing/change — `{ planCode, expectedTotal }` → `{ subscription, invoiceId }`. `expectedTotal` is the
 * quote's `total`; a different current total answers 20121 (tax changed) and changes nothing. Paid plan without a card
 * 20108; declined 20116 / insufficient funds 20111; provider unreachable 20113, asks to retry 20119; unknown plan or
 * the plan held 20118; a shorter period while a longer one runs 20112; a downgrade while one is scheduled 20122.
 * `invoiceId` is the invoice of the charge made now (null for a downgrade or a free change).
 */
export const BillingChangeBody = z.object({
  planCode,
  expectedTotal: z.string().trim().max(20),
  /**
   * The quote's `effectiveAt` (start and upgrade): an upgrade confirmed within 30 minutes is credited as of the quote,
   * so the total charged is the total shown even though the clock moved on meanwhile. Optional.
   */
  quotedAt: z.iso.datetime().optional(),
});
export type BillingChangeBody = z.infer<typeof BillingChangeBody>;

export const BillingChangeResult = z.object({ subscription: SubscriptionView, invoiceId: z.number().nullable() });
export type BillingChangeResult = z.infer<typeof BillingChangeResult>;

/**
 * POST /m/billing/cancel — {} → SubscriptionView: cancels at the period end (limits stay until then, then the free
 * plan's). Already scheduled 20122; nothing paid to cancel 20118.
 * POST /m/billing/resume — {} → SubscriptionView: undoes a scheduled cancellation or downgrade; none 20118.
 */
export const BillingCancelBody = BillingEmptyBody;

// ── Card on file ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /m/billing/card/save — `{ token }` → CardOnFile. `token` is the provider's payment-method token made in the
 * browser (Stripe: a `pm_…` id from Stripe.js); the card number never reaches this server. Test provider tokens:
 * `tok_visa` (4242, succeeds), `tok_decline` (0002, declined: 20116), `tok_insufficient` (9995: 20111),
 * `tok_retry` (3220: the first charge of each attempt asks to retry, 20119, the next succeeds),
 * `tok_unreachable` (0019: provider unreachable, 20113), `tok_customer_fail` and any other token (20117 when saving).
 * POST /m/billing/card/remove — {} → null. Always allowed; a renewal without a card then fails like a declined one.
 */
export const BillingCardSaveBody = z.object({ token: text(200).pipe(z.string().min(1)) });
export type BillingCardSaveBody = z.infer<typeof BillingCardSaveBody>;

/** The test provider's card tokens (documented above). */
export const TEST_CARD_TOKENS = [
  'tok_visa',
  'tok_decline',
  'tok_insufficient',
  'tok_retry',
  'tok_unreachable',
  'tok_customer_fail',
] as const;

// ── Billing details and VAT ──────────────────────────────────────────────────────────────────────────────────────

export const VAT_ID_STATUSES = ['none', 'valid', 'invalid', 'unknown'] as const;
export const VatIdStatus = z.enum(VAT_ID_STATUSES);
export type VatIdStatus = z.infer<typeof VatIdStatus>;

/** Which register a VAT ID belongs to: the EU's (VIES), Great Britain's (GB…) or Northern Ireland's (XI…). */
export const VAT_SCHEMES = ['EU', 'GB', 'XI'] as const;
export const VatScheme = z.enum(VAT_SCHEMES);
export type VatScheme = z.infer<typeof VatScheme>;

/**
 * POST /m/billing/details/save — the billing details. `country` is ISO alpha-2 of contract COUNTRIES ("GB", "DE"; "XI"
 * is not a country: Northern Ireland is "GB" with an `XI…` VAT ID; an unknown code answers 1001). `vatId` optional; with one, `isBusiness` is implied. A VAT ID whose
 * format is wrong for its prefix answers 1001 naming `vatId`; a VAT ID of another country's register than `country`
 * (e.g. DE… for FR) answers 1001 too. → BillingDetails.
 */
export const BillingDetailsBody = z.object({
  companyName: text(120),
  isBusiness: z.boolean().default(false),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase())
    .refine((v) => COUNTRIES.some((c) => c.iso2 === v), { message: 'unknown country' }),
  addressLine1: text(200).pipe(z.string().min(1)),
  addressLine2: text(200).default(''),
  city: text(100).pipe(z.string().min(1)),
  postalCode: text(20).default(''),
  region: text(100).default(''),
  vatId: text(20).default(''),
  /** Where invoices are mailed; the boss's e-mail when empty. */
  invoiceEmail: z.union([z.literal(''), z.email().max(100)]).default(''),
});
export type BillingDetailsBody = z.infer<typeof BillingDetailsBody>;

/** POST /m/billing/details — {} → BillingDetails or null when none saved. */
export const BillingDetails = BillingDetailsBody.extend({
  vatId: z.string(),
  /** The VAT ID's register, null without one. */
  vatScheme: VatScheme.nullable(),
  /** VIES answer: unknown while the service is unavailable (never taken as invalid). */
  vatIdStatus: VatIdStatus,
  /** The VIES consultation number when it answered. */
  vatConsultationNumber: z.string().nullable(),
  vatCheckedAt: z.string().nullable(),
});
export type BillingDetails = z.infer<typeof BillingDetails>;

// ── Invoices ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const INVOICE_KINDS = ['invoice', 'creditNote'] as const;
export const InvoiceKind = z.enum(INVOICE_KINDS);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

export const INVOICE_STATUSES = ['paid', 'open', 'void'] as const;
export const InvoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** POST /m/billing/invoices — ListQuery (sort 'issuedAt' | '-issuedAt', default newest first) → { list, total }. */
export const InvoiceListQuery = ListQuery.extend({
  kind: InvoiceKind.optional(),
  sort: z.enum(['issuedAt', '-issuedAt']).optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;

export const InvoiceRow = z.object({
  id: z.number(),
  kind: InvoiceKind,
  /** Gap-free number per operator, e.g. "TB-2026-000042" (credit notes share the sequence). */
  number: z.string(),
  status: InvoiceStatus,
  issuedAt: z.string(),
  planCode: z.string(),
  description: z.string(),
  net: MoneyText,
  vatRate: z.string(),
  vatAmount: MoneyText,
  total: MoneyText,
  currency: z.literal('USD'),
  vatTreatment: VatTreatment,
  /** A credit note: the invoice it credits. */
  creditsInvoiceId: z.number().nullable(),
  /** Amount already credited (invoices). */
  refunded: MoneyText,
});
export type InvoiceRow = z.infer<typeof InvoiceRow>;

/** POST /m/billing/invoice/pdf — `{ id }` → application/pdf in the merchant's language; another's 20037. */
export const InvoiceIdBody = z.object({ id });
export type InvoiceIdBody = z.infer<typeof InvoiceIdBody>;

// ── History ──────────────────────────────────────────────────────────────────────────────────────────────────────

export const SUBSCRIPTION_EVENTS = [
  'trialStarted',
  'started',
  'renewed',
  'upgraded',
  'downgradeScheduled',
  'downgraded',
  'cancelScheduled',
  'resumed',
  'cancelled',
  'paymentFailed',
  'pastDue',
  'expired',
  'refunded',
  'cardSaved',
  'cardRemoved',
] as const;
export const SubscriptionEvent = z.enum(SUBSCRIPTION_EVENTS);
export type SubscriptionEvent = z.infer<typeof SubscriptionEvent>;

/** POST /m/billing/history — ListQuery → { list: BillingHistoryRow[], total }, newest first. */
export const BillingHistoryQuery = ListQuery.extend({ sort: z.enum(['at', '-at']).optional() });
export type BillingHistoryQuery = z.infer<typeof BillingHistoryQuery>;

export const BillingHistoryRow = z.object({
  id: z.number(),
  event: SubscriptionEvent,
  at: z.string(),
  fromPlanCode: z.string().nullable(),
  toPlanCode: z.string().nullable(),
  /** Amount charged or refunded, when the event moved money. */
  amount: MoneyText.nullable(),
  invoiceId: z.number().nullable(),
});
export type BillingHistoryRow = z.infer<typeof BillingHistoryRow>;

// ── Test provider only (routes exist only with BILLING_PROVIDER=test) ───────────────────────────────────────────────

/**
 * POST /m/billing/test/advance — `{ days, hours }` moves this merchant's test clock forward and runs what fell due
 * (renewals, retries, grace ends) → `{ now, subscription }`. Not registered unless the test provider is on (404).
 */
export const TestClockAdvanceBody = z.object({ days: int4(0, 3660).default(0), hours: int4(0, 24 * 366).default(0) });
export type TestClockAdvanceBody = z.infer<typeof TestClockAdvanceBody>;
export const TestClockResult = z.object({ now: z.string(), subscription: SubscriptionView.nullable() });
export type TestClockResult = z.infer<typeof TestClockResult>;

/**
 * POST /m/billing/test/refund — `{ invoiceId, amount }` refunds (part of) a paid invoice as the operator would in the
 * provider's dashboard → the credit note's InvoiceRow. Amount ≤ 0 or above what is left 20115; another's invoice 20037.
 */
export const TestRefundBody = z.object({ invoiceId: id, amount: z.string().trim().max(20) });
export type TestRefundBody = z.infer<typeof TestRefundBody>;
