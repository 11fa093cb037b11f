import { expect, type Page, test } from '@playwright/test';
import {
  apiPost,
  DESKTOP,
  expectRoute,
  goByMenu,
  languageState,
  loginAndWait,
  menuEntry,
  openSubmenu,
  seedStaff,
  seedTenant,
  storedSession,
  text,
} from '../support/fixtures';

// §2: the sidebar menu comes from the user's menu permission codes (§6).
test.use({ storageState: languageState('en_GB'), viewport: DESKTOP });

/** Menu codes of §6 (the contract's `Menu`). */
const Menu = { REPORTS: 1, TIME_CARDS: 6, STORES: 7, PAYMENT_METHODS: 10 } as const;

/** Every sidebar entry of a boss: sub-menus by section path, single-page sections by their page. */
const ALL_SECTIONS = [
  ['/report', 'report'],
  ['/onlineReport', 'onlineReport'],
  ['/deposit/index', 'deposit'],
  ['/goodsSetting', 'goodsSetting'],
  ['/stockManage', 'stockManage'],
  ['/staffManage', 'staffManage'],
  ['/deviceManage', 'deviceManage'],
  ['/storeManage', 'storeManage'],
  ['/diningCar', 'diningCar'],
  ['/readmeApp', 'readmeApp'],
  ['/vipManage/vipManage', 'vipManage'],
  ['/setting', 'setting'],
] as const;

const SETTINGS_PAGES = [
  'order',
  'payway',
  'orderClassify',
  'printSetting',
  'revenueSetting',
  'costType',
  'areaSet',
  'Integral',
  'orderDuration',
];

const title = (key: string) => text('en_GB', `menu:${key}`);

async function expectSections(page: Page, visible: readonly string[]) {
  for (const [key, section] of ALL_SECTIONS) {
    const entry = menuEntry(page, key);
    if (visible.includes(section)) await expect(entry).toHaveText(title(`${section}.title`));
    else await expect(entry).toHaveCount(0);
  }
}

test('the boss sees every section and every page of a section', async ({ page, request }) => {
  const boss = await seedTenant(request);
  await loginAndWait(page, boss.email);
  await expect(page.getByTestId('user-name')).toHaveText('Erin Boss');
  await expect(page.getByTestId('user-login-name')).toHaveText(boss.email);
  await expectSections(
    page,
    ALL_SECTIONS.map(([, section]) => section),
  );

  // The home section is open; every visible report page is listed.
  for (const report of ['saleCount', 'singleGoodsCount', 'staffExpend', 'staffDuty', 'reservation']) {
    await expect(menuEntry(page, `/report/${report}`)).toHaveText(title(`report.${report}`));
  }
  // Hidden pages never are.
  await expect(menuEntry(page, '/report/staffDuty/info')).toHaveCount(0);

  // A sub-menu opens on click and moves around its pages; the breadcrumb follows.
  await openSubmenu(page, '/staffManage');
  for (const sub of ['staffManage', 'roleManage', 'timeCard', 'staffWorkCount']) {
    await expect(menuEntry(page, `/staffManage/${sub}`)).toBeVisible();
  }
  await goByMenu(page, '/report/payment');
  await expect(page.getByTestId('breadcrumb')).toHaveText(`${title('report.title')}/${title('report.payment')}`);

  // Stock adjustment is a group of its own (increase, damage, loss).
  await openSubmenu(page, '/stockManage');
  await openSubmenu(page, '/stockManage/modifier');
  await expect(menuEntry(page, '/stockManage/modifier/damage')).toBeVisible();
  await goByMenu(page, '/stockManage/modifier/loss');

  // The settings entry opens an index of every settings page.
  await goByMenu(page, '/setting');
  await expect(page.getByTestId('settings-index')).toBeVisible();
  for (const setting of SETTINGS_PAGES) await expect(page.getByTestId(`settings-link-${setting}`)).toBeVisible();

  // Single-page sections are plain entries.
  await goByMenu(page, '/deposit/index');
});

test('a staff member sees only the sections of their role and is refused the others', async ({ page, request }) => {
  const boss = await seedTenant(request);
  const staff = await seedStaff(
    request,
    boss.token,
    [Menu.REPORTS, Menu.TIME_CARDS, Menu.STORES, Menu.PAYMENT_METHODS],
    'Sam Staff',
  );

  await loginAndWait(page, staff.email, staff.password);
  await expect(page.getByTestId('user-name')).toHaveText('Sam Staff');
  await expectSections(page, ['report', 'staffManage', 'storeManage', 'setting']);

  // Page codes count, not only section codes: time cards (6) without staff (5) shows only the time-card pages.
  await openSubmenu(page, '/staffManage');
  await expect(menuEntry(page, '/staffManage/timeCard')).toBeVisible();
  await expect(menuEntry(page, '/staffManage/staffWorkCount')).toBeVisible();
  await expect(menuEntry(page, '/staffManage/staffManage')).toHaveCount(0);
  await expect(menuEntry(page, '/staffManage/roleManage')).toHaveCount(0);

  // The settings index lists only the settings the role holds.
  await goByMenu(page, '/setting');
  await expect(page.getByTestId('settings-link-payway')).toBeVisible();
  for (const setting of SETTINGS_PAGES.filter((s) => s !== 'payway')) {
    await expect(page.getByTestId(`settings-link-${setting}`)).toHaveCount(0);
  }

  // A permitted page opens.
  await openSubmenu(page, '/report');
  await goByMenu(page, '/report/discount');
  await expect(page.getByTestId('no-permission')).toHaveCount(0);

  // Forbidden pages opened by URL show the no-permission state inside the frame, and stay on their URL.
  for (const forbidden of [
    '/goodsSetting/goodsList',
    '/goodsSetting/goodsList/addGoods',
    '/staffManage/staffManage',
    '/staffManage/roleManage/addRole',
    '/setting/order',
    '/onlineReport/saleCount',
    '/deposit',
    '/vipManage/vipInfo',
  ]) {
    // From a permitted page each time, so the state seen is the forbidden page's own.
    await page.goto('/#/report/saleCount');
    await expect(page.getByTestId('no-permission')).toHaveCount(0);
    await page.goto(`/#${forbidden}`);
    await expect(page.getByTestId('no-permission')).toBeVisible();
    await expect(page.getByTestId('no-permission')).toContainText(text('en_GB', 'noPermission.title'));
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expectRoute(page, forbidden);
  }

  // The section of a permitted group opens its first permitted page.
  await page.goto('/#/staffManage');
  await expectRoute(page, '/staffManage/timeCard');

  // The server refuses the same things (20041), whatever the page shows.
  const { token } = await storedSession(page);
  expect((await apiPost(request, '/role/list', {}, token)).code).toBe(20041);
  expect((await apiPost(request, '/user/info', {}, token)).code).toBe(200);
});
