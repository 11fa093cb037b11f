import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  apiPost,
  codeFromMail,
  DESKTOP,
  expectRoute,
  languageState,
  lastMailTo,
  loginAndWait,
  PASSWORD,
  storedSession,
  text,
  uniqueEmail,
} from '../support/fixtures';

test.use({ storageState: languageState('en_GB'), viewport: DESKTOP });

/** Picks an option of an antd select: types part of its label (the selects are searchable), clicks the option. */
async function choose(page: Page, select: Locator, search: string, option = search) {
  await select.click();
  await select.locator('input').fill(search);
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  // Wait for the list to be filtered first: a click aimed at an option of the unfiltered list can miss when the
  // list shrinks under the pointer.
  await expect(options.first()).toContainText(option);
  await options.filter({ hasText: option }).first().click();
}

const rule = (page: Page, key: 'length' | 'chars' | 'match') => page.getByTestId(`password-rules-${key}`);

test('a new merchant registers with the e-mailed code, skips the phone, gets the app and enters the back office', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('register');
  await page.goto('/#/register');

  // E-mail and its verification code, read from the server's outbox.
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-send-code').click();
  await expect(page.getByText(text('en_GB', 'auth:register.codeSent'))).toBeVisible();
  // The button counts down before another code may be asked for.
  await expect(page.getByTestId('register-send-code')).toBeDisabled();
  const mail = await lastMailTo(email);
  expect(mail.subject).toBe('Your Tillbook registration code');
  await page.getByTestId('register-code').fill(await codeFromMail(email));

  // The password rules are shown, and ticked as the user types.
  await expect(rule(page, 'length')).toHaveAttribute('data-ok', 'false');
  await expect(rule(page, 'chars')).toHaveAttribute('data-ok', 'false');
  await expect(rule(page, 'match')).toHaveAttribute('data-ok', 'false');
  const password = page.getByTestId('register-password');
  await password.fill('abc');
  await expect(rule(page, 'length')).toHaveAttribute('data-ok', 'false');
  await expect(rule(page, 'chars')).toHaveAttribute('data-ok', 'true');
  await password.fill('abc def1');
  await expect(rule(page, 'length')).toHaveAttribute('data-ok', 'true');
  await expect(rule(page, 'chars')).toHaveAttribute('data-ok', 'false');
  await password.fill(PASSWORD);
  await expect(rule(page, 'chars')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('register-confirm-password').fill(`${PASSWORD}x`);
  await expect(rule(page, 'match')).toHaveAttribute('data-ok', 'false');
  await page.getByTestId('register-confirm-password').fill(PASSWORD);
  await expect(rule(page, 'length')).toHaveAttribute('data-ok', 'true');
  await expect(rule(page, 'match')).toHaveAttribute('data-ok', 'true');

  await page.getByTestId('register-company').fill('Harbour Café Ltd');
  await page.getByTestId('register-name').fill('Robin Register');

  // The country proposes its calling code and currency.
  const country = page.getByTestId('register-country');
  await choose(page, country, 'United Kingdom');
  await expect(country).toContainText('United Kingdom');
  const areaCode = page.getByTestId('register-area-code');
  await expect(areaCode).toContainText('+44');
  await expect(page.getByTestId('register-currency')).toContainText('GBP');
  // The calling code can still be chosen by hand.
  await choose(page, areaCode, 'Ireland', '+353');
  await expect(areaCode).toContainText('+353');
  await choose(page, areaCode, '+44');
  await expect(areaCode).toContainText('+44');
  await page.getByTestId('register-phone').fill('07700900456');

  const language = page.getByTestId('register-language');
  await choose(page, language, 'Français');
  await expect(language).toContainText('Français');
  const currency = page.getByTestId('register-currency');
  await choose(page, currency, 'EUR');
  await expect(currency).toContainText('EUR');

  // The privacy policy must be accepted.
  await page.getByTestId('register-submit').click();
  await expect(page.getByText(text('en_GB', 'auth:register.mustAgree'))).toBeVisible();
  await expectRoute(page, '/register');
  await page.getByTestId('register-agree').check();
  await page.getByTestId('register-submit').click();

  // Phone verification: the SMS code goes to the server log only, so the step is skipped.
  await expectRoute(page, '/phone');
  await expect(page.getByTestId('verify-area-code')).toContainText('+44');
  await expect(page.getByTestId('verify-phone')).toHaveValue('07700900456');
  await page.getByTestId('verify-skip').click();

  // Welcome: the app-download dialog opens by itself, closes, and opens again on demand.
  await expectRoute(page, '/registerWelcome');
  await expect(page.getByTestId('register-welcome')).toContainText('Robin Register');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text('en_GB', 'auth:download.title'));
  await expect(page.getByTestId('download-android')).toBeVisible();
  await expect(page.getByTestId('download-ios')).toBeVisible();
  await page.getByTestId('download-close').click();
  await expect(dialog).toBeHidden();
  await page.getByTestId('welcome-download').click();
  await expect(dialog).toBeVisible();
  await page.getByTestId('download-close').click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('welcome-enter').click();
  await expectRoute(page, '/report/saleCount');
  await expect(page.getByTestId('user-name')).toHaveText('Robin Register');
  await expect(page.getByTestId('user-login-name')).toHaveText(email);

  // The account holds what was entered.
  const { token } = await storedSession(page);
  const info = await apiPost<Record<string, unknown>>(request, '/user/info', {}, token);
  expect(info.code).toBe(200);
  expect(info.data).toMatchObject({
    name: 'Robin Register',
    company: 'Harbour Café Ltd',
    email,
    areaCode: '44',
    phone: '7700900456',
    phoneVerified: false,
    isBoss: true,
    sysCountryId: 77, // United Kingdom
    sysLanguageId: 5, // Français
    sysCurrencyId: 3, // EUR
  });

  // The new account signs in again after a logout.
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('menu-logout').click();
  await expectRoute(page, '/login');
  await loginAndWait(page, email);
  await expect(page.getByTestId('user-name')).toHaveText('Robin Register');
});

test('an address that already has an account is refused before a code is sent', async ({ page, request }) => {
  const email = uniqueEmail('taken');
  const sent = await apiPost(request, '/login/getCodeEmail', { email, sysLanguageId: 3 });
  expect(sent.code).toBe(200);
  const registered = await apiPost(request, '/login/register', {
    email,
    code: await codeFromMail(email),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    company: 'Taken Ltd',
    name: 'Tess Taken',
    areaCode: '44',
    phone: '7700900999',
    sysLanguageId: 3,
    sysCountryId: 77,
    sysCurrencyId: 4,
  });
  expect(registered.code).toBe(200);

  await page.goto('/#/register');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-email').blur();
  await expect(page.getByText(text('en_GB', 'auth:register.emailRegistered')).first()).toBeVisible();
  // Asking for a code anyway is answered 20003: no code goes out and the button does not count down.
  const answer = page.waitForResponse((r) => r.url().endsWith('/m/login/getCodeEmail'));
  await page.getByTestId('register-send-code').click();
  expect((await (await answer).json()).code).toBe(20003);
  await expect(page.getByTestId('register-send-code')).toBeEnabled();
  await expect(page.getByTestId('register-send-code')).toHaveText(text('en_GB', 'code.send'));
});
