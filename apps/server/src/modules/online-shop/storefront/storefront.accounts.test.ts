// Shopper accounts: registration with a mailed code and link (/checkEmailRes), sign-in, the §5 online shop password,
// password links (/onlineUpdatePwd), profile and addresses; e-mails unique per merchant only.
import { Err, type ShopperProfile, type ShopperSignIn } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/factories';
import { codeFromMail, startTestApp, uniqueEmail } from '../../../../test/support/test-app';
import { newShopper, SHOPPER_PASSWORD, storefrontShop } from './storefront.test-support';

const t = await startTestApp();

const register = (shopCode: string, email: string, over: Record<string, unknown> = {}) =>
  t.post('/shop/member/register', {
    shopCode,
    name: 'Rita',
    email,
    password: SHOPPER_PASSWORD,
    confirmPassword: SHOPPER_PASSWORD,
    ...over,
  });
const signIn = (shopCode: string, email: string, password = SHOPPER_PASSWORD) =>
  t.post<ShopperSignIn>('/shop/member/signIn', { shopCode, email, password });

/** The link in the newest mail to `email`, as a path on the server. */
const linkIn = (email: string, pattern: RegExp) => {
  const m = pattern.exec(t.mail.lastTo(email).text);
  if (!m) throw new Error('no link in mail');
  return m[1];
};

describe('registering', () => {
  it('refuses passwords against the §5 shop rule and a confirmation that differs', async () => {
    const { code } = await storefrontShop(t);
    const email = uniqueEmail('rule');
    for (const [password, expected] of [
      ['', Err.PASSWORD_EMPTY],
      ['short1a', Err.PASSWORD_NON_COMPLIANT],
      ['onlyletters', Err.PASSWORD_NON_COMPLIANT],
      ['12345678', Err.PASSWORD_NON_COMPLIANT],
      ['abcd 1234', Err.PASSWORD_BAD_CHARS],
      ['abcdefgh12345678x', Err.PASSWORD_NON_COMPLIANT],
    ] as const) {
      expect((await register(code, email, { password, confirmPassword: password })).code, password).toBe(expected);
    }
    expect((await register(code, email, { confirmPassword: 'Other1234' })).code).toBe(Err.PASSWORDS_DIFFER);
    expect(t.mail.inbox.some((m) => m.to === email)).toBe(false);
  });

  it('needs the mailed code before signing in; a wrong code 20011; the right one signs in', async () => {
    const { code } = await storefrontShop(t);
    const email = uniqueEmail('code');
    ok(await register(code, email));
    expect((await signIn(code, email)).code).toBe(Err.NOT_ACTIVATED);
    const right = codeFromMail(t, email);
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await t.post('/shop/member/verify', { shopCode: code, email, code: wrong })).code).toBe(
      Err.EMAIL_CODE_WRONG,
    );
    expect((await t.post('/shop/member/verify', { shopCode: code, email, code: '' })).code).toBe(Err.EMAIL_CODE_EMPTY);
    const session = ok(await t.post<ShopperSignIn>('/shop/member/verify', { shopCode: code, email, code: right }));
    expect(session.member).toMatchObject({ email, name: 'Rita', frozen: false });
    expect(ok(await signIn(code, email)).token).toMatch(/^S\d+\./);
    expect((await signIn(code, email, 'Wrong1234')).code).toBe(Err.PASSWORD_WRONG);
    expect((await signIn(code, uniqueEmail('nobody'))).code).toBe(Err.ACCOUNT_NOT_REGISTERED);
    expect((await register(code, email)).code).toBe(Err.EMAIL_REGISTERED);
    expect((await t.post('/shop/member/resendCode', { shopCode: code, email })).code).toBe(Err.EMAIL_REGISTERED);
  });

  it('verifies with the link: /checkEmailRes shows success, then used; an unknown link expired', async () => {
    const { code } = await storefrontShop(t);
    const email = uniqueEmail('link');
    ok(await register(code, email));
    const path = linkIn(email, /(\/m\/shop\/member\/checkEmail\/\S+)/);
    const first = await t.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toMatch(/\/#\/checkEmailRes\?result=success$/);
    expect((await t.app.inject({ method: 'GET', url: path })).headers.location).toMatch(/result=used$/);
    const unknown = await t.app.inject({ method: 'GET', url: '/m/shop/member/checkEmail/1.nothing' });
    expect(unknown.headers.location).toMatch(/result=expired$/);
    expect((await t.app.inject({ method: 'GET', url: '/m/shop/member/checkEmail/garbage' })).headers.location).toMatch(
      /result=invalid$/,
    );
    ok(await signIn(code, email));
  });

  it('keeps e-mails unique per merchant: the same address is a member of two merchants apart', async () => {
    const a = await storefrontShop(t);
    const b = await storefrontShop(t);
    const email = uniqueEmail('both');
    const atA = await newShopper(t, a.code, email);
    const atB = await newShopper(t, b.code, email);
    expect(atA.member.id).not.toBe(atB.member.id);
    // Each session sees its own merchant's member only.
    expect(ok(await t.post<ShopperProfile>('/shop/member/profile', {}, { token: atB.token })).id).toBe(atB.member.id);
    const listA = ok(await t.post<{ list: { id: number }[] }>('/online/member/list', {}, { token: a.m.token })).list;
    expect(listA.map((r) => r.id)).toEqual([atA.member.id]);
  });
});

