import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { apiPost, seedTenant } from '../support/fixtures';
import { createPaymentMethod, createProduct, seedSalesTill, uploadReceipt } from '../support/reports';

// The customer display (/display/): a customer display device signs in with its account; while the till at its store
// has an open order, the cart shows beside the ads and follows the till live, then a thank-you once it is paid. At
// 1920×1080 and 1280×800.

const PASSWORD = 'Display2024!';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

/** The whole of an element lies inside the window. */
async function expectInside(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  const size = page.viewportSize();
  expect(box, testId).not.toBeNull();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width + 1);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height + 1);
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
]) {
  test(`the customer display shows a POS order's cart live (${viewport.width}×${viewport.height})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const boss = await seedTenant(request);
    const till = await seedSalesTill(request, boss);
    const latte = await createProduct(request, boss.token, till.storeId, 'Oat latte', '3.20');
    const bun = await createProduct(request, boss.token, till.storeId, 'Cinnamon bun', '2.80');
    const cash = await createPaymentMethod(request, boss.token, 'cash', 'Counter cash');
    const account = `customer-${randomBytes(4).toString('hex')}`;
    const saved = await apiPost(
      request,
      '/device/save',
      { kind: 'customer', name: 'Counter display', account, password: PASSWORD, storeId: till.storeId },
      boss.token,
    );
    expect(saved).toMatchObject({ code: 200 });

    await page.goto('/display/');
    await page.getByTestId('device-account').fill(account);
    await page.getByTestId('device-password').fill(PASSWORD);
    await page.getByTestId('device-signin-submit').click();
    await expect(page.getByTestId('display-screen')).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId('display-cart')).toHaveCount(0);

    // The till opens an order: the cart shows beside the ad, in the merchant's currency.
    const order = await uploadReceipt(request, till, { lines: [{ productId: latte, quantity: '2' }], total: '6.40' });
    const cart = page.getByTestId('display-cart');
    await expect(cart).toContainText('Oat latte');
    await expect(page.getByTestId('display-total')).toHaveText('£6.40');
    await expectInside(page, 'display-total');

    // The till adds a bun: the display follows without reload.
    const updated = await apiPost(
      request,
      '/app/order/update',
      {
        id: order.id,
        lines: [
          { productId: latte, quantity: '2' },
          { productId: bun, quantity: '1' },
        ],
        total: '9.20',
      },
      till.token,
    );
    expect(updated).toMatchObject({ code: 200 });
    await expect(cart).toContainText('Cinnamon bun');
    await expect(page.getByTestId('display-total')).toHaveText('£9.20');

    // Paid: a thank-you with the change.
    const paid = await apiPost(
      request,
      '/app/order/pay',
      { id: order.id, payments: [{ paymentMethodId: cash, amount: '9.20', tendered: '10.00' }] },
      till.token,
    );
    expect(paid).toMatchObject({ code: 200 });
    await expect(page.getByTestId('display-thanks')).toContainText('Thank you!');
    await expect(page.getByTestId('display-change')).toHaveText('£0.80');
    await expectInside(page, 'display-thanks');
  });
}

/** A 1×1 PNG. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test("the customer display shows its store's image ad full-screen and reports that it played", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const boss = await seedTenant(request);
  const stores = await apiPost<{ stores: { id: number }[] }>(request, '/setting/storeOptions', {}, boss.token);
  const storeId = stores.data.stores[0].id;
  const ad = await apiPost<{ id: number }>(
    request,
    '/device/adMaterial/save',
    {
      name: 'Winter menu',
      type: 'image',
      storeIds: [storeId],
      durationSeconds: 1,
      file: { name: 'winter.png', base64: PIXEL },
    },
    boss.token,
  );
  expect(ad, 'ad saved').toMatchObject({ code: 200 });
  const account = `customer-${randomBytes(4).toString('hex')}`;
  const saved = await apiPost(
    request,
    '/device/save',
    { kind: 'customer', name: 'Door display', account, password: PASSWORD, storeId },
    boss.token,
  );
  expect(saved).toMatchObject({ code: 200 });

  await page.goto('/display/');
  await page.getByTestId('device-account').fill(account);
  await page.getByTestId('device-password').fill(PASSWORD);
  await page.getByTestId('device-signin-submit').click();
  const image = page.getByTestId(`display-ad-${ad.data.id}`);
  await expect(image).toBeVisible();
  await expect(page.getByTestId('display-welcome')).toHaveCount(0);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expectInside(page, `display-ad-${ad.data.id}`);
  // Its showings come back as plays (reported in batches).
  await expect
    .poll(
      async () => {
        const plays = await apiPost<{ plays: number }[]>(
          request,
          '/device/adMaterial/plays',
          { id: ad.data.id },
          boss.token,
        );
        return plays.data.reduce((n, p) => n + p.plays, 0);
      },
      { timeout: 40_000 },
    )
    .toBeGreaterThan(0);
});
