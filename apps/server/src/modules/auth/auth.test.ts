import { Err } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeFromMail, DEFAULT_PASSWORD, newTenant, startTestApp, uniqueEmail } from '../../../test/support/test-app';
import { passwordResets, roles, sessions, stores, tenants, users, verificationCodes } from '../../db/schema';

const t = await startTestApp();

const registration = (email: string, code: string, extra: Record<string, unknown> = {}) => ({
  email,
  code,
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  company: 'Night Owl Bar',
  name: 'Lia',
  areaCode: '351',
  phone: '0912345678',
  sysLanguageId: 6,
  sysCountryId: 1,
  sysCurrencyId: 3,
  ...extra,
});

describe('checkEmail', () => {
  it('answers 200 for a free address and 20003 (as a result) for a registered one', async () => {
    const boss = await newTenant(t);
    expect((await t.post('/login/checkEmail', { email: uniqueEmail() })).code).toBe(200);
    const taken = await t.post('/login/checkEmail', { email: boss.email.toUpperCase() });
    expect(taken.code).toBe(Err.EMAIL_REGISTERED);
    expect(taken.status).toBe(200);
  });

  it('refuses an empty address (20001) and a malformed one (20002)', async () => {
    expect((await t.post('/login/checkEmail', { email: '' })).code).toBe(Err.EMAIL_EMPTY);
    expect((await t.post('/login/checkEmail', { email: 'a@' })).code).toBe(Err.EMAIL_FORMAT);
  });
});

describe('e-mail codes', () => {
  it('mails a six-digit code in the chosen language and stores only its hash', async () => {
    const email = uniqueEmail();
    expect((await t.post('/login/getCodeEmail', { email, sysLanguageId: 5 })).code).toBe(200);
    const mail = t.mail.lastTo(email);
    expect(mail.subject).toContain('Tillbook');
    expect(mail.text).toMatch(/Votre code de vérification est \d{6}/);
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, email));
    expect(row.codeHash).not.toContain(codeFromMail(t, email));
  });

  it('refuses a second code within a minute (20009) and a registered address (20003)', async () => {
    const email = uniqueEmail();
    await t.post('/login/getCodeEmail', { email });
    expect((await t.post('/login/getCodeEmail', { email })).code).toBe(Err.EMAIL_CODE_TOO_SOON);
    const boss = await newTenant(t);
    expect((await t.post('/login/getCodeEmail', { email: boss.email })).code).toBe(Err.EMAIL_REGISTERED);
  });

  it('answers 20004 when the mail server refuses, and lets the user ask again at once', async () => {
    const email = uniqueEmail();
    t.mail.failDelivery(true);
    try {
      expect((await t.post('/login/getCodeEmail', { email })).code).toBe(Err.MAIL_SEND_FAILED);
    } finally {
      t.mail.failDelivery(false);
    }
    expect((await t.post('/login/getCodeEmail', { email })).code).toBe(200);
  });
});

