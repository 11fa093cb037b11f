import { Err } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { codeFromMail, newTenant, startTestApp, uniqueEmail } from '../../../test/support/test-app';

// The limits on verification codes and reset mails hold under parallel requests: each is checked and counted in
// one statement.

const t = await startTestApp();

const registration = (email: string, code: string) => ({
  email,
  code,
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  company: 'Parallel Bakery',
  name: 'Rui',
  areaCode: '351',
  phone: '0912345678',
  sysLanguageId: 6,
  sysCountryId: 1,
  sysCurrencyId: 3,
});

const countOf = (replies: { code: number }[], code: number) => replies.filter((r) => r.code === code).length;

describe('verification code tries', () => {
  it('checks at most 5 of 40 parallel wrong codes; the right code is spent afterwards', async () => {
    const email = uniqueEmail();
    expect((await t.post('/login/getCodeEmail', { email })).code).toBe(200);
    const code = codeFromMail(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => t.post('/login/register', registration(email, wrong))),
    );
    expect(countOf(replies, Err.EMAIL_CODE_WRONG)).toBe(5);
    expect(countOf(replies, Err.EMAIL_CODE_MISSING)).toBe(35);
    expect((await t.post('/login/register', registration(email, code))).code).toBe(Err.EMAIL_CODE_MISSING);
  });

  it('the right code among parallel tries registers once', async () => {
    const email = uniqueEmail();
    await t.post('/login/getCodeEmail', { email });
    const code = codeFromMail(t, email);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => t.post('/login/register', registration(email, code))),
    );
    expect(countOf(replies, 200)).toBe(1);
  });
});

describe('resend gaps', () => {
  it('of 10 parallel requests for a registration code, one sends', async () => {
    const email = uniqueEmail();
    const replies = await Promise.all(Array.from({ length: 10 }, () => t.post('/login/getCodeEmail', { email })));
    expect(countOf(replies, 200)).toBe(1);
    expect(countOf(replies, Err.EMAIL_CODE_TOO_SOON)).toBe(9);
    expect(t.mail.inbox.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('of 10 parallel requests for an SMS code, one sends', async () => {
    const phone = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => t.post('/login/getCodePhone', { phone, areaCode: '351' })),
    );
    expect(countOf(replies, 200)).toBe(1);
    expect(countOf(replies, Err.MOBILE_CODE_TOO_SOON)).toBe(9);
  });

  it('of 10 parallel requests for a reset link, one sends', async () => {
    const boss = await newTenant(t);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => t.post('/login/sendEmail', { email: boss.email })),
    );
    expect(countOf(replies, 200)).toBe(1);
    expect(countOf(replies, Err.EMAIL_CODE_TOO_SOON)).toBe(9);
    expect(t.mail.inbox.filter((m) => m.to === boss.email && /forget1/.test(m.text))).toHaveLength(1);
  });

  it('a reset mail that could not be sent does not hold back the next request', async () => {
    const boss = await newTenant(t);
    t.mail.failDelivery(true);
    try {
      expect((await t.post('/login/sendEmail', { email: boss.email })).code).toBe(Err.MAIL_SEND_FAILED);
    } finally {
      t.mail.failDelivery(false);
    }
    expect((await t.post('/login/sendEmail', { email: boss.email })).code).toBe(200);
  });
});
