import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR } from './env';

export const PASSWORD = 'Secret123!';
export const uniqueEmail = (prefix = 'e2e') => `${prefix}.${randomBytes(4).toString('hex')}@example.test`;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** A mail of the outbox; null while the server is still writing it (the file exists before its content does). */
function readMail(file: string): OutboxMail | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as OutboxMail;
  } catch {
    return null;
  }
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
        .map((f) => readMail(path.join(dir, f)))
        .filter((m) => m?.to === email.toLowerCase()) as OutboxMail[];
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

// ── Helpers added for the shell suite ───────────────────────────────────────────────────────────────────────

export const UI_LANGS = ['zh_CN', 'zh_TW', 'en_GB', 'es_ES', 'fr_FR', 'pt_PT'] as const;
export type UiLang = (typeof UI_LANGS)[number];
/** The language ids of the server's list for the six interface languages (§1). */
export const LANGUAGE_IDS: Record<UiLang, number> = { zh_CN: 1, zh_TW: 2, en_GB: 3, es_ES: 4, fr_FR: 5, pt_PT: 6 };

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../apps/web/src/locales');

/** A text of the web app in one language, read from its locale files: `text('en_GB', 'auth:login.submit')`. */
export function text(lang: UiLang, key: string): string {
  const [ns, dotted] = key.includes(':') ? key.split(':') : ['common', key];
  let node: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, `${ns}.json`), 'utf8'));
  // Keys of the menu namespace may hold '/' and are nested one level only: 'menu:goodsSetting.goodsList/addGoods'.
  const dot = dotted.indexOf('.');
  const parts = ns === 'menu' && dot > 0 ? [dotted.slice(0, dot), dotted.slice(dot + 1)] : dotted.split('.');
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${lang}/${key}`);
  return node;
}

/** A text as an antd button shows it: antd puts a space between the two characters of a two-character Chinese label. */
export const buttonText = (label: string): string =>
  /^[\u4e00-\u9fa5]{2}$/.test(label) ? `${label[0]} ${label[1]}` : label;

/**
 * Browser storage that starts the app in a given language (the app's default is zh_CN). Use with
 * `test.use({ storageState: languageState('en_GB') })` or `browser.newContext({ storageState: … })`; the app's
 * own writes (e.g. a language switch) then persist as usual.
 */
export function languageState(lang: UiLang) {
  return {
    cookies: [],
    origins: [
      {
        origin: BASE_URL,
        localStorage: [
          { name: 'lang', value: lang },
          { name: 'sysLanguageId', value: String(LANGUAGE_IDS[lang]) },
        ],
      },
    ],
  };
}

/** A desktop window (§2: 1600 px and wider), where the sidebar starts open and shows the user's name. */
export const DESKTOP = { width: 1680, height: 1000 };

/** The page's hash route, e.g. '#/login' (without any query). */
export const hashPath = (page: Page) => new URL(page.url()).hash.split('?')[0];
/** Waits until the app shows a route: `await expectRoute(page, '/login')`. */
export const expectRoute = (page: Page, route: string) =>
  expect.poll(() => hashPath(page), { message: `route ${route}` }).toBe(`#${route}`);

/** Signs in through the login page and waits for the back office's home page with the sidebar. */
export async function loginAndWait(page: Page, email: string, password = PASSWORD) {
  await loginThroughUi(page, email, password);
  await expectRoute(page, '/report/saleCount');
  await expect(page.getByTestId('sidebar')).toBeVisible();
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** POST /m<path> as the app does, with the session token when given; answers the envelope whatever the code. */
export async function apiPost<T = unknown>(
  request: APIRequestContext,
  pathname: string,
  data: unknown = {},
  token?: string,
): Promise<Envelope<T>> {
  const res = await request.post(`/m${pathname}`, { data, headers: token ? { token } : {} });
  return (await res.json()) as Envelope<T>;
}

/** The session token the browser holds (cookie `token_<userId>`, §7), with the user id. */
export async function storedSession(page: Page): Promise<{ userId: string; token: string }> {
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  if (!userId) throw new Error('no user id stored');
  const cookie = (await page.context().cookies()).find((c) => c.name === `token_${userId}`);
  if (!cookie) throw new Error(`no token_${userId} cookie`);
  return { userId, token: decodeURIComponent(cookie.value) };
}

export const STAFF_PASSWORD = 'Staff123!';

/**
 * Creates, with the boss's token, a role holding only `menuCodes` and a staff member in it working in every store
 * (POST /m/role/save, /m/staff/save). Answers the staff member's login.
 */
export async function seedStaff(
  request: APIRequestContext,
  bossToken: string,
  menuCodes: number[],
  name = 'Sam Staff',
): Promise<{ email: string; password: string; roleId: number; staffId: number }> {
  const role = await apiPost<{ id: number }>(
    request,
    '/role/save',
    { name: `Role ${randomBytes(3).toString('hex')}`, menuCodes, appPermissions: {}, reportingApp: {} },
    bossToken,
  );
  expect(role, 'role saved').toMatchObject({ code: 200 });
  const email = uniqueEmail('staff');
  const staff = await apiPost<{ id: number }>(
    request,
    '/staff/save',
    { name, email, roleId: role.data.id, allStores: true, password: STAFF_PASSWORD },
    bossToken,
  );
  expect(staff, 'staff saved').toMatchObject({ code: 200 });
  return { email, password: STAFF_PASSWORD, roleId: role.data.id, staffId: staff.data.id };
}

/** The first link of the newest mail to an address that opens a route of the app, e.g. '#/forget1?token='. */
export async function linkFromMail(email: string, marker: string): Promise<string> {
  const mail = await lastMailTo(email);
  const link = mail.text.split(/\s+/).find((word) => word.includes(marker));
  if (!link) throw new Error(`no ${marker} link in the mail to ${email}`);
  return link.replace(/[.,;)>]+$/, '');
}

/** A sidebar entry by the path it opens (sub-menus by their section or group path): `menuEntry(page, '/report')`. */
export const menuEntry = (page: Page, key: string) => page.getByTestId('sidebar').getByTestId(`menu-${key}`);

/**
 * Opens a sidebar sub-menu unless it is open already (a click on an open one closes it). Retried: on a loaded
 * machine a click can land while the menu is still moving from the previous one.
 */
export async function openSubmenu(page: Page, key: string) {
  const title = page
    .getByTestId('sidebar')
    .locator('.ant-menu-submenu-title', { has: page.getByTestId(`menu-${key}`) });
  await expect(async () => {
    if ((await title.getAttribute('aria-expanded')) !== 'true') await menuEntry(page, key).click();
    await expect(title).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass();
}

/** Clicks a sidebar entry and waits for its page; retried like `openSubmenu`. */
export async function goByMenu(page: Page, key: string, route = key) {
  await expect(async () => {
    if (hashPath(page) !== `#${route}`) await menuEntry(page, key).click();
    await expect.poll(() => hashPath(page), { timeout: 2_000 }).toBe(`#${route}`);
  }).toPass();
}

/**
 * Answers the confirmation dialog (`useConfirm`: OK or Cancel) once it is open, and waits until it has gone. A click
 * that is lost (a dialog still zooming in, where motion is on) is repeated until the dialog closes; a closing dialog
 * takes no second answer.
 */
export async function answerConfirm(page: Page, answer: 'ok' | 'cancel') {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toHaveCount(1);
  await expect(async () => {
    const button = dialog.getByTestId(`confirm-${answer}`);
    if ((await button.count()) === 1) await button.click({ timeout: 2_000 });
    await expect(dialog).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
}