describe('register', () => {
  it('creates the tenant, the boss with every permission, the boss role and a first store, and signs in', async () => {
    const email = uniqueEmail();
    await t.post('/login/getCodeEmail', { email });
    const res = await t.post<{ token: string; user: Record<string, unknown> }>(
      '/login/register',
      registration(email, codeFromMail(t, email)),
    );
    expect(res.code).toBe(200);
    // The token names its merchant, then 256 random bits.
    expect(res.data.token).toMatch(new RegExp(`^${res.data.user.tenantId}\\.[A-Za-z0-9_-]{43}$`));
    expect(res.data.user).toMatchObject({
      name: 'Lia',
      loginName: email,
      email,
      sysCurrencyId: 3,
      languageDto: { sysLanguageId: 6, sysLanguageCode: 'pt_PT' },
      isBoss: true,
    });
    expect(res.data.user.permissions).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 9, 15, 16, 123, 127, 129]),
    );
    const tenantId = res.data.user.tenantId as number;
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.id, tenantId));
    expect(tenant.company).toBe('Night Owl Bar');
    const [role] = await t.db.select().from(roles).where(eq(roles.tenantId, tenantId));
    expect(role.isBoss).toBe(true);
    const storeRows = await t.db.select().from(stores).where(eq(stores.tenantId, tenantId));
    expect(storeRows.map((s) => s.name)).toEqual(['Night Owl Bar']);
    const [boss] = await t.db.select().from(users).where(eq(users.tenantId, tenantId));
    expect(boss.phone).toBe('912345678');
    expect(boss.passwordHash).toMatch(/^\$argon2id\$/);
    // The token works straight away.
    expect((await t.post('/user/info', {}, { token: res.data.token })).code).toBe(200);
  });

  it('refuses each missing or wrong part with its code and writes nothing', async () => {
    const email = uniqueEmail();
    await t.post('/login/getCodeEmail', { email });
    const code = codeFromMail(t, email);
    const cases: [Record<string, unknown>, number][] = [
      [{ code: '' }, Err.EMAIL_CODE_EMPTY],
      [{ code: code === '000000' ? '111111' : '000000' }, Err.EMAIL_CODE_WRONG],
      [{ company: '' }, Err.COMPANY_INCOMPLETE],
      [{ sysLanguageId: 999 }, Err.LANGUAGE_WRONG],
      [{ areaCode: '9999' }, Err.AREA_CODE_WRONG],
      [{ password: 'ab cdef', confirmPassword: 'ab cdef' }, Err.PASSWORD_BAD_CHARS],
      [{ password: 'abc', confirmPassword: 'abc' }, Err.PASSWORD_NON_COMPLIANT],
      [{ password: '', confirmPassword: '' }, Err.PASSWORD_EMPTY],
      [{ confirmPassword: 'Other123!' }, Err.PASSWORDS_DIFFER],
      [{ phone: '' }, Err.MOBILE_EMPTY],
      [{ phone: '12ab' }, Err.MOBILE_FORMAT],
    ];
    for (const [extra, expected] of cases) {
      const res = await t.post('/login/register', registration(email, code, extra));
      expect(res.code, JSON.stringify(extra)).toBe(expected);
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The right code still works after those refusals.
    expect((await t.post('/login/register', registration(email, code))).code).toBe(200);
  });

  it('refuses a code nobody asked for (20008), an expired one (20010) and a used one', async () => {
    const never = uniqueEmail();
    expect((await t.post('/login/register', registration(never, '123456'))).code).toBe(Err.EMAIL_CODE_MISSING);

    const late = uniqueEmail();
    await t.post('/login/getCodeEmail', { email: late });
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, late));
    expect((await t.post('/login/register', registration(late, codeFromMail(t, late)))).code).toBe(
      Err.EMAIL_CODE_EXPIRED,
    );

    const boss = await newTenant(t);
    const again = await t.post('/login/register', registration(boss.email, codeFromMail(t, boss.email)));
    expect(again.code).toBe(Err.EMAIL_REGISTERED);
  });

  it('spends a code after five wrong tries', async () => {
    const email = uniqueEmail();
    await t.post('/login/getCodeEmail', { email });
    const code = codeFromMail(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await t.post('/login/register', registration(email, wrong))).code).toBe(Err.EMAIL_CODE_WRONG);
    }
    expect((await t.post('/login/register', registration(email, code))).code).toBe(Err.EMAIL_CODE_MISSING);
  });
});

