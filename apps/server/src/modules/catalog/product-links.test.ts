import { Err, type ProductDetail, type ProductRow } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addSupplier,
  merchant,
  newProduct,
  ok,
  productBody,
  uniq,
  uniqCode,
  uploadImage,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let m: Awaited<ReturnType<typeof merchant>>;

beforeAll(async () => {
  t = await startTestApp();
  m = await merchant(t);
});

type List = { list: ProductRow[]; total: number };

describe('product supplier', () => {
  it('saves a live supplier of the merchant with the default purchase cost; the detail names it', async () => {
    const supplier = await addSupplier(t, m.tenantId);
    const saved = ok(
      await t.post<ProductDetail>(
        '/goods/save',
        productBody([m.storeA], { supplierId: supplier.id, purchaseCost: '2.75' }),
        { token: m.token },
      ),
    );
    expect(saved).toMatchObject({ supplierId: supplier.id, supplierName: supplier.name, purchaseCost: '2.7500' });
    // Cleared again.
    const cleared = ok(
      await t.post<ProductDetail>(
        '/goods/save',
        productBody([m.storeA], { id: saved.id, name: saved.name, supplierId: null }),
        { token: m.token },
      ),
    );
    expect(cleared).toMatchObject({ supplierId: null, supplierName: null });
  });

  it('refuses (1001 on supplierId) a deleted supplier, a manufacturer, another merchant’s or a missing one', async () => {
    const other = await merchant(t);
    const refused = [
      (await addSupplier(t, m.tenantId, { deleted: true })).id,
      (await addSupplier(t, m.tenantId, { kind: 'manufacturer' })).id,
      (await addSupplier(t, other.tenantId)).id,
      99_999_999,
    ];
    for (const supplierId of refused) {
      const res = await t.post<{ issues: { path: string }[] }>('/goods/save', productBody([m.storeA], { supplierId }), {
        token: m.token,
      });
      expect(res.code, String(supplierId)).toBe(Err.PARAM);
      expect(res.data.issues.map((i) => i.path)).toEqual(['supplierId']);
    }
  });

  it('a supplier deleted after the save is no longer named', async () => {
    const supplier = await addSupplier(t, m.tenantId);
    const id = await newProduct(t, m.token, [m.storeA], { supplierId: supplier.id });
    await t.db.execute(
      sql`update partners set deleted_at = now() where tenant_id = ${m.tenantId} and id = ${supplier.id}`,
    );
    const detail = ok(await t.post<ProductDetail>('/goods/detail', { id }, { token: m.token }));
    expect(detail).toMatchObject({ supplierId: supplier.id, supplierName: null });
  });
});

describe('online images', () => {
  it('saves up to 5 in order; reorders and removes them', async () => {
    const keys = await Promise.all([1, 2, 3, 4, 5].map(() => uploadImage(t, m.token)));
    const saved = ok(
      await t.post<ProductDetail>('/goods/save', productBody([m.storeA], { onlineImageKeys: keys }), {
        token: m.token,
      }),
    );
    expect(saved.onlineImageKeys).toEqual(keys);
    const reordered = [keys[4], keys[0], keys[2]];
    const edited = ok(
      await t.post<ProductDetail>(
        '/goods/save',
        productBody([m.storeA], { id: saved.id, name: saved.name, onlineImageKeys: reordered }),
        { token: m.token },
      ),
    );
    expect(edited.onlineImageKeys).toEqual(reordered);
    const again = ok(await t.post<ProductDetail>('/goods/detail', { id: saved.id }, { token: m.token }));
    expect(again.onlineImageKeys).toEqual(reordered);
  });

  it('refuses a sixth (1001), one twice (1004), and keys that are not the merchant’s uploads (10197)', async () => {
    const keys = await Promise.all([1, 2, 3, 4, 5, 6].map(() => uploadImage(t, m.token)));
    const six = await t.post<{ issues: { path: string }[] }>(
      '/goods/save',
      productBody([m.storeA], { onlineImageKeys: keys }),
      { token: m.token },
    );
    expect(six.code).toBe(Err.PARAM);
    expect(six.data.issues.map((i) => i.path)).toEqual(['onlineImageKeys']);
    ok(
      await t.post('/goods/save', productBody([m.storeA], { onlineImageKeys: [keys[0], keys[0]] }), {
        token: m.token,
      }),
      Err.ADDED_REPEATEDLY,
    );
    const other = await merchant(t);
    const foreign = await uploadImage(t, other.token);
    ok(
      await t.post('/goods/save', productBody([m.storeA], { onlineImageKeys: [keys[0], foreign] }), {
        token: m.token,
      }),
      Err.EMPTY_OR_MISSING,
    );
    ok(
      await t.post('/goods/save', productBody([m.storeA], { onlineImageKeys: ['uploads/1/nothing.png'] }), {
        token: m.token,
      }),
      Err.EMPTY_OR_MISSING,
    );
  });
});