describe('password links (/onlineUpdatePwd)', () => {
  it('sets a password once, verifies the address and ends the member’s sessions', async () => {
    const { m, code } = await storefrontShop(t);
    const email = uniqueEmail('added');
    // A member the merchant added has no password: the link creates it.
    ok(await t.post('/online/member/save', { name: 'Ana', email }, { token: m.token }));
    expect((await signIn(code, email)).code).toBe(Err.ACCOUNT_NOT_REGISTERED);
    ok(await t.post('/shop/member/forgot', { shopCode: code, email }));
    expect((await t.post('/shop/member/forgot', { shopCode: code, email })).code).toBe(Err.EMAIL_CODE_TOO_SOON);
    const token = decodeURIComponent(linkIn(email, /onlineUpdatePwd\?token=(\S+)/));
    const body = { token, password: 'Fresh1234', confirmPassword: 'Fresh1234' };
    expect((await t.post('/online/member/setPassword', { ...body, confirmPassword: 'Fresh12345' })).code).toBe(
      Err.PASSWORDS_DIFFER,
    );
    expect(
      (await t.post('/online/member/setPassword', { ...body, password: 'nodigits', confirmPassword: 'nodigits' })).code,
    ).toBe(Err.PASSWORD_NON_COMPLIANT);
    ok(await t.post('/online/member/setPassword', body));
    expect((await t.post('/online/member/setPassword', body)).code).toBe(Err.LINK_USED);
    expect((await t.post('/online/member/setPassword', { ...body, token: `${m.tenantId}.unknown` })).code).toBe(
      Err.LINK_EXPIRED,
    );
    const session = ok(await signIn(code, email, 'Fresh1234'));
    expect(session.member.name).toBe('Ana');
    expect((await t.post('/shop/member/forgot', { shopCode: code, email: uniqueEmail('none') })).code).toBe(
      Err.ACCOUNT_NOT_REGISTERED,
    );
  });
});

describe('profile and addresses', () => {
  it('edits the name and phone, adds, replaces and removes addresses', async () => {
    const { code } = await storefrontShop(t);
    const s = await newShopper(t, code);
    const token = s.token;
    const p = ok(
      await t.post<ShopperProfile>(
        '/shop/member/saveProfile',
        { name: 'Rita B', areaCode: '44', phone: '07700900123' },
        { token },
      ),
    );
    expect(p).toMatchObject({ name: 'Rita B', areaCode: '44', phone: '7700900123' });
    const address = { address: '1 High Street', city: 'Leeds' };
    ok(await t.post('/shop/member/address/save', { address }, { token }));
    ok(await t.post('/shop/member/address/save', { address: { address: '2 Low Road' } }, { token }));
    const replaced = ok(
      await t.post<ShopperProfile>(
        '/shop/member/address/save',
        { index: 0, address: { address: '3 Mid Lane' } },
        { token },
      ),
    );
    expect(replaced.addresses.map((a) => a.address)).toEqual(['3 Mid Lane', '2 Low Road']);
    expect((await t.post('/shop/member/address/save', { index: 5, address }, { token })).code).toBe(Err.NO_DATA);
    const removed = ok(await t.post<ShopperProfile>('/shop/member/address/remove', { index: 0 }, { token }));
    expect(removed.addresses.map((a) => a.address)).toEqual(['2 Low Road']);
    expect((await t.post('/shop/member/address/remove', { index: 3 }, { token })).code).toBe(Err.NO_DATA);
    // Another member's phone: 1020.
    const other = await newShopper(t, code);
    expect(
      (
        await t.post(
          '/shop/member/saveProfile',
          { name: 'X', areaCode: '44', phone: '7700900123' },
          { token: other.token },
        )
      ).code,
    ).toBe(Err.PHONE_REPEATED);
  });
});
