import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { apiPost, codeFromMail, seedTenant, uniqueEmail } from '../support/fixtures';

// The online shop's storefront on a phone (issue 21): a guest orders for pickup and the merchant sees the order; a
// member registers with the mailed code, orders for delivery (fee of the shop's brackets) paying on delivery, and
// follows the order as the merchant moves it; a closed shop lets shoppers browse but not order; a printed table QR
// code opens the storefront's table page. Screenshots of the main pages in zh_CN and en_GB are kept as artefacts.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

interface Shop {
  token: string;
  shopId: number;
  code: string;
  teaId: number;
}

/** A merchant with an open shop: pickup and delivery (brackets by amount), both ways to pay, one product at 4.50. */
async function openShop(request: APIRequestContext): Promise<Shop> {
  const boss = await seedTenant(request);
  const token = boss.token;
  const storeId = (await apiPost<{ stores: { id: number }[] }>(request, '/setting/storeOptions', {}, token)).data
    .stores[0].id;
  const product = await apiPost<{ id: number }>(
    request,
    '/goods/save',
    { name: 'Harbour Tea', price: '4.50', cost: '1', stores: [{ storeId, price: '4.50', cost: '1' }] },
    token,
  );
  expect(product, 'product').toMatchObject({ code: 200 });
  const method = await apiPost<{ id: number }>(
    request,
    '/setting/payway/save',
    { type: 'card', name: 'Online card', allStores: true },
    token,
  );
  expect(method, 'payment method').toMatchObject({ code: 200 });
  const shop = await apiPost<{ id: number; code: string }>(
    request,
    '/online/shop/save',
    { storeId, name: 'Harbour online' },
    token,
  );
  expect(shop, 'shop').toMatchObject({ code: 200 });
  const shopId = shop.data.id;
  const settings = await apiPost(
    request,
    '/online/shop/settings',
    {
      id: shopId,
      delivery: true,
      pickup: true,
      payOnDelivery: true,
      payInStore: true,
      defaultOrderType: 'pickup',
      paymentMethodId: method.data.id,
      feeBasis: 'amount',
      deliveryFees: [
        { upTo: '20', fee: '2.50', minOrder: '5' },
        { upTo: '1000', fee: '1', minOrder: '0' },
      ],
    },
    token,
  );
  expect(settings, 'settings').toMatchObject({ code: 200 });
  expect(await apiPost(request, '/online/shop/setOpen', { id: shopId, open: true }, token)).toMatchObject({
    code: 200,
  });
  const teaId = product.data.id;
  expect(await apiPost(request, '/online/goods/save', { shopId, items: [{ productId: teaId }] }, token)).toMatchObject({
    code: 200,
  });
  expect(await apiPost(request, '/online/home/save', { shopId, productIds: [teaId] }, token)).toMatchObject({
    code: 200,
  });
  return { token, shopId, code: shop.data.code, teaId };
}

const inLanguage = (page: Page, lang: string) => page.addInitScript((l) => localStorage.setItem('shopLang', l), lang);

/** A full-page screenshot kept in the test's output folder and attached to its report. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** From the shop's home: `quantity` of the tea into the cart, then the cart. */
async function teaIntoCart(page: Page, shop: Shop, quantity: number) {
  await page.getByTestId(`goods-${shop.teaId}`).click();
  await expect(page.getByTestId('product-name')).toHaveText('Harbour Tea');
  for (let i = 1; i < quantity; i++) await page.getByTestId('product-qty-more').click();
  await expect(page.getByTestId('product-qty-value')).toHaveText(String(quantity));
  await page.getByTestId('product-add').click();
  await expect(page.getByTestId('product-added')).toBeVisible();
  await expect(page.getByTestId('nav-cart-count')).toHaveText(String(quantity));
  await page.getByTestId('nav-cart').click();
  await expect(page.getByTestId('cart-page')).toBeVisible();
}

