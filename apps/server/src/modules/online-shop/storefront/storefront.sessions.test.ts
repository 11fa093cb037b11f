// Shopper sessions are a kind of their own: a shopper token reaches the storefront's shopper routes only, and those
// routes take no other kind of session (back office, POS app, device).
import { Err, type ShopperOrderRow, type ShopperProfile } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { bossAppSession, newDeviceSession, ok } from '../../../../test/factories';
import { startTestApp } from '../../../../test/support/test-app';
import { newShopper, storefrontShop } from './storefront.test-support';

const t = await startTestApp();

describe('shopper sessions', () => {
  it('reach the shopper routes; a shopper token is refused (20041) on back-office, POS and device routes', async () => {
    const { m, code } = await storefrontShop(t);
    const shopper = await newShopper(t, code);
    expect(ok(await t.post<ShopperProfile>('/shop/member/profile', {}, { token: shopper.token })).id).toBe(
      shopper.member.id,
    );
    for (const path of [
      '/online/order/list',
      '/online/shop/list',
      '/store/list',
      '/user/info',
      '/login/logout',
      '/app/order/upload',
      '/device/kitchen/board',
    ]) {
      const r = await t.post(path, {}, { token: shopper.token });
      expect(r.code, path).toBe(Err.NO_PERMISSION);
    }
    // The merchant's own data is untouched by the attempt.
    expect(ok(await t.post<{ total: number }>('/online/order/list', {}, { token: m.token })).total).toBe(0);
  });

  it('are the only kind the shopper routes take: back-office, POS and device tokens answer 20041', async () => {
    const { m } = await storefrontShop(t);
    const app = await bossAppSession(t, m.tenantId, m.storeA);
    const device = await newDeviceSession(t, m.token, { kind: 'kitchen', storeId: m.storeA });
    for (const token of [m.token, app.token, device.token]) {
      expect((await t.post('/shop/member/profile', {}, { token })).code).toBe(Err.NO_PERMISSION);
      expect((await t.post('/shop/member/orders', {}, { token })).code).toBe(Err.NO_PERMISSION);
      // Checkout takes a shopper or a guest, never another kind of session as a guest.
      expect((await t.post('/shop/order/preview', {}, { token })).code).toBe(Err.NO_PERMISSION);
    }
    expect((await t.post('/shop/member/profile', {})).code).toBe(Err.TOKEN_MISSING);
    expect((await t.post('/shop/member/profile', {}, { token: `S${m.tenantId}.nothing` })).code).toBe(
      Err.TOKEN_UNKNOWN,
    );
  });

  it('end with sign-out, and a shopper of one merchant cannot use another merchant’s shop', async () => {
    const a = await storefrontShop(t);
    const b = await storefrontShop(t);
    const shopper = await newShopper(t, a.code);
    const atB = await t.post(
      '/shop/order/place',
      {
        shopCode: b.code,
        clientId: 'uuid_abcdef12',
        fulfilment: 'pickup',
        payWay: 'store',
        total: '10.00',
        lines: [{ productId: b.productId, quantity: '2' }],
      },
      { token: shopper.token },
    );
    expect(atB.code).toBe(Err.NO_DATA);
    expect(
      ok(await t.post<{ list: ShopperOrderRow[] }>('/online/order/list', {}, { token: b.m.token })).list,
    ).toHaveLength(0);
    ok(await t.post('/shop/member/signOut', {}, { token: shopper.token }));
    expect((await t.post('/shop/member/profile', {}, { token: shopper.token })).code).toBe(Err.TOKEN_UNKNOWN);
  });
});
