import { expect, type Page, test } from '@playwright/test';
import {
  buttonText,
  DESKTOP,
  expectRoute,
  goByMenu,
  LANGUAGE_IDS,
  loginAndWait,
  seedTenant,
  text,
  UI_LANGS,
  type UiLang,
} from '../support/fixtures';

// No stored language: the app starts in its default, zh_CN.
test.use({ viewport: DESKTOP });

const switcher = (page: Page) => page.getByTestId('language-switcher');

/** Picks a language in the switcher (a native select of the server's language list) and waits for the texts. */
async function switchTo(page: Page, lang: UiLang) {
  await switcher(page).selectOption(String(LANGUAGE_IDS[lang]));
  await expect(page.getByTestId('login-submit')).toHaveText(buttonText(text(lang, 'auth:login.submit')));
}

async function expectLoginPageIn(page: Page, lang: UiLang) {
  await expect(page.getByTestId('login-submit')).toHaveText(buttonText(text(lang, 'auth:login.submit')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'auth:login.title'));
  await expect(switcher(page)).toHaveValue(String(LANGUAGE_IDS[lang]));
  await expect(page.locator('html')).toHaveAttribute('lang', lang.replace('_', '-'));
  await expect(page).toHaveTitle(text(lang, 'productTitle'));
}

test('the login page starts in Simplified Chinese and switches to each of the six languages', async ({ page }) => {
  await page.goto('/#/login');
  await expectLoginPageIn(page, 'zh_CN');
  for (const lang of [...UI_LANGS.slice(1), 'zh_CN'] as const) {
    await switchTo(page, lang);
    await expectLoginPageIn(page, lang);
    // Field labels change too, not only the button.
    await expect(page.getByText(text(lang, 'field.password'), { exact: true })).toBeVisible();
  }
});

test('a language without its own interface (Deutsch) shows English and stays chosen', async ({ page }) => {
  await page.goto('/#/login');
  await switcher(page).selectOption({ label: 'Deutsch' });
  await expect(page.getByTestId('login-submit')).toHaveText(buttonText(text('en_GB', 'auth:login.submit')));
  await page.reload();
  await expect(page.getByTestId('login-submit')).toHaveText(buttonText(text('en_GB', 'auth:login.submit')));
  await expect(switcher(page)).toHaveValue('11');
});

for (const lang of UI_LANGS) {
  test(`${lang}: the choice survives a reload, and after login the menu is in ${lang}`, async ({ page, request }) => {
    const boss = await seedTenant(request);
    await page.goto('/#/login');
    // zh_CN is the default: go through English to choose it for real.
    if (lang === 'zh_CN') await switchTo(page, 'en_GB');
    await switchTo(page, lang);

    await page.reload();
    await expectLoginPageIn(page, lang);

    // The account was registered in English: the interface keeps the language chosen here.
    await loginAndWait(page, boss.email);
    const sidebar = page.getByTestId('sidebar');
    for (const section of ['report', 'staffManage', 'storeManage', 'setting']) {
      await expect(sidebar.getByTestId(`menu-/${section}`)).toHaveText(text(lang, `menu:${section}.title`));
    }
    await expect(sidebar.getByTestId('menu-/report/saleCount')).toHaveText(text(lang, 'menu:report.saleCount'));
    await expect(page.getByTestId('breadcrumb')).toHaveText(
      `${text(lang, 'menu:report.title')}/${text(lang, 'menu:report.saleCount')}`,
    );
    await page.getByTestId('user-dropdown').click();
    await expect(page.getByTestId('menu-account')).toHaveText(text(lang, 'user.account'));
    await expect(page.getByTestId('menu-logout')).toHaveText(text(lang, 'user.logout'));
    await page.keyboard.press('Escape');

    // Moving around keeps the language; so does a reload inside the back office.
    await goByMenu(page, '/report/discount');
    await expect(page.getByTestId('breadcrumb')).toContainText(text(lang, 'menu:report.discount'));
    await page.reload();
    await expect(sidebar.getByTestId('menu-/setting')).toHaveText(text(lang, 'menu:setting.title'));
    await expect(switcher(page)).toHaveValue(String(LANGUAGE_IDS[lang]));
  });
}

test('switching in the back office changes the menu at once', async ({ page, request }) => {
  const boss = await seedTenant(request);
  await page.goto('/#/login');
  await switchTo(page, 'en_GB');
  await loginAndWait(page, boss.email);
  const report = page.getByTestId('sidebar').getByTestId('menu-/report');
  await expect(report).toHaveText(text('en_GB', 'menu:report.title'));
  await switcher(page).selectOption(String(LANGUAGE_IDS.pt_PT));
  await expect(report).toHaveText(text('pt_PT', 'menu:report.title'));
  await expect(page).toHaveTitle(text('pt_PT', 'productTitle'));
  await switcher(page).selectOption(String(LANGUAGE_IDS.zh_TW));
  await expect(report).toHaveText(text('zh_TW', 'menu:report.title'));
  // Logging out keeps the language (§7).
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('menu-logout').click();
  await expectRoute(page, '/login');
  await expect(page.getByTestId('login-submit')).toHaveText(buttonText(text('zh_TW', 'auth:login.submit')));
});
