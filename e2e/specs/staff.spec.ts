import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginThroughUi, seedTenant, uniqueEmail } from '../support/fixtures';

// Issue 6: the boss creates a role with a few menu codes and a staff member bound to one store, logs in as that
// staff member and sees only those menus and that store. Also a time card added in the UI, with its hours.

const STAFF_PASSWORD = 'Shift2024!';
// Deposits (2), staff and roles (5), time cards and work time (6).
const ROLE_CODES = [2, 5, 6];

async function api<T>(request: APIRequestContext, path: string, token: string, data: unknown = {}) {
  const res = await request.post(`/m${path}`, { data, headers: { token } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body, `${path} answers 200`).toMatchObject({ code: 200 });
  return body.data;
}

/** Picks an option of an antd Select by its visible label. */
async function pick(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label })
    .first()
    .click();
}

/** Types a date-time into an antd DatePicker and confirms it with the panel's OK button; typed again when the picker
 *  kept another time (under load the panel's own time once won over the typed one). */
async function pickDateTime(page: Page, testId: string, value: string) {
  const input = page.getByTestId(testId);
  // The panel of the previous picker may still be closing (its leave animation): take the open one only, and wait
  // for this one to close before the next picker opens.
  const open = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden):not([class*="-leave"])');
  await expect(async () => {
    await input.click();
    await input.fill(value);
    await open.locator('.ant-picker-ok button').click({ timeout: 2_000 });
    // Typed as YYYY-MM-DD HH:mm, shown the way British English writes it (DD/MM/YYYY HH:mm).
    await expect(input).toHaveValue(value.replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3/$2/$1'), { timeout: 2_000 });
  }).toPass();
  await expect(open).toHaveCount(0);
}

/** The top-level sidebar entries, by the path each opens. */
async function sidebarEntries(page: Page): Promise<string[]> {
  return page
    .locator(
      '[data-testid="sidebar"] .ant-menu-root > li.ant-menu-item [data-testid^="menu-/"], ' +
        '[data-testid="sidebar"] .ant-menu-root > li > .ant-menu-submenu-title [data-testid^="menu-/"]',
    )
    .evaluateAll((els) => els.map((e) => (e.getAttribute('data-testid') ?? '').replace('menu-', '')));
}

// A desktop window (§2: 1600 px and wider), where the sidebar starts open.
test.use({ viewport: { width: 1680, height: 1000 } });

