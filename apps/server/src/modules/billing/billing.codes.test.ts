import { type BillingOverview, Err, type PlanLimitRefusal } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { bossAppSession, merchant, ok } from '../../../test/factories';
import { newStaffSession } from '../../../test/support/test-app';
import { advance, billedMerchant, billingApp, changePlan, DETAILS, quote } from './billing.test-support';

const t = await billingApp();

describe('billing refusals (§8 20108-20122)', () => {
  it('20108 a paid plan without a card; 20019 without billing details', async () => {
    const m = await merchant(t);
    const q = ok(await quote(t, m.token, 'monthly'));
    const noDetails = await t.post(
      '/billing/change',
      { planCode: 'monthly', expectedTotal: q.total },
      { token: m.token },
    );
    expect(noDetails.code).toBe(Err.COMPANY_INCOMPLETE);
    ok(await t.post('/billing/details/save', DETAILS.ukConsumer, { token: m.token }));
    expect((await changePlan(t, m.token, 'monthly')).code).toBe(Err.NO_PAYMENT_METHOD);
    expect(ok(await t.post<BillingOverview>('/billing/overview', {}, { token: m.token })).subscription?.planCode).toBe(
      'free',
    );
  });

  it('20116 declined, 20111 insufficient funds, 20113 unreachable, 20119 retry — nothing changes', async () => {
    for (const [card, code] of [
      ['tok_decline', Err.DEDUCTION_FAILED],
      ['tok_insufficient', Err.WALLET_BALANCE_INSUFFICIENT],
      ['tok_unreachable', Err.REMOTE_CALL_FAILED],
      ['tok_retry', Err.RETRIEVAL_FAILED],
    ] as const) {
      const m = await billedMerchant(t, { card });
      expect((await changePlan(t, m.token, 'monthly')).code).toBe(code);
      const o = ok(await t.post<BillingOverview>('/billing/overview', {}, { token: m.token }));
      expect(o.subscription).toMatchObject({ planCode: 'free', effectivePlanCode: 'free' });
      expect(ok(await t.post<{ total: number }>('/billing/invoices', {}, { token: m.token })).total).toBe(0);
      // The retry card goes through on the next try.
      if (card === 'tok_retry') expect((await changePlan(t, m.token, 'monthly')).code).toBe(200);
    }
  });

  it('20117 the provider refuses the customer or card', async () => {
    const m = await merchant(t);
    for (const token of ['tok_customer_fail', 'tok_no_such_card'])
      expect((await t.post('/billing/card/save', { token }, { token: m.token })).code).toBe(Err.CUSTOMER_CREATE_FAILED);
    const o = ok(await t.post<BillingOverview>('/billing/overview', {}, { token: m.token }));
    expect(o.card).toBeNull();
  });

  it('20112 a shorter period while a longer one runs; 20118 unknown, unoffered or the same plan', async () => {
    const m = await billedMerchant(t);
    ok(await changePlan(t, m.token, 'yearly'));
    expect((await quote(t, m.token, 'monthly')).code).toBe(Err.LONGER_SUBSCRIPTION_EXISTS);
    expect((await quote(t, m.token, 'quarterly')).code).toBe(Err.LONGER_SUBSCRIPTION_EXISTS);
    expect((await quote(t, m.token, 'yearly')).code).toBe(Err.ORDER_INVALID);
    expect((await quote(t, m.token, 'no-such-plan')).code).toBe(Err.ORDER_INVALID);
    // The older listing is kept for those who hold it, not offered.
    expect((await quote(t, m.token, 'premium')).code).toBe(Err.ORDER_INVALID);
    expect((await t.post('/billing/resume', {}, { token: m.token })).code).toBe(Err.ORDER_INVALID);
  });

  it('20121 the total confirmed is not the current one (the billing details changed after the quote)', async () => {
    const m = await billedMerchant(t, { details: DETAILS.usBusiness });
    const q = ok(await quote(t, m.token, 'monthly'));
    expect(q.total).toBe('25.00');
    ok(await t.post('/billing/details/save', DETAILS.frConsumer, { token: m.token }));
    const changed = await t.post(
      '/billing/change',
      { planCode: 'monthly', expectedTotal: q.total },
      { token: m.token },
    );
    expect(changed.code).toBe(Err.TAX_CHANGED);
    expect((changed.data as { quote: { total: string } }).quote.total).toBe('30.00');
    expect(
      (await t.post('/billing/change', { planCode: 'monthly', expectedTotal: 'abc' }, { token: m.token })).code,
    ).toBe(Err.PARAM);
  });

  it('20122 a second downgrade or a cancellation while one is scheduled, and parallel changes charge once', async () => {
    const m = await billedMerchant(t);
    ok(await changePlan(t, m.token, 'monthly'));
    ok(await t.post('/billing/cancel', {}, { token: m.token }));
    expect((await t.post('/billing/cancel', {}, { token: m.token })).code).toBe(Err.APPLICATION_EXISTS);
    expect((await quote(t, m.token, 'free')).code).toBe(Err.APPLICATION_EXISTS);

    const p = await billedMerchant(t);
    const q = ok(await quote(t, p.token, 'monthly'));
    const body = { planCode: 'monthly', expectedTotal: q.total, quotedAt: q.effectiveAt };
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => t.post('/billing/change', body, { token: p.token })),
    );
    const codes = replies.map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(
      codes.every(
        (c) =>
          c === 200 ||
          c === Err.APPLICATION_EXISTS ||
          c === Err.ORDER_INVALID ||
          c === Err.LONGER_SUBSCRIPTION_EXISTS ||
          c === Err.TAX_CHANGED,
      ),
    ).toBe(true);
    expect(ok(await t.post<{ total: number }>('/billing/invoices', {}, { token: p.token })).total).toBe(1);
  });

  it('20115 a refund of nothing or of more than is left', async () => {
    const m = await billedMerchant(t);
    const { invoiceId } = ok(await changePlan(t, m.token, 'monthly'));
    for (const amount of ['0', '30.01', '-1', 'x'])
      expect((await t.post('/billing/test/refund', { invoiceId, amount }, { token: m.token })).code).toBe(
        Err.AMOUNT_ILLEGAL,
      );
    ok(await t.post('/billing/test/refund', { invoiceId, amount: '30.00' }, { token: m.token }));
    expect((await t.post('/billing/test/refund', { invoiceId, amount: '0.01' }, { token: m.token })).code).toBe(
      Err.AMOUNT_ILLEGAL,
    );
  });

  it('20120 a plan limit, its message naming the plan in the caller language', async () => {
    const m = await merchant(t);
    const refused = await t.post<PlanLimitRefusal>('/store/save', { name: 'Third' }, { token: m.token, lang: 'fr_FR' });
    expect(refused.code).toBe(Err.SUBSCRIPTION_REQUIRED);
    expect(refused.data).toMatchObject({ resource: 'stores', planCode: 'free', planName: 'Free', limit: 1 });
    expect(refused.data.message).toContain('Le forfait Free');
    const zh = await t.post<PlanLimitRefusal>('/store/save', { name: 'Third' }, { token: m.token, lang: 'zh_CN' });
    expect(zh.data.message).toContain('“Free”套餐');
  });

  it('20041 for anyone but the owner, a POS session included; another merchant sees none of it', async () => {
    const m = await billedMerchant(t);
    const { invoiceId } = ok(await changePlan(t, m.token, 'monthly'));
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    for (const path of [
      '/billing/overview',
      '/billing/plans',
      '/billing/invoices',
      '/billing/history',
      '/billing/details',
    ])
      expect((await t.post(path, {}, { token: staff.token })).code).toBe(Err.NO_PERMISSION);
    const app = await bossAppSession(t, m.tenantId, m.storeA);
    expect((await t.post('/billing/overview', {}, { token: app.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/billing/overview', {})).code).toBe(Err.TOKEN_MISSING);
    const other = await merchant(t);
    expect((await t.post('/billing/invoice/pdf', { id: invoiceId }, { token: other.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/billing/test/refund', { invoiceId, amount: '1' }, { token: other.token })).code).toBe(
      Err.NO_DATA,
    );
    expect(ok(await t.post<{ total: number }>('/billing/invoices', {}, { token: other.token })).total).toBe(0);
  });

  it('the clock moves only its own merchant', async () => {
    const a = await billedMerchant(t);
    const b = await billedMerchant(t);
    const before = ok(await t.post<BillingOverview>('/billing/overview', {}, { token: b.token })).testClock as string;
    ok(await advance(t, a.token, 100));
    const after = ok(await t.post<BillingOverview>('/billing/overview', {}, { token: b.token })).testClock as string;
    expect(Date.parse(after) - Date.parse(before)).toBeLessThan(86_400_000);
  });
});
