import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { answerConfirm, loginThroughUi, seedTenant } from '../support/fixtures';
import {
  createPaymentMethod,
  createProduct,
  pickReportOption,
  seedSalesTill,
  streamToBuffer,
  totalCell,
  uploadReceipt,
} from '../support/reports';

// Reports (/report, /onlineReport): receipts written at the POS through the API today, then read in the back
// office: the sales summary's figures, grouping and chart switches, an Excel export, the payment-method and item
// reports, the receipt lists with the receipt dialog, and every report page opening.

test.use({ viewport: { width: 1680, height: 1000 } });

test.beforeEach(async ({ page }) => {
  // English texts, whatever the app's default language (zh_CN).
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

const REPORT_PAGES = [
  'saleCount',
  'singleGoodsCount',
  'classifyCount',
  'staffCount',
  'promotionCount',
  'payWayCount',
  'spiceCount',
  'notPayment',
  'payment',
  'paymentException',
  'discount',
  'revenueCount',
  'staffExpend',
  'staffDuty',
  'reservation',
];
/** A day `daysAgo` before today in the browser's (and this runner's) time zone, as the range picker types it. */
function localDay(daysAgo: number) {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const ONLINE_PAGES = ['saleCount', 'singleGoodsCount', 'classifyCount', 'payWayCount', 'spiceCount', 'revenueCount'];

test('POS receipts show in the reports: figures, grouping, chart, export, receipt detail', async ({
  page,
  request,
}) => {
  const boss = await seedTenant(request); // GBP (£)
  const till = await seedSalesTill(request, boss);
  const espresso = await createProduct(request, boss.token, till.storeId, 'Espresso', '3.50');
  const bagel = await createProduct(request, boss.token, till.storeId, 'Bagel', '4.00');
  const cash = await createPaymentMethod(request, boss.token, 'cash', 'Cash drawer');
  const card = await createPaymentMethod(request, boss.token, 'card', 'Card reader');
  // 2 × 3.50 + 4.00 = 11.00 in cash; 3 × 4.00 = 12.00 by card; 3.50 left unpaid (an open ticket).
  const first = await uploadReceipt(request, till, {
    lines: [
      { productId: espresso, quantity: '2' },
      { productId: bagel, quantity: '1' },
    ],
    total: '11.00',
    payments: [{ paymentMethodId: cash, amount: '11.00' }],
  });
  await uploadReceipt(request, till, {
    lines: [{ productId: bagel, quantity: '3' }],
    total: '12.00',
    payments: [{ paymentMethodId: card, amount: '12.00' }],
  });
  await uploadReceipt(request, till, { lines: [{ productId: espresso, quantity: '1' }], total: '3.50' });

  // The root lands on the sales summary of today: two paid receipts, £23.00.
  await loginThroughUi(page, boss.email);
  await expect(page.getByTestId('report-page-saleCount')).toBeVisible();
  await expect(totalCell(page, 'receipts')).toHaveText('2');
  await expect(totalCell(page, 'gross')).toHaveText('£23.00');
  await expect(totalCell(page, 'netSales')).toHaveText('£23.00');
  await expect(totalCell(page, 'averageReceipt')).toHaveText('£11.50');
  await expect(page.getByTestId('report-chart')).toHaveAttribute('data-kind', 'histogram');

  // Hourly grouping: the receipts fall in one or two hours, the totals stay.
  await pickReportOption(page, 'report-grouping', 'Hour');
  await expect(page.getByTestId('report-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(totalCell(page, 'gross')).toHaveText('£23.00');
  // Hourly is not offered beyond 31 days: a 30-day range keeps it, two months fall back to daily.
  await pickReportOption(page, 'report-preset', 'Last 30 days');
  await expect(page.getByTestId('report-grouping')).toContainText('Hour');
  const rangeInputs = page.locator('.ant-picker-range input');
  await rangeInputs.first().click();
  await rangeInputs.first().fill(localDay(40));
  await rangeInputs.first().press('Enter');
  await rangeInputs.nth(1).fill(localDay(0));
  await rangeInputs.nth(1).press('Enter');
  await expect(page.getByTestId('report-grouping')).toContainText('Day');
  await expect(page.getByTestId('report-preset')).toContainText('Custom range');
  await pickReportOption(page, 'report-grouping', 'Year');
  await expect(page.getByTestId('report-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(totalCell(page, 'receipts')).toHaveText('2');

  // Chart kinds.
  await page.getByTestId('report-chart-kind').getByText('Line chart').click();
  await expect(page.getByTestId('report-chart')).toHaveAttribute('data-kind', 'line');
  await page.getByTestId('report-chart-kind').getByText('Pie chart').click();
  await expect(page.getByTestId('report-chart')).toHaveAttribute('data-kind', 'pie');

  // The Excel export holds the figures on screen.
  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-xlsx').click()]);
  expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await streamToBuffer(await exported.createReadStream())) as unknown as ArrayBuffer);
  const cells: unknown[] = [];
  book.worksheets[0].eachRow((row) => cells.push(...(row.values as unknown[])));
  const numbers = cells.map((c) => (typeof c === 'number' ? c : Number(c)));
  expect(numbers).toContain(23);
  expect(numbers).toContain(2);

  // Payment methods: £11.00 cash and £12.00 card.
  await page.goto('/#/report/payWayCount');
  const payTable = page.getByTestId('report-table');
  await expect(payTable).toContainText('Cash drawer');
  await expect(payTable).toContainText('Card reader');
  await expect(payTable).toContainText('£11.00');
  await expect(totalCell(page, 'amount')).toHaveText('£23.00');
  await expect(page.getByTestId('report-chart')).toHaveAttribute('data-kind', 'pie');

  // Items: 2 espressos and 4 bagels.
  await page.goto('/#/report/singleGoodsCount');
  const items = page.getByTestId('report-table');
  await expect(items.locator('tr', { hasText: 'Espresso' })).toContainText('£7.00');
  await expect(items.locator('tr', { hasText: 'Bagel' })).toContainText('£16.00');
  await expect(totalCell(page, 'netSales')).toHaveText('£23.00');

  // Paid receipts open in the detail dialog; the unpaid one is on its own list.
  await page.goto('/#/report/payment');
  await expect(page.getByTestId('receipt-table').locator('tr[data-testid^="receipt-row-"]')).toHaveCount(2);
  await page.getByTestId(`receipt-view-${first.id}`).click();
  await expect(page.getByTestId('receipt-detail-total')).toHaveText('£11.00');
  await expect(page.getByTestId('receipt-detail-lines')).toContainText('Espresso');
  await expect(page.getByTestId('receipt-detail-payments')).toContainText('Cash drawer');
  await page.keyboard.press('Escape');
  await page.goto('/#/report/notPayment');
  await expect(page.getByTestId('receipt-table').locator('tr[data-testid^="receipt-row-"]')).toHaveCount(1);

  // At 390 px the filter bar, chart and table still fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/report/saleCount');
  await expect(page.getByTestId('report-preset')).toBeVisible();
  await expect(page.getByTestId('report-chart')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('every report page opens; an exception is reviewed after a confirmation', async ({ page, request }) => {
  const boss = await seedTenant(request);
  const till = await seedSalesTill(request, boss);
  const tea = await createProduct(request, boss.token, till.storeId, 'Green tea', '2.00');
  const cash = await createPaymentMethod(request, boss.token, 'cash', 'Cash drawer');
  const flagged = await uploadReceipt(request, till, {
    lines: [{ productId: tea, quantity: '1' }],
    total: '2.00',
    payments: [{ paymentMethodId: cash, amount: '2.00' }],
    exception: 'Invoice printed twice',
  });
  await loginThroughUi(page, boss.email);
  await expect(page.getByTestId('report-page-saleCount')).toBeVisible();

  // Every report page opens without an error.
  for (const key of REPORT_PAGES) {
    await page.goto(`/#/report/${key}`);
    await expect(page.getByTestId(`report-page-${key}`), key).toBeVisible();
    await expect(page.getByTestId('report-error'), key).toHaveCount(0);
  }
  for (const key of ONLINE_PAGES) {
    await page.goto(`/#/onlineReport/${key}`);
    await expect(page.getByTestId(`report-page-${key}`), `online ${key}`).toBeVisible();
    await expect(page.getByTestId('report-error'), `online ${key}`).toHaveCount(0);
  }

  // The exception waits for review; once confirmed it leaves the unreviewed list for the reviewed one.
  await page.goto('/#/report/paymentException');
  await expect(page.getByTestId(`receipt-row-${flagged.id}`)).toBeVisible();
  await page.getByTestId(`receipt-review-${flagged.id}`).click();
  await answerConfirm(page, 'ok');
  await expect(page.getByTestId(`receipt-row-${flagged.id}`)).toHaveCount(0);
  await pickReportOption(page, 'report-exception-state', 'Reviewed');
  await expect(page.getByTestId(`receipt-row-${flagged.id}`)).toBeVisible();
  await expect(page.getByTestId(`receipt-review-${flagged.id}`)).toHaveCount(0);
});
