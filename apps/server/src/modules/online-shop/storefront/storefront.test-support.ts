// Scenarios the storefront's tests share (this folder's tests only).
import type { ShopperSignIn } from '@tillbook/contract';
import { cid, merchant, ok } from '../../../../test/factories';
import { codeFromMail, type TestApp, uniqueEmail } from '../../../../test/support/test-app';
import { sellingShop } from '../online-shop.test-support';

export const SHOPPER_PASSWORD = 'Shop1234';

/** A merchant with an open shop (pickup and delivery, both ways to pay) selling one product at 5.00. */
export async function storefrontShop(t: TestApp, settings: Record<string, unknown> = {}) {
  const m = await merchant(t);
  const s = await sellingShop(t, m, settings);
  return { m, ...s, code: s.shop.code };
}

/** Registers a shopper at the shop and verifies the address with the mailed code: a signed-in shopper. */
export async function newShopper(t: TestApp, shopCode: string, email = uniqueEmail('shopper'), ip?: string) {
  ok(
    await t.post(
      '/shop/member/register',
      { shopCode, name: 'Rita', email, password: SHOPPER_PASSWORD, confirmPassword: SHOPPER_PASSWORD },
      { ip },
    ),
  );
  const signIn = ok(
    await t.post<ShopperSignIn>('/shop/member/verify', { shopCode, email, code: codeFromMail(t, email) }, { ip }),
  );
  return { email, token: signIn.token, member: signIn.member };
}

/** A pickup order body for the shop's product (two at 5.00: total 10.00). */
export const pickupOrder = (shopCode: string, productId: number, over: Record<string, unknown> = {}) => ({
  shopCode,
  clientId: cid(),
  fulfilment: 'pickup',
  payWay: 'store',
  lines: [{ productId, quantity: '2' }],
  total: '10.00',
  ...over,
});