test('a guest orders for pickup and the merchant sees the order', async ({ page, request }) => {
  const shop = await openShop(request);
  await inLanguage(page, 'en_GB');
  await page.goto(`/shop/#/${shop.code}`);
  await expect(page.getByTestId('shop-name')).toHaveText('Harbour online');
  await expect(page.getByTestId('home-products')).toContainText('Harbour Tea');
  await teaIntoCart(page, shop, 2);
  await expect(page.getByTestId('cart-estimate')).toContainText('9.00');
  await page.getByTestId('cart-checkout').click();

  // Pickup is the shop's default; the server's preview is shown before confirming.
  await expect(page.getByTestId('checkout-fulfilment-pickup')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('checkout-totals-total')).toContainText('9.00');
  await expect(page.getByTestId('checkout-totals-deliveryFee')).toContainText('0.00');
  // A guest must give a name and a phone: nothing is placed without them.
  await page.getByTestId('checkout-place').click();
  await expect(page.getByTestId('checkout-contact')).toContainText('Enter your name.');
  await page.getByTestId('checkout-name').fill('Ada Quay');
  await page.getByTestId('checkout-phone').fill('07700900456');
  await page.getByTestId('checkout-place').click();

  await expect(page.getByTestId('order-page')).toBeVisible();
  await expect(page.getByTestId('order-state')).toHaveText('Unpaid');
  await expect(page.getByTestId('order-amount')).toContainText('9.00');
  const number = (await page.getByTestId('order-number').textContent()) ?? '';
  await expect(page.getByTestId('nav-cart-count')).toHaveCount(0);

  const list = await apiPost<{ list: { number: string; contactName: string; state: string; fulfilment: string }[] }>(
    request,
    '/online/order/list',
    {},
    shop.token,
  );
  expect(list.data.list).toEqual([
    expect.objectContaining({ number, contactName: 'Ada Quay', state: 'unpaid', fulfilment: 'pickup' }),
  ]);
});

test('a member registers, orders for delivery paying on delivery, and follows the order', async ({ page, request }) => {
  const shop = await openShop(request);
  await inLanguage(page, 'en_GB');
  await page.goto(`/shop/#/${shop.code}`);
  await page.getByTestId('nav-account').click();
  await page.getByTestId('account-register').click();

  // The §5 online shop password rule shows as the shopper types.
  const email = uniqueEmail('shopper');
  await page.getByTestId('register-name').fill('Rita Shopper');
  await page.getByTestId('register-email').fill(email);
  await page.getByTestId('register-password').fill('short');
  await expect(page.getByTestId('password-rule-length')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('password-rule-letterDigit')).toHaveAttribute('data-ok', 'false');
  await page.getByTestId('register-password').fill('Harbour2024');
  await page.getByTestId('register-confirm').fill('Harbour2024');
  for (const rule of ['length', 'letterDigit', 'noSpaces', 'match'])
    await expect(page.getByTestId(`password-rule-${rule}`)).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('verify-page')).toBeVisible();
  await page.getByTestId('verify-code').fill(await codeFromMail(email));
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('account-name')).toContainText('Rita Shopper');

  // Three teas (13.50): the first bracket (up to 20, smallest order 5) charges 2.50 for delivery.
  await page.getByTestId('nav-home').click();
  await teaIntoCart(page, shop, 3);
  await page.getByTestId('cart-checkout').click();
  await page.getByTestId('checkout-fulfilment-delivery').click();
  await expect(page.getByTestId('checkout-fee-brackets')).toContainText('2.50');
  await expect(page.getByTestId('checkout-totals-deliveryFee')).toContainText('2.50');
  await expect(page.getByTestId('checkout-totals-total')).toContainText('16.00');
  await page.getByTestId('checkout-pay-delivery').click();
  await page.getByTestId('checkout-place').click();
  await expect(page.getByTestId('checkout-delivery')).toContainText('Enter the address.');
  await page.getByTestId('checkout-address').fill('1 Quay Street, Bristol');
  await page.getByTestId('checkout-place').click();

  await expect(page.getByTestId('order-state')).toHaveText('Unpaid');
  await expect(page.getByTestId('order-delivery-fee')).toContainText('2.50');
  await expect(page.getByTestId('order-amount')).toContainText('16.00');
  const list = await apiPost<{ list: { id: number; payWay: string; fulfilment: string; amount: string }[] }>(
    request,
    '/online/order/list',
    {},
    shop.token,
  );
  expect(list.data.list).toEqual([
    expect.objectContaining({ payWay: 'delivery', fulfilment: 'delivery', amount: '16.00' }),
  ]);

  // The merchant moves the order: the shopper's page follows without a reload.
  const orderId = list.data.list[0].id;
  expect(await apiPost(request, '/online/order/setState', { id: orderId, to: 'preparing' }, shop.token)).toMatchObject({
    code: 200,
  });
  await expect(page.getByTestId('order-state')).toHaveText('Preparing', { timeout: 20_000 });
  expect(await apiPost(request, '/online/order/setState', { id: orderId, to: 'delivering' }, shop.token)).toMatchObject(
    {
      code: 200,
    },
  );
  await expect(page.getByTestId('order-state')).toHaveText('Out for delivery', { timeout: 20_000 });
  await page.getByTestId('nav-account').click();
  await page.getByTestId('account-orders').click();
  await expect(page.getByTestId(`orders-state-${orderId}`)).toHaveText('Out for delivery');
});

