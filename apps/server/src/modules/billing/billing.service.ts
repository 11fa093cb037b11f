import {
  type BillingChangeBody,
  type BillingChangeResult,
  type BillingDetails,
  type BillingDetailsBody,
  type BillingOverview,
  type BillingQuote,
  type CardOnFile,
  Err,
  PLAN_LIMIT_KEYS,
  type PlanRow,
  type SubscriptionView,
} from '@tillbook/contract';
import { inTransaction, type TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError, paramError } from '../../platform/errors';
import {
  effectivePlanCode,
  freePlan,
  OPEN_FEATURES,
  OPEN_LIMITS,
  planOf,
  plansOf,
  usageOf,
} from '../../platform/plan-limits';
import {
  type Account,
  billingContact,
  claimAccount,
  loadAccount,
  patchAccount,
  recordEvent,
  releaseAccount,
} from './accounts';
import { periodDescription } from './billing.texts';
import { type Change, quoteOf, workOutChange } from './changes';
import { issueInvoice } from './invoices';
import { fromCents, parseAmount } from './money';
import { addMonths } from './periods';
import { type BillingProvider, FAILURE_CODES, ProviderError } from './providers/provider';
import type { Renewer } from './renewals';
import { parseVatId, type VatIdRegister } from './vat-ids';

/** The account owner only: §6 names a "subscription and billing" permission, but no menu code carries it. */
export function assertOwner(ctx: TenantCtx): void {
  if (!ctx.isBoss) throw new AppError(Err.NO_PERMISSION);
}

export const subscriptionView = (config: Deps['config']['billing'], a: Account, now: Date): SubscriptionView => ({
  planCode: a.planCode,
  planName: planOf(config, a.planCode)?.name ?? a.planCode,
  state: a.state,
  periodStart: a.periodStart.toISOString(),
  periodEnd: a.periodEnd.toISOString(),
  graceUntil: a.graceUntil?.toISOString() ?? null,
  nextRetryAt: a.nextRetryAt?.toISOString() ?? null,
  cancelAtPeriodEnd: a.cancelAtPeriodEnd,
  pendingPlanCode: a.pendingPlanCode,
  effectivePlanCode: effectivePlanCode(a, now),
});

const cardOf = (a: Account): CardOnFile | null =>
  a.cardToken && a.cardLast4
    ? { brand: a.cardBrand ?? '', last4: a.cardLast4, expMonth: a.cardExpMonth ?? 0, expYear: a.cardExpYear ?? 0 }
    : null;

export const detailsOf = (a: Account): BillingDetails | null =>
  a.companyName === null || a.country === null
    ? null
    : {
        companyName: a.companyName,
        isBusiness: a.isBusiness,
        country: a.country,
        addressLine1: a.addressLine1,
        addressLine2: a.addressLine2,
        city: a.city,
        postalCode: a.postalCode,
        region: a.region,
        vatId: a.vatId,
        invoiceEmail: a.invoiceEmail,
        vatScheme: a.vatScheme,
        vatIdStatus: a.vatIdStatus,
        vatConsultationNumber: a.vatConsultationNumber,
        vatCheckedAt: a.vatCheckedAt?.toISOString() ?? null,
      };

/** A provider's refusal as its §8 code. */
async function viaProvider<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ProviderError) throw new AppError(FAILURE_CODES[err.failure]);
    throw err;
  }
}

/**
 * The subscription as its owner sees and changes it (§1, §3): overview, plans, quote, change (start, upgrade now with
 * proration, downgrade at period end), cancel and resume, card on file, billing details with the VAT ID check.
 * Billing off (self-hosted): the overview says so and opens everything; every change answers 20118.
 */
