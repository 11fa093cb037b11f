import { Err, Menu, type ModifierRow, type PriceRow, type ProductDetail, type RewardRow } from '@tillbook/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchant, newProduct, ok, uniq, uploadImage } from '../../../test/factories';
import { newStaffSession, startTestApp, type TestApp } from '../../../test/support/test-app';
import { productExportHeaders } from './export';

let t: TestApp;
let m: Awaited<ReturnType<typeof merchant>>;

beforeAll(async () => {
  t = await startTestApp();
  m = await merchant(t);
});

describe('modifiers', () => {
  it('saves items with price, image and store prices; names unique (1003), item names unique (1004)', async () => {
    const img = await uploadImage(t, m.token);
    const name = uniq('Spice');
    const body = {
      name,
      items: [
        { name: 'Mild', price: '0', imageKey: img, stores: [{ storeId: m.storeA, price: '0.1' }] },
        { name: 'Hot', price: '0.5', imageKey: img, stores: [] },
      ],
    };
    const saved = ok(await t.post<ModifierRow>('/goods/spice/save', body, { token: m.token }));
    expect(saved.items.map((i) => [i.name, i.price, i.stores])).toEqual([
      ['Mild', '0.0000', [{ storeId: m.storeA, price: '0.1' }]],
      ['Hot', '0.5000', []],
    ]);
    ok(await t.post('/goods/spice/save', { ...body, name: name.toLowerCase() }, { token: m.token }), Err.CODE_REPEATED);
    ok(
      await t.post(
        '/goods/spice/save',
        { name: uniq('S'), items: [body.items[0], { ...body.items[1], name: 'mild' }] },
        { token: m.token },
      ),
      Err.ADDED_REPEATEDLY,
    );
    ok(await t.post('/goods/spice/save', { name: uniq('S'), items: [] }, { token: m.token }), Err.SAVE_AT_LEAST_ONE);
    ok(
      await t.post(
        '/goods/spice/save',
        { name: uniq('S'), items: [{ ...body.items[0], imageKey: '' }] },
        { token: m.token },
      ),
      Err.PARAM,
    );
    // Attached to a product; deleting the modifier detaches it.
    const pid = await newProduct(t, m.token, [m.storeA], { modifierIds: [saved.id] });
    expect(ok(await t.post<ProductDetail>('/goods/detail', { id: pid }, { token: m.token })).modifierIds).toEqual([
      saved.id,
    ]);
    const listed = ok(await t.post<{ list: ModifierRow[] }>('/goods/spice/list', { name }, { token: m.token }));
    expect(listed.list).toEqual([expect.objectContaining({ id: saved.id, productCount: 1 })]);
    ok(await t.post('/goods/spice/delete', { id: saved.id }, { token: m.token }));
    expect(ok(await t.post<ProductDetail>('/goods/detail', { id: pid }, { token: m.token })).modifierIds).toEqual([]);
    ok(await t.post('/goods/spice/detail', { id: saved.id }, { token: m.token }), Err.NO_DATA);
  });

  it("another tenant's modifier is missing (20037); store prices of other stores stay hidden and kept", async () => {
    const img = await uploadImage(t, m.token);
    const saved = ok(
      await t.post<ModifierRow>(
        '/goods/spice/save',
        {
          name: uniq('Sauce'),
          items: [
            {
              name: 'Soy',
              price: '1',
              imageKey: img,
              stores: [
                { storeId: m.storeA, price: '1.1' },
                { storeId: m.storeB, price: '1.2' },
              ],
            },
          ],
        },
        { token: m.token },
      ),
    );
    const other = await merchant(t);
    ok(await t.post('/goods/spice/detail', { id: saved.id }, { token: other.token }), Err.NO_DATA);
    ok(
      await t.post(
        '/goods/save',
        { name: 'x', price: '1', stores: [{ storeId: other.storeA, price: '1' }], modifierIds: [saved.id] },
        { token: other.token },
      ),
      Err.NO_DATA,
    );
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.GOODS], storeIds: [m.storeA] });
    const seen = ok(await t.post<ModifierRow>('/goods/spice/detail', { id: saved.id }, { token: staff.token }));
    expect(seen.items[0].stores).toEqual([{ storeId: m.storeA, price: '1.1' }]);
    ok(
      await t.post(
        '/goods/spice/save',
        {
          id: saved.id,
          name: saved.name,
          items: [{ name: 'Soy', price: '1', imageKey: img, stores: [{ storeId: m.storeA, price: '2' }] }],
        },
        { token: staff.token },
      ),
    );
    const boss = ok(await t.post<ModifierRow>('/goods/spice/detail', { id: saved.id }, { token: m.token }));
    expect(boss.items[0].stores).toEqual([
      { storeId: m.storeA, price: '2' },
      { storeId: m.storeB, price: '1.2' },
    ]);
  });
});