describe('login', () => {
  it('answers the login info and a new session token', async () => {
    const boss = await newTenant(t);
    const res = await t.post<{ token: string; user: { email: string; isBoss: boolean } }>('/login/login', {
      email: boss.email.toUpperCase(),
      password: DEFAULT_PASSWORD,
    });
    expect(res.code).toBe(200);
    expect(res.data.user).toMatchObject({ email: boss.email, isBoss: true });
    expect(res.data.token).not.toBe(boss.token);
  });

  it('refuses with the code of each case', async () => {
    const boss = await newTenant(t);
    expect((await t.post('/login/login', { email: '', password: 'x' })).code).toBe(Err.ACCOUNT_OR_PASSWORD_EMPTY);
    expect((await t.post('/login/login', { email: boss.email, password: '' })).code).toBe(
      Err.ACCOUNT_OR_PASSWORD_EMPTY,
    );
    expect((await t.post('/login/login', { email: uniqueEmail(), password: 'x' })).code).toBe(
      Err.ACCOUNT_NOT_REGISTERED,
    );
    expect((await t.post('/login/login', { email: boss.email, password: 'Wrong123!' })).code).toBe(Err.PASSWORD_WRONG);

    const login = () => t.post('/login/login', { email: boss.email, password: DEFAULT_PASSWORD });
    const me = and(eq(users.tenantId, boss.user.tenantId), eq(users.id, boss.user.id));
    await t.db.update(users).set({ status: 'inactive' }).where(me);
    expect((await login()).code).toBe(Err.USER_DISABLED);
    await t.db.update(users).set({ status: 'frozen' }).where(me);
    expect((await login()).code).toBe(Err.DISABLED_CONTACT_ADMIN);
    await t.db.update(users).set({ status: 'normal', activated: false }).where(me);
    expect((await login()).code).toBe(Err.NOT_ACTIVATED);
    await t.db.update(roles).set({ isBoss: false }).where(eq(roles.tenantId, boss.user.tenantId));
    expect((await login()).code).toBe(Err.NOT_ACTIVATED_CONTACT_ADMIN);
    await t.db.update(users).set({ activated: true }).where(me);
    await t.db.update(tenants).set({ status: 'disabled' }).where(eq(tenants.id, boss.user.tenantId));
    expect((await login()).code).toBe(Err.TENANT_DISABLED);
    // An existing session of a disabled tenant stops working too.
    expect((await t.post('/user/info', {}, { token: boss.token })).code).toBe(Err.TENANT_DISABLED);
  });

  it('slows repeated failures and then refuses the account (20025), even with the right password', async () => {
    const slow = await startTestApp({
      config: { login: { ...t.config.login, slowAfter: 2, lockAfter: 4, ipLockAfter: 100, delayMs: 1 } },
    });
    const boss = await newTenant(slow);
    for (let i = 0; i < 4; i++) {
      expect((await slow.post('/login/login', { email: boss.email, password: 'Wrong123!' })).code).toBe(
        Err.PASSWORD_WRONG,
      );
    }
    const locked = await slow.post('/login/login', { email: boss.email, password: DEFAULT_PASSWORD });
    expect(locked.code).toBe(Err.LOGIN_LOCKED);
    expect(locked.status).toBe(429);
    // Another account from another address is not affected.
    const other = await newTenant(slow);
    expect(
      (await slow.post('/login/login', { email: other.email, password: DEFAULT_PASSWORD }, { ip: '127.0.0.2' })).code,
    ).toBe(200);
  });

  it('refuses an address that tries too many accounts', async () => {
    const slow = await startTestApp({
      config: { login: { ...t.config.login, slowAfter: 100, lockAfter: 100, ipLockAfter: 3, delayMs: 1 } },
    });
    const boss = await newTenant(slow);
    for (let i = 0; i < 3; i++)
      await slow.post('/login/login', { email: uniqueEmail(), password: 'x' }, { ip: '127.0.0.7' });
    const res = await slow.post('/login/login', { email: boss.email, password: DEFAULT_PASSWORD }, { ip: '127.0.0.7' });
    expect(res.code).toBe(Err.LOGIN_LOCKED);
    expect(
      (await slow.post('/login/login', { email: boss.email, password: DEFAULT_PASSWORD }, { ip: '127.0.0.8' })).code,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('ends the session on logout; the token is then unknown (234)', async () => {
    const boss = await newTenant(t);
    expect((await t.post('/login/logout', { id: boss.user.id }, { token: boss.token })).code).toBe(200);
    expect((await t.post('/user/info', {}, { token: boss.token })).code).toBe(Err.TOKEN_UNKNOWN);
  });

  it('answers 20083 for a session idle too long, and forgets it', async () => {
    const boss = await newTenant(t);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - (t.config.session.idleHours + 1) * 3_600_000) })
      .where(eq(sessions.userId, boss.user.id));
    expect((await t.post('/user/info', {}, { token: boss.token })).code).toBe(Err.LOGIN_EXPIRED);
    expect((await t.post('/user/info', {}, { token: boss.token })).code).toBe(Err.TOKEN_UNKNOWN);
  });

  it('answers 20083 for a session past its end', async () => {
    const boss = await newTenant(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, boss.user.id));
    expect((await t.post('/user/info', {}, { token: boss.token })).code).toBe(Err.LOGIN_EXPIRED);
  });

  it('keeps only a hash of the token', async () => {
    const boss = await newTenant(t);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, boss.user.id));
    expect(rows.every((r) => r.tokenHash !== boss.token && r.tokenHash.length === 64)).toBe(true);
  });
});

