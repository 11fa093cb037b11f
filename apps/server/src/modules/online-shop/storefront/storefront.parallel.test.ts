// The storefront's limits hold under 40 requests at once (each is checked and counted in one statement): failed
// sign-ins of an account, verification mails and code tries per address, orders per address. PGlite and PostgreSQL.
import { Err } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cid } from '../../../../test/factories';
import { startTestApp, uniqueEmail } from '../../../../test/support/test-app';
import { onlineOrders } from '../../../db/schema';
import { STOREFRONT_LIMITS } from './limits';
import { newShopper, pickupOrder, storefrontShop } from './storefront.test-support';

const t = await startTestApp();
const at40 = <T>(fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: 40 }, (_, i) => fn(i)));
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('storefront limits under 40 requests at once', () => {
  it('checks at most the account’s lock limit of wrong passwords; the rest answer 20025', async () => {
    const { code } = await storefrontShop(t);
    const s = await newShopper(t, code);
    const codes = (
      await at40(() => t.post('/shop/member/signIn', { shopCode: code, email: s.email, password: 'Wrong1234' }))
    ).map((r) => r.code);
    expect(count(codes, Err.PASSWORD_WRONG), JSON.stringify(codes)).toBe(t.config.login.lockAfter);
    expect(count(codes, Err.LOGIN_LOCKED)).toBe(40 - t.config.login.lockAfter);
  });

  it('mails at most the address’s code sends; the others answer 20009', async () => {
    const { code } = await storefrontShop(t);
    const ip = '10.1.0.1';
    const codes = (
      await at40(() =>
        t.post(
          '/shop/member/register',
          { shopCode: code, name: 'R', email: uniqueEmail('burst'), password: 'Shop1234', confirmPassword: 'Shop1234' },
          { ip },
        ),
      )
    ).map((r) => r.code);
    expect(count(codes, 200), JSON.stringify(codes)).toBe(STOREFRONT_LIMITS.codeSends.max);
    expect(count(codes, Err.EMAIL_CODE_TOO_SOON)).toBe(40 - STOREFRONT_LIMITS.codeSends.max);
  });

  it('tries one code at most its attempts; the address at most its tries', async () => {
    const { code } = await storefrontShop(t);
    const email = uniqueEmail('guess');
    await t.post('/shop/member/register', {
      shopCode: code,
      name: 'R',
      email,
      password: 'Shop1234',
      confirmPassword: 'Shop1234',
    });
    const ip = '10.1.0.2';
    const codes = (
      await at40((i) =>
        t.post('/shop/member/verify', { shopCode: code, email, code: String(100000 + i * 7919) }, { ip }),
      )
    ).map((r) => r.code);
    expect(count(codes, Err.LOGIN_LOCKED), JSON.stringify(codes)).toBe(40 - STOREFRONT_LIMITS.codeTries.max);
    // Of the tries let through, the code took at most its attempts; the rest found it spent.
    expect(count(codes, Err.EMAIL_CODE_WRONG) + count(codes, 200)).toBeLessThanOrEqual(t.config.codes.maxAttempts);
  });

  it('takes at most the address’s orders; the others answer 600 and write nothing', async () => {
    const { m, code, productId } = await storefrontShop(t);
    const ip = '10.1.0.3';
    const guest = { contactName: 'G', phone: '0612345678' };
    const codes = (
      await at40(() =>
        t.post('/shop/order/place', { ...pickupOrder(code, productId), ...guest, clientId: cid() }, { ip }),
      )
    ).map((r) => r.code);
    expect(count(codes, 200), JSON.stringify(codes)).toBe(STOREFRONT_LIMITS.orders.max);
    expect(count(codes, Err.DUPLICATE_OPERATION)).toBe(40 - STOREFRONT_LIMITS.orders.max);
    const written = await t.db
      .select({ id: onlineOrders.id })
      .from(onlineOrders)
      .where(eq(onlineOrders.tenantId, m.tenantId));
    expect(written).toHaveLength(STOREFRONT_LIMITS.orders.max);
    // Another address still orders.
    expect(
      (await t.post('/shop/order/place', { ...pickupOrder(code, productId), ...guest }, { ip: '10.1.0.4' })).code,
    ).toBe(200);
  });
});
