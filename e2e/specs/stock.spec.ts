import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { answerConfirm, apiPost, loginThroughUi, seedTenant } from '../support/fixtures';

// Issue 9 (stock): a purchase order received in two parts (opened from the low-stock shortcut), a transfer received
// in part, a full count completed on a phone-sized screen. Issue 18: an arrival and a damage dated earlier than they
// were typed in are in the history on their own days, and the stock value reads as of an earlier day. Data is seeded through the API; the
// flows go through the UI; levels, history and value are checked afterwards.

const STORE = 'E2E Bistro'; // the store registration creates, named after the company

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en_GB'));
});

/** A call that must succeed; answers its data. */
async function ok<T>(request: APIRequestContext, token: string, path: string, data: unknown = {}): Promise<T> {
  const answer = await apiPost<T>(request, path, data, token);
  expect(answer, `${path} answered ${answer.code} ${answer.msg}`).toMatchObject({ code: 200 });
  return answer.data;
}

interface Seed {
  email: string;
  token: string;
  storeId: number;
  productId: number;
  supplierId: number;
}

/**
 * A tenant with a supplier and a product that tracks stock (barcode 4001, purchase cost 1.2, minimum 5 and best 20
 * in the first store), sold in `extraStores` too.
 */
async function seed(request: APIRequestContext, extraStores: string[] = []): Promise<Seed & { stores: number[] }> {
  const boss = await seedTenant(request);
  const token = boss.token;
  const [store] = (await ok<{ list: { id: number }[] }>(request, token, '/store/list')).list;
  const others: number[] = [];
  for (const name of extraStores) others.push((await ok<{ id: number }>(request, token, '/store/save', { name })).id);
  const supplier = await ok<{ id: number }>(request, token, '/stock/supplier/save', { name: 'Acme Drinks' });
  const product = await ok<{ id: number }>(request, token, '/goods/save', {
    name: 'Cola',
    price: '3',
    trackInventory: true,
    barcode: '4001',
    sku: 'COLA-1',
    supplierId: supplier.id,
    purchaseCost: '1.2',
    stores: [
      { storeId: store.id, price: '3', minStock: '5', bestStock: '20' },
      ...others.map((storeId) => ({ storeId, price: '3' })),
    ],
  });
  return {
    email: boss.email,
    token,
    storeId: store.id,
    productId: product.id,
    supplierId: supplier.id,
    stores: [store.id, ...others],
  };
}

/** Stock of an item in a store, from the value view. */
async function onHand(request: APIRequestContext, s: Seed, storeId: number): Promise<number> {
  const value = await ok<{ list: { productId: number; quantity: string }[] }>(request, s.token, '/stock/value', {
    storeId,
  });
  return Number(value.list.find((r) => r.productId === s.productId)?.quantity ?? 0);
}

