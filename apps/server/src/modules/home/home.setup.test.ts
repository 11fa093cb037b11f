import { Menu, type PaymentMethodRow, type SetupChecklist, type TaxRow } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { addProduct, bossAppSession, ok, uploadOrder } from '../../../test/factories';
import { firstStoreId, newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';

const t = await startTestApp();

const setup = (token: string) => t.post<SetupChecklist>('/home/setup', {}, { token }).then(ok);
const doneSteps = (c: SetupChecklist) => c.steps.filter((s) => s.done).map((s) => s.key);

describe('POST /home/setup (first-run checklist)', () => {
  it('starts with nothing done, ticks each step as the merchant does it, and is done when all are', async () => {
    const boss = await newTenant(t, { sysCountryId: 77 });
    const { tenantId } = boss.user;
    const token = boss.token;
    const storeId = await firstStoreId(t, tenantId);
    const first = await setup(token);
    expect(first.steps.map((s) => s.key)).toEqual(['store', 'products', 'staff', 'paymentMethods', 'taxes', 'posApp']);
    // The defaults written at registration do not count as done: the merchant has not looked at them yet.
    expect(doneSteps(first)).toEqual([]);
    expect(first).toMatchObject({ done: false, lastSaleAt: null });

    const store = ok(await t.post<Record<string, unknown>>('/store/detail', { id: storeId }, { token }));
    expect((await t.post('/store/save', { ...store, id: storeId, address: '1 Quay Street' }, { token })).code).toBe(
      200,
    );
    const [cash] = ok(
      await t.post<{ list: PaymentMethodRow[] }>('/setting/payway/list', { page: 1, pageSize: 10 }, { token }),
    ).list;
    ok(await t.post('/setting/payway/save', { ...cash, handlingFee: '0', storeIds: [] }, { token }));
    const [vat] = ok(
      await t.post<{ list: TaxRow[] }>('/setting/revenue/list', { page: 1, pageSize: 10 }, { token }),
    ).list;
    ok(
      await t.post(
        '/setting/revenue/save',
        { id: vat.id, name: vat.name, rate: vat.rate, calculation: vat.calculation, storeIds: [storeId], placeIds: [] },
        { token },
      ),
    );
    expect(doneSteps(await setup(token))).toEqual(['store', 'paymentMethods', 'taxes']);

    await newStaffSession(t, tenantId, { menuCodes: [Menu.REPORTS] });
    const product = await addProduct(t, tenantId, [storeId], { price: '4' });
    const pos = await bossAppSession(t, tenantId, storeId);
    const sale = ok(
      await uploadOrder<{ id: number }>(t, pos.token, {
        lines: [{ productId: product, quantity: '1' }],
        total: '4.00',
        payments: [{ paymentMethodId: cash.id, amount: '4.00' }],
      }),
    );
    const last = await setup(token);
    expect(doneSteps(last)).toEqual(['store', 'products', 'staff', 'paymentMethods', 'taxes', 'posApp']);
    expect(last.done).toBe(true);
    expect(sale.id).toBeGreaterThan(0);
  });

  it('tells the time of the last paid receipt, only in the stores the caller sees', async () => {
    const boss = await newTenant(t);
    const { tenantId } = boss.user;
    const storeId = await firstStoreId(t, tenantId);
    const product = await addProduct(t, tenantId, [storeId], { price: '3' });
    const pos = await bossAppSession(t, tenantId, storeId);
    const [cash] = ok(
      await t.post<{ list: PaymentMethodRow[] }>(
        '/setting/payway/list',
        { page: 1, pageSize: 10 },
        { token: boss.token },
      ),
    ).list;
    const orderedAt = Math.floor(Date.now() / 1000) - 3 * 86400;
    ok(
      await uploadOrder(t, pos.token, {
        lines: [{ productId: product, quantity: '1' }],
        total: '3.00',
        orderedAt,
        payments: [{ paymentMethodId: cash.id, amount: '3.00' }],
      }),
    );
    expect((await setup(boss.token)).lastSaleAt).toBe(orderedAt);
    const elsewhere = await newStaffSession(t, tenantId, { menuCodes: [Menu.REPORTS], storeIds: [] });
    expect((await setup(elsewhere.token)).lastSaleAt).toBeNull();
  });

  it('is refused to a POS app session and without a session', async () => {
    const boss = await newTenant(t);
    const pos = await bossAppSession(t, boss.user.tenantId, await firstStoreId(t, boss.user.tenantId));
    expect((await t.post('/home/setup', {}, { token: pos.token })).code).not.toBe(200);
    expect((await t.post('/home/setup', {})).code).not.toBe(200);
  });
});
