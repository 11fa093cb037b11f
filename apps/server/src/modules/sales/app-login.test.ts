import { Err } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { newAppSession } from '../../../test/factories';
import { firstStoreId, newTenant, startTestApp } from '../../../test/support/test-app';

const t = await startTestApp();

describe('POS app sign-in by PIN', () => {
  it('answers an app session for the till store with the role permissions; a wrong PIN answers 20064', async () => {
    const boss = await newTenant(t);
    const storeId = await firstStoreId(t, boss.user.tenantId);
    const s = await newAppSession(t, boss.user.tenantId, { storeId, permissions: ['sale', 'refund'] });
    const again = await t.post('/app/login', { merchant: s.merchant, pin: s.pin, storeId });
    expect(again.code).toBe(200);
    expect(again.data).toMatchObject({ storeId, permissions: { sale: true, refund: true, deposit: false } });

    const wrong = await t.post('/app/login', {
      merchant: s.merchant,
      pin: s.pin === '9999' ? '8888' : '9999',
      storeId,
    });
    expect(wrong.code).toBe(Err.PIN_CODE_WRONG);
    const unknown = await t.post('/app/login', { merchant: 'nobody@example.test', pin: s.pin, storeId });
    expect(unknown.code).toBe(Err.ACCOUNT_MISSING);
  });

  it('refuses a store the staff member is not bound to (20041) and a store of another merchant (1009)', async () => {
    const boss = await newTenant(t);
    const other = await newTenant(t);
    const storeId = await firstStoreId(t, boss.user.tenantId);
    const otherStore = await firstStoreId(t, other.user.tenantId);
    const s = await newAppSession(t, boss.user.tenantId, { storeId });
    expect((await t.post('/app/login', { merchant: s.merchant, pin: s.pin, storeId: otherStore })).code).toBe(
      Err.SHOP_GONE,
    );
    const store2 = await t.post(
      '/store/save',
      { name: 'Second store', type: 'restaurant', salesModes: ['retail'] },
      { token: boss.token },
    );
    expect(store2.code).toBe(200);
    const bound = await newAppSession(t, boss.user.tenantId, { storeId, storeIds: [storeId] });
    const store2Id = (store2.data as { id: number }).id;
    expect((await t.post('/app/login', { merchant: bound.merchant, pin: bound.pin, storeId: store2Id })).code).toBe(
      Err.NO_PERMISSION,
    );
  });

  it('an app session cannot use back-office menu routes nor account routes (20041), only its own and logout', async () => {
    const boss = await newTenant(t);
    const storeId = await firstStoreId(t, boss.user.tenantId);
    const s = await newAppSession(t, boss.user.tenantId, { storeId });
    expect((await t.post('/store/list', {}, { token: s.token })).code).toBe(Err.NO_PERMISSION);
    for (const path of ['/user/info', '/user/sendEmailCode', '/user/updateEmail', '/user/updatePwd', '/user/delete']) {
      expect((await t.post(path, {}, { token: s.token })).code, path).toBe(Err.NO_PERMISSION);
    }
    expect((await t.post('/login/logout', {}, { token: s.token })).code).toBe(200);
  });
});
