import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiPost, STAFF_PASSWORD, uniqueEmail } from './fixtures';

// Helpers of the deposits spec: a POS staff member with the 'deposit' app permission, signed in at the till
// through the real PIN login, and deposits written through the POS API.

export interface Till {
  token: string;
  storeId: number;
  storeName: string;
  staffName: string;
}

/**
 * With the boss's token: a role holding only the 'deposit' app permission (POST /m/role/save), a staff member in
 * it with a PIN (POST /m/staff/save), signed in on a POS in the merchant's first store (POST /m/app/login).
 */
export async function seedDepositTill(request: APIRequestContext, boss: { email: string; token: string }) {
  const stores = await apiPost<{ stores: { id: number; name: string }[] }>(
    request,
    '/setting/storeOptions',
    {},
    boss.token,
  );
  expect(stores, 'store options').toMatchObject({ code: 200 });
  const store = stores.data.stores[0];
  const role = await apiPost<{ id: number }>(
    request,
    '/role/save',
    { name: `Till ${randomBytes(3).toString('hex')}`, menuCodes: [], appPermissions: { deposit: true } },
    boss.token,
  );
  expect(role, 'role saved').toMatchObject({ code: 200 });
  const staffName = 'Tina Till';
  const pin = '482913';
  const staff = await apiPost(
    request,
    '/staff/save',
    {
      name: staffName,
      email: uniqueEmail('till'),
      roleId: role.data.id,
      allStores: true,
      password: STAFF_PASSWORD,
      pin,
    },
    boss.token,
  );
  expect(staff, 'staff saved').toMatchObject({ code: 200 });
  const login = await apiPost<{ token: string }>(request, '/app/login', {
    merchant: boss.email,
    pin,
    storeId: store.id,
  });
  expect(login, 'POS login').toMatchObject({ code: 200 });
  return { token: login.data.token, storeId: store.id, storeName: store.name, staffName } satisfies Till;
}

export interface CreatedDeposit {
  id: number;
  number: string;
  state: string;
}

/** POST /m/app/deposit/create at the till; pick-up in a week unless given. */
export async function createDeposit(request: APIRequestContext, till: Till, body: Record<string, unknown>) {
  const res = await apiPost<CreatedDeposit>(
    request,
    '/app/deposit/create',
    {
      clientId: `uuid_${randomBytes(4).toString('hex')}`,
      quantity: '1',
      pickupDeadline: Math.floor(Date.now() / 1000) + 7 * 86_400,
      ...body,
    },
    till.token,
  );
  expect(res, 'deposit created').toMatchObject({ code: 200 });
  return res.data;
}

/** POST /m/app/deposit/takeOut at the till. */
export async function takeOut(request: APIRequestContext, till: Till, id: number, quantity: string, note = '') {
  const res = await apiPost<CreatedDeposit>(request, '/app/deposit/takeOut', { id, quantity, note }, till.token);
  expect(res, 'taken out').toMatchObject({ code: 200 });
  return res.data;
}

/** The rows of the deposit list's table. */
export const depositRows = (page: Page) => page.getByTestId('deposit-table').locator('tr[data-testid^="deposit-row-"]');

/**
 * Picks an option of an antd Select by its visible label. Retried: a click can land while the list is still
 * opening or closing (e.g. just after a drawer gave the focus back), and a second click on an open list closes it.
 */
export async function pickOption(page: Page, testId: string, label: string) {
  const select = page.getByTestId(testId);
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label })
    .first();
  await expect(async () => {
    if ((await select.locator('[role="combobox"]').getAttribute('aria-expanded')) !== 'true') await select.click();
    await option.click({ timeout: 2_000 });
    await expect(select).toContainText(label, { timeout: 2_000 });
  }).toPass();
}
