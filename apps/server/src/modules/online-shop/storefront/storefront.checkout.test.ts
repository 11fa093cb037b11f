// Checkout and orders: guests and members order through the online-shop order path (prices, stock, hours re-checked
// on the server), the preview's totals equal the order's, refusals answer their codes and write nothing, members see
// their own orders only, and the shopper is mailed when the merchant accepts the order and when it is ready.
import { Err, type ShopperOrderDetail, type ShopperOrderRow, type StorefrontTotals } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ok, variantProduct } from '../../../../test/factories';
import { startTestApp, uniqueEmail } from '../../../../test/support/test-app';
import { onlineOrders } from '../../../db/schema';
import { newShopper, pickupOrder, storefrontShop } from './storefront.test-support';

const t = await startTestApp();

const ordersOf = async (tenantId: number) =>
  t.db.select({ id: onlineOrders.id }).from(onlineOrders).where(eq(onlineOrders.tenantId, tenantId));

const guest = { contactName: 'Guest', phone: '0612345678' };

describe('checkout', () => {
  it('lets a guest order for pickup with name and phone; the merchant sees it; the preview said the same', async () => {
    const { m, code, productId } = await storefrontShop(t);
    const totals = ok(
      await t.post<StorefrontTotals>('/shop/order/preview', { ...pickupOrder(code, productId), ...guest }),
    );
    expect(totals).toMatchObject({ goods: '10.00', deliveryFee: '0.00', total: '10.00' });
    expect(await ordersOf(m.tenantId)).toHaveLength(0);
    expect((await t.post('/shop/order/place', { ...pickupOrder(code, productId), phone: '0612345678' })).code).toBe(
      Err.PARAM,
    );
    const order = ok(
      await t.post<ShopperOrderDetail>('/shop/order/place', { ...pickupOrder(code, productId), ...guest }),
    );
    expect(order).toMatchObject({ state: 'unpaid', amount: '10.00', contactName: 'Guest', phone: '612345678' });
    const list = ok(
      await t.post<{ list: { id: number; state: string }[] }>('/online/order/list', {}, { token: m.token }),
    );
    expect(list.list.map((r) => r.id)).toEqual([order.id]);
  });

  it('a shop without guest checkout says so and takes orders from signed-in shoppers only (401 for a guest)', async () => {
    const { m, code, productId } = await storefrontShop(t, { guestCheckout: false });
    expect(ok(await t.post<{ guestCheckout: boolean }>('/shop/info', { shopCode: code })).guestCheckout).toBe(false);
    const refused = await t.post('/shop/order/place', { ...pickupOrder(code, productId), ...guest });
    expect(refused.code).toBe(Err.TOKEN_MISSING);
    expect(await ordersOf(m.tenantId)).toHaveLength(0);
    const shopper = await newShopper(t, code);
    ok(await t.post('/shop/order/place', pickupOrder(code, productId), { token: shopper.token }));
    expect(await ordersOf(m.tenantId)).toHaveLength(1);
  });

  it('answers 20115 for a total that differs, 20106 for an empty cart, 20105 without a variant, writing nothing', async () => {
    const { m, code, productId, shop } = await storefrontShop(t);
    const shopper = await newShopper(t, code);
    const token = shopper.token;
    const tampered = await t.post('/shop/order/place', pickupOrder(code, productId, { total: '9.99' }), { token });
    expect(tampered).toMatchObject({ code: Err.AMOUNT_ILLEGAL, data: { total: '10.00' } });
    expect((await t.post('/shop/order/place', pickupOrder(code, productId, { lines: [] }), { token })).code).toBe(
      Err.CART_EMPTY,
    );
    const sized = await variantProduct(t, m, [m.storeA]);
    ok(
      await t.post(
        '/online/goods/save',
        { shopId: shop.id, items: [{ productId: sized.productId }] },
        { token: m.token },
      ),
    );
    const noVariant = pickupOrder(code, sized.productId, { lines: [{ productId: sized.productId, quantity: '1' }] });
    expect((await t.post('/shop/order/place', noVariant, { token })).code).toBe(Err.SELECT_DATA_TO_CLEAR);
    expect((await t.post('/shop/order/preview', noVariant, { token })).code).toBe(Err.SELECT_DATA_TO_CLEAR);
    expect(await ordersOf(m.tenantId)).toHaveLength(0);
  });

  it('answers 2003 while the shop is closed, 20108 without a way to pay, 20118 for a frozen member', async () => {
    const { m, code, productId, shop } = await storefrontShop(t, { payOnDelivery: false, payInStore: true });
    const shopper = await newShopper(t, code);
    const token = shopper.token;
    expect(
      (await t.post('/shop/order/place', pickupOrder(code, productId, { payWay: 'delivery' }), { token })).code,
    ).toBe(Err.NO_PAYMENT_METHOD);
    ok(await t.post('/online/member/setFrozen', { id: shopper.member.id, frozen: true }, { token: m.token }));
    expect((await t.post('/shop/order/place', pickupOrder(code, productId), { token })).code).toBe(Err.ORDER_INVALID);
    ok(await t.post('/online/member/setFrozen', { id: shopper.member.id, frozen: false }, { token: m.token }));
    ok(await t.post('/online/shop/setOpen', { id: shop.id, open: false }, { token: m.token }));
    expect((await t.post('/shop/order/place', pickupOrder(code, productId), { token })).code).toBe(Err.STORE_NOT_OPEN);
    expect((await t.post('/shop/order/preview', pickupOrder(code, productId), { token })).code).toBe(
      Err.STORE_NOT_OPEN,
    );
    expect(await ordersOf(m.tenantId)).toHaveLength(0);
  });

  it('charges the delivery fee of the shop’s bracket in the preview and the order alike', async () => {
    const { code, productId } = await storefrontShop(t, {
      feeBasis: 'amount',
      deliveryFees: [{ upTo: '100', fee: '2.50', minOrder: '5' }],
    });
    const shopper = await newShopper(t, code);
    const body = pickupOrder(code, productId, { fulfilment: 'delivery', payWay: 'delivery', address: '1 High St' });
    const totals = ok(await t.post<StorefrontTotals>('/shop/order/preview', body, { token: shopper.token }));
    expect(totals).toMatchObject({ goods: '10.00', deliveryFee: '2.50', total: '12.50' });
    expect((await t.post('/shop/order/place', body, { token: shopper.token })).code).toBe(Err.AMOUNT_ILLEGAL);
    const order = ok(
      await t.post<ShopperOrderDetail>('/shop/order/place', { ...body, total: totals.total }, { token: shopper.token }),
    );
    expect(order).toMatchObject({ amount: '12.50', deliveryFee: '2.50', fulfilment: 'delivery' });
  });
});