describe('sort', () => {
  it('orders the products of a category; new products go last', async () => {
    const cat = ok(await t.post<{ id: number }>('/goods/category/save', { name: uniq('Sorted') }, { token: m.token }));
    const a = await newProduct(t, m.token, [m.storeA], { categoryId: cat.id });
    const b = await newProduct(t, m.token, [m.storeA], { categoryId: cat.id });
    const c = await newProduct(t, m.token, [m.storeA], { categoryId: cat.id });
    const order = async () =>
      ok(await t.post<{ id: number }[]>('/goods/sort/list', { categoryId: cat.id }, { token: m.token })).map(
        (p) => p.id,
      );
    expect(await order()).toEqual([a, b, c]);
    ok(await t.post('/goods/sort/save', { categoryId: cat.id, productIds: [c, a] }, { token: m.token }));
    expect(await order()).toEqual([c, a, b]);
    const elsewhere = await newProduct(t, m.token, [m.storeA]);
    ok(
      await t.post('/goods/sort/save', { categoryId: cat.id, productIds: [elsewhere] }, { token: m.token }),
      Err.PRODUCT_MISSING,
    );
    ok(
      await t.post('/goods/sort/save', { categoryId: cat.id, productIds: [a, a] }, { token: m.token }),
      Err.ADDED_REPEATEDLY,
    );
    const other = await merchant(t);
    ok(
      await t.post('/goods/sort/save', { categoryId: null, productIds: [a] }, { token: other.token }),
      Err.PRODUCT_MISSING,
    );
  });
});

describe('prices', () => {
  it('lists per-store prices, edits one product or many; at least one price (1005)', async () => {
    const mm = await merchant(t);
    const p1 = await newProduct(t, mm.token, [mm.storeA, mm.storeB], { name: 'Apple' });
    const p2 = await newProduct(t, mm.token, [mm.storeA], { name: 'Banana' });
    const list = ok(await t.post<{ list: PriceRow[]; total: number }>('/goods/price/list', {}, { token: mm.token }));
    expect(list.total).toBe(3);
    ok(
      await t.post(
        '/goods/price/save',
        { productId: p1, prices: [{ storeId: mm.storeB, price: '9', cost: '3' }] },
        { token: mm.token },
      ),
    );
    ok(await t.post('/goods/price/save', { productId: p1, prices: [] }, { token: mm.token }), Err.SAVE_AT_LEAST_ONE);
    ok(
      await t.post(
        '/goods/price/saveMany',
        {
          prices: [
            { productId: p1, storeId: mm.storeA, price: '1.5' },
            { productId: p2, storeId: mm.storeA, price: '2.5' },
          ],
        },
        { token: mm.token },
      ),
    );
    ok(await t.post('/goods/price/saveMany', { prices: [] }, { token: mm.token }), Err.SAVE_AT_LEAST_ONE);
    // A store where the product is not sold: nothing saved (one transaction).
    ok(
      await t.post(
        '/goods/price/saveMany',
        {
          prices: [
            { productId: p1, storeId: mm.storeA, price: '100' },
            { productId: p2, storeId: mm.storeB, price: '100' },
          ],
        },
        { token: mm.token },
      ),
      Err.NO_DATA,
    );
    const after = ok(
      await t.post<{ list: PriceRow[] }>('/goods/price/list', { sort: 'name' }, { token: mm.token }),
    ).list.map((r) => [r.productName, r.storeId, r.price, r.cost]);
    expect(after).toEqual([
      ['Apple', mm.storeA, '1.5000', '4.0000'],
      ['Apple', mm.storeB, '9.0000', '3.0000'],
      ['Banana', mm.storeA, '2.5000', '4.0000'],
    ]);
    // Store-bound caller: their store's rows only; another store is refused.
    const staff = await newStaffSession(t, mm.tenantId, { menuCodes: [Menu.GOODS], storeIds: [mm.storeB] });
    expect(ok(await t.post<{ total: number }>('/goods/price/list', {}, { token: staff.token })).total).toBe(1);
    ok(
      await t.post(
        '/goods/price/save',
        { productId: p1, prices: [{ storeId: mm.storeA, price: '1' }] },
        { token: staff.token },
      ),
      Err.NO_DATA,
    );
    const other = await merchant(t);
    ok(
      await t.post(
        '/goods/price/save',
        { productId: p1, prices: [{ storeId: other.storeA, price: '1' }] },
        { token: other.token },
      ),
      Err.PRODUCT_MISSING,
    );
  });
});