describe('forgotten password', () => {
  const linkToken = (text: string) => /#\/forget1\?token=([0-9]+\.[A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('mails a reset link; the new password works, the old one and every old session do not', async () => {
    const boss = await newTenant(t);
    const second = await t.post<{ token: string }>('/login/login', { email: boss.email, password: DEFAULT_PASSWORD });
    expect((await t.post('/login/sendEmail', { email: boss.email, languageId: 2 })).code).toBe(200);
    const mail = t.mail.lastTo(boss.email);
    expect(mail.subject).toBe('重設您的 Tillbook 密碼');
    const token = linkToken(mail.text);
    expect(mail.text).toContain(`${t.config.publicUrl}/#/forget1?token=`);
    expect((await t.post('/login/checkResetToken', { token })).code).toBe(200);
    const reset = await t.post('/login/updatePwd', { token, password: 'NewPass9', confirmPassword: 'NewPass9' });
    expect(reset.code).toBe(200);
    expect((await t.post('/user/info', {}, { token: boss.token })).code).toBe(Err.TOKEN_UNKNOWN);
    expect((await t.post('/user/info', {}, { token: second.data.token })).code).toBe(Err.TOKEN_UNKNOWN);
    expect((await t.post('/login/login', { email: boss.email, password: DEFAULT_PASSWORD })).code).toBe(
      Err.PASSWORD_WRONG,
    );
    expect((await t.post('/login/login', { email: boss.email, password: 'NewPass9' })).code).toBe(200);
    // Used once: 20033.
    expect((await t.post('/login/checkResetToken', { token })).code).toBe(Err.LINK_USED);
    expect((await t.post('/login/updatePwd', { token, password: 'Other99x', confirmPassword: 'Other99x' })).code).toBe(
      Err.LINK_USED,
    );
  });

  it('answers 20034 for an expired or unknown link, 20024 for an unknown address, 20039 for the same password', async () => {
    const boss = await newTenant(t);
    expect((await t.post('/login/sendEmail', { email: uniqueEmail() })).code).toBe(Err.ACCOUNT_NOT_REGISTERED);
    await t.post('/login/sendEmail', { email: boss.email });
    const token = linkToken(t.mail.lastTo(boss.email).text);
    const same = await t.post('/login/updatePwd', {
      token,
      password: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
    });
    expect(same.code).toBe(Err.NEW_PASSWORD_SAME);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResets.userId, boss.user.id));
    expect((await t.post('/login/checkResetToken', { token })).code).toBe(Err.LINK_EXPIRED);
    expect((await t.post('/login/updatePwd', { token, password: 'NewPass9', confirmPassword: 'NewPass9' })).code).toBe(
      Err.LINK_EXPIRED,
    );
    expect((await t.post('/login/checkResetToken', { token: 'nope' })).code).toBe(Err.LINK_EXPIRED);
  });
});

describe('phone codes', () => {
  it('sends a code through the SMS provider, with leading zeros stripped from the number', async () => {
    const res = await t.post('/login/getCodePhone', { phone: '0061234567', areaCode: '+61', sysLanguageId: 1 });
    expect(res.code).toBe(200);
    const sms = t.smsLog.at(-1)!;
    expect(sms.to).toBe('61:61234567');
    expect(sms.text).toMatch(/验证码是 \d{6}/);
    expect((await t.post('/login/getCodePhone', { phone: '0061234567', areaCode: '61' })).code).toBe(
      Err.MOBILE_CODE_TOO_SOON,
    );
  });
});

describe('findLanguage', () => {
  it('lists the languages of §1 with native names', async () => {
    const res = await t.post<{ code: string; nativeName: string; uiLang: string }[]>('/common/findLanguage');
    const codes = res.data.map((l) => l.code);
    expect(codes).toEqual(expect.arrayContaining(['zh_CN', 'zh_TW', 'en_GB', 'es_ES', 'fr_FR', 'pt_PT']));
    expect(res.data.length).toBeGreaterThanOrEqual(28);
  });
});
