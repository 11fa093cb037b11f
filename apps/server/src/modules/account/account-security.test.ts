import { Err } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  codeFromMail,
  DEFAULT_PASSWORD,
  firstStoreId,
  newTenant,
  startTestApp,
  uniqueEmail,
} from '../../../test/support/test-app';
import { users } from '../../db/schema';
import { hashPin } from '../../platform/pins';

// A POS PIN session must not take over the merchant: account routes are for back-office sessions only, and a
// change of the sign-in e-mail or phone needs the current password; the old address is told.

const t = await startTestApp();

/** The boss signs in on a till with a PIN (as any cashier could): a POS app session. */
async function bossOnTill() {
  const boss = await newTenant(t);
  const pin = String(100_000 + Math.floor(Math.random() * 899_999));
  await t.db
    .update(users)
    .set({ pinHash: await hashPin(pin) })
    .where(and(eq(users.tenantId, boss.user.tenantId), eq(users.id, boss.user.id)));
  const storeId = await firstStoreId(t, boss.user.tenantId);
  const res = await t.post<{ token: string }>('/app/login', { merchant: boss.email, pin, storeId });
  expect(res.code).toBe(200);
  return { boss, appToken: res.data.token };
}

describe('account routes', () => {
  it('refuse a POS app session (20041): it cannot change the e-mail, phone or password, nor delete the account', async () => {
    const { boss, appToken } = await bossOnTill();
    const attacker = uniqueEmail('attacker');
    const calls: [string, object][] = [
      ['/user/info', {}],
      ['/user/update', { name: 'Taken', address: '', sysLanguageId: 3 }],
      ['/user/sendEmailCode', { email: attacker }],
      ['/user/updateEmail', { email: attacker, code: '123456', password: 'x' }],
      ['/user/sendPhoneCode', { areaCode: '44', phone: '7700900999' }],
      ['/user/updatePhone', { areaCode: '44', phone: '7700900999', code: '123456', password: 'x' }],
      ['/user/updatePwd', { oldPassword: DEFAULT_PASSWORD, password: 'Taken123', confirmPassword: 'Taken123' }],
      ['/user/delete', { password: DEFAULT_PASSWORD }],
      ['/staff/permissions', {}],
      ['/setting/storeOptions', {}],
      ['/setting/payway/options', {}],
    ];
    for (const [path, body] of calls) {
      expect((await t.post(path, body, { token: appToken })).code, path).toBe(Err.NO_PERMISSION);
    }
    expect(t.mail.inbox.some((m) => m.to === attacker)).toBe(false);
    // The back-office session still works, and the till can still sign out.
    expect((await t.post('/user/info', {}, { token: boss.token })).code).toBe(200);
    expect((await t.post('/login/logout', {}, { token: appToken })).code).toBe(200);
  });
});

describe('change e-mail', () => {
  it('needs the current password as well as the code, and tells the old address', async () => {
    const boss = await newTenant(t);
    const fresh = uniqueEmail('new');
    expect((await t.post('/user/sendEmailCode', { email: fresh }, { token: boss.token })).code).toBe(200);
    const code = codeFromMail(t, fresh);
    const change = (password?: string) =>
      t.post<{ email: string }>('/user/updateEmail', { email: fresh, code, password }, { token: boss.token });
    expect((await change('')).code).toBe(Err.PASSWORD_EMPTY);
    expect((await change(undefined)).code).toBe(Err.PARAM);
    expect((await change('Wrong123!')).code).toBe(Err.PASSWORD_WRONG);
    expect(t.mail.inbox.filter((m) => m.to === boss.email)).toHaveLength(1);
    const ok = await change(DEFAULT_PASSWORD);
    expect(ok.code).toBe(200);
    expect(ok.data.email).toBe(fresh);
    // newTenant registers in English (sysLanguageId 3).
    const notice = t.mail.lastTo(boss.email);
    expect(notice.subject).toBe('Your Tillbook sign-in e-mail address has been changed');
    expect(notice.text).toContain(fresh);
  });

  it('tells the old address in the user’s language', async () => {
    const boss = await newTenant(t, { sysLanguageId: 5 });
    const fresh = uniqueEmail('neu');
    await t.post('/user/sendEmailCode', { email: fresh }, { token: boss.token });
    const ok = await t.post(
      '/user/updateEmail',
      { email: fresh, code: codeFromMail(t, fresh), password: DEFAULT_PASSWORD },
      { token: boss.token },
    );
    expect(ok.code).toBe(200);
    expect(t.mail.lastTo(boss.email).subject).toBe(
      'L’adresse e-mail de connexion de votre compte Tillbook a été modifiée',
    );
  });
});

describe('change phone', () => {
  it('replacing a verified number needs the current password', async () => {
    const boss = await newTenant(t);
    const verify = async (phone: string, password?: string) => {
      await t.db
        .update(users)
        .set({ phoneVerified: true })
        .where(and(eq(users.tenantId, boss.user.tenantId), eq(users.id, boss.user.id)));
      const sent = await t.post('/user/sendPhoneCode', { areaCode: '34', phone }, { token: boss.token });
      expect(sent.code).toBe(200);
      const code = /\d{6}/.exec(t.smsLog.at(-1)!.text)![0];
      return t.post('/user/updatePhone', { areaCode: '34', phone, code, password }, { token: boss.token });
    };
    expect((await verify('600222333')).code).toBe(Err.PASSWORD_EMPTY);
    expect((await verify('600222334', 'Wrong123!')).code).toBe(Err.PASSWORD_WRONG);
    expect((await verify('600222335', DEFAULT_PASSWORD)).code).toBe(200);
  });
});