describe('product list search and pages', () => {
  it('finds a keyword in the name, SKU or barcode (any case, wildcards literal) and a variant code exactly', async () => {
    const s = await merchant(t);
    const word = uniqCode('kw').toLowerCase();
    const image = await uploadImage(t, s.token);
    const a = await newProduct(t, s.token, [s.storeA], { name: `Green ${word.toUpperCase()} tea` });
    const b = await newProduct(t, s.token, [s.storeA], { sku: `X-${word}-1` });
    const c = await newProduct(t, s.token, [s.storeA], { barcode: `99${word}` });
    const variantSku = uniqCode('VS');
    const d = await newProduct(t, s.token, [s.storeA], {
      imageKey: image,
      variantOptions: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        { name: 'S', values: ['S'], price: '1', sku: variantSku },
        { name: 'L', values: ['L'], price: '2' },
      ],
    });
    await newProduct(t, s.token, [s.storeA], { name: 'Fifty% off' });
    const find = async (keyword: string) =>
      ok(await t.post<List>('/goods/list', { keyword, sort: 'createdAt' }, { token: s.token })).list.map((p) => p.id);
    expect(await find(word)).toEqual([a, b, c]);
    expect(await find(variantSku)).toEqual([d]);
    expect(await find(variantSku.slice(0, -1))).toEqual([]);
    expect((await find('%')).length).toBe(1);
    expect(await find('_')).toEqual([]);
  });

  it('pages past the middle (read from the end) answer the same rows as pages from the start', async () => {
    const s = await merchant(t);
    const prefix = uniq('Page');
    for (let i = 0; i < 23; i++)
      await newProduct(t, s.token, [s.storeA], { name: `${prefix} ${String(i % 7)}`, price: String(i % 5) });
    for (const sort of [undefined, 'name', '-name', 'price', '-price', '-createdAt']) {
      const all = ok(await t.post<List>('/goods/list', { pageSize: 100, sort }, { token: s.token })).list;
      expect(all).toHaveLength(23);
      const paged: number[] = [];
      for (let page = 1; page <= 5; page++) {
        const res = ok(await t.post<List>('/goods/list', { page, pageSize: 5, sort }, { token: s.token }));
        expect(res.total).toBe(23);
        paged.push(...res.list.map((p) => p.id));
      }
      expect(paged, String(sort)).toEqual(all.map((p) => p.id));
      expect(ok(await t.post<List>('/goods/list', { page: 6, pageSize: 5, sort }, { token: s.token })).list).toEqual(
        [],
      );
    }
    // A sort that is no field (not even an inherited property name) falls back to the name.
    for (const sort of ['toString', '-constructor', 'nope'])
      for (const keyword of [undefined, prefix])
        expect(ok(await t.post<List>('/goods/list', { sort, keyword }, { token: s.token })).total).toBe(23);
  });
});
