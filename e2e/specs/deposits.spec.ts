import type { Readable } from 'node:stream';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { createDeposit, depositRows, pickOption, seedDepositTill, takeOut } from '../support/deposits';
import { loginThroughUi, seedTenant } from '../support/fixtures';

// Deposits (/deposit/index): written at the POS through the API, then listed, filtered, opened and exported in
// the back office.

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

test('POS deposits show in the back office: list, filter, detail with take-outs, Excel export', async ({
  page,
  request,
}) => {
  const boss = await seedTenant(request);
  const till = await seedDepositTill(request, boss);
  const alice = await createDeposit(request, till, {
    itemName: 'Whisky bottle',
    quantity: '3',
    depositor: 'Alice Able',
    areaCode: '44',
    phone: '7700900301',
  });
  const bruno = await createDeposit(request, till, {
    itemName: 'Gin bottle',
    quantity: '2',
    depositor: 'Bruno Bell',
    orderNumber: 'RC-4242',
    notes: 'Behind the bar, second shelf',
  });
  const chen = await createDeposit(request, till, { itemName: 'Red wine', quantity: '6', depositor: 'Chen Chow' });
  expect((await takeOut(request, till, bruno.id, '0.5', 'One glass')).state).toBe('partial');

  await loginThroughUi(page, boss.email);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await page.goto('/#/deposit/index');
  await expect(page.getByTestId('deposit-list-page')).toBeVisible();

  // All three, newest first, with their shown states.
  await expect(depositRows(page)).toHaveCount(3);
  await expect(depositRows(page).nth(0)).toContainText(chen.number);
  await expect(depositRows(page).nth(2)).toContainText('Alice Able');
  await expect(depositRows(page).nth(2)).toContainText('+44 7700900301');
  await expect(page.getByTestId(`deposit-state-${bruno.id}`)).toHaveText('Partially taken out');
  await expect(page.getByTestId(`deposit-state-${alice.id}`)).toHaveText('Depositing');
  await expect(page.getByTestId(`deposit-row-${bruno.id}`)).toContainText('1.5');
  await expect(page.getByTestId(`deposit-row-${bruno.id}`)).toContainText(till.staffName);
  await expect(page.getByTestId(`deposit-row-${bruno.id}`)).toContainText(till.storeName);

  // Filter by state, then by keyword (the receipt number and the depositor).
  await pickOption(page, 'deposit-filter-state', 'Partially taken out');
  await expect(depositRows(page)).toHaveCount(1);
  await expect(depositRows(page).first()).toContainText('Bruno Bell');
  await page.getByTestId('deposit-filter-reset').click();
  await expect(depositRows(page)).toHaveCount(3);
  const keyword = page.getByTestId('deposit-filter-keyword').locator('input');
  await keyword.fill('rc-42');
  await keyword.press('Enter');
  await expect(depositRows(page)).toHaveCount(1);
  await expect(depositRows(page).first()).toContainText('Gin bottle');
  await keyword.fill('alice');
  await keyword.press('Enter');
  await expect(depositRows(page)).toHaveCount(1);
  await expect(depositRows(page).first()).toContainText(alice.number);
  await page.getByTestId('deposit-filter-reset').click();
  await expect(depositRows(page)).toHaveCount(3);
  await expect(keyword).toHaveValue('');

  // The detail: every field, the notes and the take-out history.
  await page.getByTestId(`deposit-view-${bruno.id}`).click();
  const detail = page.getByTestId('deposit-detail-fields');
  await expect(detail).toContainText(bruno.number);
  await expect(detail).toContainText('RC-4242');
  await expect(page.getByTestId('deposit-detail-state')).toHaveText('Partially taken out');
  await expect(page.getByTestId('deposit-detail-notes')).toHaveText('Behind the bar, second shelf');
  const takeOuts = page.getByTestId('deposit-take-outs').locator('tbody tr.ant-table-row');
  await expect(takeOuts).toHaveCount(1);
  await expect(takeOuts.first()).toContainText('0.5');
  await expect(takeOuts.first()).toContainText('One glass');
  await expect(takeOuts.first()).toContainText(till.staffName);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Excel export of the current filters: the two still depositing, newest first.
  await pickOption(page, 'deposit-filter-state', 'Depositing');
  await expect(depositRows(page)).toHaveCount(2);
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('deposit-export-xlsx').click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await streamToBuffer(await exported.createReadStream())) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.name).toBe('Deposits');
  expect(sheet.actualRowCount).toBe(3);
  const cells = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
  expect(cells(1).slice(0, 3)).toEqual(['Deposit no.', 'Receipt no.', 'Item']);
  // An empty receipt number is an empty cell.
  expect(cells(2).slice(0, 7)).toEqual([chen.number, undefined, 'Red wine', 6, 0, 6, 'Depositing']);
  expect(cells(3)[0]).toBe(alice.number);
  expect(cells(3)[9]).toBe('Alice Able');

  // At 390 px the page and the detail still fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('deposit-filter-state')).toBeVisible();
  await page.getByTestId(`deposit-view-${alice.id}`).scrollIntoViewIfNeeded();
  await page.getByTestId(`deposit-view-${alice.id}`).click();
  await expect(page.getByTestId('deposit-detail-fields')).toContainText('Whisky bottle');
  // Once it has slid in, the drawer spans the screen and no further.
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? [Math.round(box.x), Math.round(box.width)] : null;
    })
    .toEqual([0, 390]);
});
