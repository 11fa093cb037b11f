import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiPost, seedTenant } from '../support/fixtures';
import { createProduct, seedSalesTill, uploadReceipt } from '../support/reports';

// The kitchen display (/kitchen/): a kitchen display device signs in with its account, a new order taken at the till
// (through the POS API) shows as a ticket without reload, a cook bumps it and recalls it; freezing the device brings
// the sign-in back.

const PASSWORD = 'Kitchen2024!';

test.use({ viewport: { width: 1920, height: 1080 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

/** POST /m/device/save: a device of `kind` in `storeId`; answers its id and account. */
async function createDevice(
  request: APIRequestContext,
  token: string,
  kind: 'kitchen' | 'customer',
  storeId: number,
  password: string,
) {
  const account = `${kind}-${randomBytes(4).toString('hex')}`;
  const res = await apiPost<{ id: number }>(
    request,
    '/device/save',
    { kind, name: `E2E ${kind}`, account, password, storeId },
    token,
  );
  expect(res, 'device saved').toMatchObject({ code: 200 });
  return { id: res.data.id, account };
}

async function signIn(page: Page, account: string, password: string) {
  await page.getByTestId('device-account').fill(account);
  await page.getByTestId('device-password').fill(password);
  await page.getByTestId('device-signin-submit').click();
}

test('the kitchen display shows a new order and bumps it', async ({ page, request }) => {
  const boss = await seedTenant(request);
  const till = await seedSalesTill(request, boss);
  const burger = await createProduct(request, boss.token, till.storeId, 'Smash burger', '9.50');
  const device = await createDevice(request, boss.token, 'kitchen', till.storeId, PASSWORD);

  await page.goto('/kitchen/');
  await expect(page.getByTestId('device-signin')).toContainText('Kitchen display');
  await signIn(page, device.account, 'Wrong2024!');
  await expect(page.getByTestId('device-signin-error')).toBeVisible();
  await signIn(page, device.account, PASSWORD);
  await expect(page.getByTestId('kitchen-empty')).toHaveText('No orders to prepare');

  // An order taken at the till appears without a reload.
  const order = await uploadReceipt(request, till, { lines: [{ productId: burger, quantity: '2' }], total: '19.00' });
  const ticket = page.getByTestId(`kitchen-ticket-${order.id}`);
  await expect(ticket).toContainText('Smash burger');
  await expect(ticket).toContainText('2×');
  await expect(ticket).toContainText('Till');
  await expect(ticket).toHaveAttribute('data-urgency', 'normal');

  // Bumped, it leaves the board; recalled, it comes back.
  await page.getByTestId(`kitchen-bump-${order.id}`).click();
  await expect(ticket).toHaveCount(0);
  await expect(page.getByTestId('kitchen-recall')).toHaveText(`Recall ${order.number}`);
  await page.getByTestId('kitchen-recall').click();
  await expect(ticket).toContainText('Smash burger');
  await page.getByTestId(`kitchen-bump-${order.id}`).click();
  await expect(ticket).toHaveCount(0);

  // Freezing the device ends its session: the screen returns to its sign-in.
  const frozen = await apiPost(request, '/device/setStatus', { id: device.id, status: 'frozen' }, boss.token);
  expect(frozen).toMatchObject({ code: 200 });
  await expect(page.getByTestId('device-signin')).toBeVisible();
});
