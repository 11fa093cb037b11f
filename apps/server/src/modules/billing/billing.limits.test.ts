import { type BillingOverview, Err, type PlanLimitRefusal } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { addRole, addStore, addSupplier, merchant, ok, saveDevice, saveStaff, tracked } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { billingApp, changePlan } from './billing.test-support';

const t = await billingApp();
// Self-hosted: BILLING_PROVIDER unset.
const selfHosted = await startTestApp({ config: { billing: { ...t.config.billing, provider: 'none' } } });

const refusedBy = (r: { code: number; data: unknown }, resource: string) => {
  expect(r.code).toBe(Err.SUBSCRIPTION_REQUIRED);
  expect(r.data as PlanLimitRefusal).toMatchObject({ resource, planName: 'Free' });
};

describe('plan limits where things are created or switched on', () => {
  it('refuses a fifth store on a one-store plan, while the four it has stay readable and editable', async () => {
    const m = await merchant(t);
    await addStore(t, m.tenantId);
    await addStore(t, m.tenantId, { kind: 'truck' });
    const fifth = await t.post<PlanLimitRefusal>('/store/save', { name: 'Fifth' }, { token: m.token, lang: 'en_GB' });
    refusedBy(fifth, 'stores');
    expect(fifth.data.message).toBe('The Free plan allows at most 1 stores. Upgrade or renew your subscription.');
    // Stores and food trucks count together.
    refusedBy(await t.post('/diningCar/save', { name: 'Truck' }, { token: m.token }), 'stores');
    const list = ok(await t.post<{ total: number }>('/store/list', {}, { token: m.token }));
    expect(list.total).toBe(3);
    ok(await t.post('/store/save', { id: m.storeA, name: 'Renamed' }, { token: m.token }));
    const o = ok(await t.post<BillingOverview>('/billing/overview', {}, { token: m.token }));
    expect(o.usage.find((u) => u.resource === 'stores')).toEqual({ resource: 'stores', used: 4, limit: 1 });
  });

  it('refuses staff accounts, kiosks, online shops and scan-to-order beyond the free plan; a paid plan opens them', async () => {
    const m = await merchant(t);
    const staff = { roleId: (await addRole(t, m.token)).id };
    // The owner and two staff: three accounts.
    ok(await saveStaff(t, m.token, staff));
    ok(await saveStaff(t, m.token, staff));
    refusedBy(await saveStaff(t, m.token, staff), 'staffAccounts');
    refusedBy(await saveDevice(t, m.token, { kind: 'kiosk', storeId: m.storeA }), 'kiosks');
    // A kitchen display is not a self-service machine.
    ok(await saveDevice(t, m.token, { kind: 'kitchen', storeId: m.storeA }));
    refusedBy(
      await t.post('/online/shop/save', { storeId: m.storeA, name: 'Web shop' }, { token: m.token }),
      'onlineShops',
    );
    const scan = { storeId: m.storeA, feature: 'scanOrder', enabled: true };
    refusedBy(await t.post('/store/table/feature', scan, { token: m.token }), 'scanToOrder');
    // Switching off, and the features no plan limits, stay open.
    ok(await t.post('/store/table/feature', { ...scan, enabled: false }, { token: m.token }));
    ok(await t.post('/store/table/feature', { ...scan, feature: 'reservation' }, { token: m.token }));

    ok(
      await t.post(
        '/billing/details/save',
        { companyName: 'X', country: 'US', addressLine1: 'a', city: 'b' },
        { token: m.token },
      ),
    );
    ok(await t.post('/billing/card/save', { token: 'tok_visa' }, { token: m.token }));
    ok(await changePlan(t, m.token, 'monthly'));
    ok(await saveStaff(t, m.token, staff));
    ok(await saveDevice(t, m.token, { kind: 'kiosk', storeId: m.storeA }));
    ok(await t.post('/online/shop/save', { storeId: m.storeA, name: 'Web shop' }, { token: m.token }));
    ok(await t.post('/store/table/feature', scan, { token: m.token }));
    ok(await t.post('/store/save', { name: 'Third' }, { token: m.token }));
  });

  it('refuses new stock documents (advanced stock) on the free plan; the stock levels stay readable', async () => {
    const m = await merchant(t);
    const productId = await tracked(t, m, [m.storeA, m.storeB]);
    const line = { productId, quantity: '5', cost: '2' };
    const adjustment = { kind: 'increase', storeId: m.storeA, lines: [line] };
    const supplierId = (await addSupplier(t, m.tenantId)).id;
    const purchase = {
      supplierId,
      storeId: m.storeA,
      purchaseDate: new Date().toISOString().slice(0, 10),
      lines: [line],
    };
    refusedBy(await t.post('/stock/adjustment/save', adjustment, { token: m.token }), 'advancedStock');
    refusedBy(await t.post('/stock/purchase/save', purchase, { token: m.token }), 'advancedStock');
    refusedBy(
      await t.post(
        '/stock/transfer/save',
        { fromStoreId: m.storeA, toStoreId: m.storeB, lines: [line] },
        { token: m.token },
      ),
      'advancedStock',
    );
    ok(await t.post('/stock/items', { storeId: m.storeA }, { token: m.token }));

    ok(
      await t.post(
        '/billing/details/save',
        { companyName: 'X', country: 'US', addressLine1: 'a', city: 'b' },
        { token: m.token },
      ),
    );
    ok(await t.post('/billing/card/save', { token: 'tok_visa' }, { token: m.token }));
    ok(await changePlan(t, m.token, 'monthly'));
    ok(await t.post('/stock/adjustment/save', adjustment, { token: m.token }));
  });

  it('during a trial the trial plan applies; after it the free plan (nothing deleted)', async () => {
    const trial = await billingApp({ trialDays: 14 });
    const m = await merchant(trial);
    const o = ok(await trial.post<BillingOverview>('/billing/overview', {}, { token: m.token }));
    expect(o.subscription).toMatchObject({ state: 'trial', planCode: 'monthly', effectivePlanCode: 'monthly' });
    ok(await trial.post('/store/save', { name: 'Third' }, { token: m.token }));
    const after = ok(
      await trial.post<{ subscription: { state: string; effectivePlanCode: string } }>(
        '/billing/test/advance',
        { days: 15 },
        { token: m.token },
      ),
    );
    expect(after.subscription).toMatchObject({ state: 'expired', effectivePlanCode: 'free' });
    expect((await trial.post('/store/save', { name: 'Fourth' }, { token: m.token })).code).toBe(
      Err.SUBSCRIPTION_REQUIRED,
    );
    expect(ok(await trial.post<{ total: number }>('/store/list', {}, { token: m.token })).total).toBe(3);
  });
});

