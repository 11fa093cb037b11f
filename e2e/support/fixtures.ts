import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

export const PASSWORD = 'Secret123!';
export const uniqueEmail = (prefix = 'e2e') => `${prefix}.${randomBytes(4).toString('hex')}@example.test`;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to an address in the server's development outbox (waits for it to arrive). */
export async function lastMailTo(email: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(dir)) {
      const mails = fs
        .readdirSync(dir)
        .sort()
        .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
        .filter((m) => m.to === email.toLowerCase());
      if (mails.length > 0) return mails[mails.length - 1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email}`);
}

export async function codeFromMail(email: string): Promise<string> {
  const m = /\b(\d{6})\b/.exec((await lastMailTo(email)).text);
  if (!m) throw new Error('no code in the mail');
  return m[1];
}

/** Registers a merchant through the API (each spec seeds its own tenant) and answers its login. */
export async function seedTenant(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string) ?? uniqueEmail();
  const sent = await request.post('/m/login/getCodeEmail', { data: { email, sysLanguageId: 3 } });
  expect((await sent.json()).code).toBe(200);
  const res = await request.post('/m/login/register', {
    data: {
      email,
      code: await codeFromMail(email),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      company: 'E2E Bistro',
      name: 'Erin Boss',
      areaCode: '44',
      phone: '7700900123',
      sysLanguageId: 3,
      sysCountryId: 77,
      sysCurrencyId: 4,
      ...overrides,
    },
  });
  const body = await res.json();
  expect(body.code).toBe(200);
  return { email, password: PASSWORD, token: body.data.token as string, user: body.data.user };
}

/** Signs in through the login page. */
export async function loginThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/#/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}
