import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiPost, seedTenant } from '../support/fixtures';
import { createPaymentMethod, seedSalesTill } from '../support/reports';

// QR table ordering and guest order following on a phone (issue 21): two phones open one table by its printed QR
// address and each adds to the table's order, which the POS sees as ONE unpaid table order with both phones' lines;
// a refreshed QR code turns the old address into a "scan the new code" page (2001); a guest who placed a pickup
// order follows it as the merchant moves it.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

interface Table {
  boss: Awaited<ReturnType<typeof seedTenant>>;
  storeId: number;
  tableId: number;
  qrUrl: string;
  teaId: number;
  cakeId: number;
}

/**
 * A merchant whose first store has a zone "Terrace" with table 4, scan-to-order on; a tea at 4.50 with a 10% tax
 * added at the till (so the phone learns the taxed total from the server: 20115) and an untaxed cake at 3.00.
 */
async function tableStore(request: APIRequestContext): Promise<Table> {
  const boss = await seedTenant(request);
  const storeId = (await apiPost<{ stores: { id: number }[] }>(request, '/setting/storeOptions', {}, boss.token)).data
    .stores[0].id;
  const tax = await apiPost<{ id: number }>(
    request,
    '/setting/revenue/save',
    { name: 'Service VAT', rate: '10', calculation: 'added', storeIds: [storeId], placeIds: [] },
    boss.token,
  );
  expect(tax, 'tax').toMatchObject({ code: 200 });
  const product = async (name: string, price: string, taxIds: number[]) => {
    const saved = await apiPost<{ id: number }>(
      request,
      '/goods/save',
      { name, price, cost: '1', taxIds, stores: [{ storeId, price, cost: '1' }] },
      boss.token,
    );
    expect(saved, name).toMatchObject({ code: 200 });
    return saved.data.id;
  };
  const teaId = await product('Harbour Tea', '4.50', [tax.data.id]);
  const cakeId = await product('Lemon Cake', '3.00', []);
  const zone = await apiPost<{ tables: { id: number; qrUrl: string }[] }>(
    request,
    '/store/area/save',
    { storeId, name: 'Terrace', tables: [{ number: '4', seats: 4 }] },
    boss.token,
  );
  expect(zone, 'zone').toMatchObject({ code: 200 });
  expect(
    await apiPost(request, '/store/table/feature', { storeId, feature: 'scanOrder', enabled: true }, boss.token),
  ).toMatchObject({ code: 200 });
  const [table] = zone.data.tables;
  return { boss, storeId, tableId: table.id, qrUrl: table.qrUrl, teaId, cakeId };
}

/** A phone of its own (a browser context) in English. */
async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'en-GB' });
  await context.addInitScript(() => localStorage.setItem('shopLang', 'en_GB'));
  return { context, page: await context.newPage() };
}