describe('a member’s orders', () => {
  it('lists the member’s own orders with their live state; another member’s order is missing', async () => {
    const { code, productId, move } = await storefrontShop(t);
    const rita = await newShopper(t, code);
    const ana = await newShopper(t, code);
    const mine = ok(
      await t.post<ShopperOrderDetail>('/shop/order/place', pickupOrder(code, productId), { token: rita.token }),
    );
    const theirs = ok(
      await t.post<ShopperOrderDetail>('/shop/order/place', pickupOrder(code, productId), { token: ana.token }),
    );
    ok(await move(mine.id, 'preparing'));
    const list = ok(
      await t.post<{ list: ShopperOrderRow[]; total: number }>('/shop/member/orders', {}, { token: rita.token }),
    );
    expect(list.list.map((r) => [r.id, r.state, r.shopCode])).toEqual([[mine.id, 'preparing', code]]);
    const detail = ok(await t.post<ShopperOrderDetail>('/shop/member/order', { id: mine.id }, { token: rita.token }));
    expect(detail.states.map((s) => s.state)).toEqual(['unpaid', 'preparing']);
    expect(detail.lines).toHaveLength(1);
    expect((await t.post('/shop/member/order', { id: theirs.id }, { token: rita.token })).code).toBe(Err.NO_DATA);
    // Another merchant's shopper never sees it either.
    const other = await storefrontShop(t);
    const stranger = await newShopper(t, other.code);
    expect((await t.post('/shop/member/order', { id: mine.id }, { token: stranger.token })).code).toBe(Err.NO_DATA);
    expect(ok(await t.post<{ total: number }>('/shop/member/orders', {}, { token: stranger.token })).total).toBe(0);
  });
});

describe('notices', () => {
  it('mails the shopper in their language when the order is accepted and when it is ready; guests who gave an e-mail too', async () => {
    const { code, productId, move } = await storefrontShop(t);
    const shopper = await newShopper(t, code);
    const order = ok(
      await t.post<ShopperOrderDetail>('/shop/order/place', pickupOrder(code, productId), {
        token: shopper.token,
        lang: 'fr_FR',
      }),
    );
    ok(await move(order.id, 'preparing'));
    await vi.waitFor(() => expect(t.mail.lastTo(shopper.email).subject).toContain('acceptée'));
    ok(await move(order.id, 'delivering'));
    await vi.waitFor(() => expect(t.mail.lastTo(shopper.email).subject).toContain('prête à être retirée'));
    const email = uniqueEmail('guest');
    const g = ok(
      await t.post<ShopperOrderDetail>(
        '/shop/order/place',
        { ...pickupOrder(code, productId), ...guest, email, fulfilment: 'pickup' },
        { lang: 'en_GB' },
      ),
    );
    ok(await move(g.id, 'preparing'));
    await vi.waitFor(() => expect(t.mail.lastTo(email).subject).toContain('has been accepted'));
    expect(t.mail.inbox.filter((x) => x.to === email)).toHaveLength(1);
  });
});
