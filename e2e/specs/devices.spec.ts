import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { deviceRows, fillDeviceForm, rowId } from '../support/devices';
import { answerConfirm, apiPost, expectRoute, loginAndWait, loginThroughUi, seedTenant } from '../support/fixtures';

// Devices (/deviceManage): a kiosk created, edited, frozen and deleted through the pages; kitchen and customer
// displays keep their own lists; the kiosk signs in through /m/device/login before and after freezing.

const DEVICE_PASSWORD = 'Kiosk2024!';
const STORE = 'E2E Bistro';

test.use({ viewport: { width: 1680, height: 1000 } });

test.beforeEach(async ({ page }) => {
  // English texts, whatever the app's default language (zh_CN).
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

test('create, edit, freeze and delete a kiosk; kitchen and customer displays apart; device sign-in', async ({
  page,
  request,
}) => {
  const boss = await seedTenant(request);
  const account = `kiosk-${randomBytes(4).toString('hex')}`;
  const kitchenAccount = `kitchen-${randomBytes(4).toString('hex')}`;
  await loginAndWait(page, boss.email);

  // An empty kiosk list, then a kiosk through the form.
  await page.goto('/#/deviceManage/index');
  await expect(page.getByTestId('device-list')).toContainText('Self-service kiosks');
  await expect(page.getByTestId('device-empty')).toBeVisible();
  await page.getByTestId('device-add').click();
  await expectRoute(page, '/deviceManage/edit');
  // The rules show next to the fields before anything is sent.
  await page.getByTestId('device-form-account').fill('short');
  await page.getByTestId('device-form-save').click();
  await expect(page.getByText('Enter an account of 8 to 30 characters')).toBeVisible();
  await expect(page.getByText('Enter a password')).toBeVisible();
  await expect(page.getByText('Choose a store').first()).toBeVisible();
  await fillDeviceForm(page, { name: 'Front door', account, password: DEVICE_PASSWORD, store: STORE });
  await page.getByTestId('device-form-save').click();
  await expectRoute(page, '/deviceManage/index');
  await expect(deviceRows(page)).toHaveCount(1);
  const kiosk = deviceRows(page).first();
  await expect(kiosk).toContainText(account);
  await expect(kiosk).toContainText('Front door');
  await expect(kiosk).toContainText(STORE);
  await expect(kiosk).toContainText('Normal');
  const id = await rowId(kiosk);

  // The kiosk signs in with its account and password.
  const signedIn = await apiPost<{ token: string; kind: string; storeName: string }>(request, '/device/login', {
    account,
    password: DEVICE_PASSWORD,
  });
  expect(signedIn).toMatchObject({ code: 200, data: { kind: 'kiosk', storeName: STORE } });
  expect((await apiPost(request, '/device/me', {}, signedIn.data.token)).code).toBe(200);
  await page.reload();
  await expect(deviceRows(page).first()).not.toContainText('Never');

  // The same account again is refused (20074) and marked on the account field.
  await page.getByTestId('device-add').click();
  await fillDeviceForm(page, { account: account.toUpperCase(), password: DEVICE_PASSWORD, store: STORE });
  await page.getByTestId('device-form-save').click();
  await expect(page.getByText('[20074]')).toBeVisible();
  await expect(page.locator('.ant-form-item-has-error')).toContainText('Account');
  await page.getByTestId('edit-back').click();

  // Edit: the password may be left empty (kept); the name changes.
  await page.getByTestId(`device-edit-${id}`).click();
  await expectRoute(page, '/deviceManage/edit');
  await expect(page.getByTestId('device-form-account')).toHaveValue(account);
  await expect(page.getByText('Leave empty to keep the current password.')).toBeVisible();
  await fillDeviceForm(page, { name: 'Back door' });
  await page.getByTestId('device-form-save').click();
  await expectRoute(page, '/deviceManage/index');
  await expect(deviceRows(page).first()).toContainText('Back door');
  // Nothing that signs it out changed: the session goes on.
  expect((await apiPost(request, '/device/me', {}, signedIn.data.token)).code).toBe(200);

  // Freeze, asked first: cancelling changes nothing, agreeing freezes and signs the kiosk out.
  await page.getByTestId(`device-status-${id}`).click();
  await expect(page.locator('.ant-modal-confirm-title', { hasText: 'Freeze “Back door”?' })).toBeVisible();
  await answerConfirm(page, 'cancel');
  await expect(deviceRows(page).first()).toContainText('Normal');
  await page.getByTestId(`device-status-${id}`).click();
  await answerConfirm(page, 'ok');
  await expect(deviceRows(page).first()).toContainText('Frozen');
  expect((await apiPost(request, '/device/me', {}, signedIn.data.token)).code).toBe(234);
  expect((await apiPost(request, '/device/login', { account, password: DEVICE_PASSWORD })).code).toBe(20098);
  // The status filter finds it among the frozen ones only.
  await page.getByTestId('device-filter-status').click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
  await expect(page.getByTestId('device-empty')).toBeVisible();
  await page.getByTestId('device-reset').click();
  await expect(deviceRows(page)).toHaveCount(1);

  // Kitchen displays have their own list: the kiosk is not there, a kitchen display added there stays there.
  await page.goto('/#/deviceManage/deviceKitchen');
  await expect(page.getByTestId('device-list')).toContainText('Kitchen displays');
  await expect(page.getByTestId('device-empty')).toBeVisible();
  await page.getByTestId('device-add').click();
  await expectRoute(page, '/deviceManage/deviceKitchenEdit');
  await fillDeviceForm(page, { name: 'Grill', account: kitchenAccount, password: DEVICE_PASSWORD, store: STORE });
  await page.getByTestId('device-form-save').click();
  await expectRoute(page, '/deviceManage/deviceKitchen');
  await expect(deviceRows(page)).toHaveCount(1);
  await expect(deviceRows(page).first()).toContainText(kitchenAccount);
  const kitchen = await apiPost(request, '/device/login', { account: kitchenAccount, password: DEVICE_PASSWORD });
  expect(kitchen).toMatchObject({ code: 200, data: { kind: 'kitchen' } });

  // Customer displays: none of either.
  await page.goto('/#/deviceManage/deviceCustomer');
  await expect(page.getByTestId('device-list')).toContainText('Customer displays');
  await expect(page.getByTestId('device-empty')).toBeVisible();

  // Back to the kiosks: only the kiosk; delete it, asked first.
  await page.goto('/#/deviceManage/index');
  await expect(deviceRows(page)).toHaveCount(1);
  await expect(deviceRows(page).first()).toContainText(account);
  await page.getByTestId(`device-delete-${id}`).click();
  await expect(page.locator('.ant-modal-confirm-title', { hasText: 'Delete “Back door”?' })).toBeVisible();
  await answerConfirm(page, 'ok');
  await expect(page.getByTestId('device-empty')).toBeVisible();
  expect((await apiPost(request, '/device/login', { account, password: DEVICE_PASSWORD })).code).toBe(20096);
});

test('the device pages are usable on a 390 px phone', async ({ page, request }) => {
  const boss = await seedTenant(request);
  const account = `phone-${randomBytes(4).toString('hex')}`;
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the sidebar starts closed: wait for the home page, not for the sidebar.
  await loginThroughUi(page, boss.email);
  await expectRoute(page, '/report/saleCount');
  await page.goto('/#/deviceManage/deviceCustomer');
  await page.getByTestId('device-add').click();
  await fillDeviceForm(page, { account, password: DEVICE_PASSWORD, store: STORE });
  await page.getByTestId('device-form-save').click();
  await expectRoute(page, '/deviceManage/deviceCustomer');
  await expect(deviceRows(page)).toHaveCount(1);
  const id = await rowId(deviceRows(page).first());
  // On phones the row actions are icons, all reachable.
  for (const action of ['edit', 'status', 'delete']) {
    await expect(page.getByTestId(`device-${action}-${id}`)).toBeVisible();
  }
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
});
