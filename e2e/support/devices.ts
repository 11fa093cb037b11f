import { expect, type Locator, type Page } from '@playwright/test';

/** The rows of the device list's table. */
export const deviceRows = (page: Page): Locator =>
  page.getByTestId('device-table').locator('tr[data-testid^="device-row-"]');

/** The id of a device row (from its `device-row-<id>` test id). */
export async function rowId(row: Locator): Promise<number> {
  const testId = await row.getAttribute('data-testid');
  const id = Number(testId?.replace('device-row-', ''));
  expect(id, 'device row id').toBeGreaterThan(0);
  return id;
}

/** Picks an option of an antd Select by its visible label. */
export async function pick(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label })
    .first()
    .click();
}

/** Fills the device form's fields that are given; the store is picked by name. */
export async function fillDeviceForm(
  page: Page,
  v: { name?: string; account?: string; password?: string; store?: string },
) {
  await expect(page.getByTestId('device-form')).toBeVisible();
  if (v.name !== undefined) await page.getByTestId('device-form-name').fill(v.name);
  if (v.account !== undefined) await page.getByTestId('device-form-account').fill(v.account);
  if (v.password !== undefined) {
    await page.getByTestId('device-form-password').fill(v.password);
    await page.getByTestId('device-form-confirmPassword').fill(v.password);
  }
  if (v.store !== undefined) await pick(page, 'device-form-store', v.store);
}
