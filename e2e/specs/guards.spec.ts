import { expect, test } from '@playwright/test';
import { expectRoute, languageState, loginAndWait, seedTenant, text } from '../support/fixtures';

// §2 guards and page titles, in English so the titles can be read.
test.use({ storageState: languageState('en_GB') });

const PRODUCT_TITLE = text('en_GB', 'productTitle');
const ONLINE_SHOP_TITLE = text('en_GB', 'onlineShopTitle');

test.describe('logged out', () => {
  test('a non-public page sends the user to /login', async ({ page }) => {
    for (const route of [
      '/report/saleCount',
      '/user/userMsg',
      '/staffManage/roleManage/addRole',
      '/setting',
      '/setting/payway',
      '/storeManage',
      '/stockManage/modifier/increase',
    ]) {
      await page.goto(`/#${route}`);
      await expectRoute(page, '/login');
      await expect(page.getByTestId('login-form')).toBeVisible();
    }
  });

  test('/ goes to /report/saleCount, which sends the user to /login', async ({ page }) => {
    await page.goto('/');
    await expectRoute(page, '/login');
    await page.goto('/#/');
    await expectRoute(page, '/login');
  });

  test('an unknown path goes to /404, which shows the not-found page and leads to login', async ({ page }) => {
    await page.goto('/#/no/such/page');
    await expectRoute(page, '/404');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText(text('en_GB', 'notFound.body'))).toBeVisible();
    // Paths are case sensitive: a known path in the wrong case is unknown too.
    await page.goto('/#/Login');
    await expectRoute(page, '/404');
    await page.getByTestId('not-found-home').click();
    await expectRoute(page, '/login');
  });

  test('every public page opens without a login', async ({ page }) => {
    for (const route of ['/login', '/register', '/forget', '/privacyPolic', '/phone', '/registerWelcome', '/404']) {
      await page.goto(`/#${route}`);
      await expectRoute(page, route);
    }
    // The steps after registering explain themselves when opened without a registration in progress.
    await page.goto('/#/phone');
    await expect(page.getByTestId('no-registration')).toBeVisible();
    await page.goto('/#/forget1?token=nothing');
    // An unknown reset token is answered like an expired one (20034).
    await expect(page.getByTestId('link-state-expired')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#/forget1?token=nothing');
  });

  test("page titles: 'Online Shop' on the online-shop pages, the product's title elsewhere", async ({ page }) => {
    await page.goto('/#/login');
    await expect(page).toHaveTitle(PRODUCT_TITLE);
    await page.goto('/#/onlineUpdatePwd');
    await expectRoute(page, '/onlineUpdatePwd');
    await expect(page).toHaveTitle(ONLINE_SHOP_TITLE);
    await page.goto('/#/register');
    await expect(page).toHaveTitle(PRODUCT_TITLE);
    await page.goto('/#/checkEmailRes');
    await expectRoute(page, '/checkEmailRes');
    await expect(page).toHaveTitle(ONLINE_SHOP_TITLE);
    await page.goto('/#/404');
    await expect(page).toHaveTitle(PRODUCT_TITLE);
  });
});

test.describe('a page whose code fails to load', () => {
  const NOT_FOUND_CHUNK = /\/assets\/not-found-page-[^/]+\.js$/;

  test('reloads the app once, and then shows', async ({ page }) => {
    let failures = 0;
    await page.route(NOT_FOUND_CHUNK, (route) => {
      if (failures > 0) return route.continue();
      failures++;
      return route.abort('connectionreset');
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/#/404');
    await expect(page.getByTestId('not-found-home')).toBeVisible();
    expect(failures).toBe(1);
    await expect.poll(() => loads).toBe(2);
  });

  test('shows the load error with a reload button when it keeps failing', async ({ page }) => {
    let attempts = 0;
    await page.route(NOT_FOUND_CHUNK, (route) => {
      attempts++;
      return route.abort('connectionreset');
    });
    await page.goto('/#/404');
    await expect(page.getByText(text('en_GB', 'loadFailed.title'))).toBeVisible();
    await expect(page.getByTestId('reload')).toBeVisible();
    // One automatic reload, not a loop.
    expect(attempts).toBe(2);
    await page.unroute(NOT_FOUND_CHUNK);
    await page.getByTestId('reload').click();
    await expect(page.getByTestId('not-found-home')).toBeVisible();
  });
});

test.describe('logged in', () => {
  test('/login stays; other public pages, / and unknown paths go home', async ({ page, request }) => {
    const boss = await seedTenant(request);
    await loginAndWait(page, boss.email);
    await expect(page).toHaveTitle(PRODUCT_TITLE);

    // A logged-in user may stay on /login (e.g. to switch accounts).
    await page.goto('/#/login');
    await expectRoute(page, '/login');
    await expect(page.getByTestId('login-form')).toBeVisible();

    // Any other public page goes to / and from there to the default report.
    for (const route of ['/register', '/forget', '/forget1', '/phone', '/registerWelcome', '/privacyPolic']) {
      await page.goto(`/#${route}`);
      await expectRoute(page, '/report/saleCount');
      await expect(page.getByTestId('sidebar')).toBeVisible();
    }

    await page.goto('/#/user/userMsg');
    await expectRoute(page, '/user/userMsg');
    await page.goto('/');
    await expectRoute(page, '/report/saleCount');
    await page.goto('/#/user/userMsg');
    await page.goto('/#/');
    await expectRoute(page, '/report/saleCount');

    // §2 read literally (as the app does): an unknown path goes to /404, which is a public page, so a logged-in
    // user is sent on to / and the default report.
    await page.goto('/#/report/noSuchReport');
    await expectRoute(page, '/report/saleCount');
    await expect(page.getByTestId('sidebar')).toBeVisible();
  });

  test('a page asked for before login is opened after it', async ({ page, request }) => {
    const boss = await seedTenant(request);
    await page.goto('/#/user/userMsg');
    await expectRoute(page, '/login');
    await page.getByTestId('login-email').fill(boss.email);
    await page.getByTestId('login-password').fill(boss.password);
    await page.getByTestId('login-submit').click();
    await expectRoute(page, '/user/userMsg');
    await expect(page.getByTestId('account-page')).toBeVisible();
  });
});