/** A local day `daysBack` days before today: as the API takes it (YYYY-MM-DD) and as en_GB shows it (DD/MM/YYYY). */
function localDay(daysBack: number): { iso: string; shown: string } {
  const d = new Date();
  d.setDate(d.getDate() - daysBack);
  const [yyyy, mm, dd] = [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0'));
  return { iso: `${yyyy}-${mm}-${dd}`, shown: `${dd}/${mm}/${yyyy}` };
}

/** Types a day (YYYY-MM-DD, which the pickers read besides the language's own format) into an antd DatePicker. */
async function typeDay(page: Page, testId: string, day: { iso: string; shown: string }) {
  const input = page.getByTestId(testId);
  await expect(async () => {
    await input.click();
    await input.fill(day.iso);
    await input.press('Enter');
    await expect(input).toHaveValue(day.shown, { timeout: 2_000 });
  }).toPass();
}

const openDropdowns = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Picks an option of an antd Select by its label (once the previous dropdown has finished closing). */
async function pick(page: Page, select: Locator, label: string) {
  await expect(openDropdowns(page)).toHaveCount(0);
  await select.click();
  await openDropdowns(page).locator('.ant-select-item-option:visible', { hasText: label }).first().click();
}

/** Adds an item to a document's lines through the picker (search by name, then the option). */
async function addLine(page: Page, productId: number, search: string) {
  await expect(openDropdowns(page)).toHaveCount(0);
  await page.getByTestId('lines-picker').click();
  await page.keyboard.type(search);
  await page.getByTestId(`lines-picker-option-${productId}:0`).click();
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1680, height: 1000 } });

  test('a purchase order from the low-stock shortcut, received in two parts', async ({ page, request }) => {
    const s = await seed(request);
    await loginThroughUi(page, s.email);
    await expect(page.getByTestId('sidebar')).toBeVisible();

    // Cola is below its minimum (0 < 5): the shortcut opens a new order for 20 of it at its purchase cost.
    await page.goto('/#/stockManage/orderList');
    await expect(page.getByTestId('purchase-table-empty')).toBeVisible();
    await page.getByTestId('purchase-tab-low').click();
    const key = `${s.storeId}:${s.productId}:0`;
    await expect(page.getByTestId(`lowstock-suggested-${key}`)).toHaveText('20');
    await page.getByTestId(`lowstock-check-${key}`).check();
    await page.getByTestId('lowstock-order').click();
    await expect(page.getByTestId('purchase-edit-page')).toBeVisible();
    await expect(page.getByTestId('purchase-form-supplier')).toContainText('Acme Drinks');
    await expect(page.getByTestId('purchase-form-store')).toContainText(STORE);
    await expect(page.getByTestId('lines-0-quantity')).toHaveValue('20');
    await expect(page.getByTestId('lines-0-cost')).toHaveValue('1.20');

    // Picking Cola again adds no second line; 0 is refused next to the field; 10 it is.
    await addLine(page, s.productId, 'Cola');
    await expect(page.getByTestId('lines-1-quantity')).toHaveCount(0);
    await page.getByTestId('lines-0-quantity').fill('0');
    await page.getByTestId('purchase-form-save').click();
    await expect(page.getByTestId('lines')).toContainText('Enter a quantity above 0 and below 1,000,000');
    await page.getByTestId('lines-0-quantity').fill('10');
    await page.getByTestId('purchase-form-save').click();

    await expect(page.getByTestId('purchase-info-page')).toBeVisible();
    await expect(page.getByTestId('purchase-info-status')).toHaveAttribute('data-status', 'normal');
    const [order] = (await ok<{ list: { id: number }[] }>(request, s.token, '/stock/purchase/list')).list;
    const detail = await ok<{ lines: { id: number }[] }>(request, s.token, '/stock/purchase/get', { id: order.id });
    const lineId = detail.lines[0].id;

    // First part: 4 of 10; more than what remains is refused next to the field.
    await page.getByTestId('purchase-receive').click();
    await expect(page.getByTestId(`receive-${lineId}-remaining`)).toHaveText('10');
    await page.getByTestId(`receive-${lineId}`).fill('11');
    await page.getByTestId('receive-save').click();
    await expect(page.getByTestId('receive-form')).toContainText('At most 10');
    await page.getByTestId(`receive-${lineId}`).fill('4');
    await page.getByTestId('receive-save').click();
    await expect(page.getByTestId('purchase-info-status')).toHaveAttribute('data-status', 'partial');
    await expect(page.getByTestId('purchase-info-status')).toHaveText('Partly arrived');
    await expect(page.getByTestId('purchase-info-received')).toHaveText('4');
    expect(await onHand(request, s, s.storeId)).toBe(4);

    // Second part: the rest.
    await page.getByTestId('purchase-receive').click();
    await expect(page.getByTestId(`receive-${lineId}-remaining`)).toHaveText('6');
    await page.getByTestId('receive-fill').click();
    await page.getByTestId('receive-save').click();
    await expect(page.getByTestId('purchase-info-status')).toHaveAttribute('data-status', 'completed');
    await expect(page.getByTestId('purchase-info-received')).toHaveText('10');
    await expect(page.getByTestId('purchase-receive')).toHaveCount(0);

    // The list shows it completed; history has both arrivals; the value counts 10 at 1.2.
    await page.getByTestId('stock-back').click();
    await expect(page.getByTestId(`purchase-status-${order.id}`)).toHaveAttribute('data-status', 'completed');
    await page.goto('/#/stockManage/history');
    const history = page.getByTestId('history-table').locator('tr[data-testid^="history-table-row-"]');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('Purchase arrival');
    await expect(history.first()).toContainText('+6');
    await expect(history.last()).toContainText('+4');
    await page.goto('/#/stockManage/stockValue');
    await expect(page.getByTestId('value-totals-quantity')).toContainText('10');
    await expect(page.getByTestId('value-totals-inventoryValue')).toContainText('12.00');
    await expect(page.getByTestId('value-table')).toContainText('Cola');
  });

  test('an arrival and a damage dated earlier: history on their days, stock value as of an earlier day', async ({
    page,
    request,
  }) => {
    const s = await seed(request);
    const arrived = localDay(10);
    const order = await ok<{ id: number }>(request, s.token, '/stock/purchase/save', {
      supplierId: s.supplierId,
      storeId: s.storeId,
      purchaseDate: localDay(12).iso,
      lines: [{ productId: s.productId, quantity: '10', cost: '1.2' }],
    });
    // Today 5 more arrive by an increase.
    await ok(request, s.token, '/stock/adjustment/save', {
      kind: 'increase',
      storeId: s.storeId,
      lines: [{ productId: s.productId, quantity: '5', cost: '2' }],
    });
    await loginThroughUi(page, s.email);
    await expect(page.getByTestId('sidebar')).toBeVisible();

    // The delivery note of ten days ago is typed in today: the arrival carries its own day.
    await page.goto(`/#/stockManage/receiveOrder?id=${order.id}`);
    await expect(page.getByTestId('receive-date')).toHaveValue(localDay(0).shown);
    await typeDay(page, 'receive-date', arrived);
    await page.getByTestId('receive-fill').click();
    await page.getByTestId('receive-save').click();
    await expect(page.getByTestId('purchase-info-status')).toHaveAttribute('data-status', 'completed');

    // One broke three days ago, written down today.
    await page.goto('/#/stockManage/addDamage');
    await expect(page.getByTestId('adjustment-form-date')).toHaveValue(localDay(0).shown);
    await typeDay(page, 'adjustment-form-date', localDay(3));
    await expect(page.getByTestId('adjustment-form-store')).toContainText(STORE);
    await addLine(page, s.productId, 'Cola');
    await page.getByTestId('lines-0-quantity').fill('1');
    await page.getByTestId('adjustment-form-save').click();
    await expect(page.getByTestId('adjustment-info-page-damage')).toBeVisible();
    // Its page shows the day it happened on, the language's way.
    await expect(page.getByTestId('adjustment-info-date')).toHaveText(localDay(3).shown);

    const [arrival] = (
      await ok<{ list: { id: number }[] }>(request, s.token, '/stock/history', { reason: 'purchase_arrival' })
    ).list;
    // History by when it happened: today's increase, the damage, the arrival, each on its day, with when it was
    // recorded.
    await page.goto('/#/stockManage/history');
    const rows = page.getByTestId('history-table').locator('tr[data-testid^="history-table-row-"]');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('Stock increase');
    await expect(rows.nth(1)).toContainText('Damage');
    await expect(rows.nth(1)).toContainText(`${localDay(3).shown} 00:00`);
    await expect(rows.last()).toContainText('Purchase arrival');
    await expect(page.getByTestId(`history-time-${arrival.id}`)).toHaveText(`${arrived.shown} 00:00`);
    await expect(page.getByTestId(`history-recorded-${arrival.id}`)).toContainText(`Recorded ${localDay(0).shown}`);
    // Its day's range finds it alone.
    const range = page.locator('.ant-picker-range input');
    await range.first().click();
    await range.first().fill(localDay(11).iso);
    await range.first().press('Enter');
    await range.nth(1).fill(localDay(9).iso);
    await range.nth(1).press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Purchase arrival');
    await expect(rows.first()).toContainText('+10');

    // The value now counts everything (10 − 1 + 5); as of five days ago only the arrival (10 at 1.20).
    await page.goto('/#/stockManage/stockValue');
    await expect(page.getByTestId('value-filter-date')).toHaveValue(localDay(0).shown);
    await expect(page.getByTestId('value-totals-quantity')).toContainText('14');
    await typeDay(page, 'value-filter-date', localDay(5));
    await expect(page.getByTestId('value-totals-quantity')).toContainText('10');
    await expect(page.getByTestId('value-totals-inventoryValue')).toContainText('12.00');
  });

  test('a transfer received in part', async ({ page, request }) => {
    const s = await seed(request, ['Harbour']);
    const [from, to] = s.stores;
    await ok(request, s.token, '/stock/adjustment/save', {
      kind: 'increase',
      storeId: from,
      lines: [{ productId: s.productId, quantity: '20', cost: '1.5' }],
    });
    await loginThroughUi(page, s.email);
    await expect(page.getByTestId('sidebar')).toBeVisible();

    await page.goto('/#/stockManage/transfer');
    await expect(page.getByTestId('transfer-table-empty')).toBeVisible();
    await page.getByTestId('transfer-add').click();
    await pick(page, page.getByTestId('transfer-form-from'), STORE);
    await pick(page, page.getByTestId('transfer-form-to'), STORE);
    await addLine(page, s.productId, 'Cola');
    await page.getByTestId('lines-0-quantity').fill('8');
    await page.getByTestId('transfer-form-save').click();
    // The same store on both sides is refused next to the target.
    await expect(page.getByTestId('transfer-form')).toContainText('The target store must differ from the source store');
    await pick(page, page.getByTestId('transfer-form-to'), 'Harbour');
    await page.getByTestId('transfer-form-toArea').fill('Back room');
    await page.getByTestId('transfer-form-save').click();

    await expect(page.getByTestId('transfer-info-page')).toBeVisible();
    await expect(page.getByTestId('transfer-info-status')).toHaveAttribute('data-status', 'in_transit');
    expect(await onHand(request, s, from)).toBe(12);
    expect(await onHand(request, s, to)).toBe(0);

    const [transfer] = (await ok<{ list: { id: number }[] }>(request, s.token, '/stock/transfer/list')).list;
    const detail = await ok<{ lines: { id: number }[] }>(request, s.token, '/stock/transfer/get', { id: transfer.id });
    await page.getByTestId('transfer-receive').click();
    await expect(page.getByTestId(`receive-${detail.lines[0].id}-remaining`)).toHaveText('8');
    await page.getByTestId(`receive-${detail.lines[0].id}`).fill('5');
    await page.getByTestId('receive-save').click();

    await expect(page.getByTestId('transfer-info-status')).toHaveAttribute('data-status', 'partial');
    await expect(page.getByTestId('transfer-info-status')).toHaveText('Partly received');
    await expect(page.getByTestId('transfer-info-received')).toHaveText('5');
    await expect(page.getByTestId(`transfer-lines-${detail.lines[0].id}-received`)).toHaveText('5');
    expect(await onHand(request, s, to)).toBe(5);

    // The list, filtered by its state, shows it; the history has it leaving one store and arriving at the other.
    await page.getByTestId('stock-back').click();
    await pick(page, page.getByTestId('transfer-filter-status'), 'Partly received');
    await expect(page.getByTestId(`transfer-status-${transfer.id}`)).toHaveText('Partly received');
    await page.goto('/#/stockManage/history');
    await pick(page, page.getByTestId('history-filter-reason'), 'Transfer in');
    const rows = page.getByTestId('history-table').locator('tr[data-testid^="history-table-row-"]');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Harbour');
    await expect(rows.first()).toContainText('+5');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a full count completed, the item found by its scanned barcode', async ({ page, request }) => {
    const s = await seed(request);
    await ok(request, s.token, '/stock/adjustment/save', {
      kind: 'increase',
      storeId: s.storeId,
      lines: [{ productId: s.productId, quantity: '10', cost: '1' }],
    });
    await loginThroughUi(page, s.email);
    await expect(page).toHaveURL(/#\/report\/saleCount/);

    await page.goto('/#/stockManage/inventoryList');
    await expect(page.getByTestId('count-table-empty')).toBeVisible();
    await page.getByTestId('count-add').click();
    await expect(page.getByTestId('count-form-store')).toContainText(STORE);
    await page.getByTestId('count-form-type-full').click();
    await expect(page.getByTestId('lines')).toHaveCount(0);
    await page.getByTestId('count-form-start').click();

    await expect(page.getByTestId('count-save-page')).toBeVisible();
    await expect(page.getByTestId('count-status')).toHaveAttribute('data-status', 'counting');
    const line = page.getByTestId(`count-line-${s.productId}:0`);
    await expect(page.getByTestId('count-progress')).toHaveText('0 of 1 counted');

    // The scanner types the barcode and Enter: the item's counted field gets the focus.
    const scan = page.getByTestId('count-scan').locator('input');
    await scan.fill('4001');
    await scan.press('Enter');
    await expect(line).toBeFocused();
    await expect(scan).toHaveValue('');
    await page.keyboard.type('7');
    await expect(page.getByTestId('count-progress')).toHaveText('1 of 1 counted');
    await expect(page.getByTestId(`count-row-${s.productId}:0`)).toContainText('Difference -3');

    // Completing asks first (it cannot be undone).
    await page.getByTestId('count-complete').click();
    await answerConfirm(page, 'cancel');
    await expect(page.getByTestId('count-status')).toHaveAttribute('data-status', 'counting');
    await page.getByTestId('count-complete').click();
    await answerConfirm(page, 'ok');

    await expect(page.getByTestId('count-info-page')).toBeVisible();
    await expect(page.getByTestId('count-info-status')).toHaveAttribute('data-status', 'completed');
    await expect(page.getByTestId('count-info-difference')).toHaveText('-3');
    await expect(page.getByTestId('count-info-continue')).toHaveCount(0);
    expect(await onHand(request, s, s.storeId)).toBe(7);
    const history = await ok<{ list: { reason: string; quantity: string }[] }>(request, s.token, '/stock/history', {
      reason: 'count',
    });
    expect(history.list.map((r) => Number(r.quantity))).toEqual([-3]);
  });
});
