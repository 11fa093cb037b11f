import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BillingConfig } from '../../config';
import { billingAccounts } from '../../db/schema';
import { type Ctx, inTransaction } from '../../platform/context';
import type { Db } from '../../platform/db';
import type { Mailer } from '../../platform/mail';
import { billingMessage } from '../../platform/mail-templates';
import { FREE_PLAN, freePlan, type Plan, planOf } from '../../platform/plan-limits';
import {
  type Account,
  type AccountPatch,
  billingContact,
  claimAccount,
  clockNow,
  patchAccount,
  recordEvent,
  releaseAccount,
} from './accounts';
import { invoiceDate, periodDescription } from './billing.texts';
import { issueInvoice } from './invoices';
import { fromCents, toCents, vatCents } from './money';
import { addDays, addMonths } from './periods';
import { type BillingProvider, ProviderError } from './providers/provider';
import { decideVat } from './vat';

/**
 * Renewals and dunning, run for each merchant whose period ended or whose retry fell due (on its billing clock):
 * - a trial that ended expires (the free plan's limits apply; nothing is charged);
 * - a period that ended with a cancellation scheduled is cancelled; with a downgrade scheduled, the lower plan starts;
 *   otherwise the plan renews: the card is charged for the next period (an invoice, numbered);
 * - a failed charge makes the subscription past due: retries run BILLING_RETRY_DAYS after the period end, each
 *   failure mailed; the plan keeps working until the last retry (the grace period); when that fails too the
 *   subscription expires and the free plan's limits apply. Nothing is deleted.
 * Each merchant is claimed first (one server copy at a time); each charge carries an idempotency key naming the period
 * and the try, so a copy that dies after charging and before writing charges once when the next one tries again.
 */
export interface Renewer {
  /** Runs what fell due for one merchant (the test clock calls it right after moving). */
  runFor(tenantId: number): Promise<void>;
  /** Runs what fell due for every merchant (the periodic sweep of every server copy). */
  sweep(): Promise<number>;
}

