import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginThroughUi, seedTenant, text } from '../support/fixtures';

// Issue 5: the boss sets up a tax, a payment method, an order type and a region with an exchange rate, each through
// the settings index and its form, and sees each in its list; a points ratio of 150 is refused (1002).

const STORE = 'E2E Bistro'; // the store registration creates, named after the company

async function api<T>(request: APIRequestContext, path: string, token: string, data: unknown = {}) {
  const res = await request.post(`/m${path}`, { data, headers: { token } });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** Picks an option of an antd Select by its visible label (typing it first narrows long lists). */
async function pick(page: Page, testId: string, label: string, search?: string) {
  await page.getByTestId(testId).click();
  if (search) await page.keyboard.type(search);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label })
    .first()
    .click();
}

/** Opens a settings page the way a user does: the sidebar's settings entry, then the page's card on the index. */
async function openSetting(page: Page, relPath: string) {
  await page.getByTestId('menu-/setting').click();
  await expect(page.getByTestId('settings-index')).toBeVisible();
  await page.getByTestId(`settings-link-${relPath}`).click();
}

test.use({ viewport: { width: 1680, height: 1000 } });

test.beforeEach(async ({ page }) => {
  // English texts, whatever the app's default language (zh_CN).
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

test('sets up a tax, a payment method, an order type and a region with an exchange rate', async ({ page, request }) => {
  const boss = await seedTenant(request);
  await loginThroughUi(page, boss.email);
  await expect(page.getByTestId('sidebar')).toBeVisible();

  // ── A tax ──────────────────────────────────────────────────────────────────────────────────────────────────────
  await openSetting(page, 'revenueSetting');
  // Registration left the country's standard rate, applied nowhere until the merchant picks stores.
  await expect(page.getByTestId('tax-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByTestId('tax-add').click();
  // Nothing filled: the name, the rate and "at least one store or place" (20076) are asked for.
  await page.getByTestId('tax-save').click();
  await expect(page.getByTestId('tax-form')).toContainText(text('en_GB', 'settings:validation.name'));
  await expect(page.getByTestId('tax-form')).toContainText('Please select at least one store.');
  await page.getByTestId('tax-name').fill('VAT standard');
  // What a rate may not hold is stripped as typed: letters, and decimals beyond four.
  await page.getByTestId('tax-rate').fill('20.12345x');
  await expect(page.getByTestId('tax-rate')).toHaveValue('20.1234');
  await page.getByTestId('tax-rate').fill('20');
  await expect(page.getByTestId('tax-form')).toContainText(text('en_GB', 'settings:tax.newOrdersOnly'));
  await page.getByTestId('tax-calculation-added').click();
  await pick(page, 'tax-stores', STORE);
  await page.keyboard.press('Escape');
  await page.getByTestId('tax-save').click();
  await expect(page.getByTestId('tax-list')).toBeVisible();
  const taxRow = page.getByTestId('tax-table').locator('tr', { hasText: 'VAT standard' });
  await expect(taxRow).toContainText('20%');
  await expect(taxRow).toContainText('Added to the price');
  await expect(taxRow).toContainText(STORE);

  // ── A payment method ───────────────────────────────────────────────────────────────────────────────────────────
  await openSetting(page, 'payway');
  // Registration left cash and card.
  await expect(page.getByTestId('payment-method-table').locator('tbody tr.ant-table-row')).toHaveCount(2);
  await page.getByTestId('payment-method-add').click();
  await pick(page, 'payment-method-type', 'Bank card');
  await page.getByTestId('payment-method-name').fill('Card terminal');
  await page.getByTestId('payment-method-fee').fill('1.75');
  await page.getByTestId('payment-method-account').fill('TERM-0042');
  await page.getByTestId('payment-method-password1').fill('Pin-2024');
  await page.getByTestId('payment-method-all-stores').click();
  await page.getByTestId('payment-method-save').click();
  await expect(page.getByTestId('payment-method-list')).toBeVisible();
  const methodRow = page.getByTestId('payment-method-table').locator('tr', { hasText: 'Card terminal' });
  await expect(methodRow).toContainText('Bank card');
  await expect(methodRow).toContainText('1.75%');
  await expect(methodRow).toContainText('TERM-0042');
  await expect(methodRow).toContainText('1 set');
  await expect(methodRow).toContainText('All stores');
  // The password is write-only: the form only says it is set.
  await methodRow.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('payment-method-password1-set')).toBeVisible();
  await expect(page.getByTestId('payment-method-password1')).toHaveValue('');
  await expect(page.getByTestId('payment-method-password2-set')).toHaveCount(0);
  await page.getByTestId('settings-back').click();
  // Filters: by type.
  await pick(page, 'payment-method-filter-type', 'Cash');
  await expect(page.getByTestId('payment-method-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(methodRow).toHaveCount(0);
  await page.getByTestId('payment-method-reset').click();
  await expect(methodRow).toBeVisible();

  // ── An order type ──────────────────────────────────────────────────────────────────────────────────────────────
  await openSetting(page, 'orderClassify');
  const typeTable = page.getByTestId('order-type-table');
  // The built-ins are there, marked, and cannot be deleted.
  for (const name of ['Dine in', 'Takeaway', 'Pick-up']) {
    const row = typeTable.locator('tr', { hasText: name });
    await expect(row).toContainText('Built-in');
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  }
  await page.getByTestId('order-type-add').click();
  await page.getByTestId('order-type-name').fill('Delivery');
  await page.getByTestId('order-type-sort').fill('4');
  await page.getByTestId('order-type-look').getByText('Colour').click();
  await expect(page.getByTestId('order-type-color')).toBeVisible();
  await pick(page, 'order-type-stores', STORE);
  await page.keyboard.press('Escape');
  await page.getByTestId('order-type-save').click();
  await expect(page.getByTestId('order-type-list')).toBeVisible();
  const deliveryRow = typeTable.locator('tr', { hasText: 'Delivery' });
  await expect(deliveryRow).toContainText('4');
  await expect(deliveryRow).toContainText('On');
  await expect(deliveryRow).toContainText(STORE);
  await expect(deliveryRow.getByRole('button', { name: 'Delete' })).toBeVisible();

  // ── A region with an exchange rate ─────────────────────────────────────────────────────────────────────────────
  await openSetting(page, 'areaSet');
  await expect(page.getByTestId('region-empty')).toBeVisible();
  await page.getByTestId('region-add').click();
  await page.getByTestId('region-name').fill('Eurozone');
  // The country's currency is chosen with it.
  await pick(page, 'region-country', 'France', 'Fran');
  await expect(page.getByTestId('region-currency')).toContainText('EUR');
  await pick(page, 'region-rate-currency-0', 'USD · US Dollar', 'USD');
  await page.getByTestId('region-rate-value-0').fill('0.92');
  await page.getByTestId('region-save').click();
  await expect(page.getByTestId('region-dialog')).toBeHidden();
  const regionRow = page.getByTestId('region-table').locator('tr', { hasText: 'Eurozone' });
  await expect(regionRow).toContainText('France');
  await expect(regionRow).toContainText('EUR · Euro');
  await expect(regionRow).toContainText('USD 0.92');

  // ── Points: a ratio of 150 is refused (1002) ───────────────────────────────────────────────────────────────────
  await openSetting(page, 'Integral');
  await page.getByTestId('points-earn-ratio').fill('150');
  await page.getByTestId('points-save').click();
  // The contract's rule, in the words of code 1002.
  await expect(page.getByTestId('points-form')).toContainText('The points ratio must be between 0 and 100.');
  // The server refuses it too, and nothing was saved.
  const refused = await api(request, '/setting/integral/save', boss.token, { earnRatio: '150' });
  expect(refused.code).toBe(1002);
  const points = await api<{ earnRatio: string }>(request, '/setting/integral/get', boss.token);
  expect(points.data.earnRatio).toBe('1.0000');
  await page.getByTestId('points-earn-ratio').fill('2.5');
  await page.getByTestId('points-save').click();
  await expect(page.getByText(text('en_GB', 'crud:saved')).first()).toBeVisible();
  await expect
    .poll(async () => (await api<{ earnRatio: string }>(request, '/setting/integral/get', boss.token)).data.earnRatio)
    .toBe('2.5000');
});