describe('self-hosted (BILLING_PROVIDER unset): billing off, everything open, nothing nags', () => {
  it('says billing is off, with every limit open and every feature on', async () => {
    const m = await merchant(selfHosted);
    const o = ok(await selfHosted.post<BillingOverview>('/billing/overview', {}, { token: m.token }));
    expect(o).toMatchObject({ enabled: false, provider: 'none', subscription: null, card: null, testClock: null });
    expect(Object.values(o.limits).every((v) => v === null)).toBe(true);
    expect(Object.values(o.features).every((v) => v === true)).toBe(true);
    expect(o.usage.every((u) => u.limit === null)).toBe(true);
    expect(ok(await selfHosted.post('/billing/details', {}, { token: m.token }))).toBeNull();
  });

  it('creates and switches on everything without any plan', async () => {
    const m = await merchant(selfHosted);
    for (let i = 0; i < 4; i++) ok(await selfHosted.post('/store/save', { name: `Store ${i}` }, { token: m.token }));
    const roleId = (await addRole(selfHosted, m.token)).id;
    for (let i = 0; i < 4; i++) ok(await saveStaff(selfHosted, m.token, { roleId }));
    ok(await saveDevice(selfHosted, m.token, { kind: 'kiosk', storeId: m.storeA }));
    ok(await selfHosted.post('/online/shop/save', { storeId: m.storeA, name: 'Shop' }, { token: m.token }));
    ok(
      await selfHosted.post(
        '/store/table/feature',
        { storeId: m.storeA, feature: 'scanOrder', enabled: true },
        { token: m.token },
      ),
    );
  });

  it('changes nothing about a subscription, and has no test clock', async () => {
    const m = await merchant(selfHosted);
    expect((await selfHosted.post('/billing/quote', { planCode: 'monthly' }, { token: m.token })).code).toBe(
      Err.ORDER_INVALID,
    );
    expect((await selfHosted.post('/billing/card/save', { token: 'tok_visa' }, { token: m.token })).code).toBe(
      Err.ORDER_INVALID,
    );
    expect((await selfHosted.post('/billing/test/advance', { days: 1 }, { token: m.token })).status).toBe(404);
    expect((await selfHosted.post('/billing/webhook/stripe', {})).status).toBe(404);
    expect(ok(await selfHosted.post<{ total: number }>('/billing/invoices', {}, { token: m.token })).total).toBe(0);
  });
});
