import { Err } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeFromMail, DEFAULT_PASSWORD, newTenant, startTestApp, uniqueEmail } from '../../../test/support/test-app';
import { roles, sessions, stores, tenants, users } from '../../db/schema';

const t = await startTestApp();

describe('account info', () => {
  it('answers the account of §3 for the signed-in user only', async () => {
    const a = await newTenant(t, { company: 'Alpha Deli' });
    const b = await newTenant(t, { company: 'Beta Bar' });
    const infoA = await t.post<Record<string, unknown>>('/user/info', {}, { token: a.token });
    expect(infoA.data).toMatchObject({
      company: 'Alpha Deli',
      email: a.email,
      areaCode: '44',
      phone: '7700900123',
      isBoss: true,
    });
    const infoB = await t.post<Record<string, unknown>>('/user/info', {}, { token: b.token });
    expect(infoB.data).toMatchObject({ company: 'Beta Bar', email: b.email });
  });

  it('updates name, address, language and (for the boss) the company', async () => {
    const a = await newTenant(t);
    const res = await t.post<Record<string, unknown>>(
      '/user/update',
      { name: 'Ana B.', company: 'Harbour Café & Bakery', address: '1 Quay St', sysLanguageId: 5 },
      { token: a.token },
    );
    expect(res.data).toMatchObject({
      name: 'Ana B.',
      company: 'Harbour Café & Bakery',
      address: '1 Quay St',
      sysLanguageId: 5,
    });
    expect(
      (await t.post('/user/update', { name: 'x', address: '', sysLanguageId: 777 }, { token: a.token })).code,
    ).toBe(Err.LANGUAGE_WRONG);
  });
});

describe('change password', () => {
  it('checks the old password and ends every session of the user', async () => {
    const a = await newTenant(t);
    const other = await t.post<{ token: string }>('/login/login', { email: a.email, password: DEFAULT_PASSWORD });
    const wrongOld = await t.post(
      '/user/updatePwd',
      { oldPassword: 'nope123', password: 'Fresh123', confirmPassword: 'Fresh123' },
      { token: a.token },
    );
    expect(wrongOld.code).toBe(Err.OLD_PASSWORD_WRONG);
    const same = await t.post(
      '/user/updatePwd',
      { oldPassword: DEFAULT_PASSWORD, password: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD },
      { token: a.token },
    );
    expect(same.code).toBe(Err.NEW_PASSWORD_SAME_AS_OLD);
    const differ = await t.post(
      '/user/updatePwd',
      { oldPassword: DEFAULT_PASSWORD, password: 'Fresh123', confirmPassword: 'Fresh124' },
      { token: a.token },
    );
    expect(differ.code).toBe(Err.PASSWORDS_DIFFER);
    const ok = await t.post(
      '/user/updatePwd',
      { oldPassword: DEFAULT_PASSWORD, password: 'Fresh123', confirmPassword: 'Fresh123' },
      { token: a.token },
    );
    expect(ok.code).toBe(200);
    expect((await t.post('/user/info', {}, { token: a.token })).code).toBe(Err.TOKEN_UNKNOWN);
    expect((await t.post('/user/info', {}, { token: other.data.token })).code).toBe(Err.TOKEN_UNKNOWN);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, a.user.id))).toHaveLength(0);
    expect((await t.post('/login/login', { email: a.email, password: 'Fresh123' })).code).toBe(200);
  });
});

describe('change e-mail', () => {
  it('sends the code to the new address and switches the login to it', async () => {
    const a = await newTenant(t);
    const fresh = uniqueEmail('new');
    expect((await t.post('/user/sendEmailCode', { email: a.email }, { token: a.token })).code).toBe(Err.NEW_EMAIL_SAME);
    const b = await newTenant(t);
    expect((await t.post('/user/sendEmailCode', { email: b.email }, { token: a.token })).code).toBe(
      Err.EMAIL_OR_ACCOUNT_REGISTERED,
    );
    expect((await t.post('/user/sendEmailCode', { email: fresh }, { token: a.token, lang: 'es_ES' })).code).toBe(200);
    expect(t.mail.lastTo(fresh).text).toMatch(/Tu código es \d{6}/);
    expect(
      (
        await t.post(
          '/user/updateEmail',
          {
            email: fresh,
            code: '000000' === codeFromMail(t, fresh) ? '111111' : '000000',
            password: DEFAULT_PASSWORD,
          },
          { token: a.token },
        )
      ).code,
    ).toBe(Err.EMAIL_CODE_WRONG);
    const ok = await t.post<{ email: string }>(
      '/user/updateEmail',
      { email: fresh, code: codeFromMail(t, fresh), password: DEFAULT_PASSWORD },
      { token: a.token },
    );
    expect(ok.data.email).toBe(fresh);
    expect((await t.post('/login/login', { email: fresh, password: DEFAULT_PASSWORD })).code).toBe(200);
    expect((await t.post('/login/login', { email: a.email, password: DEFAULT_PASSWORD })).code).toBe(
      Err.ACCOUNT_NOT_REGISTERED,
    );
  });
});

describe('change phone', () => {
  it('verifies the new number by SMS code', async () => {
    const a = await newTenant(t);
    expect(
      (await t.post('/user/sendPhoneCode', { areaCode: '34', phone: '0600111222' }, { token: a.token })).code,
    ).toBe(200);
    const code = /\d{6}/.exec(t.smsLog.at(-1)!.text)![0];
    expect(
      (await t.post('/user/updatePhone', { areaCode: '34', phone: '600111222', code: '' }, { token: a.token })).code,
    ).toBe(Err.MOBILE_CODE_EMPTY);
    const ok = await t.post<{ phone: string; phoneVerified: boolean }>(
      '/user/updatePhone',
      { areaCode: '34', phone: '600111222', code },
      { token: a.token },
    );
    expect(ok.data).toMatchObject({ phone: '600111222', phoneVerified: true, areaCode: '34' });
    expect(
      (await t.post('/user/updatePhone', { areaCode: '34', phone: '600111222', code }, { token: a.token })).code,
    ).toBe(Err.NEW_PHONE_SAME);
  });
});

describe('delete account', () => {
  it('needs the password, then removes every row of the merchant and no one else’s', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    expect((await t.post('/user/delete', { password: 'Wrong999' }, { token: a.token })).code).toBe(Err.PASSWORD_WRONG);
    expect((await t.post('/user/delete', { password: DEFAULT_PASSWORD }, { token: a.token })).code).toBe(200);
    expect(await t.db.select().from(tenants).where(eq(tenants.id, a.user.tenantId))).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.tenantId, a.user.tenantId))).toHaveLength(0);
    expect(await t.db.select().from(stores).where(eq(stores.tenantId, a.user.tenantId))).toHaveLength(0);
    expect((await t.post('/user/info', {}, { token: a.token })).code).toBe(Err.TOKEN_UNKNOWN);
    expect((await t.post('/user/info', {}, { token: b.token })).code).toBe(200);
    // The address is free again.
    expect((await t.post('/login/checkEmail', { email: a.email })).code).toBe(200);
  });

  it('is refused to a user who is not the boss (20055)', async () => {
    const a = await newTenant(t);
    await t.db.update(roles).set({ isBoss: false }).where(eq(roles.tenantId, a.user.tenantId));
    expect((await t.post('/user/delete', { password: DEFAULT_PASSWORD }, { token: a.token })).code).toBe(
      Err.CANNOT_DELETE,
    );
  });
});
