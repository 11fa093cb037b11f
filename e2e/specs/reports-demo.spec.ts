import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiOf, fetchTransport } from '../../apps/server/src/demo/api';
import { runDemo } from '../../apps/server/src/demo/run';
import { BASE_URL } from '../support/env';
import { codeFromMail, loginThroughUi, uniqueEmail } from '../support/fixtures';
import { pickReportOption, streamToBuffer, totalCell } from '../support/reports';

// Every report page on the demo merchant (`npm run demo`, built here through the running server's HTTP API: four
// outlets, a catalogue with variants and modifiers, staff, members, weeks of POS, QR and online-shop receipts with
// refunds, discounts, taxes, shifts, cash entries and reservations). Each page is read over the last 30 days: it
// shows rows, its chart switches kind, the summary switches grouping, and the Excel export holds the total on screen.

test.use({ viewport: { width: 1680, height: 1000 } });
test.describe.configure({ mode: 'serial' });

const DEMO = { email: uniqueEmail('demo'), password: 'Demo1234!', company: 'Demo Bistro E2E', name: 'Dana Demo' };

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const result = await runDemo(
    apiOf(fetchTransport(`${BASE_URL}/m`)),
    { ...DEMO, readCode: codeFromMail },
    { seed: 'e2e-reports', orders: 240, months: 1, today: new Date() },
  );
  expect(result.tally?.refused.size ?? -1, 'every POS call of the demo was accepted').toBe(0);
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

/** Each aggregate page with the money total the chart plots (the figure looked for in its export). */
const STORE_PAGES: Record<string, string> = {
  saleCount: 'gross',
  singleGoodsCount: 'netSales',
  classifyCount: 'netSales',
  staffCount: 'netSales',
  promotionCount: 'commission',
  payWayCount: 'net',
  spiceCount: 'amount',
  discount: 'total',
  revenueCount: 'netTax',
  staffExpend: 'amount',
};
const ONLINE_PAGES = ['saleCount', 'singleGoodsCount', 'classifyCount', 'payWayCount', 'spiceCount', 'revenueCount'];
const CHART_KINDS = ['Bar chart', 'Line chart', 'Pie chart'];
/** Pages a month of demo data may leave empty (its days move with today's date); any receipt fills the others. */
const MAY_BE_EMPTY = new Set(['promotionCount', 'spiceCount', 'discount', 'staffExpend']);

const moneyOf = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));
const tableRows = (page: Page, testId = 'report-table') => page.getByTestId(testId).locator('tbody tr.ant-table-row');
/** Waits until the aggregate table shows the answer to its current filters (not the previous one, not mid-load). */
const settled = (page: Page) =>
  expect(page.locator('[data-testid="report-table"][data-loading="false"]')).toBeVisible();

/**
 * Opens `path` on the last 30 days and waits for its first row; with `mayBeEmpty`, for its rows or its empty state
 * (a month of the demo's online shop may sell no modifier: the demo's days move with today's date).
 */
async function openLast30Days(page: Page, path: string, testId = 'report-table', mayBeEmpty = false) {
  await page.goto(`/#${path}`);
  await pickReportOption(page, 'report-preset', 'Last 30 days');
  await expect(page.getByTestId('report-error'), path).toHaveCount(0);
  const shown = mayBeEmpty
    ? page.getByTestId(testId).locator('tbody tr.ant-table-row, tbody tr.ant-table-placeholder')
    : tableRows(page, testId);
  await expect(shown.first(), `${path} has rows`).toBeVisible();
  if (testId === 'report-table') await settled(page);
  return (await tableRows(page, testId).count()) > 0;
}

/** Another chart kind than the page's own, then the Excel export: it opens and holds the total on screen. */
async function chartAndExport(page: Page, path: string, totalField: string) {
  const chart = page.getByTestId('report-chart');
  const kind = await chart.getAttribute('data-kind');
  const other = CHART_KINDS[(['histogram', 'line', 'pie'].indexOf(kind ?? '') + 1) % 3];
  await page.getByTestId('report-chart-kind').getByText(other).click();
  await expect(chart, path).not.toHaveAttribute('data-kind', kind ?? '');

  const total = moneyOf(await totalCell(page, totalField).innerText());
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-xlsx').click()]);
  expect(download.suggestedFilename(), path).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await streamToBuffer(await download.createReadStream())) as unknown as ArrayBuffer);
  const numbers: number[] = [];
  book.worksheets[0].eachRow((row) => {
    for (const v of row.values as unknown[])
      if (v !== null && v !== '' && !Number.isNaN(Number(v))) numbers.push(Number(v));
  });
  expect(numbers, `${path}: the export holds the total ${total}`).toContain(total);
}

test('every store report on the demo merchant: rows, grouping, chart kinds, an export holding the screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginThroughUi(page, DEMO.email, DEMO.password);
  await expect(page.getByTestId('report-page-saleCount')).toBeVisible();
  for (const [key, totalField] of Object.entries(STORE_PAGES)) {
    const rows = await openLast30Days(page, `/report/${key}`, 'report-table', MAY_BE_EMPTY.has(key));
    if (!rows) continue;
    if (key === 'saleCount') {
      // Daily rows over 30 days, then weekly: fewer rows, the same total.
      const gross = await totalCell(page, 'gross').innerText();
      const days = await tableRows(page).count();
      expect(days, 'daily rows of the last 30 days, not the one row of today').toBeGreaterThan(1);
      await pickReportOption(page, 'report-grouping', 'Week');
      await expect.poll(() => tableRows(page).count()).toBeLessThan(days);
      await settled(page);
      await expect(totalCell(page, 'gross')).toHaveText(gross);
    }
    await chartAndExport(page, `/report/${key}`, totalField);
  }
});

test('every online report on the demo merchant: rows, chart kinds, an export holding the screen', async ({ page }) => {
  test.setTimeout(120_000);
  await loginThroughUi(page, DEMO.email, DEMO.password);
  await expect(page.getByTestId('report-page-saleCount')).toBeVisible();
  for (const key of ONLINE_PAGES) {
    const rows = await openLast30Days(page, `/onlineReport/${key}`, 'report-table', MAY_BE_EMPTY.has(key));
    // An empty report has no chart to switch; its page opened without an error.
    if (rows) await chartAndExport(page, `/onlineReport/${key}`, STORE_PAGES[key]);
  }
});

test('receipts, shifts and reservations of the demo merchant list, open and export', async ({ page }) => {
  test.setTimeout(120_000);
  await loginThroughUi(page, DEMO.email, DEMO.password);
  await expect(page.getByTestId('report-page-saleCount')).toBeVisible();

  // A paid receipt opens in its dialog with its lines and payments.
  await openLast30Days(page, '/report/payment', 'receipt-table');
  await page.locator('[data-testid^="receipt-view-"]').first().click();
  await expect(page.getByTestId('receipt-detail-lines').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('receipt-detail-payments')).toBeVisible();
  await page.keyboard.press('Escape');

  // A shift opens with its cash flow; its export is a PDF when asked for one.
  await openLast30Days(page, '/report/staffDuty', 'shift-table');
  await page.locator('[data-testid^="shift-view-"]').first().click();
  await expect(page.getByTestId('shift-entries').locator('tbody tr.ant-table-row').first()).toBeVisible();
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-pdf').click()]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await streamToBuffer(await pdf.createReadStream())).subarray(0, 5).toString()).toBe('%PDF-');

  await openLast30Days(page, '/report/reservation', 'reservation-table', true);
});