/** Scans the table's printed code: the back office's address forwards to the storefront's table page. */
async function scan(page: Page, qrUrl: string) {
  await page.goto(qrUrl);
  await expect(page).toHaveURL(/\/shop\/#\/table\?token=/);
  await expect(page.getByTestId('table-label')).toHaveText('Table 4 · Terrace');
}

/** From the menu: one of a product into this phone's list. */
async function pick(page: Page, productId: number) {
  await page.getByTestId('table-tab-menu').click();
  await page.getByTestId(`table-product-${productId}`).click();
  await page.getByTestId('table-sheet-add').click();
  await expect(page.getByTestId('table-sheet')).toHaveCount(0);
}

test('two phones at one table add to ONE table order, which the POS sees with both phones’ lines', async ({
  browser,
  request,
}) => {
  const table = await tableStore(request);
  const till = await seedSalesTill(request, table.boss);
  const a = await phone(browser);
  const b = await phone(browser);
  try {
    await scan(a.page, table.qrUrl);
    await scan(b.page, table.qrUrl);
    await expect(a.page.getByTestId(`table-product-${table.teaId}`)).toContainText('4.50');

    // Phone A: a tea. The phone shows 4.50; the server prices it with its added tax and answers 20115 with 4.95,
    // which the phone shows for the guest to confirm.
    await pick(a.page, table.teaId);
    await expect(a.page.getByTestId('table-list-count')).toHaveText('1');
    await a.page.getByTestId('table-tab-list').click();
    await expect(a.page.getByTestId('table-cart-add')).toContainText('4.50');
    await a.page.getByTestId('table-cart-add').click();
    await expect(a.page.getByTestId('table-cart-total-changed')).toContainText('4.95');
    await expect(a.page.getByTestId('table-cart-add')).toContainText('4.95');
    await a.page.getByTestId('table-cart-add').click();
    await expect(a.page.getByTestId('table-order-line-0')).toContainText('1 × Harbour Tea');
    await expect(a.page.getByTestId('table-order-total')).toContainText('4.95');

    // Phone B: two cakes, added to the same order; each phone sees the other's lines.
    await pick(b.page, table.cakeId);
    await pick(b.page, table.cakeId);
    await b.page.getByTestId('table-tab-list').click();
    await expect(b.page.getByTestId('table-cart-add')).toContainText('6.00');
    await b.page.getByTestId('table-cart-add').click();
    await expect(b.page.getByTestId('table-order-line-1')).toContainText('2 × Lemon Cake');
    await expect(b.page.getByTestId('table-order-line-0')).toContainText('1 × Harbour Tea');
    await expect(b.page.getByTestId('table-order-total')).toContainText('10.95');
    await expect(a.page.getByTestId('table-order-line-1')).toContainText('2 × Lemon Cake');
    await expect(a.page.getByTestId('table-order-total')).toContainText('10.95');
    await expect(a.page.getByTestId('table-in-kitchen')).toBeVisible();

    // The POS: one unpaid table order of channel 'qr' with both phones' lines.
    const list = await apiPost<{ list: { id: number; channel: string; status: string; tableLabel: string }[] }>(
      request,
      '/app/order/list',
      { storeId: table.storeId, channel: 'qr' },
      till.token,
    );
    expect(list, 'POS order list').toMatchObject({ code: 200 });
    expect(list.data.list).toEqual([expect.objectContaining({ channel: 'qr', status: 'unpaid', tableLabel: '4' })]);
    const detail = await apiPost<{ total: string; lines: { name: string; quantity: string }[] }>(
      request,
      '/app/order/detail',
      { id: list.data.list[0].id },
      till.token,
    );
    expect(detail.data.total).toBe('10.95');
    expect(detail.data.lines.map((l) => [l.name, Number(l.quantity)])).toEqual([
      ['Harbour Tea', 1],
      ['Lemon Cake', 2],
    ]);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('a refreshed table QR code turns the old address into “scan the new code” (2001)', async ({ page, request }) => {
  const table = await tableStore(request);
  await page.addInitScript(() => localStorage.setItem('shopLang', 'en_GB'));
  await scan(page, table.qrUrl);
  const refreshed = await apiPost<{ qrUrl: string }>(
    request,
    '/store/table/refreshQr',
    { id: table.tableId },
    table.boss.token,
  );
  expect(refreshed, 'refresh').toMatchObject({ code: 200 });
  expect(refreshed.data.qrUrl).not.toBe(table.qrUrl);

  // The open page learns it with its next look at the table's order; the old address answers it from the start.
  await expect(page.getByTestId('table-refused')).toHaveAttribute('data-code', '2001');
  await expect(page.getByTestId('table-refused-title')).toHaveText('This QR code has been replaced');
  await page.goto(table.qrUrl);
  await expect(page.getByTestId('table-refused')).toHaveAttribute('data-code', '2001');
  await expect(page.getByTestId('table-refused')).toContainText('Scan the new code on your table');
  // The new code opens the table.
  await scan(page, refreshed.data.qrUrl);
});

test('with pay first, the order waits for payment at the counter; once the POS has paid it, the table is thanked', async ({
  page,
  request,
}) => {
  const table = await tableStore(request);
  expect(
    await apiPost(
      request,
      '/store/table/feature',
      { storeId: table.storeId, feature: 'payFirst', enabled: true },
      table.boss.token,
    ),
  ).toMatchObject({ code: 200 });
  const till = await seedSalesTill(request, table.boss);
  const cash = await createPaymentMethod(request, table.boss.token, 'cash', 'Counter cash');
  await page.addInitScript(() => localStorage.setItem('shopLang', 'en_GB'));
  await scan(page, table.qrUrl);
  await pick(page, table.cakeId);
  await page.getByTestId('table-tab-list').click();
  await expect(page.getByTestId('table-cart-pay-first')).toBeVisible();
  await page.getByTestId('table-cart-add').click();
  await expect(page.getByTestId('table-pay-first')).toContainText('Waiting for payment at the counter');

  const list = await apiPost<{ list: { id: number }[] }>(
    request,
    '/app/order/list',
    { storeId: table.storeId, channel: 'qr' },
    till.token,
  );
  expect(list.data.list).toHaveLength(1);
  const paid = await apiPost(
    request,
    '/app/order/pay',
    { id: list.data.list[0].id, payments: [{ paymentMethodId: cash, amount: '3.00' }] },
    till.token,
  );
  expect(paid, 'POS payment').toMatchObject({ code: 200 });
  await expect(page.getByTestId('table-paid')).toContainText('Thank you!');
  await expect(page.getByTestId('table-paid')).toContainText('3.00');
  // Ordering again starts from the menu; the table has no open order until the next addition.
  await page.getByTestId('table-start-again').click();
  await expect(page.getByTestId('table-menu')).toBeVisible();
  await page.getByTestId('table-tab-order').click();
  await expect(page.getByTestId('table-order-none')).toBeVisible();
});

/** A merchant with an open online shop (pickup, pay in store) selling one tea at 4.50. */
async function pickupShop(request: APIRequestContext) {
  const boss = await seedTenant(request);
  const token = boss.token;
  const storeId = (await apiPost<{ stores: { id: number }[] }>(request, '/setting/storeOptions', {}, token)).data
    .stores[0].id;
  const tea = await apiPost<{ id: number }>(
    request,
    '/goods/save',
    { name: 'Harbour Tea', price: '4.50', cost: '1', stores: [{ storeId, price: '4.50', cost: '1' }] },
    token,
  );
  const method = await apiPost<{ id: number }>(
    request,
    '/setting/payway/save',
    { type: 'card', name: 'Online card', allStores: true },
    token,
  );
  const shop = await apiPost<{ id: number; code: string }>(
    request,
    '/online/shop/save',
    { storeId, name: 'Harbour online' },
    token,
  );
  expect([tea.code, method.code, shop.code]).toEqual([200, 200, 200]);
  const shopId = shop.data.id;
  const calls = [
    await apiPost(
      request,
      '/online/shop/settings',
      {
        id: shopId,
        delivery: false,
        pickup: true,
        payOnDelivery: false,
        payInStore: true,
        defaultOrderType: 'pickup',
        paymentMethodId: method.data.id,
      },
      token,
    ),
    await apiPost(request, '/online/shop/setOpen', { id: shopId, open: true }, token),
    await apiPost(request, '/online/goods/save', { shopId, items: [{ productId: tea.data.id }] }, token),
    await apiPost(request, '/online/home/save', { shopId, productIds: [tea.data.id] }, token),
  ];
  for (const c of calls) expect(c).toMatchObject({ code: 200 });
  return { token, code: shop.data.code, teaId: tea.data.id };
}

test('a guest follows a placed pickup order as the merchant moves it', async ({ page, request }) => {
  const shop = await pickupShop(request);
  await page.addInitScript(() => localStorage.setItem('shopLang', 'en_GB'));
  await page.goto(`/shop/#/${shop.code}`);
  await page.getByTestId(`goods-${shop.teaId}`).click();
  await page.getByTestId('product-add').click();
  await page.getByTestId('nav-cart').click();
  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('checkout-totals-total')).toContainText('4.50');
  await page.getByTestId('checkout-name').fill('Ada Quay');
  await page.getByTestId('checkout-phone').fill('07700900456');
  await page.getByTestId('checkout-place').click();

  await expect(page.getByTestId('order-state')).toHaveText('Unpaid');
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-live', 'true');
  const list = await apiPost<{ list: { id: number; state: string }[] }>(request, '/online/order/list', {}, shop.token);
  expect(list.data.list).toEqual([expect.objectContaining({ state: 'unpaid' })]);
  const orderId = list.data.list[0].id;

  // The merchant starts preparing it: the guest's page follows without a reload (by the order's follow token).
  expect(await apiPost(request, '/online/order/setState', { id: orderId, to: 'preparing' }, shop.token)).toMatchObject({
    code: 200,
  });
  await expect(page.getByTestId('order-state')).toHaveText('Preparing', { timeout: 20_000 });
  // Ready for pickup; a reload keeps following it (the token is kept in this browser for the shop).
  expect(await apiPost(request, '/online/order/setState', { id: orderId, to: 'delivering' }, shop.token)).toMatchObject(
    { code: 200 },
  );
  await page.reload();
  await expect(page.getByTestId('order-state')).toHaveText('Ready for pickup', { timeout: 20_000 });
  await expect(page.getByTestId('order-page')).toHaveAttribute('data-live', 'true');
  const kept = await page.evaluate((code) => localStorage.getItem(`shopPlaced:${code}`), shop.code);
  expect(JSON.parse(kept ?? '[]')[0].followToken).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
});
