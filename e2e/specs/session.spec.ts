import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from '../support/env';
import {
  apiPost,
  DESKTOP,
  expectRoute,
  languageState,
  loginAndWait,
  PASSWORD,
  seedTenant,
  storedSession,
  text,
} from '../support/fixtures';

test.use({ storageState: languageState('en_GB'), viewport: DESKTOP });

const NEW_PASSWORD = 'Changed456?';

async function logOutThroughMenu(page: Page) {
  await page.getByTestId('user-dropdown').click();
  await expect(page.getByTestId('menu-logout')).toHaveText(text('en_GB', 'user.logout'));
  await page.getByTestId('menu-logout').click();
}

test('logout ends the session: back to login, the token is refused, language and user id stay', async ({
  page,
  request,
}) => {
  const boss = await seedTenant(request);
  await loginAndWait(page, boss.email);
  // A session survives a reload.
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText('Erin Boss');
  const { userId, token } = await storedSession(page);
  expect((await apiPost(request, '/user/info', {}, token)).code).toBe(200);

  await logOutThroughMenu(page);
  await expectRoute(page, '/login');
  await expect(page.getByTestId('login-form')).toBeVisible();

  // The server has ended the session: the old token is unknown (234).
  expect((await apiPost(request, '/user/info', {}, token)).code).toBe(234);
  // Locally the token and login info are gone; language and user id stay (§7).
  const cookies = await page.context().cookies(BASE_URL);
  expect(cookies.find((c) => c.name === `token_${userId}`)).toBeUndefined();
  expect(await page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('lang')])).toEqual([
    userId,
    'en_GB',
  ]);
  expect(await page.evaluate(() => localStorage.getItem('loginInfo'))).toBeNull();

  // The back office is closed again; going back does not reopen it.
  await page.goto('/#/report/saleCount');
  await expectRoute(page, '/login');
  await page.goBack();
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('an expired session sends the user to login on their next call', async ({ page, request }) => {
  const boss = await seedTenant(request);
  await loginAndWait(page, boss.email);
  await page.goto('/#/user/userMsg');
  await expect(page.getByTestId('account-page')).toBeVisible();

  // The stored token is one the server does not know (e.g. its session expired): 234 on the next call.
  const { userId } = await storedSession(page);
  await page.context().addCookies([{ name: `token_${userId}`, value: 'expired-or-unknown', url: BASE_URL }]);
  const answer = page.waitForResponse((r) => r.url().endsWith('/m/user/info'));
  await page.reload();
  expect((await (await answer).json()).code).toBe(234);
  // §8: the token is cleared and the user goes to /#/login (after a second), without an error message.
  await expectRoute(page, '/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('toast-error')).toHaveCount(0);
  expect((await page.context().cookies(BASE_URL)).find((c) => c.name === `token_${userId}`)).toBeUndefined();

  // Signing in again works.
  await loginAndWait(page, boss.email);
});

test('changing the password logs the user out everywhere; only the new password works', async ({
  page,
  browser,
  request,
}) => {
  const boss = await seedTenant(request);
  await loginAndWait(page, boss.email);

  // A second browser with the same user.
  const other = await browser.newContext({ storageState: languageState('en_GB'), viewport: DESKTOP });
  const otherPage = await other.newPage();
  await loginAndWait(otherPage, boss.email);
  await otherPage.goto('/#/user/userMsg');
  await expect(otherPage.getByTestId('account-page')).toBeVisible();

  // The account page from the user menu. On a loaded machine a click can land while the menu is still opening and
  // be lost: open it again until the page shows (what is waited for is the page, never a time).
  await expect(async () => {
    if (!(await page.getByTestId('menu-account').isVisible())) await page.getByTestId('user-dropdown').click();
    await page.getByTestId('menu-account').click({ timeout: 2_000 });
    await expect(page.getByTestId('account-page')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expectRoute(page, '/user/userMsg');
  const card = page.getByTestId('account-password-card');
  await expect(card).toBeVisible();

  // A wrong current password is refused on its field (20073); nothing changes.
  await page.getByTestId('account-old-password').fill('NotMine123');
  await page.getByTestId('account-new-password').fill(NEW_PASSWORD);
  await page.getByTestId('account-confirm-password').fill(NEW_PASSWORD);
  await expect(page.getByTestId('account-password-rules-length')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('account-password-rules-match')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('account-password-submit').click();
  await expect(page.getByTestId('toast-error').filter({ hasText: '[20073]' })).toBeVisible();
  await expectRoute(page, '/user/userMsg');

  await page.getByTestId('account-old-password').fill(PASSWORD);
  await page.getByTestId('account-password-submit').click();
  await expect(page.getByTestId('toast-success')).toHaveText(text('en_GB', 'account:password.done'));
  await expectRoute(page, '/login');

  // The other browser is sent to login on its next call.
  const answer = otherPage.waitForResponse((r) => r.url().endsWith('/m/user/info'));
  await otherPage.reload();
  expect((await (await answer).json()).code).toBe(234);
  await expectRoute(otherPage, '/login');
  await other.close();

  // The old password fails, the new one works.
  await page.getByTestId('login-email').fill(boss.email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('toast-error').filter({ hasText: '[20027]' })).toBeVisible();
  await expectRoute(page, '/login');
  await loginAndWait(page, boss.email, NEW_PASSWORD);
});
