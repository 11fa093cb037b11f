import { expect, test } from '@playwright/test';
import {
  apiPost,
  expectRoute,
  LANGUAGE_IDS,
  languageState,
  lastMailTo,
  linkFromMail,
  loginAndWait,
  PASSWORD,
  seedTenant,
  text,
  uniqueEmail,
} from '../support/fixtures';

test.use({ storageState: languageState('en_GB') });

const NEW_PASSWORD = 'Reset789#';

test('a forgotten password is reset through the mailed link, which works only once', async ({ page, request }) => {
  const boss = await seedTenant(request);

  await page.goto('/#/login');
  await page.getByTestId('link-forget').click();
  await expectRoute(page, '/forget');
  await page.getByTestId('forget-email').fill(boss.email);
  await page.getByTestId('forget-submit').click();
  await expect(page.getByTestId('forget-sent')).toContainText(boss.email);

  const mail = await lastMailTo(boss.email);
  expect(mail.subject).toBe('Reset your Tillbook password');
  const link = await linkFromMail(boss.email, '#/forget1?token=');
  await page.goto(link);
  await expectRoute(page, '/forget1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en_GB', 'auth:reset.title'));

  // The password rules are shown as the user types; a mismatch is refused before anything is sent.
  await page.getByTestId('new-password').fill(NEW_PASSWORD);
  await expect(page.getByTestId('password-rules-length')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('password-rules-chars')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('confirm-password').fill('Reset789');
  await expect(page.getByTestId('password-rules-match')).toHaveAttribute('data-ok', 'false');
  await page.getByTestId('set-password-submit').click();
  await expect(page.getByText(text('en_GB', 'validation.passwordsDiffer'))).toBeVisible();
  await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
  await expect(page.getByTestId('password-rules-match')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('set-password-submit').click();

  await expect(page.getByTestId('toast-success')).toHaveText(text('en_GB', 'auth:reset.done'));
  await expectRoute(page, '/login');

  // Every session the user had has ended.
  expect((await apiPost(request, '/user/info', {}, boss.token)).code).toBe(234);

  // The old password fails, the new one works.
  await page.getByTestId('login-email').fill(boss.email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('toast-error').filter({ hasText: '[20027]' })).toBeVisible();
  await expectRoute(page, '/login');

  // The link has been used: opening it again says so instead of showing the form, and leads to a new request.
  await page.goto(link);
  await expect(page.getByTestId('link-state-used')).toBeVisible();
  await expect(page.getByTestId('link-state-used')).toContainText(text('en_GB', 'auth:link.used'));
  await expect(page.getByTestId('set-password-form')).toHaveCount(0);
  await page.getByRole('button', { name: text('en_GB', 'auth:reset.again') }).click();
  await expectRoute(page, '/forget');

  await loginAndWait(page, boss.email, NEW_PASSWORD);
});

test('an unknown address is refused and no mail goes out', async ({ page }) => {
  const email = uniqueEmail('nobody');
  await page.goto('/#/forget');
  await page.getByTestId('forget-email').fill(email);
  const answer = page.waitForResponse((r) => r.url().endsWith('/m/login/sendEmail'));
  await page.getByTestId('forget-submit').click();
  expect((await (await answer).json()).code).toBe(20024);
  await expect(page.getByTestId('toast-error').filter({ hasText: '[20024]' })).toBeVisible();
  await expect(page.getByTestId('forget-sent')).toHaveCount(0);
  await expect(lastMailTo(email, 500)).rejects.toThrow('no mail');
});

test('the reset mail is written in the language chosen on the page', async ({ page, request }) => {
  const boss = await seedTenant(request);
  await page.goto('/#/forget');
  await page.getByTestId('language-switcher').selectOption(String(LANGUAGE_IDS.fr_FR));
  await expect(page.getByTestId('forget-submit')).toHaveText(text('fr_FR', 'auth:forget.submit'));
  await page.getByTestId('forget-email').fill(boss.email);
  await page.getByTestId('forget-submit').click();
  await expect(page.getByTestId('forget-sent')).toBeVisible();
  expect((await lastMailTo(boss.email)).subject).toBe('Réinitialisez votre mot de passe Tillbook');
});
