import { Err } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD,
  firstStoreId,
  newTenant,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from '../../../test/support/test-app';
import { roles, stores, users } from '../../db/schema';
import { hashPin } from '../../platform/pins';

// The POS app's PIN sign-in (POST /m/app/login) is limited per till store, per merchant and per address, apart
// from the e-mail login of the account the till is set up with.

const base = await startTestApp();
const t = await startTestApp({
  config: { login: { ...base.config.login, pinLockAfter: 10, pinMerchantLockAfter: 15, slowAfter: 100 } },
});

/** A merchant with a cashier holding PIN 4321 and a second store. */
async function merchantWithPin(app: TestApp) {
  const boss = await newTenant(app);
  const tenantId = boss.user.tenantId;
  const [role] = await app.db.insert(roles).values({ tenantId, name: 'cashier', menuCodes: [] }).returning();
  await app.db.insert(users).values({
    tenantId,
    roleId: role.id,
    name: 'Cashier',
    email: uniqueEmail('till'),
    sysLanguageId: 3,
    allStores: true,
    pinHash: await hashPin('4321'),
  });
  const [second] = await app.db.insert(stores).values({ tenantId, name: 'Second till store' }).returning();
  return { boss, storeId: await firstStoreId(app, tenantId), secondStoreId: second.id };
}

const countOf = (replies: { code: number }[], code: number) => replies.filter((r) => r.code === code).length;

describe('PIN sign-in throttle', () => {
  it('checks at most LOGIN_PIN_LOCK_AFTER of 300 parallel wrong PINs at a store; the right PIN is then refused there', async () => {
    const m = await merchantWithPin(t);
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        t.post('/app/login', { merchant: m.boss.email, pin: String(1000 + (i % 3000)), storeId: m.storeId }),
      ),
    );
    expect(countOf(replies, Err.PIN_CODE_WRONG)).toBe(10);
    expect(countOf(replies, Err.LOGIN_LOCKED)).toBe(290);
    expect((await t.post('/app/login', { merchant: m.boss.email, pin: '4321', storeId: m.storeId })).code).toBe(
      Err.LOGIN_LOCKED,
    );
    // The store's other limit is the merchant's: another store of the same merchant gets what is left of it.
    const more = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.post('/app/login', { merchant: m.boss.email, pin: String(5000 + i), storeId: m.secondStoreId }),
      ),
    );
    expect(countOf(more, Err.PIN_CODE_WRONG)).toBe(5);
    expect(countOf(more, Err.LOGIN_LOCKED)).toBe(35);
  });

  it('does not count wrong PINs against the e-mail login of the account the till is set up with', async () => {
    const m = await merchantWithPin(t);
    for (let i = 0; i < 12; i++) {
      await t.post('/app/login', { merchant: m.boss.email, pin: String(6000 + i), storeId: m.storeId });
    }
    expect((await t.post('/login/login', { email: m.boss.email, password: DEFAULT_PASSWORD })).code).toBe(200);
  });

  it('a right PIN gives its attempt back without wiping out the wrong ones', async () => {
    const m = await merchantWithPin(t);
    for (let i = 0; i < 9; i++) {
      const wrong = await t.post('/app/login', { merchant: m.boss.email, pin: String(7000 + i), storeId: m.storeId });
      expect(wrong.code).toBe(Err.PIN_CODE_WRONG);
    }
    for (let i = 0; i < 3; i++) {
      expect((await t.post('/app/login', { merchant: m.boss.email, pin: '4321', storeId: m.storeId })).code).toBe(200);
    }
    // Still nine failures at the store: one more wrong PIN is checked, the next is refused.
    expect((await t.post('/app/login', { merchant: m.boss.email, pin: '7100', storeId: m.storeId })).code).toBe(
      Err.PIN_CODE_WRONG,
    );
    expect((await t.post('/app/login', { merchant: m.boss.email, pin: '4321', storeId: m.storeId })).code).toBe(
      Err.LOGIN_LOCKED,
    );
  });
});
