import { type CustomerDisplayState, Err, type OrderDetail } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addModifierItem,
  addPaymentMethod,
  addProduct,
  addTax,
  bossAppSession,
  merchant,
  newDeviceSession,
  ok,
  uploadOrder,
} from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { orders, storeInvoiceSettings, stores } from '../../db/schema';

const t = await startTestApp();

/** A merchant with a customer display and a till in store A, a taxed product with a modifier, a payment method. */
async function scene() {
  const m = await merchant(t);
  const vat = await addTax(t, m.tenantId, [m.storeA, m.storeB], '10', 'added');
  const mod = await addModifierItem(t, m.tenantId, '2.00');
  const product = await addProduct(t, m.tenantId, [m.storeA, m.storeB], {
    price: '10',
    taxIds: [vat.id],
    modifierIds: [mod.modifierId],
  });
  const method = await addPaymentMethod(t, m.tenantId);
  const till = await bossAppSession(t, m.tenantId, m.storeA);
  const display = await newDeviceSession(t, m.token, { storeId: m.storeA, kind: 'customer' });
  const state = async (token = display.token) =>
    ok(await t.post<CustomerDisplayState>('/device/display/cart', {}, { token }));
  return { m, vat, mod, product, method, till, display, state };
}

describe('customer display: the live cart', () => {
  it('shows ads only, then the open order with modifiers, discounts, taxes and total, live, then a thank-you once paid', async () => {
    const s = await scene();
    expect(await s.state()).toMatchObject({ state: 'idle', cart: null });
    // 2 × (10 + 2) = 24.00, −10 % = 21.60, +10 % tax 2.16 = 23.76.
    const line = {
      productId: s.product,
      quantity: '2',
      modifiers: [{ itemId: s.mod.itemId }],
      discount: { kind: 'percent', value: '10' },
    };
    const o = ok(await uploadOrder<OrderDetail>(t, s.till.token, { lines: [line], total: '23.76' }));
    let st = await s.state();
    expect(st.state).toBe('cart');
    expect(st.cart).toMatchObject({
      orderId: o.id,
      goodsTotal: '24.00',
      lineDiscountTotal: '2.40',
      taxAdded: '2.16',
      total: '23.76',
      taxes: [{ rate: '10', calculation: 'added', amount: '2.16' }],
      lines: [
        {
          quantity: '2.0000',
          unitPrice: '10.00',
          gross: '24.00',
          discount: '2.40',
          modifiers: [{ name: 'Extra', unitPrice: '2.00' }],
        },
      ],
    });
    // The till adds a line: the display follows.
    ok(
      await t.post(
        '/app/order/update',
        { id: o.id, lines: [line, { productId: s.product, quantity: '1' }], total: '34.76' },
        { token: s.till.token },
      ),
    );
    st = await s.state();
    expect(st.cart?.lines).toHaveLength(2);
    expect(st.cart?.total).toBe('34.76');
    ok(
      await t.post(
        '/app/order/pay',
        { id: o.id, payments: [{ paymentMethodId: s.method, amount: '34.76', tendered: '40.00' }] },
        { token: s.till.token },
      ),
    );
    st = await s.state();
    expect(st).toMatchObject({ state: 'thanks', cart: { total: '34.76', changeTotal: '5.24' } });
    // Once the thank-you has shown, the ads alone again.
    await t.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 60_000) })
      .where(and(eq(orders.tenantId, s.m.tenantId), eq(orders.id, o.id)));
    expect((await s.state()).state).toBe('idle');
  });

  it('goes back to the ads when the open order is cancelled', async () => {
    const s = await scene();
    const o = ok(
      await uploadOrder<OrderDetail>(t, s.till.token, {
        lines: [{ productId: s.product, quantity: '1' }],
        total: '11.00',
      }),
    );
    expect((await s.state()).state).toBe('cart');
    ok(await t.post('/app/order/cancel', { id: o.id }, { token: s.till.token }));
    expect(await s.state()).toMatchObject({ state: 'idle', cart: null });
  });

  it('speaks the store’s language and shows its currency', async () => {
    const s = await scene();
    await t.db.insert(storeInvoiceSettings).values({ tenantId: s.m.tenantId, storeId: s.m.storeA, sysLanguageId: 5 });
    await t.db
      .update(stores)
      .set({ sysCurrencyId: 4 })
      .where(and(eq(stores.tenantId, s.m.tenantId), eq(stores.id, s.m.storeA)));
    expect(await s.state()).toMatchObject({ lang: 'fr_FR', sysCurrencyId: 4 });
  });

  it('never shows another store’s or another merchant’s order', async () => {
    const s = await scene();
    const tillB = await bossAppSession(t, s.m.tenantId, s.m.storeB);
    ok(await uploadOrder(t, tillB.token, { lines: [{ productId: s.product, quantity: '1' }], total: '11.00' }));
    const other = await merchant(t);
    const theirProduct = await addProduct(t, other.tenantId, [other.storeA], { price: '3' });
    const theirTill = await bossAppSession(t, other.tenantId, other.storeA);
    ok(await uploadOrder(t, theirTill.token, { lines: [{ productId: theirProduct, quantity: '1' }], total: '3.00' }));
    expect((await s.state()).state).toBe('idle');
    const theirDisplay = await newDeviceSession(t, other.token, { storeId: other.storeA, kind: 'customer' });
    expect((await s.state(theirDisplay.token)).cart?.total).toBe('3.00');
  });
});

describe('who reaches the customer display route', () => {
  it('only customer displays: not a kitchen display, a kiosk, a back-office or a POS session', async () => {
    const s = await scene();
    const kitchen = await newDeviceSession(t, s.m.token, { storeId: s.m.storeA, kind: 'kitchen' });
    const kiosk = await newDeviceSession(t, s.m.token, { storeId: s.m.storeA, kind: 'kiosk' });
    for (const token of [kitchen.token, kiosk.token, s.m.token, s.till.token]) {
      expect((await t.post('/device/display/cart', {}, { token })).code).toBe(Err.NO_PERMISSION);
    }
    expect((await t.post('/device/display/cart', {})).code).not.toBe(200);
    for (const path of ['/device/kitchen/board', '/device/kitchen/recall']) {
      expect((await t.post(path, {}, { token: s.display.token })).code).toBe(Err.NO_PERMISSION);
    }
  });

  it('ends when the device is frozen: the screen goes back to its sign-in (234)', async () => {
    const s = await scene();
    ok(await t.post('/device/setStatus', { id: s.display.device.id, status: 'frozen' }, { token: s.m.token }));
    expect((await t.post('/device/display/cart', {}, { token: s.display.token })).code).toBe(Err.TOKEN_UNKNOWN);
  });
});