export function createRenewer(
  dbOf: () => Db,
  config: BillingConfig,
  provider: BillingProvider | null,
  mailer: Mailer,
  log: { warn: (o: object, m: string) => void },
): Renewer {
  const retryDays = config.retryDays;
  // The sweep acts for nobody in particular: a context of its own for the transactions it writes.
  const sys = (): Ctx => ({ db: dbOf(), lang: 'en_GB', tzOffsetMs: 0, requestId: 'billing-renewal', ip: '' });

  async function mail(
    account: Account,
    notice: 'paymentFailed' | 'lastPaymentFailed' | 'expired',
    plan: Plan,
    extra: { amount?: string; retry?: Date; grace?: Date },
  ) {
    const { email, lang } = await billingContact(dbOf(), account);
    if (!email) return;
    try {
      await mailer.send(
        billingMessage(notice, lang, email, {
          plan: plan.name,
          amount: extra.amount,
          retry: extra.retry ? invoiceDate(extra.retry, lang) : undefined,
          grace: extra.grace ? invoiceDate(extra.grace, lang) : undefined,
          free: freePlan(config).name,
        }),
      );
    } catch (err) {
      log.warn({ err }, 'billing mail not sent');
    }
  }

  /** Charges `plan` for the period starting at `start`; answers the new account, or null when the charge failed. */
  async function charge(a: Account, plan: Plan, start: Date, due: Date, event: string): Promise<Account | null> {
    const netCents = toCents(plan.price);
    const vat = decideVat(a, config.operator.country, due);
    const vCents = vatCents(netCents, vat.rate);
    const end = addMonths(start, plan.periodMonths);
    let ref: string;
    try {
      if (!provider || !a.customerRef || !a.cardToken) throw new ProviderError('declined');
      ref = await provider.charge({
        tenantId: a.tenantId,
        customerRef: a.customerRef,
        cardToken: a.cardToken,
        amountCents: netCents + vCents,
        description: plan.name,
        idempotencyKey: `renew-${a.tenantId}-${start.getTime()}-${a.retryCount}`,
      });
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      return null;
    }
    return inTransaction(sys(), async (tx) => {
      const { lang } = await billingContact(tx.db, a);
      const invoice = await issueInvoice(tx.db, config, {
        kind: 'invoice',
        account: a,
        lang,
        issuedAt: due,
        planCode: plan.code,
        description: periodDescription(lang, plan.name, start, end),
        periodStart: start,
        periodEnd: end,
        netCents,
        vatRate: vat.rate,
        vatCents: vCents,
        treatment: vat.treatment,
        vatCountry: vat.country,
        providerRef: ref,
      });
      await recordEvent(tx.db, a.tenantId, event, due, {
        fromPlanCode: a.planCode,
        toPlanCode: plan.code,
        amount: fromCents(netCents + vCents),
        invoiceId: invoice.id,
      });
      return patchAccount(tx.db, a.tenantId, {
        planCode: plan.code,
        state: 'active',
        periodStart: start,
        periodEnd: end,
        periodNet: fromCents(netCents),
        pendingPlanCode: null,
        graceUntil: null,
        nextRetryAt: null,
        retryCount: 0,
      });
    });
  }

  const write = (a: Account, patch: AccountPatch, event: string, at: Date, more = {}): Promise<Account> =>
    inTransaction(sys(), async (tx) => {
      await recordEvent(tx.db, a.tenantId, event, at, { fromPlanCode: a.planCode, ...more });
      return patchAccount(tx.db, a.tenantId, patch);
    });

  /** One step of the life cycle; answers the account after it, or null when nothing more is due at `now`. */
  async function step(a: Account, now: Date): Promise<Account | null> {
    if (a.planCode === FREE_PLAN || a.state === 'cancelled' || a.state === 'expired') return null;
    const plan = planOf(config, a.planCode) ?? freePlan(config);
    if (a.state === 'trial') {
      if (now < a.periodEnd) return null;
      await write(a, { state: 'expired' }, 'expired', a.periodEnd, { toPlanCode: FREE_PLAN });
      return null;
    }
    if (a.state === 'active') {
      if (now < a.periodEnd) return null;
      if (a.cancelAtPeriodEnd) {
        await write(a, { state: 'cancelled', cancelAtPeriodEnd: false }, 'cancelled', a.periodEnd, {
          toPlanCode: FREE_PLAN,
        });
        await mail(a, 'expired', plan, {});
        return null;
      }
      const next = planOf(config, a.pendingPlanCode ?? a.planCode) ?? freePlan(config);
      if (toCents(next.price) === 0) {
        return write(
          a,
          {
            planCode: next.code,
            periodStart: a.periodEnd,
            periodEnd: addMonths(a.periodEnd, next.periodMonths),
            periodNet: '0',
            pendingPlanCode: null,
          },
          'downgraded',
          a.periodEnd,
          { toPlanCode: next.code },
        );
      }
      const renewed = await charge(a, next, a.periodEnd, a.periodEnd, a.pendingPlanCode ? 'downgraded' : 'renewed');
      if (renewed) return renewed;
      const retry = addDays(a.periodEnd, retryDays[0]);
      const grace = addDays(a.periodEnd, retryDays[retryDays.length - 1]);
      const failed = await write(
        a,
        { state: 'pastDue', retryCount: 1, nextRetryAt: retry, graceUntil: grace },
        'paymentFailed',
        a.periodEnd,
        { toPlanCode: next.code, amount: next.price },
      );
      await mail(a, 'paymentFailed', next, { amount: next.price, retry, grace });
      return failed;
    }
    // Past due: a retry that fell due.
    if (!a.nextRetryAt || now < a.nextRetryAt) return null;
    const due = a.nextRetryAt;
    const next = planOf(config, a.pendingPlanCode ?? a.planCode) ?? plan;
    const renewed = await charge(a, next, a.periodEnd, due, 'renewed');
    if (renewed) return renewed;
    if (a.retryCount < retryDays.length) {
      const retry = addDays(a.periodEnd, retryDays[a.retryCount]);
      const failed = await write(a, { retryCount: a.retryCount + 1, nextRetryAt: retry }, 'paymentFailed', due, {
        toPlanCode: next.code,
        amount: next.price,
      });
      await mail(a, 'paymentFailed', next, { amount: next.price, retry, grace: a.graceUntil ?? retry });
      return failed;
    }
    await write(a, { state: 'expired', nextRetryAt: null, graceUntil: null, pendingPlanCode: null }, 'expired', due, {
      toPlanCode: FREE_PLAN,
      amount: next.price,
    });
    await mail(a, 'lastPaymentFailed', next, { amount: next.price });
    await mail(a, 'expired', next, {});
    return null;
  }

  async function runFor(tenantId: number): Promise<void> {
    const db = dbOf();
    if (!(await claimAccount(db, tenantId))) return;
    try {
      const [first] = await db.select().from(billingAccounts).where(eq(billingAccounts.tenantId, tenantId));
      if (!first) return;
      const now = await clockNow(db, first.clockOffsetSeconds);
      let a: Account | null = first;
      // A clock moved far ahead renews period after period; the bound only stops a plan misconfigured to loop.
      for (let i = 0; a && i < 1000; i++) a = await step(a, now);
    } finally {
      await releaseAccount(db, tenantId);
    }
  }

  async function sweep(): Promise<number> {
    const db = dbOf();
    const clock = sql`now() + ${billingAccounts.clockOffsetSeconds} * interval '1 second'`;
    const due = await db
      .select({ tenantId: billingAccounts.tenantId })
      .from(billingAccounts)
      .where(
        and(
          ne(billingAccounts.planCode, FREE_PLAN),
          inArray(billingAccounts.state, ['trial', 'active', 'pastDue']),
          sql`(${billingAccounts.claimedUntil} is null or ${billingAccounts.claimedUntil} < now())`,
          sql`(case when ${billingAccounts.state} = 'pastDue' then ${billingAccounts.nextRetryAt} else ${billingAccounts.periodEnd} end) <= ${clock}`,
        ),
      )
      .limit(100);
    for (const { tenantId } of due) {
      try {
        await runFor(tenantId);
      } catch (err) {
        log.warn({ err, tenantId }, 'billing renewal');
      }
    }
    return due.length;
  }

  return { runFor, sweep };
}
