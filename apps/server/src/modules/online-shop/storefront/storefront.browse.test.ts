// Public browsing by shop code: the shop's settings, home products, ads and themes (frozen ones hidden), categories,
// search, product detail with variants, sold-out flags, images, and the time slots of a day.
import {
  Err,
  type PromoImage,
  type PromoRow,
  type StorefrontGoodsRow,
  type StorefrontHome,
  type StorefrontProduct,
  type StorefrontShop,
  type StorefrontSlots,
} from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProduct, ok, pngUpload, variantProduct } from '../../../../test/factories';
import { startTestApp } from '../../../../test/support/test-app';
import { stores, tenants } from '../../../db/schema';
import { storefrontShop } from './storefront.test-support';

const t = await startTestApp();

describe('browsing a shop', () => {
  it('shows the shop, its home products, normal ads only, categories, search and sold-out products', async () => {
    const { m, shop, code, productId } = await storefrontShop(t, { slotCap: 3, preparationMinutes: 20 });
    const info = ok(await t.post<StorefrontShop>('/shop/info', { shopCode: code }));
    expect(info).toMatchObject({ name: shop.name, open: true, slotCap: 3, preparationMinutes: 20, slotMinutes: 15 });
    // Prices are in the merchant's currency while the store names none of its own, then in the store's.
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.id, m.tenantId));
    expect(info.sysCurrencyId).toBe(tenant.sysCurrencyId);
    await t.db
      .update(stores)
      .set({ sysCurrencyId: 7 })
      .where(and(eq(stores.tenantId, m.tenantId), eq(stores.id, m.storeA)));
    expect(ok(await t.post<StorefrontShop>('/shop/info', { shopCode: code })).sysCurrencyId).toBe(7);
    const sized = await variantProduct(t, m, [m.storeA], { name: 'Sized tea' });
    ok(
      await t.post(
        '/online/goods/save',
        { shopId: shop.id, items: [{ productId: sized.productId }] },
        { token: m.token },
      ),
    );
    ok(
      await t.post(
        '/online/home/save',
        { shopId: shop.id, productIds: [sized.productId, productId] },
        { token: m.token },
      ),
    );
    const upload = ok(await t.post<PromoImage>('/online/ad/image', pngUpload(), { token: m.token }));
    const ad = ok(
      await t.post<PromoRow>(
        '/online/ad/save',
        { shopId: shop.id, name: 'Summer', productIds: [productId], imageKey: upload.key },
        { token: m.token },
      ),
    );
    ok(await t.post('/online/ad/save', { shopId: shop.id, name: 'Winter', status: 'frozen' }, { token: m.token }));
    const home = ok(await t.post<StorefrontHome>('/shop/home', { shopCode: code }));
    expect(home.home.map((g) => [g.productId, g.soldOut, g.hasVariants])).toEqual([
      [sized.productId, true, true],
      [productId, false, false],
    ]);
    expect(home.ads.map((a) => [a.name, a.products.map((p) => p.productId)])).toEqual([['Summer', [productId]]]);
    const image = ok(await t.post<PromoImage>('/shop/image', { shopCode: code, key: upload.key }));
    expect(image.mimeType).toBe('image/png');
    ok(await t.post('/online/ad/setStatus', { id: ad.id, status: 'frozen' }, { token: m.token }));
    expect(ok(await t.post<StorefrontHome>('/shop/home', { shopCode: code })).ads).toEqual([]);
    expect((await t.post('/shop/image', { shopCode: code, key: upload.key })).code).toBe(Err.NO_DATA);

    const found = ok(await t.post<{ list: StorefrontGoodsRow[] }>('/shop/goods', { shopCode: code, keyword: 'sized' }));
    expect(found.list.map((g) => g.productId)).toEqual([sized.productId]);
    const detail = ok(await t.post<StorefrontProduct>('/shop/product', { shopCode: code, productId: sized.productId }));
    expect(detail.variants.map((v) => [v.name, v.price])).toEqual([
      ['S', '1.00'],
      ['M', '2.00'],
    ]);
    // Off sale: not found any more.
    ok(
      await t.post(
        '/online/goods/setSale',
        { shopId: shop.id, productIds: [productId], onSale: false },
        { token: m.token },
      ),
    );
    expect((await t.post('/shop/product', { shopCode: code, productId })).code).toBe(Err.NO_DATA);
    // A product of the merchant not in the online catalogue, and an unknown shop code.
    const offline = await addProduct(t, m.tenantId, [m.storeA], { price: '1' });
    expect((await t.post('/shop/product', { shopCode: code, productId: offline })).code).toBe(Err.NO_DATA);
    expect((await t.post('/shop/info', { shopCode: `${m.tenantId}-00000000` })).code).toBe(Err.NO_DATA);
  });

  it('never shows one merchant’s products through another merchant’s shop code', async () => {
    const a = await storefrontShop(t);
    const b = await storefrontShop(t);
    expect((await t.post('/shop/product', { shopCode: b.code, productId: a.productId })).code).toBe(Err.NO_DATA);
    const list = ok(await t.post<{ list: StorefrontGoodsRow[] }>('/shop/goods', { shopCode: b.code }));
    expect(list.list.map((g) => g.productId)).toEqual([b.productId]);
  });

  it('offers the slots of a day within the opening hours, after the preparation time, without full ones', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const weekday = tomorrow.getUTCDay();
    const { m, code, productId } = await storefrontShop(t, {
      slotCap: 1,
      openingHours: [{ weekday, open: '10:00', close: '11:00' }],
    });
    await t.db
      .update(stores)
      .set({ timeZone: 'UTC' })
      .where(and(eq(stores.tenantId, m.tenantId), eq(stores.id, m.storeA)));
    const date = tomorrow.toISOString().slice(0, 10);
    const slots = ok(await t.post<StorefrontSlots>('/shop/slots', { shopCode: code, date }));
    // The hour has four 15-minute slots, in the store's zone.
    expect(slots.slots.map((s) => s.time)).toEqual(['10:00', '10:15', '10:30', '10:45']);
    const first = slots.slots[0];
    ok(
      await t.post('/shop/order/place', {
        shopCode: code,
        clientId: 'uuid_5107aaaa',
        fulfilment: 'pickup',
        payWay: 'store',
        contactName: 'G',
        phone: '0612345678',
        lines: [{ productId, quantity: '1' }],
        slotStart: first.start,
        total: '5.00',
      }),
    );
    const after = ok(await t.post<StorefrontSlots>('/shop/slots', { shopCode: code, date }));
    expect(after.slots.map((s) => s.time)).toEqual(['10:15', '10:30', '10:45']);
  });
});