test('a closed shop can be browsed but not ordered from', async ({ page, request }) => {
  const shop = await openShop(request);
  expect(await apiPost(request, '/online/shop/setOpen', { id: shop.shopId, open: false }, shop.token)).toMatchObject({
    code: 200,
  });
  await inLanguage(page, 'en_GB');
  await page.goto(`/shop/#/${shop.code}`);
  await expect(page.getByTestId('shop-closed')).toBeVisible();
  await teaIntoCart(page, shop, 1);
  await expect(page.getByTestId('cart-closed')).toBeVisible();
  await expect(page.getByTestId('cart-checkout')).toHaveCount(0);
  // Even by its address, checkout shows the server's refusal (2003) and cannot place.
  await page.goto(`/shop/#/${shop.code}/checkout`);
  await expect(page.getByTestId('checkout-preview-error')).toHaveAttribute('data-code', '2003');
  await expect(page.getByTestId('checkout-place')).toBeDisabled();
});

test('a printed table QR code opens the storefront’s table page', async ({ page }) => {
  const token = randomBytes(6).toString('hex');
  await page.goto(`/#/scan?token=${token}`);
  await expect(page).toHaveURL(new RegExp(`/shop/#/table\\?token=${token}$`));
  await expect(page.getByTestId('table-page')).toBeVisible();
});

for (const lang of ['zh_CN', 'en_GB'] as const) {
  test(`screenshots of the main pages in ${lang}`, async ({ page, request }, testInfo) => {
    const shop = await openShop(request);
    await inLanguage(page, lang);
    await page.goto(`/shop/#/${shop.code}`);
    await expect(page.getByTestId('home-products')).toBeVisible();
    await shot(page, testInfo, `${lang}-home`);
    await page.getByTestId(`goods-${shop.teaId}`).click();
    await expect(page.getByTestId('product-page')).toBeVisible();
    await shot(page, testInfo, `${lang}-product`);
    await page.getByTestId('product-add').click();
    await page.getByTestId('nav-cart').click();
    await expect(page.getByTestId('cart-page')).toBeVisible();
    await shot(page, testInfo, `${lang}-cart`);
    await page.getByTestId('cart-checkout').click();
    await expect(page.getByTestId('checkout-totals')).toBeVisible();
    await shot(page, testInfo, `${lang}-checkout`);
    await page.goto(`/shop/#/${shop.code}/register`);
    await expect(page.getByTestId('register-page')).toBeVisible();
    await shot(page, testInfo, `${lang}-register`);
    await page.goto(`/shop/#/${shop.code}/account`);
    await expect(page.getByTestId('account-signed-out')).toBeVisible();
    await shot(page, testInfo, `${lang}-account`);
  });
}