export function createBillingService(
  deps: Deps,
  provider: BillingProvider | null,
  renewer: Renewer,
  register: VatIdRegister,
) {
  const config = deps.config.billing;
  const on = config.provider !== 'none' && provider !== null;

  /** The owner's account, billing on; runs what fell due first so the caller sees the state of now. */
  async function account(ctx: TenantCtx) {
    assertOwner(ctx);
    if (!on) throw new AppError(Err.ORDER_INVALID);
    await loadAccount(ctx.db, config, ctx.tenantId);
    await renewer.runFor(ctx.tenantId);
    return loadAccount(ctx.db, config, ctx.tenantId);
  }

  async function overview(ctx: TenantCtx): Promise<BillingOverview> {
    assertOwner(ctx);
    const used = await usageOf(ctx);
    if (!on) {
      return {
        enabled: false,
        provider: 'none',
        subscription: null,
        limits: OPEN_LIMITS,
        features: OPEN_FEATURES,
        usage: PLAN_LIMIT_KEYS.map((k) => ({ resource: k, used: used[k], limit: null })),
        card: null,
        publishableKey: null,
        testClock: null,
      };
    }
    const { account: a, now } = await account(ctx);
    const plan = planOf(config, effectivePlanCode(a, now)) ?? freePlan(config);
    return {
      enabled: true,
      provider: config.provider,
      subscription: subscriptionView(config, a, now),
      limits: plan.limits,
      features: plan.features,
      usage: PLAN_LIMIT_KEYS.map((k) => ({ resource: k, used: used[k], limit: plan.limits[k] })),
      card: cardOf(a),
      publishableKey: provider?.publishableKey ?? null,
      testClock: config.provider === 'test' ? now.toISOString() : null,
    };
  }

  function plans(ctx: TenantCtx): { list: PlanRow[] } {
    assertOwner(ctx);
    return { list: plansOf(config).filter((p) => p.offered) as PlanRow[] };
  }

  async function quote(ctx: TenantCtx, planCode: string): Promise<BillingQuote> {
    const { account: a, now } = await account(ctx);
    return quoteOf(workOutChange(config, a, now, planCode));
  }

  /** Charges a start or an upgrade and records it (the account is claimed by the caller). */
  async function applyNow(ctx: TenantCtx, a: Account, now: Date, c: Change): Promise<BillingChangeResult> {
    let ref: string | null = null;
    if (c.totalCents > 0) {
      ref = await viaProvider(() =>
        (provider as BillingProvider).charge({
          tenantId: a.tenantId,
          customerRef: a.customerRef as string,
          cardToken: a.cardToken as string,
          amountCents: c.totalCents,
          description: c.target.name,
          idempotencyKey: `change-${a.tenantId}-${c.target.code}-${now.getTime()}`,
        }),
      );
    }
    const end = addMonths(now, c.target.periodMonths);
    return inTransaction(ctx, async (tx) => {
      let invoiceId: number | null = null;
      if (c.totalCents > 0) {
        const { lang } = await billingContact(tx.db, a);
        const credit = c.creditCents > 0 ? `${fromCents(c.creditCents)} USD` : undefined;
        const invoice = await issueInvoice(tx.db, config, {
          kind: 'invoice',
          account: a,
          lang,
          issuedAt: now,
          planCode: c.target.code,
          description: periodDescription(lang, c.target.name, now, end, credit),
          periodStart: now,
          periodEnd: end,
          netCents: c.netCents,
          vatRate: c.vat.rate,
          vatCents: c.vatCents,
          treatment: c.vat.treatment,
          vatCountry: c.vat.country,
          providerRef: ref,
        });
        invoiceId = invoice.id;
      }
      await recordEvent(tx.db, a.tenantId, c.kind === 'upgrade' ? 'upgraded' : 'started', now, {
        fromPlanCode: a.planCode,
        toPlanCode: c.target.code,
        amount: fromCents(c.totalCents),
        invoiceId,
      });
      const saved = await patchAccount(tx.db, a.tenantId, {
        planCode: c.target.code,
        state: 'active',
        periodStart: now,
        periodEnd: end,
        periodNet: fromCents(c.netCents + c.creditCents),
        pendingPlanCode: null,
        cancelAtPeriodEnd: false,
        graceUntil: null,
        nextRetryAt: null,
        retryCount: 0,
      });
      return { subscription: subscriptionView(config, saved, now), invoiceId };
    });
  }

  /**
   * Changes the plan after the quote the owner saw: `expectedTotal` must still be the total (20121 otherwise: the
   * billing details or a VAT rate changed meanwhile). A paid plan needs billing details (20019) and a card (20108).
   */
  async function change(ctx: TenantCtx, b: BillingChangeBody): Promise<BillingChangeResult> {
    await account(ctx);
    const expected = parseAmount(b.expectedTotal);
    if (expected === null) throw paramError('expectedTotal', 'not an amount');
    // One change (or renewal) of a merchant at a time; everything is worked out again once the account is ours, so a
    // change made meanwhile by another request is seen (the same plan again answers 20118, not a second charge).
    if (!(await claimAccount(ctx.db, ctx.tenantId))) throw new AppError(Err.APPLICATION_EXISTS);
    try {
      const { account: a, now } = await loadAccount(ctx.db, config, ctx.tenantId);
      // The credit of an upgrade shrinks as time passes: priced as of the quote when it is recent, as shown.
      const quotedAt = b.quotedAt ? new Date(b.quotedAt) : null;
      const asOf = quotedAt && quotedAt <= now && now.getTime() - quotedAt.getTime() <= 30 * 60_000 ? quotedAt : now;
      const c = { ...workOutChange(config, a, asOf, b.planCode), effectiveAt: now };
      if (expected !== c.totalCents) throw new AppError(Err.TAX_CHANGED, { quote: quoteOf(c) });
      if (c.kind === 'downgrade') {
        return await inTransaction(ctx, async (tx) => {
          await recordEvent(tx.db, ctx.tenantId, 'downgradeScheduled', now, {
            fromPlanCode: a.planCode,
            toPlanCode: c.target.code,
          });
          const saved = await patchAccount(tx.db, ctx.tenantId, { pendingPlanCode: c.target.code });
          return { subscription: subscriptionView(config, saved, now), invoiceId: null };
        });
      }
      if (c.priceCents > 0) {
        if (detailsOf(a) === null) throw new AppError(Err.COMPANY_INCOMPLETE);
        if (!a.cardToken || !a.customerRef) throw new AppError(Err.NO_PAYMENT_METHOD);
      }
      return await applyNow(ctx, a, now, c);
    } finally {
      await releaseAccount(ctx.db, ctx.tenantId);
    }
  }

  async function cancel(ctx: TenantCtx): Promise<SubscriptionView> {
    await account(ctx);
    return inTransaction(ctx, async (tx) => {
      const { account: a, now } = await loadAccount(tx.db, config, ctx.tenantId, true);
      const plan = planOf(config, a.planCode);
      if (a.state !== 'active' || !plan || plan.price === '0.00' || now >= a.periodEnd)
        throw new AppError(Err.ORDER_INVALID);
      if (a.cancelAtPeriodEnd || a.pendingPlanCode) throw new AppError(Err.APPLICATION_EXISTS);
      await recordEvent(tx.db, ctx.tenantId, 'cancelScheduled', now, { fromPlanCode: a.planCode });
      return subscriptionView(config, await patchAccount(tx.db, ctx.tenantId, { cancelAtPeriodEnd: true }), now);
    });
  }

  async function resume(ctx: TenantCtx): Promise<SubscriptionView> {
    await account(ctx);
    return inTransaction(ctx, async (tx) => {
      const { account: a, now } = await loadAccount(tx.db, config, ctx.tenantId, true);
      if (a.state !== 'active' || (!a.cancelAtPeriodEnd && !a.pendingPlanCode)) throw new AppError(Err.ORDER_INVALID);
      await recordEvent(tx.db, ctx.tenantId, 'resumed', now, { fromPlanCode: a.planCode, toPlanCode: a.planCode });
      const saved = await patchAccount(tx.db, ctx.tenantId, { cancelAtPeriodEnd: false, pendingPlanCode: null });
      return subscriptionView(config, saved, now);
    });
  }

  /** Keeps the provider's token of a card made in the browser, with its last four digits and expiry. */
  async function saveCard(ctx: TenantCtx, token: string): Promise<CardOnFile> {
    const { account: a, now } = await account(ctx);
    const p = provider as BillingProvider;
    let customerRef = a.customerRef;
    if (!customerRef) {
      const contact = await billingContact(ctx.db, a);
      customerRef = await viaProvider(() =>
        p.createCustomer({ tenantId: ctx.tenantId, email: contact.email ?? '', name: a.companyName ?? '' }),
      );
      await patchAccount(ctx.db, ctx.tenantId, { customerRef });
    }
    const card = await viaProvider(() =>
      p.saveCard({ tenantId: ctx.tenantId, customerRef: customerRef as string, token }),
    );
    return inTransaction(ctx, async (tx) => {
      await recordEvent(tx.db, ctx.tenantId, 'cardSaved', now);
      const saved = await patchAccount(tx.db, ctx.tenantId, {
        cardToken: card.token,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
      });
      return cardOf(saved) as CardOnFile;
    });
  }

  async function removeCard(ctx: TenantCtx): Promise<null> {
    const { now } = await account(ctx);
    await inTransaction(ctx, async (tx) => {
      await recordEvent(tx.db, ctx.tenantId, 'cardRemoved', now);
      await patchAccount(tx.db, ctx.tenantId, {
        cardToken: null,
        cardBrand: null,
        cardLast4: null,
        cardExpMonth: null,
        cardExpYear: null,
      });
    });
    return null;
  }

  async function details(ctx: TenantCtx): Promise<BillingDetails | null> {
    assertOwner(ctx);
    if (!on) return null;
    return detailsOf((await loadAccount(ctx.db, config, ctx.tenantId)).account);
  }

  /**
   * Saves the billing details. A VAT ID is checked locally (format and country: 1001 on `vatId`), then asked of VIES:
   * "unknown" while VIES cannot answer (never "invalid"), with the consultation number when it answers.
   */
  async function saveDetails(ctx: TenantCtx, b: BillingDetailsBody): Promise<BillingDetails> {
    const { now } = await account(ctx);
    let vat: Pick<Account, 'vatId' | 'vatScheme' | 'vatIdStatus' | 'vatConsultationNumber' | 'vatCheckedAt'> = {
      vatId: '',
      vatScheme: null,
      vatIdStatus: 'none',
      vatConsultationNumber: null,
      vatCheckedAt: null,
    };
    if (b.vatId) {
      const parsed = parseVatId(b.vatId, b.country);
      if (!parsed.ok)
        throw paramError('vatId', parsed.reason === 'format' ? 'VAT ID format' : 'VAT ID of another country');
      const checked = await register.check(parsed.prefix, parsed.number);
      vat = {
        vatId: parsed.value,
        vatScheme: parsed.scheme,
        vatIdStatus: checked.status,
        vatConsultationNumber: checked.consultationNumber,
        vatCheckedAt: now,
      };
    }
    const saved = await patchAccount(ctx.db, ctx.tenantId, {
      companyName: b.companyName,
      isBusiness: b.isBusiness || !!b.vatId,
      country: b.country,
      addressLine1: b.addressLine1,
      addressLine2: b.addressLine2,
      city: b.city,
      postalCode: b.postalCode,
      region: b.region,
      invoiceEmail: b.invoiceEmail,
      ...vat,
    });
    return detailsOf(saved) as BillingDetails;
  }

  return { overview, plans, quote, change, cancel, resume, saveCard, removeCard, details, saveDetails, account };
}

export type BillingService = ReturnType<typeof createBillingService>;
