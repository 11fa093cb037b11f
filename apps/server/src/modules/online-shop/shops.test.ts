import { Err, Menu, type ShopRow } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { addPaymentMethod, addStore, fileOf, merchant, ok, pdfTexts, uniq } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { newShop, openSettings } from './online-shop.test-support';

const t = await startTestApp();
type List = { list: ShopRow[]; total: number };

describe('online shops', () => {
  it('adds a closed shop per store with a public address, lists, renames, opens and deletes it', async () => {
    const m = await merchant(t);
    const name = uniq('Harbour online');
    const shop = await newShop(t, m.token, m.storeA, { name });
    expect(shop).toMatchObject({
      storeId: m.storeA,
      storeKind: 'store',
      name,
      open: false,
      pickup: true,
      delivery: false,
      payInStore: true,
      orderLimit: '0.00',
      deliveryFees: [],
    });
    expect(shop.code).toMatch(new RegExp(`^${m.tenantId}-[0-9a-f]{8}$`));
    expect(shop.url).toBe(`${t.config.publicUrl}/shop/#/${shop.code}`);
    expect(ok(await t.post('/online/shop/detail', { id: shop.id }, { token: m.token }))).toEqual(shop);

    const list = ok(await t.post<List>('/online/shop/list', {}, { token: m.token }));
    expect(list).toEqual({ list: [shop], total: 1 });

    const renamed = ok(
      await t.post<ShopRow>(
        '/online/shop/save',
        { id: shop.id, storeId: m.storeA, name: 'Renamed' },
        { token: m.token },
      ),
    );
    expect(renamed).toMatchObject({ name: 'Renamed', code: shop.code });
    const opened = ok(await t.post<ShopRow>('/online/shop/setOpen', { id: shop.id, open: true }, { token: m.token }));
    expect(opened.open).toBe(true);
    expect(ok(await t.post<List>('/online/shop/list', { open: false }, { token: m.token })).total).toBe(0);

    ok(await t.post('/online/shop/delete', { id: shop.id }, { token: m.token }));
    expect((await t.post('/online/shop/detail', { id: shop.id }, { token: m.token })).code).toBe(Err.NO_DATA);
  });

  it('refuses a second shop for a store (1004), a taken name (1003) and moving a shop to another store', async () => {
    const m = await merchant(t);
    const shop = await newShop(t, m.token, m.storeA);
    expect((await t.post('/online/shop/save', { storeId: m.storeA, name: uniq('S') }, { token: m.token })).code).toBe(
      Err.ADDED_REPEATEDLY,
    );
    const upper = shop.name.toUpperCase();
    expect((await t.post('/online/shop/save', { storeId: m.storeB, name: upper }, { token: m.token })).code).toBe(
      Err.CODE_REPEATED,
    );
    const moved = await t.post('/online/shop/save', { id: shop.id, storeId: m.storeB, name: 'x' }, { token: m.token });
    expect(moved.code).toBe(Err.PARAM);
    // A food truck sells online too.
    const truck = await addStore(t, m.tenantId, { kind: 'truck' });
    expect((await newShop(t, m.token, truck)).storeKind).toBe('truck');
  });

  it('a store with an online shop cannot be deleted (1016)', async () => {
    const m = await merchant(t);
    await newShop(t, m.token, m.storeB);
    const res = await t.post('/store/delete', { id: m.storeB }, { token: m.token });
    expect(res.code).toBe(Err.SHOP_IN_USE);
    expect(res.data).toEqual({ usedBy: 'onlineShop' });
  });
});