describe('rewards', () => {
  it('sets fixed or percentage commissions; at least one entry (1005); deletes', async () => {
    const mm = await merchant(t);
    const p1 = await newProduct(t, mm.token, [mm.storeA], { name: 'Cake' });
    const p2 = await newProduct(t, mm.token, [mm.storeA], { name: 'Donut' });
    ok(await t.post('/goods/reward/save', { rewards: [] }, { token: mm.token }), Err.SAVE_AT_LEAST_ONE);
    ok(
      await t.post(
        '/goods/reward/save',
        { rewards: [{ productId: p1, mode: 'percent', value: '101' }] },
        { token: mm.token },
      ),
      Err.PARAM,
    );
    ok(
      await t.post(
        '/goods/reward/save',
        {
          rewards: [
            { productId: p1, mode: 'fixed', value: '0.5' },
            { productId: p2, mode: 'percent', value: '5' },
          ],
        },
        { token: mm.token },
      ),
    );
    ok(
      await t.post(
        '/goods/reward/save',
        { rewards: [{ productId: p2, mode: 'fixed', value: '1' }] },
        { token: mm.token },
      ),
    );
    const list = ok(
      await t.post<{ list: RewardRow[]; total: number }>('/goods/reward/list', { sort: 'name' }, { token: mm.token }),
    );
    expect(list.list.map((r) => [r.productName, r.mode, r.value])).toEqual([
      ['Cake', 'fixed', '0.5000'],
      ['Donut', 'fixed', '1.0000'],
    ]);
    ok(await t.post('/goods/reward/delete', { productId: p1 }, { token: mm.token }));
    ok(await t.post('/goods/reward/delete', { productId: p1 }, { token: mm.token }), Err.NO_DATA);
    const other = await merchant(t);
    ok(
      await t.post(
        '/goods/reward/save',
        { rewards: [{ productId: p2, mode: 'fixed', value: '1' }] },
        { token: other.token },
      ),
      Err.PRODUCT_MISSING,
    );
    expect(ok(await t.post<{ total: number }>('/goods/reward/list', {}, { token: other.token })).total).toBe(0);
    const staff = await newStaffSession(t, mm.tenantId, { menuCodes: [Menu.STORES] });
    ok(await t.post('/goods/reward/list', {}, { token: staff.token }), Err.NO_PERMISSION);
  });
});

describe('export', () => {
  it('exports the filtered product list as xlsx', async () => {
    const mm = await merchant(t);
    await newProduct(t, mm.token, [mm.storeA], { name: 'Kiwi', sku: uniq('k').replace(' ', '') });
    await newProduct(t, mm.token, [mm.storeB], { name: 'Lime' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/m/goods/export',
      headers: { 'content-type': 'application/json', token: mm.token, lang: 'en_GB' },
      payload: JSON.stringify({ storeId: mm.storeA }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(productExportHeaders('en_GB'));
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('Kiwi');
    const staff = await newStaffSession(t, mm.tenantId, { menuCodes: [Menu.STORES] });
    ok(await t.post('/goods/export', {}, { token: staff.token }), Err.NO_PERMISSION);
  });
});
