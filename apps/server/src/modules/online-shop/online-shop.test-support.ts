// Scenarios the online-shop tests share (this module's tests only).
import type { OnlineOrderDetail, ShopRow } from '@tillbook/contract';
import { addPaymentMethod, addProduct, cid, ok, uniq } from '../../../test/factories';
import type { TestApp } from '../../../test/support/test-app';

/** Settings a shop can take orders with: pickup and delivery, both ways to pay. */
export const openSettings = (over: Record<string, unknown> = {}) => ({
  delivery: true,
  pickup: true,
  payOnDelivery: true,
  payInStore: true,
  defaultOrderType: 'pickup',
  ...over,
});

/** A shop for `storeId`, saved through the API; with `settings` they are saved too, and `open` opens it. */
export async function newShop(
  t: TestApp,
  token: string,
  storeId: number,
  opts: { name?: string; settings?: Record<string, unknown>; open?: boolean } = {},
): Promise<ShopRow> {
  let shop = ok(await t.post<ShopRow>('/online/shop/save', { storeId, name: opts.name ?? uniq('Shop') }, { token }));
  if (opts.settings)
    shop = ok(await t.post<ShopRow>('/online/shop/settings', { id: shop.id, ...opts.settings }, { token }));
  if (opts.open) shop = ok(await t.post<ShopRow>('/online/shop/setOpen', { id: shop.id, open: true }, { token }));
  return shop;
}

/**
 * An open shop in the merchant's store A (pickup, both ways to pay, the given payment method for completed orders)
 * selling one product online; `place` orders it through the shop API, `move` changes an order's state.
 */
export async function sellingShop(
  t: TestApp,
  m: { token: string; tenantId: number; storeA: number },
  settings: Record<string, unknown> = {},
) {
  const paymentMethodId = await addPaymentMethod(t, m.tenantId);
  const shop = await newShop(t, m.token, m.storeA, {
    settings: openSettings({ paymentMethodId, ...settings }),
    open: true,
  });
  const productId = await addProduct(t, m.tenantId, [m.storeA], { price: '5' });
  ok(await t.post('/online/goods/save', { shopId: shop.id, items: [{ productId }] }, { token: m.token }));
  const place = (body: Record<string, unknown> = {}) =>
    t.post<OnlineOrderDetail>(
      '/online/order/create',
      {
        shopId: shop.id,
        clientId: cid(),
        fulfilment: 'pickup',
        payWay: 'store',
        lines: [{ productId, quantity: '2' }],
        ...body,
      },
      { token: m.token },
    );
  const move = (id: number, to: string) =>
    t.post<OnlineOrderDetail>('/online/order/setState', { id, to }, { token: m.token });
  return { shop, productId, place, move };
}
