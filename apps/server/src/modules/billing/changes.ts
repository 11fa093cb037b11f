import { type BillingQuote, type ChangeKind, Err } from '@tillbook/contract';
import type { BillingConfig } from '../../config';
import { AppError } from '../../platform/errors';
import { effectivePlanCode, FREE_PLAN, type Plan, planOf } from '../../platform/plan-limits';
import type { Account } from './accounts';
import { fromCents, shareCents, toCents, vatCents } from './money';
import { decideVat, type VatDecision } from './vat';

/** A plan change worked out: what happens, when, and what it costs now. */
export interface Change {
  kind: ChangeKind;
  target: Plan;
  effectiveAt: Date;
  priceCents: number;
  creditCents: number;
  netCents: number;
  vat: VatDecision;
  vatCents: number;
  totalCents: number;
}

/** Whether a paid period runs now (the merchant paid for it and it has not ended). */
export function paidPeriodRuns(config: BillingConfig, a: Account, now: Date): boolean {
  const plan = planOf(config, a.planCode);
  return a.state === 'active' && !!plan && toCents(plan.price) > 0 && now < a.periodEnd;
}

/**
 * Works out a change to `code` at `now`:
 * - no paid period runs (free, trial, past due, ended): `start` now at the full price;
 * - a higher tier, or the same tier for a longer period: `upgrade` now, crediting the unused part of the paid period
 *   (period net × time left / period length, to the cent);
 * - the same tier for a shorter period: 20112 (a longer subscription exists);
 * - a lower tier (the free plan included): `downgrade` at the period end, nothing charged now; 20122 when a downgrade
 *   or cancellation is already scheduled.
 * Unknown or unoffered plans, and the plan already held, answer 20118.
 */
export function workOutChange(config: BillingConfig, a: Account, now: Date, code: string): Change {
  const target = planOf(config, code);
  if (!target?.offered) throw new AppError(Err.ORDER_INVALID);
  const priceCents = toCents(target.price);
  const vatAt = (netCents: number, at: Date, kind: ChangeKind, creditCents = 0): Change => {
    const vat = decideVat(a, config.operator.country, at);
    const v = vatCents(netCents, vat.rate);
    return {
      kind,
      target,
      effectiveAt: at,
      priceCents,
      creditCents,
      netCents,
      vat,
      vatCents: v,
      totalCents: netCents + v,
    };
  };
  if (!paidPeriodRuns(config, a, now)) {
    const effective = effectivePlanCode(a, now);
    if (target.code === FREE_PLAN && effective === FREE_PLAN && a.state === 'active')
      throw new AppError(Err.ORDER_INVALID);
    return vatAt(priceCents, now, 'start');
  }
  const current = planOf(config, a.planCode) as Plan;
  if (target.code === current.code) throw new AppError(Err.ORDER_INVALID);
  const longer = target.tier === current.tier && target.periodMonths > current.periodMonths;
  if (target.tier > current.tier || longer) {
    const length = a.periodEnd.getTime() - a.periodStart.getTime();
    const left = a.periodEnd.getTime() - now.getTime();
    const creditCents = Math.min(shareCents(toCents(a.periodNet), left, length), priceCents);
    return vatAt(priceCents - creditCents, now, 'upgrade', creditCents);
  }
  if (target.tier === current.tier) throw new AppError(Err.LONGER_SUBSCRIPTION_EXISTS);
  if (a.pendingPlanCode || a.cancelAtPeriodEnd) throw new AppError(Err.APPLICATION_EXISTS);
  return vatAt(0, a.periodEnd, 'downgrade');
}

export const quoteOf = (c: Change): BillingQuote => ({
  planCode: c.target.code,
  kind: c.kind,
  effectiveAt: c.effectiveAt.toISOString(),
  price: fromCents(c.priceCents),
  credit: fromCents(c.creditCents),
  net: fromCents(c.netCents),
  vatRate: c.vat.rate,
  vatAmount: fromCents(c.vatCents),
  total: fromCents(c.totalCents),
  vatTreatment: c.vat.treatment,
  vatCountry: c.vat.country,
});