test.beforeEach(async ({ page }) => {
  // English texts, whatever the app's default language (zh_CN).
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

test('a role with a few menus and a staff member bound to one store see only those menus and that store', async ({
  page,
  request,
}) => {
  const boss = await seedTenant(request);
  const stores = await api<{ list: { id: number; name: string }[] }>(request, '/store/list', boss.token);
  const firstStore = stores.list[0];
  const harbour = await api<{ id: number; name: string }>(request, '/store/save', boss.token, {
    name: 'Harbour Street',
  });

  await loginThroughUi(page, boss.email);
  await expect(page.getByTestId('sidebar')).toBeVisible();

  // The boss creates the role in the permission matrix.
  await page.goto('/#/staffManage/roleManage');
  // The owner role comes first and only shows.
  await expect(page.getByTestId('role-table').locator('tr', { hasText: 'Owner' })).toContainText('Every permission');
  await page.getByTestId('role-add').click();
  await page.getByTestId('role-form-name').fill('Shift lead');
  for (const code of ROLE_CODES) await page.getByTestId(`role-menu-${code}`).check();
  await expect(page.getByTestId('role-menu-section-staffManage')).toBeChecked();
  await page.getByTestId('role-app-sale').check();
  await page.getByTestId('role-app-productDiscount').check();
  // Decimals beyond two places (and anything not a number) are stripped as typed.
  await page.getByTestId('role-app-productDiscount-max-percent').fill('12.345x');
  await expect(page.getByTestId('role-app-productDiscount-max-percent')).toHaveValue('12.34');
  await page.getByTestId('role-form-save').click();
  const roleRow = page.getByTestId('role-table').locator('tr', { hasText: 'Shift lead' });
  await expect(roleRow).toBeVisible();
  await expect(roleRow).toContainText('2 of 17');

  // A colleague in the first store only, whom the new staff member must not see.
  const roles = await api<{ list: { id: number; name: string }[] }>(request, '/role/list', boss.token);
  const shiftLead = roles.list.find((r) => r.name === 'Shift lead');
  expect(shiftLead).toBeTruthy();
  await api(request, '/staff/save', boss.token, {
    name: 'Bob Elsewhere',
    email: uniqueEmail('bob'),
    roleId: shiftLead?.id,
    storeIds: [firstStore.id],
    password: STAFF_PASSWORD,
  });

  // The boss adds the staff member, bound to the second store.
  const samEmail = uniqueEmail('sam');
  await page.goto('/#/staffManage/staffManage');
  await page.getByTestId('staff-add').click();
  await page.getByTestId('staff-form-name').fill('Sam Lead');
  await page.getByTestId('staff-form-email').fill(samEmail);
  await pick(page, 'staff-form-role', 'Shift lead');
  await page.getByTestId('staff-form-some-stores').check();
  await page.getByTestId(`staff-form-store-${harbour.id}`).check();
  await page.getByTestId('staff-form-password').fill('short');
  await expect(page.getByTestId('staff-form-password-rules-length')).toHaveAttribute('data-ok', 'false');
  await page.getByTestId('staff-form-password').fill(STAFF_PASSWORD);
  await expect(page.getByTestId('staff-form-password-rules-length')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('staff-form-password-rules-chars')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('staff-form-save').click();
  const samRow = page.getByTestId('staff-table').locator('tr', { hasText: 'Sam Lead' });
  await expect(samRow).toContainText('Harbour Street');
  await expect(samRow).toContainText('Shift lead');

  // The boss's own row: cannot be deleted, nor its status changed.
  const bossRow = page.getByTestId('staff-table').locator('tr', { hasText: 'Owner' });
  await expect(bossRow.locator('[data-testid^="staff-delete-"]')).toBeDisabled();
  await expect(bossRow.locator('[data-testid^="staff-status-"]')).toBeDisabled();

  // Log out; sign in as the staff member.
  await page.getByTestId('user-dropdown').click();
  await page.getByTestId('menu-logout').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await loginThroughUi(page, samEmail, STAFF_PASSWORD);
  await expect(page.getByTestId('user-name')).toHaveText('Sam Lead');

  // Only the role's sections are in the menu.
  await expect.poll(() => sidebarEntries(page)).toEqual(['/deposit/index', '/staffManage']);
  await page.getByTestId('menu-/staffManage').click();
  await expect(page.getByTestId('menu-/staffManage/staffManage')).toBeVisible();
  await expect(page.getByTestId('menu-/staffManage/timeCard')).toBeVisible();

  // The staff list holds the bound store's staff (and the owner, who works everywhere), not the first store's.
  await page.getByTestId('menu-/staffManage/staffManage').click();
  const table = page.getByTestId('staff-table');
  await expect(table.locator('tr', { hasText: 'Sam Lead' })).toBeVisible();
  await expect(table.locator('tr', { hasText: 'Owner' })).toBeVisible();
  await expect(table).not.toContainText('Bob Elsewhere');
  await expect(table).not.toContainText(firstStore.name);
  // The store filter offers the bound store only.
  await page.getByTestId('staff-filter-store').click();
  const storeOptions = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(storeOptions).toHaveText(['Harbour Street']);
  await page.keyboard.press('Escape');

  // A time card in the UI, with its hours per card and in total.
  await page.getByTestId('menu-/staffManage/timeCard').click();
  await expect(page.getByTestId('time-card-table')).toContainText('No time cards');
  await page.getByTestId('time-card-add').click();
  await expect(page.getByTestId('time-card-form-store')).toContainText('Harbour Street');
  await pick(page, 'time-card-form-staff', 'Sam Lead');
  const day = new Date(Date.now() - 86_400_000);
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  await pickDateTime(page, 'time-card-form-start', `${date} 09:00`);
  await pickDateTime(page, 'time-card-form-end', `${date} 17:30`);
  await expect(page.getByTestId('time-card-form-hours')).toContainText('8.50');
  await page.getByTestId('time-card-form-save').click();
  const cardRow = page.getByTestId('time-card-table').locator('tr', { hasText: 'Sam Lead' });
  await expect(cardRow).toContainText('Harbour Street');
  await expect(cardRow.locator('[data-testid^="time-card-hours-"]')).toHaveText('8.50');
  await expect(page.getByTestId('time-card-total-hours')).toHaveText('8.50');

  // A page outside the role is refused.
  await page.goto('/#/storeManage/storeManage');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByText('No access')).toBeVisible();
});
