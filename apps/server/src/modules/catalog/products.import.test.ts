import {
  Err,
  type ImportJobState,
  type ImportStarted,
  Menu,
  type ProductDetail,
  type ProductRow,
} from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { newStaffSession, startTestApp, type TestApp } from '../../../test/support/test-app';
import { PRODUCT_IMPORT_TEXT } from './products.import';
import { merchant, newProduct, ok, uniq, uniqCode } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const KEYS = [
  'name',
  'category',
  'sku',
  'barcode',
  'unit',
  'price',
  'cost',
  'trackInventory',
  'stores',
  'taxes',
  'minStock',
  'bestStock',
  'description',
] as const;
type Key = (typeof KEYS)[number];
const HEADERS = KEYS.map((k) => PRODUCT_IMPORT_TEXT[k].en_GB);
const row = (v: Partial<Record<Key, string | number>>) => KEYS.map((k) => v[k] ?? '');

async function xlsxBase64(rows: (string | number)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

async function importRows(token: string, rows: (string | number)[][]): Promise<ImportJobState> {
  const res = await t.post<ImportStarted>(
    '/goods/import',
    { fileName: 'products.xlsx', base64: await xlsxBase64([HEADERS, ...rows]) },
    { token },
  );
  const { jobId } = ok(res);
  for (let i = 0; i < 3000; i++) {
    const job = ok(await t.post<ImportJobState>('/goods/importJob', { jobId }, { token }));
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('import job did not finish');
}

async function storeName(tenantId: number, id: number): Promise<string> {
  const res = (await t.db.execute(
    sql`select name from stores where tenant_id = ${tenantId} and id = ${id}`,
  )) as unknown as { rows: { name: string }[] };
  return res.rows[0].name;
}

describe('product import', () => {
  it('downloads the template in the caller’s language', async () => {
    const m = await merchant(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/m/goods/importTemplate',
      headers: { 'content-type': 'application/json', token: m.token, lang: 'fr_FR' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).getCell(1).value).toBe('Nom');
  });

  it('imports products with category, stores and taxes in one go', async () => {
    const m = await merchant(t);
    const cat = uniq('Fruit');
    ok(await t.post('/goods/category/save', { name: cat }, { token: m.token }));
    const vat = uniq('VAT');
    await t.db.execute(
      sql`insert into taxes (tenant_id, name, rate, calculation) values (${m.tenantId}, ${vat}, 5, 'added')`,
    );
    const [a, b] = [await storeName(m.tenantId, m.storeA), await storeName(m.tenantId, m.storeB)];
    const sku = uniqCode('imp');
    const job = await importRows(m.token, [
      row({
        name: 'Pear',
        category: cat.toUpperCase(),
        sku,
        unit: 'kg',
        price: 2.5,
        cost: '1.2',
        stores: `${a}, ${b}`,
        taxes: vat,
        minStock: '0.5',
        trackInventory: 'yes',
      }),
      row({ name: 'Plum', price: 1, stores: a }),
    ]);
    expect(job).toMatchObject({ status: 'done', written: 2, errors: [] });
    const list = ok(await t.post<{ list: ProductRow[] }>('/goods/list', { sort: 'name' }, { token: m.token })).list;
    expect(list.map((p) => [p.name, p.unit, p.price, p.sku, p.trackInventory, p.stores.length])).toEqual([
      ['Pear', 'weight', '2.5000', sku, true, 2],
      ['Plum', 'piece', '1.0000', '', false, 1],
    ]);
    const pear = ok(await t.post<ProductDetail>('/goods/detail', { id: list[0].id }, { token: m.token }));
    expect(pear.taxIds).toHaveLength(1);
    expect(pear.categoryName).toBe(cat);
    expect(pear.stores[0].minStock).toBe('0.5000');
  });

  it('refuses rows with cell errors and saves nothing', async () => {
    const m = await merchant(t);
    const a = await storeName(m.tenantId, m.storeA);
    const taken = uniqCode('tk');
    const takenBc = uniqCode('bc');
    await newProduct(t, m.token, [m.storeA], { sku: taken, barcode: takenBc });
    const job = await importRows(m.token, [
      row({ name: 'A', price: 1, stores: a, category: 'Nope' }), // 2: no categories yet 40002
      row({ name: 'B', price: 'x', stores: a }), // 3: 40000
      row({ name: 'C', price: '1.23456', stores: a }), // 4: 40005
      row({ name: 'D', price: 1 }), // 5: 40008
      row({ name: 'E', price: 1, stores: 'Nowhere' }), // 6: 40009
      row({ name: 'F', price: 1, stores: a, taxes: 'NoTax' }), // 7: 40013
      row({ name: 'G', price: 1, stores: a, sku: taken }), // 8: 40015
      row({ name: 'H', price: 1, stores: a, barcode: takenBc }), // 9: 40016
      row({ name: 'I', price: 1, stores: a, minStock: '1.5' }), // 10: 40022 (pieces)
      row({ name: '', price: 1, stores: a }), // 11: 40003
      row({ name: 'J', price: 1, stores: a, unit: 'bucket' }), // 12: 40005
    ]);
    expect(job.status).toBe('failed');
    expect(job.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [2, 'category', Err.CELL_NO_CATEGORIES],
      [3, 'price', Err.CELL_WRONG_TYPE],
      [4, 'price', Err.CELL_DATA_WRONG],
      [5, 'stores', Err.CELL_STORE_EMPTY],
      [6, 'stores', Err.CELL_STORE_MISSING],
      [7, 'taxes', Err.CELL_TAX_MISSING],
      [8, 'sku', Err.CELL_SKU_DUPLICATE],
      [9, 'barcode', Err.CELL_CODE_DUPLICATE],
      [10, 'minStock', Err.CELL_NOT_INTEGER],
      [11, 'name', Err.CELL_EMPTY],
      [12, 'unit', Err.CELL_DATA_WRONG],
    ]);
    const dup = uniqCode('d');
    const job2 = await importRows(m.token, [
      row({ name: 'K', price: 1, stores: a, sku: dup }),
      row({ name: 'L', price: 1, stores: a, sku: dup }),
    ]);
    expect(job2.errors.map((e) => [e.row, e.column, e.code])).toEqual([[3, 'sku', Err.CELL_CODE_DUPLICATE]]);
    expect(ok(await t.post<{ total: number }>('/goods/list', {}, { token: m.token })).total).toBe(1);
  });

  it('refuses a wrong file (20094), a foreign header (40206), other stores, and callers without permission', async () => {
    const m = await merchant(t);
    ok(
      await t.post('/goods/import', { fileName: 'x.txt', base64: 'aGVsbG8=' }, { token: m.token }),
      Err.FILE_FORMAT_WRONG,
    );
    ok(
      await t.post(
        '/goods/import',
        { fileName: 'x.xlsx', base64: await xlsxBase64([['Foo', 'Bar']]) },
        { token: m.token },
      ),
      Err.CELL_FILE_FORM_ERROR,
    );
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.GOODS], storeIds: [m.storeA] });
    const b = await storeName(m.tenantId, m.storeB);
    const job = await importRows(staff.token, [row({ name: 'Z', price: 1, stores: b })]);
    expect(job.errors.map((e) => e.code)).toEqual([Err.CELL_STORE_MISSING]);
    const noPerm = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.STORES] });
    ok(await t.post('/goods/importTemplate', {}, { token: noPerm.token }), Err.NO_PERMISSION);
    const other = await merchant(t);
    const started = ok(
      await t.post<ImportStarted>(
        '/goods/import',
        { fileName: 'p.xlsx', base64: await xlsxBase64([HEADERS, row({ name: 'Q', price: 1, stores: 'x' })]) },
        { token: m.token },
      ),
    );
    ok(await t.post('/goods/importJob', { jobId: started.jobId }, { token: other.token }), Err.NO_DATA);
  });
});
