import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { pick } from '../support/devices';
import { apiPost, expectRoute, loginAndWait, seedTenant } from '../support/fixtures';

// Ad material (/deviceManage adList, adEdit): a merchant uploads an image ad for one of two stores and sees it in the
// list; the customer display of that store gets it in its schedule, the other store's display does not.

const STORE = 'E2E Bistro';

test.use({ viewport: { width: 1680, height: 1000 } });

test.beforeEach(async ({ page }) => {
  // English texts, whatever the app's default language (zh_CN).
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

/** A small PNG (the server reads the type from the signature). */
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(120)]);

/** A customer display of a store, signed in; answers its token. */
async function display(request: Parameters<typeof apiPost>[0], token: string, storeId: number) {
  const account = `screen-${randomBytes(4).toString('hex')}`;
  const saved = await apiPost(
    request,
    '/device/save',
    { kind: 'customer', account, password: 'Screen2024!', storeId },
    token,
  );
  expect(saved.code).toBe(200);
  const login = await apiPost<{ token: string }>(request, '/device/login', { account, password: 'Screen2024!' });
  expect(login.code).toBe(200);
  return login.data.token;
}

test('a merchant uploads an image ad for one store and sees it in the list', async ({ page, request }) => {
  const boss = await seedTenant(request);
  const other = await apiPost<{ id: number }>(request, '/store/save', { name: 'Harbour Kiosk' }, boss.token);
  expect(other.code).toBe(200);
  const stores = await apiPost<{ stores: { id: number; name: string }[] }>(
    request,
    '/setting/storeOptions',
    {},
    boss.token,
  );
  const storeId = stores.data.stores.find((s) => s.name === STORE)?.id as number;
  await loginAndWait(page, boss.email);

  await page.goto('/#/deviceManage/adList');
  await expect(page.getByTestId('ad-list')).toContainText('Advertising material');
  await expect(page.getByTestId('ad-empty')).toBeVisible();
  await page.getByTestId('ad-add').click();
  await expectRoute(page, '/deviceManage/adEdit');

  // Nothing is sent without the file and a store.
  await page.getByTestId('ad-form-name').fill('Summer lunch');
  await page.getByTestId('ad-form-save').click();
  await expect(page.getByText('Choose the ad file')).toBeVisible();
  await expect(page.getByText('Choose at least one store')).toBeVisible();

  await page.getByTestId('ad-form-publisher').fill('Head office');
  await page
    .getByTestId('ad-form')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'summer.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByTestId('ad-form-file-state')).toContainText('summer.png');
  await pick(page, 'ad-form-stores', STORE);
  await page.keyboard.press('Escape');
  await page.getByTestId('ad-form-save').click();

  await expectRoute(page, '/deviceManage/adList');
  const rows = page.getByTestId('ad-table').locator('tr[data-testid^="ad-row-"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Summer lunch');
  await expect(rows.first()).toContainText('Image');
  await expect(rows.first()).toContainText('summer.png');
  await expect(rows.first()).toContainText(STORE);
  await expect(rows.first()).not.toContainText('Harbour Kiosk');
  await expect(rows.first()).toContainText('Normal');

  // The store filter: the other store has none.
  await pick(page, 'ad-filter-store', 'Harbour Kiosk');
  await expect(page.getByTestId('ad-empty')).toBeVisible();

  // The display of that store plays it; the other store's display has nothing.
  const mine = await apiPost<{ ads: { name: string; contentType: string }[] }>(
    request,
    '/device/ad/schedule',
    {},
    await display(request, boss.token, storeId),
  );
  expect(mine.data.ads).toEqual([expect.objectContaining({ name: 'Summer lunch', contentType: 'image/png' })]);
  const theirs = await apiPost<{ ads: unknown[] }>(
    request,
    '/device/ad/schedule',
    {},
    await display(request, boss.token, other.data.id),
  );
  expect(theirs.data.ads).toEqual([]);
});
