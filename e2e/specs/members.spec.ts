import type { Readable } from 'node:stream';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginThroughUi, seedTenant } from '../support/fixtures';

// Members (vipManage): add a member, adjust points, import members from a file, export.

test.use({ viewport: { width: 1680, height: 1000 } });

test.beforeEach(async ({ page }) => {
  // English texts, whatever the app's default language (zh_CN).
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Picks an option of an antd Select after typing a search. */
async function choose(page: Page, select: Locator, search: string, option = search) {
  await select.click();
  await select.locator('input').fill(search);
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(options.first()).toContainText(option);
  await options.filter({ hasText: option }).first().click();
}

/** The rows of the member list's table. */
const memberRows = (page: Page) => page.getByTestId('member-table').locator('tr[data-testid^="member-row-"]');

/** The template with three members below its header row; `badPhone` spoils the second row's phone. */
async function filledTemplate(template: Buffer, badPhone: boolean): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  // Template columns: name, area code, phone, e-mail, customer code, …
  const rows = [
    ['Ada Import', '44', '7700900201', 'ada@example.test', 'IMP-1'],
    ['Ben Import', '44', badPhone ? 'not-a-phone' : '7700900202', '', 'IMP-2'],
    ['Cy Import', '44', '7700900203', '', ''],
  ];
  rows.forEach((values, i) => {
    const row = sheet.getRow(i + 2);
    values.forEach((v, c) => {
      row.getCell(c + 1).value = v;
    });
    row.commit();
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('add a member, adjust points, import members from a file, export', async ({ page, request }) => {
  const boss = await seedTenant(request);
  await loginThroughUi(page, boss.email);
  await expect(page.getByTestId('sidebar')).toBeVisible();

  // Add a member in the UI.
  await page.goto('/#/vipManage/vipManage');
  await expect(page.getByTestId('member-list-page')).toBeVisible();
  await page.getByTestId('member-add').click();
  await page.getByTestId('member-form-name').fill('Mia Member');
  await choose(page, page.getByTestId('member-form-area-code'), '+44');
  await page.getByTestId('member-form-phone').fill('07700900100');
  await page.getByTestId('member-form-email').fill('mia@example.test');
  await page.getByTestId('member-form-customerCode').fill('VIP-1');
  await page.getByTestId('member-form-city').fill('Leeds');
  await page.getByTestId('member-form-save').click();
  await expect(memberRows(page)).toHaveCount(1);
  await expect(memberRows(page).first()).toContainText('Mia Member');
  await expect(memberRows(page).first()).toContainText('7700900100');

  // The same phone again is refused (1020) and marked on the phone field.
  await page.getByTestId('member-add').click();
  await page.getByTestId('member-form-name').fill('Mia Twin');
  await choose(page, page.getByTestId('member-form-area-code'), '+44');
  await page.getByTestId('member-form-phone').fill('7700900100');
  await page.getByTestId('member-form-save').click();
  await expect(page.getByText('[1020]')).toBeVisible();
  await expect(page.getByTestId('member-form').locator('.ant-form-item-explain-error')).toHaveCount(1);
  await page.getByTestId('edit-back').click();
  await expect(memberRows(page)).toHaveCount(1);

  // Points: +50 with a reason → balance and history.
  await memberRows(page).first().locator('[data-testid^="member-view-"]').click();
  await expect(page.getByTestId('member-info-page')).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('0');
  await page.getByTestId('points-adjust').click();
  await page.getByTestId('points-adjust-amount').fill('50');
  // The reason is required.
  await page.getByTestId('points-adjust-save').click();
  await expect(page.getByText('Enter a reason')).toBeVisible();
  await page.getByTestId('points-adjust-reason').fill('Welcome bonus');
  await page.getByTestId('points-adjust-save').click();
  await expect(page.getByTestId('points-balance')).toHaveText('50');
  const history = page.getByTestId('points-history');
  await expect(history).toContainText('Welcome bonus');
  await expect(history).toContainText('Adjusted by hand');
  await expect(history).toContainText('+50');

  // −100 would take the balance below zero: the server refuses (20111), the balance stays.
  await page.getByTestId('points-adjust').click();
  await page.getByTestId('points-adjust-deduct').click();
  await page.getByTestId('points-adjust-amount').fill('100');
  await page.getByTestId('points-adjust-reason').fill('Too much');
  await page.getByTestId('points-adjust-save').click();
  await expect(page.getByText('[20111]')).toBeVisible();
  await page.getByTestId('points-adjust-cancel').click();
  await expect(page.getByTestId('points-balance')).toHaveText('50');
  await expect(history.locator('tbody tr.ant-table-row')).toHaveCount(1);

  // Import: the template from the UI, filled with 3 rows, one bad cell → the error row, nothing written.
  await page.goto('/#/vipManage/vipManage');
  await page.getByTestId('member-import').click();
  await expect(page.getByTestId('member-import-page')).toBeVisible();
  const [templateDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('member-import-template').click(),
  ]);
  const template = await streamToBuffer(await templateDownload.createReadStream());
  expect(template.subarray(0, 2).toString()).toBe('PK');
  const fileInput = page.getByTestId('member-import-upload').locator('input[type=file]');
  const mime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  await fileInput.setInputFiles({ name: 'members.xlsx', mimeType: mime, buffer: await filledTemplate(template, true) });
  await expect(page.getByTestId('member-import-failed')).toBeVisible();
  const errorRow = page.getByTestId('member-import-error-3-phone');
  await expect(errorRow).toContainText('Phone');
  await expect(errorRow).toContainText('40005');

  // Fixed → all three are written.
  await fileInput.setInputFiles({
    name: 'members.xlsx',
    mimeType: mime,
    buffer: await filledTemplate(template, false),
  });
  await expect(page.getByTestId('member-import-done')).toContainText('3');
  await page.getByTestId('member-import-to-list').click();
  await expect(memberRows(page)).toHaveCount(4);
  await expect(page.getByTestId('member-table')).toContainText('Cy Import');

  // Search narrows the list; export with the current filters is a real xlsx.
  const keyword = page.getByPlaceholder('Name, phone, e-mail or customer code');
  await keyword.fill('Import');
  await keyword.press('Enter');
  await expect(memberRows(page)).toHaveCount(3);
  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByTestId('member-export').click()]);
  const xlsx = await streamToBuffer(await exported.createReadStream());
  expect(xlsx.subarray(0, 2).toString()).toBe('PK');
  expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  // The header row plus the three filtered members.
  expect(book.worksheets[0].actualRowCount).toBe(4);
});
