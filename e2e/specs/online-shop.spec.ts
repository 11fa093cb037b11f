import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { answerConfirm, apiPost, expectRoute, loginAndWait, seedTenant } from '../support/fixtures';

// The online shop, back office side (/readmeApp): a shop added and opened, its options saved, a product put in its
// online catalogue and on its home page, a banner with an uploaded image; an order placed through the shop API shows
// up in the order list without a reload and is moved, each step confirmed, to completed.

const STORE = 'E2E Bistro';

/** A 1×1 PNG, the banner's image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 1680, height: 1000 } });

test.beforeEach(async ({ page }) => {
  // English texts, whatever the app's default language (zh_CN).
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

/** Picks an option of an antd Select by its visible label. */
async function pick(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label })
    .first()
    .click();
}

/** The id at the end of a row's test id (`shop-row-12` → 12). */
async function idOf(row: ReturnType<Page['locator']>, prefix: string): Promise<number> {
  const id = Number((await row.getAttribute('data-testid'))?.replace(prefix, ''));
  expect(id, `${prefix} id`).toBeGreaterThan(0);
  return id;
}

/** Moves an order to `to` with its row's button and confirms the move. */
async function move(page: Page, orderId: number, to: string) {
  await page.getByTestId(`order-${orderId}-to-${to}`).click();
  await page.getByTestId('order-move-ok').click();
  await expect(page.getByTestId('order-move-ok')).toHaveCount(0);
}

test('set up an online shop and take one of its orders to completed', async ({ page, request }) => {
  const boss = await seedTenant(request);
  const storeId = (
    await apiPost<{ stores: { id: number; name: string }[] }>(request, '/setting/storeOptions', {}, boss.token)
  ).data.stores[0].id;
  const product = await apiPost<{ id: number }>(
    request,
    '/goods/save',
    { name: 'Harbour Tea', price: '4.50', cost: '1', stores: [{ storeId, price: '4.50', cost: '1' }] },
    boss.token,
  );
  expect(product, 'product').toMatchObject({ code: 200 });
  const productId = product.data.id;
  const card = await apiPost(
    request,
    '/setting/payway/save',
    { type: 'card', name: 'Online card', allStores: true },
    boss.token,
  );
  expect(card, 'payment method').toMatchObject({ code: 200 });
  await loginAndWait(page, boss.email);

  // A shop for the store, added from the empty list; it starts closed and is opened after a confirmation.
  await page.goto('/#/readmeApp/shopList');
  await expect(page.getByTestId('shop-empty')).toBeVisible();
  await page.getByTestId('shop-add').click();
  await pick(page, 'shop-form-store', STORE);
  await page.getByTestId('shop-form-name').fill('Harbour online');
  await page.getByTestId('shop-form-save').click();
  const row = page.getByTestId('shop-table').locator('tr[data-testid^="shop-row-"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Harbour online');
  const shopId = await idOf(row.first(), 'shop-row-');
  await expect(row).toContainText('/shop/#/');
  await expect(page.getByTestId(`shop-qr-${shopId}`)).toBeVisible();
  await page.getByTestId(`shop-open-${shopId}`).click();
  await answerConfirm(page, 'ok');
  await expect(page.getByTestId(`shop-open-${shopId}`)).toHaveAttribute('aria-checked', 'true');

  // Options: pickup and paying in store (a new shop's), completed orders paid by card.
  await page.getByTestId(`shop-settings-${shopId}`).click();
  await expectRoute(page, '/readmeApp/settings/set');
  await expect(page.getByTestId('set-pickup')).toHaveAttribute('aria-checked', 'true');
  await pick(page, 'set-paymentMethod', 'Card');
  await page.getByTestId('set-save').click();
  await expect(page.getByText('Saved').first()).toBeVisible();

  // The product goes into the online catalogue, then onto the home page.
  await page.getByTestId('settings-tab-goods').click();
  await expectRoute(page, '/readmeApp/settings/goods');
  await page.getByTestId(`goods-add-${productId}`).click();
  await expect(page.getByTestId(`goods-sale-${productId}`)).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('settings-tab-home').click();
  await expectRoute(page, '/readmeApp/settings/home');
  await pick(page, 'home-products-pick', 'Harbour Tea');
  await expect(page.getByTestId(`home-products-item-${productId}`)).toBeVisible();
  await page.getByTestId('home-save').click();
  await expect(page.getByTestId('home-save')).toBeDisabled();

  // A banner with an uploaded image and the product.
  await page.getByTestId('settings-tab-ad').click();
  await expectRoute(page, '/readmeApp/settings/ad');
  await page.getByTestId('ad-add').click();
  await expectRoute(page, '/readmeApp/settings/adEdit');
  await page.getByTestId('promo-form-name').fill('Summer tea');
  await page
    .getByTestId('promo-form')
    .locator('input[type=file]')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('promo-image-preview')).toBeVisible();
  await pick(page, 'promo-form-products-pick', 'Harbour Tea');
  await page.getByTestId('promo-form-save').click();
  await expectRoute(page, '/readmeApp/settings/ad');
  await expect(page.getByTestId('ad-table').locator('tr[data-testid^="ad-row-"]')).toContainText('Summer tea');

  // The order list is open when an order arrives through the shop API: it shows without a reload.
  // The list's first poll takes the cursor; the order is placed after it.
  const firstPoll = page.waitForResponse((res) => res.url().endsWith('/m/online/order/poll'));
  await page.goto('/#/readmeApp/orderList');
  await expect(page.getByTestId('order-empty')).toBeVisible();
  await firstPoll;
  const placed = await apiPost<{ id: number; number: string; amount: string }>(
    request,
    '/online/order/create',
    {
      shopId,
      clientId: `uuid_${randomBytes(4).toString('hex')}`,
      fulfilment: 'pickup',
      payWay: 'store',
      contactName: 'Ada Quay',
      lines: [{ productId, quantity: '2' }],
    },
    boss.token,
  );
  expect(placed, 'order placed').toMatchObject({ code: 200 });
  expect(Number(placed.data.amount)).toBe(9);
  const orderId = placed.data.id;
  const orderRow = page.getByTestId(`order-table-row-${orderId}`);
  await expect(orderRow).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('order-new-count')).toContainText('1');
  await expect(orderRow).toContainText('Unpaid');

  // unpaid → preparing → ready for pickup → completed, each confirmed.
  await move(page, orderId, 'preparing');
  await expect(orderRow).toContainText('Preparing');
  await move(page, orderId, 'delivering');
  await expect(orderRow).toContainText('Ready for pickup');
  await move(page, orderId, 'completed');
  await expect(orderRow).toContainText('Completed');
  await expect(page.getByTestId(`order-${orderId}-to-refunded`)).toBeVisible();

  // The detail records each change.
  await page.getByTestId(`order-open-${orderId}`).click();
  await expect(page.getByTestId('order-amount')).toContainText('9.00');
  await expect(page.getByTestId('order-events')).toContainText('Completed');
});
