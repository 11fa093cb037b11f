import type { BillingHistoryRow, BillingOverview, InvoiceRow, ListResult, SubscriptionView } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/factories';
import { advance, billedMerchant, billingApp, changePlan, quote } from './billing.test-support';

const t = await billingApp();

const invoices = async (token: string) =>
  ok(await t.post<ListResult<InvoiceRow>>('/billing/invoices', { pageSize: 100, sort: 'issuedAt' }, { token }));
const overview = async (token: string) => ok(await t.post<BillingOverview>('/billing/overview', {}, { token }));
const history = async (token: string) =>
  ok(await t.post<ListResult<BillingHistoryRow>>('/billing/history', { pageSize: 100, sort: 'at' }, { token })).list;

describe('subscription life cycle on the test provider and its clock', () => {
  it('renews a monthly plan twelve times in a year, each period following the last, each invoice numbered in turn', async () => {
    const m = await billedMerchant(t);
    const started = ok(await changePlan(t, m.token, 'monthly'));
    expect(started.subscription).toMatchObject({ planCode: 'monthly', state: 'active', effectivePlanCode: 'monthly' });
    let sub: SubscriptionView = started.subscription;
    for (let month = 0; month < 12; month++) {
      const days = Math.ceil((Date.parse(sub.periodEnd) - Date.parse(sub.periodStart)) / 86_400_000);
      const moved = ok(await advance(t, m.token, days));
      expect(moved.subscription?.periodStart).toBe(sub.periodEnd);
      sub = moved.subscription as SubscriptionView;
      expect(sub.state).toBe('active');
    }
    const list = (await invoices(m.token)).list;
    expect(list).toHaveLength(13);
    // UK consumer: 25.00 + 20 % UK VAT, every time.
    for (const inv of list)
      expect(inv).toMatchObject({ net: '25.00', vatRate: '20', vatAmount: '5.00', total: '30.00' });
    // One series per operator and year: another merchant's invoice may fall between two of these, never a number twice.
    expect(new Set(list.map((i) => i.number)).size).toBe(13);
    const keys = list.map((i) => i.number);
    expect(keys).toEqual([...keys].sort());
    expect(list.every((i) => i.number.startsWith(`TST-${i.issuedAt.slice(0, 4)}-`))).toBe(true);
    const events = (await history(m.token)).map((e) => e.event);
    expect(events.filter((e) => e === 'renewed')).toHaveLength(12);
    expect(events[events.length - 1]).toBe('renewed');
  });

  it('upgrades monthly to yearly now, crediting the unused part of the month to the cent', async () => {
    const m = await billedMerchant(t, { details: { country: 'US', companyName: 'Acme', isBusiness: true } });
    const started = ok(await changePlan(t, m.token, 'monthly')).subscription;
    // Ten days and five hours into the month.
    ok(await advance(t, m.token, 10, 5));
    const q = ok(await quote(t, m.token, 'yearly'));
    // Priced at the quote's time, and charged as quoted (`quotedAt`) however long the owner takes to confirm.
    const now = Date.parse(q.effectiveAt);
    const length = Date.parse(started.periodEnd) - Date.parse(started.periodStart);
    const left = Date.parse(started.periodEnd) - now;
    const credit = new Decimal(25).mul(left).div(length).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    expect(q).toMatchObject({
      kind: 'upgrade',
      price: '250.00',
      credit: credit.toFixed(2),
      net: new Decimal(250).minus(credit).toFixed(2),
      vatTreatment: 'none',
      vatAmount: '0.00',
      total: new Decimal(250).minus(credit).toFixed(2),
    });
    const changed = ok(
      await t.post<{ subscription: SubscriptionView; invoiceId: number }>(
        '/billing/change',
        { planCode: 'yearly', expectedTotal: q.total, quotedAt: q.effectiveAt },
        { token: m.token },
      ),
    );
    expect(changed.subscription.planCode).toBe('yearly');
    expect(Date.parse(changed.subscription.periodStart)).toBeGreaterThanOrEqual(now);
    const inv = (await invoices(m.token)).list.find((i) => i.id === changed.invoiceId);
    expect(inv).toMatchObject({ total: q.total, planCode: 'yearly' });
    expect(inv?.description).toContain(credit.toFixed(2));
    expect((await history(m.token)).map((e) => e.event)).toEqual(['cardSaved', 'started', 'upgraded']);
  });

  it('a declined renewal goes past due, retries on schedule with a mail each time, then falls back to the free plan', async () => {
    const m = await billedMerchant(t);
    const sub = ok(await changePlan(t, m.token, 'monthly')).subscription;
    ok(await t.post('/billing/card/save', { token: 'tok_decline' }, { token: m.token }));
    const days = Math.ceil((Date.parse(sub.periodEnd) - Date.parse(sub.periodStart)) / 86_400_000);
    const due = ok(await advance(t, m.token, days)).subscription as SubscriptionView;
    expect(due).toMatchObject({ state: 'pastDue', effectivePlanCode: 'monthly', periodEnd: sub.periodEnd });
    // Retries 1, 3 and 5 days after the period end; grace until the last.
    const end = Date.parse(sub.periodEnd);
    expect(Date.parse(due.nextRetryAt as string)).toBe(end + 86_400_000);
    expect(Date.parse(due.graceUntil as string)).toBe(end + 5 * 86_400_000);
    const day1 = ok(await advance(t, m.token, 1)).subscription as SubscriptionView;
    expect(day1).toMatchObject({ state: 'pastDue', effectivePlanCode: 'monthly' });
    expect(Date.parse(day1.nextRetryAt as string)).toBe(end + 3 * 86_400_000);
    const day3 = ok(await advance(t, m.token, 2)).subscription as SubscriptionView;
    expect(day3.state).toBe('pastDue');
    const day5 = ok(await advance(t, m.token, 2)).subscription as SubscriptionView;
    expect(day5).toMatchObject({ state: 'expired', effectivePlanCode: 'free', graceUntil: null });
    const o = await overview(m.token);
    expect(o.limits.stores).toBe(1);
    // Nothing deleted: both stores still there.
    expect(o.usage.find((u) => u.resource === 'stores')?.used).toBe(2);
    const events = (await history(m.token)).map((e) => e.event);
    expect(events.filter((e) => e === 'paymentFailed')).toHaveLength(3);
    expect(events[events.length - 1]).toBe('expired');
    const mails = t.mail.inbox.filter((x) => x.to === m.boss.email.toLowerCase());
    // A mail for each failed try: the renewal, the two retries, and the last retry.
    expect(mails.filter((x) => /renewal payment failed/i.test(x.subject)).length).toBe(4);
    expect(mails.filter((x) => /final attempt/i.test(x.subject)).length).toBe(1);
    expect(mails.some((x) => /subscription has ended/i.test(x.subject))).toBe(true);
  });

  it('a card that asks to retry is charged on the first retry and the subscription goes on', async () => {
    const m = await billedMerchant(t);
    const sub = ok(await changePlan(t, m.token, 'monthly')).subscription;
    ok(await t.post('/billing/card/save', { token: 'tok_retry' }, { token: m.token }));
    const days = Math.ceil((Date.parse(sub.periodEnd) - Date.parse(sub.periodStart)) / 86_400_000);
    expect(ok(await advance(t, m.token, days)).subscription?.state).toBe('pastDue');
    const retried = ok(await advance(t, m.token, 1)).subscription as SubscriptionView;
    // The new period starts where the old one ended, not at the retry.
    expect(retried).toMatchObject({ state: 'active', periodStart: sub.periodEnd, nextRetryAt: null, graceUntil: null });
  });

  it('cancels and downgrades at the period end, keeps the plan until then, and resumes', async () => {
    const m = await billedMerchant(t);
    const sub = ok(await changePlan(t, m.token, 'quarterly')).subscription;
    const cancelled = ok(await t.post<SubscriptionView>('/billing/cancel', {}, { token: m.token }));
    expect(cancelled).toMatchObject({ cancelAtPeriodEnd: true, effectivePlanCode: 'quarterly' });
    ok(await t.post('/billing/resume', {}, { token: m.token }));
    // The free plan is a lower tier: scheduled for the period end, nothing charged now.
    const q = ok(await quote(t, m.token, 'free'));
    expect(q).toMatchObject({ kind: 'downgrade', total: '0.00', effectiveAt: sub.periodEnd });
    const down = ok(await changePlan(t, m.token, 'free')).subscription;
    expect(down).toMatchObject({ pendingPlanCode: 'free', effectivePlanCode: 'quarterly', planCode: 'quarterly' });
    const days = Math.ceil((Date.parse(sub.periodEnd) - Date.parse(sub.periodStart)) / 86_400_000);
    const after = ok(await advance(t, m.token, days)).subscription;
    expect(after).toMatchObject({
      planCode: 'free',
      state: 'active',
      effectivePlanCode: 'free',
      pendingPlanCode: null,
    });
    expect((await invoices(m.token)).total).toBe(1);
  });

  it('a cancellation takes effect at the period end: cancelled, free limits, data kept', async () => {
    const m = await billedMerchant(t);
    const sub = ok(await changePlan(t, m.token, 'monthly')).subscription;
    ok(await t.post('/billing/cancel', {}, { token: m.token }));
    const days = Math.ceil((Date.parse(sub.periodEnd) - Date.parse(sub.periodStart)) / 86_400_000);
    const after = ok(await advance(t, m.token, days)).subscription;
    expect(after).toMatchObject({ state: 'cancelled', effectivePlanCode: 'free' });
    expect((await invoices(m.token)).total).toBe(1);
    // Subscribing again starts a new period now.
    expect(ok(await changePlan(t, m.token, 'monthly')).subscription.state).toBe('active');
  });
});
