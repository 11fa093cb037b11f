import { Err, Menu, type ProductDetail, type ProductRow } from '@tillbook/contract';
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
import { newStaffSession, startTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let m: Awaited<ReturnType<typeof merchant>>;

beforeAll(async () => {
  t = await startTestApp();
  m = await merchant(t);
});

type List = { list: ProductRow[]; total: number };

describe('categories', () => {
  it('creates, renames, lists with product counts and refuses a duplicate name (20070)', async () => {
    const name = uniq('Drinks');
    const cat = ok(
      await t.post<{ id: number }>('/goods/category/save', { name, color: '#112233' }, { token: m.token }),
    );
    ok(await t.post('/goods/category/save', { name: name.toUpperCase() }, { token: m.token }), Err.CATEGORY_REPEATED);
    const other = ok(await t.post<{ id: number }>('/goods/category/save', { name: uniq('Food') }, { token: m.token }));
    ok(await t.post('/goods/category/save', { id: other.id, name }, { token: m.token }), Err.CATEGORY_REPEATED);
    const renamed = uniq('Soft drinks');
    ok(await t.post('/goods/category/save', { id: cat.id, name: renamed }, { token: m.token }));
    await newProduct(t, m.token, [m.storeA], { categoryId: cat.id });
    const list = ok(
      await t.post<{ list: { id: number; name: string; productCount: number }[] }>(
        '/goods/category/list',
        { name: renamed },
        { token: m.token },
      ),
    );
    expect(list.list).toEqual([expect.objectContaining({ id: cat.id, name: renamed, productCount: 1 })]);
  });

  it('refuses deleting a category in use (20055), deletes a free one, answers 20091 for a missing one', async () => {
    const cat = ok(await t.post<{ id: number }>('/goods/category/save', { name: uniq('Used') }, { token: m.token }));
    const pid = await newProduct(t, m.token, [m.storeA], { categoryId: cat.id });
    ok(await t.post('/goods/category/delete', { id: cat.id }, { token: m.token }), Err.CANNOT_DELETE);
    ok(await t.post('/goods/delete', { id: pid }, { token: m.token }));
    ok(await t.post('/goods/category/delete', { id: cat.id }, { token: m.token }));
    ok(await t.post('/goods/category/delete', { id: cat.id }, { token: m.token }), Err.CATEGORY_MISSING);
    ok(
      await t.post('/goods/save', productBody([m.storeA], { categoryId: cat.id }), { token: m.token }),
      Err.CATEGORY_MISSING,
    );
  });

  it("another tenant's category is missing (20091)", async () => {
    const cat = ok(await t.post<{ id: number }>('/goods/category/save', { name: uniq('Mine') }, { token: m.token }));
    const other = await merchant(t);
    ok(await t.post('/goods/category/save', { id: cat.id, name: 'x' }, { token: other.token }), Err.CATEGORY_MISSING);
    ok(await t.post('/goods/category/delete', { id: cat.id }, { token: other.token }), Err.CATEGORY_MISSING);
    ok(
      await t.post('/goods/save', productBody([other.storeA], { categoryId: cat.id }), { token: other.token }),
      Err.CATEGORY_MISSING,
    );
  });
});

describe('products', () => {
  it('saves every field, answers the detail and keeps on-hand at 0', async () => {
    const image = await uploadImage(t, m.token);
    const online = [await uploadImage(t, m.token), await uploadImage(t, m.token)];
    const cat = ok(await t.post<{ id: number }>('/goods/category/save', { name: uniq('Bakery') }, { token: m.token }));
    // A tax of the settings module, written with SQL (modules do not depend on each other's API).
    const res = (await t.db.execute(
      sql`insert into taxes (tenant_id, name, rate, calculation) values (${m.tenantId}, ${uniq('VAT')}, 20, 'included') returning id`,
    )) as unknown as { rows: { id: string | number }[] };
    const tax = { id: Number(res.rows[0].id) };
    const sku = uniqCode('SKU');
    const barcode = uniqCode('BC');
    const supplier = await addSupplier(t, m.tenantId);
    const body = {
      name: uniq('Flour'),
      categoryId: cat.id,
      unit: 'weight',
      trackInventory: true,
      price: '3.1234',
      cost: '1.5',
      barcode,
      sku,
      description: 'Fine flour',
      supplierId: supplier.id,
      purchaseCost: '1.25',
      taxIds: [tax.id],
      logoColor: '#aabbcc',
      logoShape: 'circle',
      imageKey: image,
      onlineImageKeys: online,
      stores: [
        { storeId: m.storeA, price: '3.5', cost: '1.5', minStock: '0.5', bestStock: '12.25' },
        { storeId: m.storeB, price: '3.6', cost: '1.6', minStock: '1', bestStock: '5' },
      ],
    };
    const saved = ok(await t.post<ProductDetail>('/goods/save', body, { token: m.token }));
    expect(saved).toMatchObject({
      name: body.name,
      categoryId: cat.id,
      unit: 'weight',
      trackInventory: true,
      price: '3.1234',
      cost: '1.5000',
      barcode,
      sku,
      supplierId: supplier.id,
      supplierName: supplier.name,
      purchaseCost: '1.2500',
      taxIds: [tax.id],
      imageKey: image,
      onlineImageKeys: online,
      logoShape: 'circle',
      composite: false,
    });
    expect(saved.stores).toEqual([
      expect.objectContaining({ storeId: m.storeA, price: '3.5000', onHand: '0.0000', minStock: '0.5000' }),
      expect.objectContaining({ storeId: m.storeB, price: '3.6000', bestStock: '5.0000' }),
    ]);
    const detail = ok(await t.post<ProductDetail>('/goods/detail', { id: saved.id }, { token: m.token }));
    expect(detail).toEqual(saved);
    // Edit: drop a store, change price.
    const edited = ok(
      await t.post<ProductDetail>(
        '/goods/save',
        { ...body, id: saved.id, price: '4', stores: [body.stores[1]], taxIds: [] },
        { token: m.token },
      ),
    );
    expect(edited.stores.map((s) => s.storeId)).toEqual([m.storeB]);
    expect(edited).toMatchObject({ price: '4.0000', taxIds: [] });
  });

  it('needs a store (20076), whole pieces for piece units, ≤ 4 decimals, ≤ 5 online images, known references', async () => {
    ok(await t.post('/goods/save', productBody([]), { token: m.token }), Err.STORE_EMPTY);
    const piece = productBody([m.storeA]);
    piece.stores[0].minStock = '1.5';
    ok(await t.post('/goods/save', piece, { token: m.token }), Err.PARAM);
    ok(await t.post('/goods/save', productBody([m.storeA], { price: '1.23456' }), { token: m.token }), Err.PARAM);
    const keys = await Promise.all([1, 2, 3, 4, 5, 6].map(() => uploadImage(t, m.token)));
    ok(await t.post('/goods/save', productBody([m.storeA], { onlineImageKeys: keys }), { token: m.token }), Err.PARAM);
    ok(
      await t.post('/goods/save', productBody([m.storeA], { imageKey: 'uploads/999999/aaaa.png' }), { token: m.token }),
      Err.EMPTY_OR_MISSING,
    );
    ok(await t.post('/goods/save', productBody([m.storeA], { taxIds: [99999999] }), { token: m.token }), Err.NO_DATA);
    ok(await t.post('/goods/save', productBody([99999999]), { token: m.token }), Err.NO_DATA);
    ok(await t.post('/goods/save', productBody([m.storeA, m.storeA]), { token: m.token }), Err.ADDED_REPEATEDLY);
  });

  it('image upload: type (20094), content (20099), size (1001)', async () => {
    ok(
      await t.post(
        '/goods/image/upload',
        { mimeType: 'image/png', base64: Buffer.from('GIF89a....').toString('base64') },
        { token: m.token },
      ),
      Err.FILE_FORMAT_WRONG,
    );
    ok(
      await t.post('/goods/image/upload', { mimeType: 'text/plain', base64: 'aGVsbG8=' }, { token: m.token }),
      Err.FILE_FORMAT_WRONG,
    );
    ok(
      await t.post('/goods/image/upload', { mimeType: 'image/png', base64: '' }, { token: m.token }),
      Err.FILE_CONTENT_ERROR,
    );
    const big = Buffer.alloc(2 * 1024 * 1024 + 10);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    ok(
      await t.post(
        '/goods/image/upload',
        { mimeType: 'image/png', base64: big.toString('base64') },
        { token: m.token },
      ),
      Err.PARAM,
    );
    const key = await uploadImage(t, m.token);
    expect(ok(await t.post<{ dataUrl: string }>('/goods/image/get', { key }, { token: m.token })).dataUrl).toMatch(
      /^data:image\/png;base64,/,
    );
    const other = await merchant(t);
    ok(await t.post('/goods/image/get', { key }, { token: other.token }), Err.EMPTY_OR_MISSING);
  });

  it('SKU and barcode unique across products and variants (20059, 20092, 20093)', async () => {
    const sku = uniqCode('S');
    const barcode = uniqCode('B');
    const id = await newProduct(t, m.token, [m.storeA], { sku, barcode });
    ok(await t.post('/goods/save', productBody([m.storeA], { sku }), { token: m.token }), Err.SKU_REPEATED);
    ok(await t.post('/goods/save', productBody([m.storeA], { barcode }), { token: m.token }), Err.BARCODE_DUPLICATE);
    ok(
      await t.post('/goods/save', productBody([m.storeA], { sku: barcode }), { token: m.token }),
      Err.BARCODE_OR_SKU_DUPLICATE,
    );
    ok(
      await t.post('/goods/save', productBody([m.storeA], { barcode: sku }), { token: m.token }),
      Err.BARCODE_OR_SKU_DUPLICATE,
    );
    // The same value as SKU and barcode of one row is allowed; saving a product again keeps its own codes.
    const same = uniqCode('X');
    const own = await newProduct(t, m.token, [m.storeA], { sku: same, barcode: same });
    ok(await t.post('/goods/save', productBody([m.storeA], { id: own, sku: same, barcode: same }), { token: m.token }));
    // Variants share the namespace.
    const vsku = uniqCode('V');
    const variants = (a: string, b: string) => ({
      variantOptions: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { name: 'S', values: ['S'], price: '1', sku: a },
        { name: 'M', values: ['M'], price: '2', sku: b },
      ],
      imageKey: null,
    });
    const image = await uploadImage(t, m.token);
    ok(
      await t.post('/goods/save', productBody([m.storeA], { ...variants(vsku, sku), imageKey: image }), {
        token: m.token,
      }),
      Err.SKU_REPEATED,
    );
    ok(
      await t.post('/goods/save', productBody([m.storeA], { ...variants(vsku, vsku), imageKey: image }), {
        token: m.token,
      }),
      Err.SKU_REPEATED,
    );
    ok(
      await t.post('/goods/save', productBody([m.storeA], { ...variants(vsku, uniqCode('V')), imageKey: image }), {
        token: m.token,
      }),
    );
    ok(await t.post('/goods/save', productBody([m.storeA], { sku: vsku }), { token: m.token }), Err.SKU_REPEATED);
    // Deleting frees the codes; another tenant may use the same codes.
    ok(await t.post('/goods/delete', { id }, { token: m.token }));
    await newProduct(t, m.token, [m.storeA], { sku, barcode });
    const other = await merchant(t);
    await newProduct(t, other.token, [other.storeA], { sku, barcode });
  });

  it('variants: options unique with values (20061, 20062), one value per option, image for several (20063)', async () => {
    const opt = (name: string, values: string[]) => ({ name, values });
    const v = (name: string, values: string[]) => ({ name, values, price: '1' });
    const save = (over: Record<string, unknown>) =>
      t.post<ProductDetail>('/goods/save', productBody([m.storeA], over), { token: m.token });
    ok(await save({ variantOptions: [opt('Size', [])], variants: [] }), Err.VARIANT_INCOMPLETE);
    ok(await save({ variantOptions: [opt('', ['S'])], variants: [] }), Err.VARIANT_INCOMPLETE);
    ok(
      await save({ variantOptions: [opt('Size', ['S']), opt('size', ['M'])], variants: [] }),
      Err.VARIANT_NAME_DUPLICATE,
    );
    ok(await save({ variantOptions: [opt('Size', ['S'])], variants: [v('S', ['XL'])] }), Err.VARIANT_INCOMPLETE);
    ok(
      await save({ variantOptions: [opt('Size', ['S', 'M'])], variants: [v('S', ['S']), v('M', ['M'])] }),
      Err.VARIANT_IMAGE_REQUIRED,
    );
    ok(
      await save({
        variantOptions: [opt('A', ['1']), opt('B', ['2']), opt('C', ['3']), opt('D', ['4'])],
        variants: [],
      }),
      Err.PARAM,
    );
    const imageKey = await uploadImage(t, m.token);
    const saved = ok(
      await save({
        imageKey,
        variantOptions: [opt('Size', ['S', 'M']), opt('Colour', ['Red'])],
        variants: [{ ...v('S red', ['S', 'Red']), cost: '0.5', barcode: uniqCode('vb') }, v('M red', ['M', 'Red'])],
      }),
    );
    expect(saved.variantOptions).toEqual([opt('Size', ['S', 'M']), opt('Colour', ['Red'])]);
    expect(saved.variants.map((x) => [x.name, x.values, x.price])).toEqual([
      ['S red', ['S', 'Red'], '1.0000'],
      ['M red', ['M', 'Red'], '1.0000'],
    ]);
    // Editing keeps variant ids given back, drops the others.
    const [first] = saved.variants;
    const edited = ok(
      await t.post<ProductDetail>(
        '/goods/save',
        productBody([m.storeA], {
          id: saved.id,
          name: saved.name,
          variantOptions: [opt('Size', ['S', 'M']), opt('Colour', ['Red'])],
          variants: [{ id: first.id, name: 'Small red', values: ['S', 'Red'], price: '2' }],
        }),
        { token: m.token },
      ),
    );
    expect(edited.variants).toEqual([expect.objectContaining({ id: first.id, name: 'Small red', price: '2.0000' })]);
  });

  it('composite products: components, cost follows them, refusals (20066, 20065, 20090, 1001), delete refused (20055)', async () => {
    const a = await newProduct(t, m.token, [m.storeA], { cost: '2' });
    const b = await newProduct(t, m.token, [m.storeA], { cost: '0.5', unit: 'weight' });
    const save = (over: Record<string, unknown>) =>
      t.post<ProductDetail>('/goods/save', productBody([m.storeA], { composite: true, ...over }), { token: m.token });
    ok(await save({ components: [] }), Err.COMPONENTS_EMPTY);
    ok(
      await save({
        components: [
          { productId: a, quantity: '1' },
          { productId: a, quantity: '2' },
        ],
      }),
      Err.INGREDIENT_REPEATED,
    );
    ok(await save({ components: [{ productId: 99999999, quantity: '1' }] }), Err.INGREDIENT_MISSING);
    ok(await save({ components: [{ productId: a, quantity: '1.5' }] }), Err.PARAM);
    const combo = ok(
      await save({
        cost: '999',
        components: [
          { productId: a, quantity: '2' },
          { productId: b, quantity: '1.5' },
        ],
      }),
    );
    expect(combo.cost).toBe('4.7500');
    expect(combo.components).toEqual([
      { productId: a, name: expect.any(String), quantity: '2.0000', cost: '4.0000' },
      { productId: b, name: expect.any(String), quantity: '1.5000', cost: '0.7500' },
    ]);
    // Own component; composite as component; a component becoming composite.
    ok(
      await t.post(
        '/goods/save',
        productBody([m.storeA], {
          id: combo.id,
          composite: true,
          components: [{ productId: combo.id, quantity: '1' }],
        }),
        {
          token: m.token,
        },
      ),
      Err.PARAM,
    );
    ok(await save({ components: [{ productId: combo.id, quantity: '1' }] }), Err.PARAM);
    ok(
      await t.post(
        '/goods/save',
        productBody([m.storeA], { id: a, composite: true, components: [{ productId: b, quantity: '1' }] }),
        {
          token: m.token,
        },
      ),
      Err.PARAM,
    );
    // The component's cost changes: the composite's follows.
    const aDetail = ok(await t.post<ProductDetail>('/goods/detail', { id: a }, { token: m.token }));
    ok(
      await t.post(
        '/goods/save',
        { ...productBody([m.storeA]), id: a, name: aDetail.name, cost: '3' },
        { token: m.token },
      ),
    );
    expect(ok(await t.post<ProductDetail>('/goods/detail', { id: combo.id }, { token: m.token })).cost).toBe('6.7500');
    ok(await t.post('/goods/delete', { id: a }, { token: m.token }), Err.CANNOT_DELETE);
    ok(await t.post('/goods/delete', { id: combo.id }, { token: m.token }));
    ok(await t.post('/goods/delete', { id: a }, { token: m.token }));
  });

  it('search by name, SKU, barcode (variants too), filters by category, store and low stock, paginates', async () => {
    const mm = await merchant(t);
    const cat = ok(await t.post<{ id: number }>('/goods/category/save', { name: uniq('Tea') }, { token: mm.token }));
    const tag = uniqCode('kw');
    const p1 = await newProduct(t, mm.token, [mm.storeA], { name: `Green ${tag}`, categoryId: cat.id });
    const p2 = await newProduct(t, mm.token, [mm.storeB], { name: 'Black', sku: `${tag}-sku` });
    const p3 = await newProduct(t, mm.token, [mm.storeA, mm.storeB], { name: 'Oolong', barcode: `${tag}-bc` });
    const img = await uploadImage(t, mm.token);
    const vcode = uniqCode('vv');
    const p4 = await newProduct(t, mm.token, [mm.storeA], {
      name: 'White',
      imageKey: img,
      variantOptions: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        { name: 'S', values: ['S'], price: '1', sku: vcode },
        { name: 'L', values: ['L'], price: '1' },
      ],
    });
    const ids = async (q: Record<string, unknown>) =>
      ok(await t.post<List>('/goods/list', q, { token: mm.token }))
        .list.map((p) => p.id)
        .sort((x, y) => x - y);
    expect(await ids({ keyword: tag })).toEqual([p1, p2, p3]);
    expect(await ids({ keyword: vcode })).toEqual([p4]);
    expect(await ids({ keyword: tag.toUpperCase() })).toEqual([p1, p2, p3]);
    expect(await ids({ categoryId: cat.id })).toEqual([p1]);
    expect(await ids({ storeId: mm.storeB })).toEqual([p2, p3]);
    expect(await ids({})).toEqual([p1, p2, p3, p4]);
    // Low stock: on hand (0, written by the stock module later) below the minimum (2 in productBody).
    await t.db.execute(
      sql`update product_stores set on_hand = 5 where tenant_id = ${mm.tenantId} and product_id in (${p1}, ${p4})`,
    );
    expect(await ids({ lowStock: true })).toEqual([p2, p3]);
    expect(await ids({ lowStock: true, storeId: mm.storeA })).toEqual([p3]);
    const page = ok(await t.post<List>('/goods/list', { page: 2, pageSize: 3, sort: 'name' }, { token: mm.token }));
    expect(page.total).toBe(4);
    expect(page.list.map((p) => p.name)).toEqual(['White']);
    // The keyword's wildcards are literal.
    expect(await ids({ keyword: '%' })).toEqual([]);
  });

  it('refuses without the goods permission (20041) and answers 20075 for another tenant', async () => {
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.STORES] });
    ok(await t.post('/goods/list', {}, { token: staff.token }), Err.NO_PERMISSION);
    ok(await t.post('/goods/category/list', {}, { token: staff.token }), Err.NO_PERMISSION);
    const id = await newProduct(t, m.token, [m.storeA]);
    const other = await merchant(t);
    ok(await t.post('/goods/detail', { id }, { token: other.token }), Err.PRODUCT_MISSING);
    ok(await t.post('/goods/delete', { id }, { token: other.token }), Err.PRODUCT_MISSING);
    ok(await t.post('/goods/save', productBody([other.storeA], { id }), { token: other.token }), Err.PRODUCT_MISSING);
    ok(await t.post('/goods/save', productBody([m.storeA]), { token: other.token }), Err.NO_DATA);
    expect(ok(await t.post<List>('/goods/list', {}, { token: other.token })).total).toBe(0);
  });

  it('a store-bound caller sees products and store rows of their stores only', async () => {
    const mm = await merchant(t);
    const staff = await newStaffSession(t, mm.tenantId, { menuCodes: [Menu.GOODS], storeIds: [mm.storeA] });
    const both = await newProduct(t, mm.token, [mm.storeA, mm.storeB]);
    const onlyB = await newProduct(t, mm.token, [mm.storeB]);
    const list = ok(await t.post<List>('/goods/list', {}, { token: staff.token }));
    expect(list.list.map((p) => p.id)).toEqual([both]);
    expect(list.list[0].stores.map((s) => s.storeId)).toEqual([mm.storeA]);
    ok(await t.post('/goods/detail', { id: onlyB }, { token: staff.token }), Err.PRODUCT_MISSING);
    ok(await t.post('/goods/save', productBody([mm.storeB]), { token: staff.token }), Err.NO_DATA);
    // Saving keeps the other store's row; deleting is refused while it is sold elsewhere.
    const detail = ok(await t.post<ProductDetail>('/goods/detail', { id: both }, { token: staff.token }));
    ok(
      await t.post('/goods/save', productBody([mm.storeA], { id: both, name: detail.name, price: '7' }), {
        token: staff.token,
      }),
    );
    const boss = ok(await t.post<ProductDetail>('/goods/detail', { id: both }, { token: mm.token }));
    expect(boss.stores.map((s) => s.storeId)).toEqual([mm.storeA, mm.storeB].sort((x, y) => x - y));
    ok(await t.post('/goods/delete', { id: both }, { token: staff.token }), Err.NO_PERMISSION);
    const mine = await newProduct(t, staff.token, [mm.storeA]);
    ok(await t.post('/goods/delete', { id: mine }, { token: staff.token }));
  });
});