describe('shop settings', () => {
  it('saves every setting, brackets in ascending order', async () => {
    const m = await merchant(t);
    const shop = await newShop(t, m.token, m.storeA);
    const methodId = await addPaymentMethod(t, m.tenantId);
    const saved = ok(
      await t.post<ShopRow>(
        '/online/shop/settings',
        {
          id: shop.id,
          ...openSettings({ defaultOrderType: 'delivery', payInStore: false }),
          orderLimit: '300',
          paymentMethodId: methodId,
          feeBasis: 'distance',
          deliveryFees: [
            { upTo: '10', fee: '6', minOrder: '40' },
            { upTo: '3', fee: '2.5', minOrder: '15' },
          ],
          freeDeliveryAbove: '80',
          backgroundColor: '#FFAA00',
          openingHours: [
            { weekday: 6, open: '10:00', close: '22:00' },
            { weekday: 1, open: '17:00', close: '22:00' },
            { weekday: 1, open: '11:00', close: '14:30' },
          ],
          preparationMinutes: 25,
          slotCap: 6,
        },
        { token: m.token },
      ),
    );
    expect(saved).toMatchObject({
      delivery: true,
      pickup: true,
      payOnDelivery: true,
      payInStore: false,
      orderLimit: '300.00',
      defaultOrderType: 'delivery',
      paymentMethodId: methodId,
      feeBasis: 'distance',
      deliveryFees: [
        { upTo: '3.00', fee: '2.50', minOrder: '15.00' },
        { upTo: '10.00', fee: '6.00', minOrder: '40.00' },
      ],
      freeDeliveryAbove: '80.00',
      backgroundColor: '#ffaa00',
      openingHours: [
        { weekday: 1, open: '11:00', close: '14:30' },
        { weekday: 1, open: '17:00', close: '22:00' },
        { weekday: 6, open: '10:00', close: '22:00' },
      ],
      preparationMinutes: 25,
      slotCap: 6,
    });
  });

  it('enforces the rules with their codes and changes nothing', async () => {
    const m = await merchant(t);
    const shop = await newShop(t, m.token, m.storeA);
    const save = (over: Record<string, unknown>) =>
      t.post('/online/shop/settings', { id: shop.id, ...openSettings(over) }, { token: m.token });
    expect((await save({ delivery: false, pickup: false })).code).toBe(Err.SAVE_AT_LEAST_ONE);
    expect((await save({ payOnDelivery: false, payInStore: false })).code).toBe(Err.SAVE_AT_LEAST_ONE);
    expect((await save({ pickup: false, defaultOrderType: 'pickup' })).code).toBe(Err.PARAM);
    const twice = [
      { upTo: '3', fee: '1' },
      { upTo: '3.00', fee: '2' },
    ];
    expect((await save({ deliveryFees: twice })).code).toBe(Err.ADDED_REPEATEDLY);
    expect((await save({ openingHours: [{ weekday: 1, open: '12:00', close: '09:00' }] })).code).toBe(Err.PARAM);
    expect((await save({ backgroundColor: 'red' })).code).toBe(Err.PARAM);
    // Another merchant's payment method is missing here.
    const other = await merchant(t);
    const foreign = await addPaymentMethod(t, other.tenantId);
    expect((await save({ paymentMethodId: foreign })).code).toBe(Err.NO_DATA);
    const after = ok(await t.post<ShopRow>('/online/shop/detail', { id: shop.id }, { token: m.token }));
    expect(after).toEqual(shop);
  });
});

describe('QR codes', () => {
  it('answers a PNG and a printable PDF that name the shop and its address', async () => {
    const m = await merchant(t);
    const shop = await newShop(t, m.token, m.storeA, { name: uniq('QR shop') });
    const png = await fileOf(t, '/online/shop/qrPng', { id: shop.id, size: 256 }, m.token);
    expect(png.status).toBe(200);
    expect(png.type).toBe('image/png');
    expect(png.body.subarray(1, 4).toString()).toBe('PNG');
    const pdf = await fileOf(t, '/online/shop/qrPdf', { id: shop.id }, m.token);
    expect(pdf.type).toBe('application/pdf');
    const texts = (await pdfTexts(pdf.body)).join(' ');
    expect(texts).toContain(shop.name);
    expect(texts).toContain(shop.code);
  });
});

describe('online shop access', () => {
  it('needs menu 16, and a staff member bound to one store sees that store’s shop only', async () => {
    const m = await merchant(t);
    const a = await newShop(t, m.token, m.storeA);
    const b = await newShop(t, m.token, m.storeB);
    const none = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.STORES] });
    expect((await t.post('/online/shop/list', {}, { token: none.token })).code).toBe(Err.NO_PERMISSION);

    const bound = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.ONLINE_SHOP], storeIds: [m.storeA] });
    const seen = ok(await t.post<List>('/online/shop/list', {}, { token: bound.token }));
    expect(seen.list.map((s) => s.id)).toEqual([a.id]);
    for (const [path, body] of [
      ['/online/shop/detail', { id: b.id }],
      ['/online/shop/setOpen', { id: b.id, open: true }],
      ['/online/shop/settings', { id: b.id, ...openSettings() }],
      ['/online/shop/delete', { id: b.id }],
      ['/online/shop/qrPng', { id: b.id }],
    ] as const) {
      expect((await t.post(path, body, { token: bound.token })).code, path).toBe(Err.NO_DATA);
    }
    // Nor can they open a shop for a store they are not bound to.
    const truck = await addStore(t, m.tenantId);
    expect((await t.post('/online/shop/save', { storeId: truck, name: uniq('S') }, { token: bound.token })).code).toBe(
      Err.NO_DATA,
    );
  });

  it('another merchant’s shop is missing', async () => {
    const m = await merchant(t);
    const other = await merchant(t);
    const shop = await newShop(t, other.token, other.storeA);
    expect((await t.post('/online/shop/detail', { id: shop.id }, { token: m.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/online/shop/delete', { id: shop.id }, { token: m.token })).code).toBe(Err.NO_DATA);
    expect(ok(await t.post<List>('/online/shop/list', {}, { token: m.token })).total).toBe(0);
  });
});
