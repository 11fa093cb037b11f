import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiPost, STAFF_PASSWORD, uniqueEmail } from './fixtures';

// Helpers of the reports spec: a catalogue and payment methods written with the boss's token, a cashier signed in
// at the till through the real PIN login, and receipts uploaded through the POS API (untaxed products, so the
// totals are plain sums).

export interface SalesTill {
  token: string;
  storeId: number;
  staffName: string;
}

/** POST /m/goods/save: an untaxed product sold in `storeId` at `price`; answers its id. */
export async function createProduct(
  request: APIRequestContext,
  token: string,
  storeId: number,
  name: string,
  price: string,
) {
  const res = await apiPost<{ id: number }>(
    request,
    '/goods/save',
    { name, price, cost: '1', stores: [{ storeId, price, cost: '1' }] },
    token,
  );
  expect(res, `product ${name}`).toMatchObject({ code: 200 });
  return res.data.id;
}

/** POST /m/setting/payway/save: a payment method of every store, no fee; answers its id. */
export async function createPaymentMethod(request: APIRequestContext, token: string, type: string, name: string) {
  const res = await apiPost<{ id: number }>(request, '/setting/payway/save', { type, name, allStores: true }, token);
  expect(res, `payment method ${name}`).toMatchObject({ code: 200 });
  return res.data.id;
}

/** A cashier (role with the 'sale' app permission, a PIN) signed in on a POS in the merchant's first store. */
export async function seedSalesTill(request: APIRequestContext, boss: { email: string; token: string }) {
  const stores = await apiPost<{ stores: { id: number }[] }>(request, '/setting/storeOptions', {}, boss.token);
  expect(stores, 'store options').toMatchObject({ code: 200 });
  const storeId = stores.data.stores[0].id;
  const role = await apiPost<{ id: number }>(
    request,
    '/role/save',
    { name: `Cashier ${randomBytes(3).toString('hex')}`, menuCodes: [], appPermissions: { sale: true } },
    boss.token,
  );
  expect(role, 'role saved').toMatchObject({ code: 200 });
  const staffName = 'Carla Cashier';
  const pin = '613579';
  const staff = await apiPost(
    request,
    '/staff/save',
    {
      name: staffName,
      email: uniqueEmail('cashier'),
      roleId: role.data.id,
      allStores: true,
      password: STAFF_PASSWORD,
      pin,
    },
    boss.token,
  );
  expect(staff, 'staff saved').toMatchObject({ code: 200 });
  const login = await apiPost<{ token: string }>(request, '/app/login', { merchant: boss.email, pin, storeId });
  expect(login, 'POS login').toMatchObject({ code: 200 });
  return { token: login.data.token, storeId, staffName } satisfies SalesTill;
}

/** POST /m/app/order/upload: a receipt of whole lines; paid at once when `payments` are given. */
export async function uploadReceipt(
  request: APIRequestContext,
  till: SalesTill,
  body: {
    lines: { productId: number; quantity: string }[];
    total: string;
    payments?: { paymentMethodId: number; amount: string }[];
    orderedAt?: number;
    /** Marks the paid receipt as a paid-invoice exception awaiting review. */
    exception?: string;
  },
) {
  const res = await apiPost<{ id: number; number: string }>(
    request,
    '/app/order/upload',
    { clientId: `uuid_${randomBytes(4).toString('hex')}`, ...body },
    till.token,
  );
  expect(res, 'receipt uploaded').toMatchObject({ code: 200 });
  return res.data;
}

export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Picks an option of an antd Select (test id) by its visible label, retried while the list opens. */
export async function pickReportOption(page: Page, testId: string, label: string) {
  const select = page.getByTestId(testId);
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: label })
    .first();
  await expect(async () => {
    if ((await select.locator('[role="combobox"]').getAttribute('aria-expanded')) !== 'true') await select.click();
    await option.click({ timeout: 2_000 });
    await expect(select).toContainText(label, { timeout: 2_000 });
  }).toPass();
}

/** A cell of the report's totals row. */
export const totalCell = (page: Page, field: string) => page.getByTestId(`report-total-${field}`);
