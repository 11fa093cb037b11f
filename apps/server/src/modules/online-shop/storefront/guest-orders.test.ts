// Following an online order by the secret the place route hands back: the order's state and lines, nothing else;
// unknown, altered and other merchants' tokens answer 20037; only the hash is kept; session kinds.
import { Err, type FollowablePlacedOrder, type ShopperOrderDetail } from '@tillbook/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bossAppSession, newDeviceSession, ok } from '../../../../test/factories';
import { startTestApp } from '../../../../test/support/test-app';
import { orderFollowTokens } from '../../../db/schema/table-ordering';
import { hashToken } from '../../../platform/secrets';
import { newShopper, pickupOrder, storefrontShop } from './storefront.test-support';

const t = await startTestApp();

const guest = { contactName: 'Ann', phone: '612345678', areaCode: '34' };

async function placedAsGuest() {
  const s = await storefrontShop(t, { guestCheckout: true });
  const placed = ok(await t.post<FollowablePlacedOrder>('/shop/order/place', pickupOrder(s.code, s.productId, guest)));
  return { s, placed };
}

const follow = (token: string, opts: { token?: string } = {}) =>
  t.post<ShopperOrderDetail>('/shop/order/follow', { token }, opts);

describe('following a guest’s order', () => {
  it('the place answer carries a follow token that shows the order and its state as it moves', async () => {
    const { s, placed } = await placedAsGuest();
    expect(placed.followToken).toMatch(new RegExp(`^${s.m.tenantId}\\.[A-Za-z0-9_-]{43}$`));
    const seen = ok(await follow(placed.followToken));
    expect(seen).toMatchObject({ id: placed.id, number: placed.number, state: 'unpaid', total: placed.total });
    expect(seen.lines.map((l) => [l.quantity, l.total])).toEqual([['2', '10.00']]);
    ok(await s.move(placed.id, 'preparing'));
    const moved = ok(await follow(placed.followToken));
    expect(moved.state).toBe('preparing');
    expect(moved.states.map((x) => x.state)).toContain('preparing');
  });

  it('keeps only the hash; unknown, altered and other merchants’ tokens answer 20037', async () => {
    const { s, placed } = await placedAsGuest();
    const rows = await t.db.select().from(orderFollowTokens).where(eq(orderFollowTokens.tenantId, s.m.tenantId));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(placed.followToken)]);
    expect(rows[0].onlineOrderId).toBe(placed.id);
    const secret = placed.followToken.slice(placed.followToken.indexOf('.') + 1);
    const other = await storefrontShop(t);
    for (const wrong of [
      `${other.m.tenantId}.${secret}`,
      `${s.m.tenantId}.${'A'.repeat(43)}`,
      secret,
      'x',
      hashToken(placed.followToken),
    ]) {
      expect((await follow(wrong)).code).toBe(Err.NO_DATA);
    }
  });

  it('a refused order gets no token; a retry answers the same order with a new token', async () => {
    const s = await storefrontShop(t, { guestCheckout: true });
    const refused = await t.post('/shop/order/place', pickupOrder(s.code, s.productId, { ...guest, total: '1.00' }));
    expect(refused.code).toBe(Err.AMOUNT_ILLEGAL);
    const n = async () =>
      (await t.db.select({ n: count() }).from(orderFollowTokens).where(eq(orderFollowTokens.tenantId, s.m.tenantId)))[0]
        .n;
    expect(await n()).toBe(0);
    const body = pickupOrder(s.code, s.productId, guest);
    const first = ok(await t.post<FollowablePlacedOrder>('/shop/order/place', body));
    const retry = ok(await t.post<FollowablePlacedOrder>('/shop/order/place', body));
    expect(retry.id).toBe(first.id);
    expect(retry.followToken).not.toBe(first.followToken);
    expect(ok(await follow(first.followToken)).id).toBe(first.id);
    expect(ok(await follow(retry.followToken)).id).toBe(first.id);
  });

  it('a signed-in shopper’s order is followable too; back-office, POS and device tokens answer 20041', async () => {
    const s = await storefrontShop(t);
    const shopper = await newShopper(t, s.code);
    const placed = ok(
      await t.post<FollowablePlacedOrder>('/shop/order/place', pickupOrder(s.code, s.productId), {
        token: shopper.token,
      }),
    );
    expect(ok(await follow(placed.followToken, { token: shopper.token })).id).toBe(placed.id);
    const app = await bossAppSession(t, s.m.tenantId, s.m.storeA);
    const device = await newDeviceSession(t, s.m.token, { kind: 'kitchen', storeId: s.m.storeA });
    for (const token of [s.m.token, app.token, device.token]) {
      expect((await follow(placed.followToken, { token })).code).toBe(Err.NO_PERMISSION);
    }
  });
});
