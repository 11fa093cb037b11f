import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginThroughUi, seedTenant } from '../support/fixtures';

// Issue 7: importing products from the xlsx template. A 20-row file with two bad cells is refused with each cell's
// code and place and nothing is written; the fixed file imports all 20 rows, which the product list then shows.
// Also the product form's later fields (supplier, online images, variants' store prices) and the prices page.

const STORE = 'E2E Bistro'; // the store registration creates, named after the company

async function api<T>(request: APIRequestContext, path: string, token: string, data: unknown = {}) {
  const res = await request.post(`/m${path}`, { data, headers: { token } });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const image = { name: 'dot.png', mimeType: 'image/png', buffer: PNG };

/** Picks an option of an antd Select by its visible label. */
async function pick(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label })
    .first()
    .click();
}

/** The template as the page downloads it: its header cells, in the interface language (English here). */
async function downloadTemplate(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByTestId('product-import-template').click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return (book.worksheets[0].getRow(1).values as unknown[]).slice(1).map(String);
}

/** The template filled in with `rows` (values by English header). */
async function filledIn(header: string[], rows: Record<string, string | number>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(header.map((h) => r[h] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(page: Page, buffer: Buffer) {
  await page.getByTestId('product-import-upload').locator('input[type=file]').setInputFiles({
    name: 'products.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
}

test.use({ viewport: { width: 1680, height: 1000 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

test('import 20 products: two bad cells are reported and nothing is written; the fixed file imports', async ({
  page,
  request,
}) => {
  const boss = await seedTenant(request);
  expect((await api(request, '/goods/category/save', boss.token, { name: 'Snacks' })).code).toBe(200);
  await loginThroughUi(page, boss.email);
  await expect(page.getByTestId('sidebar')).toBeVisible();

  await page.goto('/#/goodsSetting/goodsList');
  await page.getByTestId('product-import').click();
  const header = await downloadTemplate(page);
  expect(header.slice(0, 3)).toEqual(['Name', 'Category', 'SKU']);
  expect(header).toEqual(expect.arrayContaining(['Supplier', 'Stores', 'Composite', 'Components']));

  const rows = Array.from({ length: 20 }, (_, i) => ({
    Name: `Crisps ${String(i + 1).padStart(2, '0')}`,
    Category: 'Snacks',
    SKU: `CR-${i + 1}`,
    Price: (1 + i / 10).toFixed(2),
    Cost: '0.4',
    Stores: STORE,
  }));
  // Two bad cells: a category that does not exist (sheet row 7) and a price that is not a number (row 14).
  const bad = rows.map((r) => ({ ...r }));
  bad[5].Category = 'Sweets';
  bad[12].Price = 'cheap';
  await upload(page, await filledIn(header, bad));

  await expect(page.getByTestId('product-import-failed')).toContainText('2 cells were refused');
  const errors = page.getByTestId('product-import-errors');
  await expect(errors.locator('tbody tr')).toHaveCount(2);
  const categoryCell = page.getByTestId('product-import-error-7-category');
  await expect(categoryCell).toContainText('7');
  await expect(categoryCell).toContainText('Category');
  await expect(categoryCell).toContainText('[40001]');
  const priceCell = page.getByTestId('product-import-error-14-price');
  await expect(priceCell).toContainText('Price');
  await expect(priceCell).toContainText('[40000]');
  // Nothing was written.
  expect((await api<{ total: number }>(request, '/goods/list', boss.token)).data.total).toBe(0);

  // The fixed file: all 20 rows.
  await upload(page, await filledIn(header, rows));
  await expect(page.getByTestId('product-import-done')).toContainText('20 products imported');
  await expect(page.getByTestId('product-import-errors')).toHaveCount(0);
  await page.getByTestId('product-import-to-list').click();
  await expect(page.getByTestId('product-table')).toContainText('Crisps 01');
  expect((await api<{ total: number }>(request, '/goods/list', boss.token)).data.total).toBe(20);

  // The list finds an imported product by its SKU.
  await page.getByTestId('product-search').locator('input').fill('CR-14');
  await page.getByTestId('product-search').locator('input').press('Enter');
  await expect(page.getByTestId('product-table')).toContainText('Crisps 14');
  await expect(page.getByTestId('product-table')).not.toContainText('Crisps 13');
});

test('product form: supplier, online images in order, a variant’s own price in the store; prices page', async ({
  page,
  request,
}) => {
  const boss = await seedTenant(request);
  const supplier = await api<{ id: number }>(request, '/stock/supplier/save', boss.token, { name: 'Acme Foods' });
  expect(supplier.code).toBe(200);
  const storeId = (await api<{ stores: { id: number }[] }>(request, '/setting/storeOptions', boss.token)).data.stores[0]
    .id;
  await loginThroughUi(page, boss.email);
  await expect(page.getByTestId('sidebar')).toBeVisible();

  await page.goto('/#/goodsSetting/goodsList/addGoods');
  await page.getByTestId('product-name').fill('Hoodie');
  await page.getByTestId('product-price').fill('20');
  await pick(page, 'product-supplier', 'Acme Foods');
  await page.getByTestId('product-purchase-cost').fill('8.5');
  await page.getByTestId('product-edit').locator('input[type=file]').first().setInputFiles(image);
  await expect(page.getByTestId('product-image-preview')).toBeVisible();

  // Three online images; the third moves to the front, then the (new) second is removed.
  const online = page.getByTestId('product-online-images');
  for (let n = 1; n <= 3; n++) {
    await online.locator('input[type=file]').setInputFiles(image);
    await expect(online.locator('[data-testid^="product-online-image-"][data-key]')).toHaveCount(n);
  }
  const keyAt = (i: number) => page.getByTestId(`product-online-image-${i}`).getAttribute('data-key');
  const [first, second, third] = [await keyAt(0), await keyAt(1), await keyAt(2)];
  await page.getByTestId('product-online-image-2-earlier').click();
  await page.getByTestId('product-online-image-1-earlier').click();
  expect([await keyAt(0), await keyAt(1), await keyAt(2)]).toEqual([third, first, second]);
  await page.getByTestId('product-online-image-1-remove').click();
  await expect(online.locator('[data-testid^="product-online-image-"][data-key]')).toHaveCount(2);

  // Two variants; the large one sells at its own price in the store.
  await page.getByTestId('product-option-add').click();
  await page.getByTestId('product-option-0-name').fill('Size');
  await page.getByTestId('product-option-0-values').click();
  await page.keyboard.type('S');
  await page.keyboard.press('Enter');
  await page.keyboard.type('L');
  await page.keyboard.press('Enter');
  await page.getByTestId('product-variants-generate').click();
  await expect(page.getByTestId(`product-variant-0-store-${storeId}-price`)).toHaveAttribute('placeholder', '20.00');
  await page.getByTestId(`product-variant-1-store-${storeId}-price`).fill('23');
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('product-table')).toContainText('Hoodie');

  const id = (await api<{ list: { id: number }[] }>(request, '/goods/list', boss.token, { keyword: 'Hoodie' })).data
    .list[0].id;
  const detail = await api<{
    supplierId: number;
    supplierName: string;
    purchaseCost: string;
    onlineImageKeys: string[];
    variants: { id: number; name: string; stores: { storeId: number; price: string }[] }[];
  }>(request, '/goods/detail', boss.token, { id });
  expect(detail.data).toMatchObject({
    supplierId: supplier.data.id,
    supplierName: 'Acme Foods',
    purchaseCost: '8.5000',
  });
  expect(detail.data.onlineImageKeys).toEqual([third, second]);
  expect(detail.data.variants.map((v) => [v.name, v.stores.map((s) => Number(s.price))])).toEqual([
    ['S', [20]],
    ['L', [23]],
  ]);

  // A variant is named by its values alone (the product's name is shown beside it). The prices page shows the variants' prices in the store; the edit page changes one.
  // Money is edited in the currency's minor units (GBP: two places), not the stored four.
  const large = detail.data.variants[1].id;
  await page.goto('/#/goodsSetting/goodsPrice');
  await expect(page.getByTestId(`price-${id}-${storeId}-variant-${large}`)).toContainText('23.00');
  await page.getByTestId(`price-edit-${id}-${storeId}`).click();
  await expect(page.getByTestId('price-edit-0-variant-1-price')).toHaveValue('23.00');
  await page.getByTestId('price-edit-0-variant-1-price').fill('24');
  await page.getByTestId('price-save').click();
  await expect(page.getByTestId(`price-${id}-${storeId}-variant-${large}`)).toContainText('24.00');
});
