import { Err, type OnlineCategoryRow, type OnlineGoodsRow, type PromoRow } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, merchant, ok, stockMove, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { categories, products } from '../../db/schema';
import { newShop } from './online-shop.test-support';

const t = await startTestApp();
type List = { list: OnlineGoodsRow[]; total: number };

async function setup() {
  const m = await merchant(t);
  const shop = await newShop(t, m.token, m.storeA);
  const [cat] = await t.db
    .insert(categories)
    .values({ tenantId: m.tenantId, name: uniq('Drinks'), color: '#00aa00' })
    .returning({ id: categories.id });
  const tea = await addProduct(t, m.tenantId, [m.storeA], { price: '4.50' });
  const cake = await addProduct(t, m.tenantId, [m.storeA], { price: '6', track: true });
  const elsewhere = await addProduct(t, m.tenantId, [m.storeB]);
  return { m, shop, cat: cat.id, tea, cake, elsewhere };
}

const goods = (token: string, body: Record<string, unknown>) => t.post<List>('/online/goods/list', body, { token });

describe('online catalogue', () => {
  it('lists the store’s products, puts some online with price, order and sale state', async () => {
    const { m, shop, tea, cake, elsewhere } = await setup();
    const before = ok(await goods(m.token, { shopId: shop.id }));
    expect(before.total).toBe(2);
    expect(before.list.every((g) => !g.online && !g.onSale)).toBe(true);
    expect(before.list.map((g) => g.productId)).not.toContain(elsewhere);

    ok(
      await t.post(
        '/online/goods/save',
        {
          shopId: shop.id,
          items: [
            { productId: cake, sort: 1 },
            { productId: tea, sort: 2, onlinePrice: '3.90', onSale: false },
          ],
        },
        { token: m.token },
      ),
    );
    const online = ok(await goods(m.token, { shopId: shop.id, online: true }));
    expect(online.list.map((g) => [g.productId, g.sort, g.onSale, g.storePrice, g.onlinePrice])).toEqual([
      [cake, 1, true, '6.00', null],
      [tea, 2, false, '4.50', '3.90'],
    ]);
    ok(await t.post('/online/goods/setSale', { shopId: shop.id, productIds: [tea], onSale: true }, { token: m.token }));
    expect(ok(await goods(m.token, { shopId: shop.id, onSale: true })).total).toBe(2);

    ok(await t.post('/online/goods/remove', { shopId: shop.id, productIds: [tea] }, { token: m.token }));
    expect(ok(await goods(m.token, { shopId: shop.id, online: false })).list.map((g) => g.productId)).toEqual([tea]);
  });

  it('shows a tracked product with no stock as sold out unless back-orders are allowed', async () => {
    const { m, shop, cake } = await setup();
    ok(await t.post('/online/goods/save', { shopId: shop.id, items: [{ productId: cake }] }, { token: m.token }));
    const row = async () => ok(await goods(m.token, { shopId: shop.id, online: true })).list[0];
    expect(await row()).toMatchObject({ trackInventory: true, onHand: '0', soldOut: true });
    await stockMove(t, m, { storeId: m.storeA, productId: cake }, '3');
    expect(await row()).toMatchObject({ onHand: '3', soldOut: false });
    await stockMove(t, m, { storeId: m.storeA, productId: cake }, '-3');
    ok(
      await t.post(
        '/online/goods/save',
        { shopId: shop.id, items: [{ productId: cake, backorder: true }] },
        { token: m.token },
      ),
    );
    expect(await row()).toMatchObject({ onHand: '0', backorder: true, soldOut: false });
  });

  it('refuses products not sold in the store (20075), one twice (1004) and an empty choice (20105)', async () => {
    const { m, shop, tea, elsewhere } = await setup();
    const save = (items: unknown[]) => t.post('/online/goods/save', { shopId: shop.id, items }, { token: m.token });
    expect((await save([{ productId: tea }, { productId: elsewhere }])).code).toBe(Err.PRODUCT_MISSING);
    expect(ok(await goods(m.token, { shopId: shop.id, online: true })).total).toBe(0);
    expect((await save([{ productId: tea }, { productId: tea }])).code).toBe(Err.ADDED_REPEATEDLY);
    const empty = await t.post(
      '/online/goods/setSale',
      { shopId: shop.id, productIds: [], onSale: true },
      { token: m.token },
    );
    expect(empty.code).toBe(Err.SELECT_DATA_TO_CLEAR);
    const notOnline = await t.post(
      '/online/goods/setSale',
      { shopId: shop.id, productIds: [tea], onSale: true },
      { token: m.token },
    );
    expect(notOnline.code).toBe(Err.PRODUCT_MISSING);
  });

  it('orders the home page, from the online catalogue only', async () => {
    const { m, shop, tea, cake } = await setup();
    const home = (productIds: number[]) =>
      t.post<OnlineGoodsRow[]>('/online/home/save', { shopId: shop.id, productIds }, { token: m.token });
    expect((await home([tea])).code).toBe(Err.PRODUCT_MISSING);
    ok(
      await t.post(
        '/online/goods/save',
        { shopId: shop.id, items: [{ productId: tea }, { productId: cake }] },
        { token: m.token },
      ),
    );
    expect(ok(await home([cake, tea])).map((g) => [g.productId, g.homePosition])).toEqual([
      [cake, 0],
      [tea, 1],
    ]);
    expect(ok(await home([tea])).map((g) => g.productId)).toEqual([tea]);
    const listed = ok(await t.post<OnlineGoodsRow[]>('/online/home/list', { shopId: shop.id }, { token: m.token }));
    expect(listed.map((g) => g.productId)).toEqual([tea]);
    // Removed from the catalogue, it leaves the home page.
    ok(await t.post('/online/goods/remove', { shopId: shop.id, productIds: [tea] }, { token: m.token }));
    expect(ok(await t.post<OnlineGoodsRow[]>('/online/home/list', { shopId: shop.id }, { token: m.token }))).toEqual(
      [],
    );
  });

  it('sets categories online in order and counts their online products', async () => {
    const { m, shop, cat, tea } = await setup();
    await t.db.update(products).set({ categoryId: cat }).where(eqId(tea));
    ok(await t.post('/online/goods/save', { shopId: shop.id, items: [{ productId: tea }] }, { token: m.token }));
    ok(
      await t.post(
        '/online/category/save',
        { shopId: shop.id, items: [{ categoryId: cat, sort: 3 }] },
        { token: m.token },
      ),
    );
    const rows = ok(
      await t.post<OnlineCategoryRow[]>('/online/category/list', { shopId: shop.id }, { token: m.token }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ categoryId: cat, online: true, onSale: true, sort: 3, products: 1 }),
    );
    const other = await merchant(t);
    const [foreign] = await t.db
      .insert(categories)
      .values({ tenantId: other.tenantId, name: uniq('X'), color: '#000000' })
      .returning({ id: categories.id });
    const res = await t.post(
      '/online/category/save',
      { shopId: shop.id, items: [{ categoryId: foreign.id }] },
      { token: m.token },
    );
    expect(res.code).toBe(Err.CATEGORY_MISSING);
  });

  it('takes a category out of the shop with its online products, off the home page and ads', async () => {
    const { m, shop, cat, tea, cake } = await setup();
    await t.db.update(products).set({ categoryId: cat }).where(eqId(tea));
    ok(
      await t.post(
        '/online/goods/save',
        { shopId: shop.id, items: [{ productId: tea }, { productId: cake }] },
        { token: m.token },
      ),
    );
    ok(await t.post('/online/category/save', { shopId: shop.id, items: [{ categoryId: cat }] }, { token: m.token }));
    ok(await t.post('/online/home/save', { shopId: shop.id, productIds: [tea, cake] }, { token: m.token }));
    const ad = ok(
      await t.post<PromoRow>(
        '/online/ad/save',
        { shopId: shop.id, name: uniq('Ad'), productIds: [tea, cake] },
        { token: m.token },
      ),
    );
    const remove = (categoryIds: number[], token = m.token) =>
      t.post('/online/category/remove', { shopId: shop.id, categoryIds }, { token });

    expect(ok(await remove([cat]))).toBeNull();
    const rows = ok(
      await t.post<OnlineCategoryRow[]>('/online/category/list', { shopId: shop.id }, { token: m.token }),
    );
    // The category itself stays the merchant's; it is only no longer in the shop.
    expect(rows.find((r) => r.categoryId === cat)).toMatchObject({ online: false, onSale: false, products: 0 });
    expect(ok(await goods(m.token, { shopId: shop.id, online: true })).list.map((g) => g.productId)).toEqual([cake]);
    const home = ok(await t.post<OnlineGoodsRow[]>('/online/home/list', { shopId: shop.id }, { token: m.token }));
    expect(home.map((g) => g.productId)).toEqual([cake]);
    expect(ok(await t.post<PromoRow>('/online/ad/detail', { id: ad.id }, { token: m.token })).productIds).toEqual([
      cake,
    ]);

    // Not online (any more) 20091, nothing named 20105; nothing changes.
    expect((await remove([cat])).code).toBe(Err.CATEGORY_MISSING);
    expect((await remove([])).code).toBe(Err.SELECT_DATA_TO_CLEAR);
  });

  it('removes categories only from the shops the caller sees, all or none', async () => {
    const { m, shop, cat } = await setup();
    const [second] = await t.db
      .insert(categories)
      .values({ tenantId: m.tenantId, name: uniq('Cakes'), color: '#aa0000' })
      .returning({ id: categories.id });
    ok(await t.post('/online/category/save', { shopId: shop.id, items: [{ categoryId: cat }] }, { token: m.token }));
    const remove = (categoryIds: number[], token: string) =>
      t.post('/online/category/remove', { shopId: shop.id, categoryIds }, { token });
    // One of the two is not online: neither is removed.
    expect((await remove([cat, second.id], m.token)).code).toBe(Err.CATEGORY_MISSING);
    const bound = await newStaffSession(t, m.tenantId, { menuCodes: [16], storeIds: [m.storeB] });
    expect((await remove([cat], bound.token)).code).toBe(Err.NO_DATA);
    const other = await merchant(t);
    expect((await remove([cat], other.token)).code).toBe(Err.NO_DATA);
    const noMenu = await newStaffSession(t, m.tenantId, { menuCodes: [1] });
    expect((await remove([cat], noMenu.token)).code).toBe(Err.NO_PERMISSION);
    const online = async () =>
      ok(await t.post<OnlineCategoryRow[]>('/online/category/list', { shopId: shop.id }, { token: m.token })).find(
        (r) => r.categoryId === cat,
      )?.online;
    expect(await online()).toBe(true);
    const staffA = await newStaffSession(t, m.tenantId, { menuCodes: [16], storeIds: [m.storeA] });
    ok(await remove([cat], staffA.token));
    expect(await online()).toBe(false);
  });

  it('finds products by keyword and by id for the pickers', async () => {
    const { m, shop, tea, cake } = await setup();
    await t.db.update(products).set({ name: 'Jasmine Tea' }).where(eqId(tea));
    ok(
      await t.post(
        '/online/goods/save',
        { shopId: shop.id, items: [{ productId: tea }, { productId: cake }] },
        { token: m.token },
      ),
    );
    const found = ok(await goods(m.token, { shopId: shop.id, online: true, keyword: 'JASMINE' }));
    expect(found.list.map((g) => g.productId)).toEqual([tea]);
    const byId = ok(await goods(m.token, { shopId: shop.id, productIds: [cake] }));
    expect(byId).toMatchObject({ total: 1, list: [{ productId: cake, online: true }] });
  });

  it('is scoped to the shops the caller sees', async () => {
    const { m, shop, tea } = await setup();
    const shopB = await newShop(t, m.token, m.storeB);
    const bound = await newStaffSession(t, m.tenantId, { menuCodes: [16], storeIds: [m.storeB] });
    expect((await goods(bound.token, { shopId: shop.id })).code).toBe(Err.NO_DATA);
    const save = await t.post(
      '/online/goods/save',
      { shopId: shop.id, items: [{ productId: tea }] },
      { token: bound.token },
    );
    expect(save.code).toBe(Err.NO_DATA);
    expect(ok(await goods(bound.token, { shopId: shopB.id })).total).toBe(1);
    const other = await merchant(t);
    expect((await goods(other.token, { shopId: shop.id })).code).toBe(Err.NO_DATA);
  });
});

const eqId = (id: number) => eq(products.id, id);
