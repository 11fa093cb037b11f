import { Err, type ImportStarted, Menu, type ProductDetail, type ProductRow } from '@tillbook/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addSupplier, merchant, newProduct, ok, uniq, uniqCode, xlsxBase64 } from '../../../test/factories';
import { newStaffSession, startTestApp, type TestApp } from '../../../test/support/test-app';
import { IMPORT_KEYS, PRODUCT_IMPORT_TEXT } from './import-columns';
import { cells, HEADERS, importRows, newTax, productCount, row, storeName } from './import-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

describe('product import', () => {
  it('downloads the template in the caller’s language, with a sheet saying what each column takes', async () => {
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
    const header = book.worksheets[0].getRow(1).values as unknown[];
    expect(header.slice(1)).toEqual(IMPORT_KEYS.map((k) => PRODUCT_IMPORT_TEXT[k].fr_FR));
    expect(book.worksheets[0].name).toBe('Produits');
    expect(book.worksheets[1].name).toBe(PRODUCT_IMPORT_TEXT.helpSheet.fr_FR);
    expect(book.worksheets[1].getRow(16).getCell(1).value).toBe('Composants');
    expect(String(book.worksheets[1].getRow(16).getCell(2).value)).toMatch(/SKU\*quantité/);
  });

  it('imports products with category, supplier, stores and taxes in one go; a header in another language works', async () => {
    const m = await merchant(t);
    const cat = uniq('Fruit');
    ok(await t.post('/goods/category/save', { name: cat }, { token: m.token }));
    const vat = uniq('VAT');
    const taxId = await newTax(t, m.tenantId, vat);
    const supplier = await addSupplier(t, m.tenantId);
    const [a, b] = [await storeName(t, m.tenantId, m.storeA), await storeName(t, m.tenantId, m.storeB)];
    const sku = uniqCode('imp');
    const job = await importRows(t, m.token, [
      row({
        name: 'Pear',
        category: cat.toUpperCase(),
        sku,
        unit: 'kg',
        price: 2.5,
        cost: '1.2',
        purchaseCost: '1.1',
        supplier: supplier.name.toLowerCase(),
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
    expect(pear).toMatchObject({
      taxIds: [taxId],
      categoryName: cat,
      supplierId: supplier.id,
      supplierName: supplier.name,
      purchaseCost: '1.1000',
    });
    expect(pear.stores[0].minStock).toBe('0.5000');

    // The same file with Chinese headers.
    const zh = IMPORT_KEYS.map((k) => PRODUCT_IMPORT_TEXT[k].zh_CN);
    const started = ok(
      await t.post<ImportStarted>(
        '/goods/import',
        { fileName: 'p.xlsx', base64: await xlsxBase64([zh, row({ name: '梨', price: 3, stores: a })]) },
        { token: m.token },
      ),
    );
    expect(started.jobId).toBeGreaterThan(0);
  });

  it('refuses rows with cell errors, each with its code and column, and saves nothing', async () => {
    const m = await merchant(t);
    const a = await storeName(t, m.tenantId, m.storeA);
    const taken = uniqCode('tk');
    const takenBc = uniqCode('bc');
    await newProduct(t, m.token, [m.storeA], { sku: taken, barcode: takenBc });
    const job = await importRows(t, m.token, [
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
      row({ name: 'K', price: 1, stores: a, supplier: 'Acme' }), // 13: no suppliers yet 40006
      row({ name: 'L', price: '-1', stores: a }), // 14: negative 40020
      row({ name: 'M', price: 1, stores: a, taxes: ' , ;' }), // 15: no tax named 40012
      row({ name: 'N', price: 1, stores: a, sku: takenBc }), // 16: a barcode of the catalogue as SKU 40016
      row({ name: 'x'.repeat(51), price: 1, stores: a }), // 17: 40198
      row({ name: 'O', price: 1, stores: a, description: 'd'.repeat(101) }), // 18: 40200
      row({ name: 'P', price: 1, stores: a, unit: 'u'.repeat(21) }), // 19: 40201
      row({ name: 'Q', price: 1, stores: a, sku: 's'.repeat(51) }), // 20: 40203
      row({ name: 'R', price: 1, stores: a, trackInventory: 'maybe' }), // 21: 40000
      row({ name: 'S', price: 1, stores: 'x'.repeat(2001) }), // 22: 40019
    ]);
    expect(job.status).toBe('failed');
    expect(cells(job)).toEqual([
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
      [13, 'supplier', Err.CELL_NO_SUPPLIERS],
      [14, 'price', Err.CELL_OUT_OF_RANGE],
      [15, 'taxes', Err.CELL_TAX_EMPTY],
      [16, 'sku', Err.CELL_CODE_DUPLICATE],
      [17, 'name', Err.CELL_LENGTH_1_50],
      [18, 'description', Err.CELL_LENGTH_0_100],
      [19, 'unit', Err.CELL_LENGTH_0_20],
      [20, 'sku', Err.CELL_LENGTH_0_50],
      [21, 'trackInventory', Err.CELL_WRONG_TYPE],
      [22, 'stores', Err.CELL_TOO_LONG],
    ]);
    expect(job.errorCount).toBe(21);
    expect(await productCount(t, m.tenantId)).toBe(1);
  });

  it('finds duplicates within the file: SKU (40015), barcode (40016), one row’s SKU as another’s barcode (40016)', async () => {
    const m = await merchant(t);
    const a = await storeName(t, m.tenantId, m.storeA);
    const [s1, b1, x] = [uniqCode('s'), uniqCode('b'), uniqCode('x')];
    const job = await importRows(t, m.token, [
      row({ name: 'A', price: 1, stores: a, sku: s1, barcode: b1 }),
      row({ name: 'B', price: 1, stores: a, sku: s1 }), // 3: SKU twice
      row({ name: 'C', price: 1, stores: a, barcode: b1.toUpperCase() }), // 4: barcode twice (any case)
      row({ name: 'D', price: 1, stores: a, barcode: s1 }), // 5: an earlier row's SKU as barcode
      row({ name: 'E', price: 1, stores: a, sku: b1 }), // 6: an earlier row's barcode as SKU
      row({ name: 'F', price: 1, stores: a, sku: x, barcode: x }), // the same value on one row is allowed
    ]);
    expect(cells(job)).toEqual([
      [3, 'sku', Err.CELL_SKU_DUPLICATE],
      [4, 'barcode', Err.CELL_CODE_DUPLICATE],
      [5, 'barcode', Err.CELL_CODE_DUPLICATE],
      [6, 'sku', Err.CELL_CODE_DUPLICATE],
    ]);
    expect(await productCount(t, m.tenantId)).toBe(0);
  });

  it('suppliers: live suppliers of the merchant only (40007)', async () => {
    const m = await merchant(t);
    const a = await storeName(t, m.tenantId, m.storeA);
    await addSupplier(t, m.tenantId);
    const gone = await addSupplier(t, m.tenantId, { deleted: true });
    const maker = await addSupplier(t, m.tenantId, { kind: 'manufacturer' });
    const other = await merchant(t);
    const foreign = await addSupplier(t, other.tenantId);
    const job = await importRows(t, m.token, [
      row({ name: 'A', price: 1, stores: a, supplier: gone.name }),
      row({ name: 'B', price: 1, stores: a, supplier: maker.name }),
      row({ name: 'C', price: 1, stores: a, supplier: foreign.name }),
    ]);
    expect(cells(job)).toEqual([
      [2, 'supplier', Err.CELL_SUPPLIER_MISSING],
      [3, 'supplier', Err.CELL_SUPPLIER_MISSING],
      [4, 'supplier', Err.CELL_SUPPLIER_MISSING],
    ]);
  });

  it('refuses a wrong file (20094), a foreign header (40206), an empty file (10198), other stores, and callers without permission', async () => {
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
    // The header of the previous template (without supplier and components) is not this one.
    ok(
      await t.post(
        '/goods/import',
        { fileName: 'x.xlsx', base64: await xlsxBase64([HEADERS.slice(0, 13)]) },
        {
          token: m.token,
        },
      ),
      Err.CELL_FILE_FORM_ERROR,
    );
    expect(cells(await importRows(t, m.token, []))).toEqual([[0, '', Err.IMPORT_DATA_EMPTY]]);
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.GOODS], storeIds: [m.storeA] });
    const b = await storeName(t, m.tenantId, m.storeB);
    const job = await importRows(t, staff.token, [row({ name: 'Z', price: 1, stores: b })]);
    expect(job.errors.map((e) => e.code)).toEqual([Err.CELL_STORE_MISSING]);
    const noPerm = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.STORES] });
    ok(await t.post('/goods/importTemplate', {}, { token: noPerm.token }), Err.NO_PERMISSION);
    ok(
      await t.post(
        '/goods/import',
        { fileName: 'p.xlsx', base64: await xlsxBase64([HEADERS]) },
        { token: noPerm.token },
      ),
      Err.NO_PERMISSION,
    );
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
