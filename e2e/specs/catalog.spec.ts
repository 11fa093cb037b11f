import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { answerConfirm, loginThroughUi, seedTenant } from '../support/fixtures';
import { streamToBuffer } from '../support/reports';

// Issue 7: the boss creates a category, a modifier, a product with two variants (sold in the store at its own
// price), a composite product made of it, and deletes with confirmation; leaving an edited form asks first.

const STORE = 'E2E Bistro'; // the store registration creates, named after the company
/** A 1×1 PNG, uploaded as product and modifier image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const image = { name: 'dot.png', mimeType: 'image/png', buffer: PNG };

async function api<T>(request: APIRequestContext, path: string, token: string, data: unknown = {}) {
  const res = await request.post(`/m${path}`, { data, headers: { token } });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** Picks an option of an antd Select by its visible label. */
async function pick(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label })
    .first()
    .click();
}

test.use({ viewport: { width: 1680, height: 1000 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

test('category, modifier, product with two variants, composite product, store prices', async ({ page, request }) => {
  const boss = await seedTenant(request);
  await loginThroughUi(page, boss.email);
  await expect(page.getByTestId('sidebar')).toBeVisible();

  // ── A category ────────────────────────────────────────────────────────────────────────────────────────────
  await page.goto('/#/goodsSetting/classifySetting');
  await expect(page.getByTestId('category-empty')).toBeVisible();
  await page.getByTestId('category-add').click();
  await page.getByTestId('category-save').click();
  await expect(page.getByTestId('category-form')).toContainText('Enter a name');
  await page.getByTestId('category-name').fill('Drinks');
  await page.getByTestId('category-save').click();
  await expect(page.getByTestId('category-table')).toContainText('Drinks');

  // ── A modifier (each item needs an image) ─────────────────────────────────────────────────────────────────
  await page.goto('/#/goodsSetting/spiceSetting');
  await expect(page.getByTestId('modifier-empty')).toBeVisible();
  await page.getByTestId('modifier-add').click();
  await page.getByTestId('modifier-name').fill('Milk');
  await page.getByTestId('modifier-item-0-name').fill('Oat milk');
  await page.getByTestId('modifier-item-0-price').fill('0.5x');
  await expect(page.getByTestId('modifier-item-0-price')).toHaveValue('0.5');
  await page.getByTestId('modifier-item-0').locator('input[type=file]').setInputFiles(image);
  await expect(page.getByTestId('modifier-item-0-image-preview')).toBeVisible();
  await page.getByTestId('modifier-save').click();
  await expect(page.getByTestId('modifier-table')).toContainText('Oat milk');

  // ── A product with two variants, its own price in the store ───────────────────────────────────────────────
  await page.goto('/#/goodsSetting/goodsList');
  await expect(page.getByTestId('product-empty')).toBeVisible();
  await page.getByTestId('product-add').click();
  await page.getByTestId('product-name').fill('Latte');
  await pick(page, 'product-category', 'Drinks');
  await page.getByTestId('product-price').fill('3.5');
  await page.getByTestId('product-cost').fill('1');
  await page.getByTestId('product-sku').fill('LAT-1');
  await page.getByTestId('product-barcode').fill('400100');
  await page.getByTestId('product-description').fill('Espresso with steamed milk');
  await pick(page, 'product-modifiers', 'Milk');
  await page.keyboard.press('Escape');
  await page.getByTestId('product-edit').locator('input[type=file]').first().setInputFiles(image);
  await expect(page.getByTestId('product-image-preview')).toBeVisible();
  await expect(page.getByTestId('product-store-0-store')).toContainText(STORE);
  await page.getByTestId('product-store-0-price').fill('3.8');
  await page.getByTestId('product-store-0-min').fill('5');
  await page.getByTestId('product-option-add').click();
  await page.getByTestId('product-option-0-name').fill('Size');
  await page.getByTestId('product-option-0-values').click();
  await page.keyboard.type('Small');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Large');
  await page.keyboard.press('Enter');
  await page.getByTestId('product-variants-generate').click();
  await expect(page.getByTestId('product-variant-0-name')).toHaveValue('Small');
  await expect(page.getByTestId('product-variant-1-name')).toHaveValue('Large');
  await page.getByTestId('product-variant-1-price').fill('4.2');
  await page.getByTestId('product-variant-0-sku').fill('LAT-S');
  await page.getByTestId('product-variant-1-sku').fill('LAT-L');
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('product-table')).toContainText('Latte');

  const list = await api<{ list: { id: number; name: string }[] }>(request, '/goods/list', boss.token, {});
  const latte = list.data.list.find((p) => p.name === 'Latte');
  expect(latte).toBeTruthy();
  const detail = await api<{
    stores: { storeName: string; price: string; minStock: string }[];
    variants: { name: string; price: string; sku: string }[];
    modifierIds: number[];
    categoryName: string;
  }>(request, '/goods/detail', boss.token, { id: latte?.id });
  expect(detail.data.categoryName).toBe('Drinks');
  expect(detail.data.stores).toHaveLength(1);
  expect(detail.data.stores[0]).toMatchObject({ storeName: STORE });
  expect(Number(detail.data.stores[0].price)).toBe(3.8);
  expect(Number(detail.data.stores[0].minStock)).toBe(5);
  expect(detail.data.variants.map((v) => v.sku)).toEqual(['LAT-S', 'LAT-L']);
  expect(Number(detail.data.variants[1].price)).toBe(4.2);
  expect(detail.data.modifierIds).toHaveLength(1);

  // Search by SKU finds it; a keyword of nothing shows the empty state.
  await page.getByTestId('product-search').locator('input').fill('LAT-1');
  await page.getByTestId('product-search').locator('input').press('Enter');
  await expect(page.getByTestId(`product-name-${latte?.id}`)).toBeVisible();
  await page.getByTestId('product-search').locator('input').fill('nothing-like-this');
  await page.getByTestId('product-search').locator('input').press('Enter');
  await expect(page.getByTestId('product-empty')).toBeVisible();
  await page.getByTestId('product-reset').click();

  // ── Per-store prices: one product, then in bulk ──────────────────────────────────────────────────────────
  const storeId = (await api<{ stores: { id: number }[] }>(request, '/setting/storeOptions', boss.token)).data.stores[0]
    .id;
  await page.goto('/#/goodsSetting/goodsPrice');
  await expect(page.getByTestId(`price-${latte?.id}-${storeId}`)).toBeVisible();
  await page.getByTestId(`price-edit-${latte?.id}-${storeId}`).click();
  await expect(page.getByTestId('price-product')).toHaveText('Latte');
  await page.getByTestId('price-edit-0-price').fill('3.9');
  await page.getByTestId('price-save').click();
  await expect(page.getByTestId(`price-${latte?.id}-${storeId}`)).toContainText('3.90');
  await page.getByTestId('price-edit-many').click();
  await page.getByTestId(`price-many-${latte?.id}-${storeId}-price`).fill('4.1');
  await page.getByTestId('price-many-save').click();
  await expect(page.getByTestId(`price-${latte?.id}-${storeId}`)).toContainText('4.10');

  await page.goto('/#/goodsSetting/goodsList');
  // ── Import: the template downloads; a file that is not .xlsx is refused in the browser ────────────────────
  await page.getByTestId('product-import').click();
  const templateDownload = page.waitForEvent('download');
  await page.getByTestId('product-import-template').click();
  expect((await templateDownload).suggestedFilename()).toMatch(/\.xlsx$/);
  await page
    .getByTestId('product-import-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from('name,price\n') });
  await expect(page.getByText('Choose an .xlsx file')).toBeVisible();
  await expect(page.getByTestId('product-import-progress')).toHaveCount(0);
  await page.getByTestId('catalog-back').click();

  // ── Leaving an edited form asks first ─────────────────────────────────────────────────────────────────────
  await page.getByTestId('product-add').click();
  await page.getByTestId('product-name').fill('Half typed');
  await page.getByTestId('catalog-back').click();
  await answerConfirm(page, 'cancel');
  await expect(page.getByTestId('product-name')).toHaveValue('Half typed');
  await page.getByTestId('catalog-back').click();
  await answerConfirm(page, 'ok');
  await expect(page.getByTestId('product-table')).toBeVisible();

  // ── A composite product made of the latte ─────────────────────────────────────────────────────────────────
  await page.getByTestId('product-add').click();
  await page.getByTestId('product-name').fill('Latte for two');
  await pick(page, 'product-category', 'Drinks');
  await page.getByTestId('product-price').fill('6');
  await page.getByTestId('product-composite').click();
  await page.getByTestId('product-component-add').click();
  await pick(page, 'product-component-0-product', 'Latte');
  await page.getByTestId('product-component-0-quantity').fill('2');
  await page.getByTestId('product-save').click();
  await expect(page.getByTestId('product-table')).toContainText('Latte for two');
  // The composites download as a PDF (§7 /subProduct/exportPdf).
  const [compositesPdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('product-export-composites').click(),
  ]);
  expect(compositesPdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await streamToBuffer(await compositesPdf.createReadStream())).subarray(0, 5).toString()).toBe('%PDF-');

  // ── POS order within Drinks: the latte moves below the set ────────────────────────────────────────────────
  await page.goto('/#/goodsSetting/goodsSort');
  await pick(page, 'sort-category', 'Drinks');
  await expect(page.getByTestId('sort-row-0')).toContainText('Latte');
  await expect(page.getByTestId('sort-row-1')).toContainText('Latte for two');
  await page.getByTestId(`sort-down-${latte?.id}`).click();
  await expect(page.getByTestId('sort-row-1')).toContainText(/^2Latte$/);
  await page.getByTestId('sort-save').click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  const categoryId = (await api<{ list: { id: number; name: string }[] }>(request, '/goods/category/list', boss.token))
    .data.list[0].id;
  const order = await api<{ name: string }[]>(request, '/goods/sort/list', boss.token, { categoryId });
  expect(order.data.map((r) => r.name)).toEqual(['Latte for two', 'Latte']);

  // ── A staff reward: 10 % of the line; above 100 % is refused in the form ──────────────────────────────────
  await page.goto('/#/goodsSetting/goodsReward');
  await expect(page.getByTestId('reward-empty')).toBeVisible();
  await page.getByTestId('reward-add').click();
  await pick(page, 'reward-products', 'Latte for two');
  await page.keyboard.press('Escape');
  await page.getByTestId('reward-mode-percent').click();
  await page.getByTestId('reward-value').fill('120');
  await page.getByTestId('reward-save').click();
  await expect(page.getByTestId('reward-form')).toContainText('A percentage may be at most 100');
  await page.getByTestId('reward-value').fill('10');
  await page.getByTestId('reward-save').click();
  await expect(page.getByTestId('reward-table')).toContainText('10%');
  await page.goto('/#/goodsSetting/goodsList');

  // The latte is a component: deleting it is refused (20055); the composite goes after confirming.
  const all = await api<{ list: { id: number; name: string; cost: string }[] }>(request, '/goods/list', boss.token, {});
  const set = all.data.list.find((p) => p.name === 'Latte for two');
  expect(Number(set?.cost)).toBe(2);
  await page.getByTestId(`product-delete-${set?.id}`).click();
  await answerConfirm(page, 'ok');
  await expect(page.getByTestId(`product-name-${set?.id}`)).toHaveCount(0);
  await expect(page.getByTestId(`product-name-${latte?.id}`)).toBeVisible();
});
