// QR table ordering from the phones' side: opening a table by its code (2000–2003), the menu, adding to the table's
// shared order (pricing, refusals, pay first, the POS paying, cancelling or editing it), reading it, tenant
// boundaries and session kinds.
import {
  Err,
  type KitchenBoard,
  type OrderDetail,
  type PromoImage,
  type TableMenu,
  type TableOrderView,
} from '@tillbook/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addModifierItem,
  addPaymentMethod,
  addProduct,
  addTax,
  bossAppSession,
  cid,
  newAppSession,
  newDeviceSession,
  newZone,
  ok,
  uploadImage,
  variantProduct,
} from '../../../../test/factories';
import { startTestApp } from '../../../../test/support/test-app';
import { onlineShops, orders, productStores, products } from '../../../db/schema';
import { tableOrderAdditions } from '../../../db/schema/table-ordering';
import { takeSlot } from '../../../platform/counters';
import { localTime } from '../opening-hours';
import { newShopper, storefrontShop } from './storefront.test-support';
import { TABLE_ADD_LIMIT, tableAddKey } from './table-orders.service';
import { feature, tableScenario, tokenOf } from './table-orders.test-support';

const t = await startTestApp();

const ordersOf = async (tenantId: number) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.tenantId, tenantId)))[0].n;

describe('opening a table by its QR code', () => {
  it('answers the store, zone, table and the store’s menu at its prices, with no order yet', async () => {
    const s = await tableScenario(t);
    const menu = ok(await s.open());
    expect(menu.store).toMatchObject({ id: s.m.storeA, payFirst: false });
    expect(menu.zone).toEqual({ id: s.zone.id, name: s.zone.name });
    expect(menu.table).toEqual({ id: s.zone.tables[0].id, number: '1', seats: 4 });
    expect(menu.products.map((p) => [p.productId, p.price, p.soldOut, p.hasVariants])).toEqual([
      [s.productId, '5.00', false, false],
    ]);
    expect(menu.order).toBeNull();
    expect(typeof menu.store.timeZone).toBe('string');
  });

  it('lists variants, modifier items and sold-out products; only the store’s products', async () => {
    const s = await tableScenario(t);
    const sized = await variantProduct(t, s.m, [s.m.storeA]);
    const mod = await addModifierItem(t, s.m.tenantId, '1', [{ storeId: s.m.storeA, price: '0.5' }]);
    const withMod = await addProduct(t, s.m.tenantId, [s.m.storeA], { price: '3', modifierIds: [mod.modifierId] });
    const elsewhere = await addProduct(t, s.m.tenantId, [s.m.storeB], { price: '9' });
    const menu = ok(await s.open());
    const byId = new Map(menu.products.map((p) => [p.productId, p]));
    expect(byId.has(elsewhere)).toBe(false);
    expect(byId.get(sized.productId)).toMatchObject({ hasVariants: true, soldOut: true, price: '1.00' });
    expect(byId.get(sized.productId)?.variants.map((v) => [v.name, v.price])).toEqual([
      ['S', '1.00'],
      ['M', '2.00'],
    ]);
    expect(byId.get(withMod)?.modifiers).toEqual([
      {
        id: mod.modifierId,
        name: expect.any(String),
        required: false,
        items: [{ id: mod.itemId, name: 'Extra', price: '0.50' }],
      },
    ]);
  });

  it('2000 for a token that names no table, a deleted table, a malformed token', async () => {
    const s = await tableScenario(t);
    expect((await s.open(`${s.m.tenantId}.AAAAAAAAAAAAAAAAAAAAAA`)).code).toBe(Err.TABLE_MISSING);
    expect((await s.open('no-dot')).code).toBe(Err.TABLE_MISSING);
    // The zone keeps table 2 only: table 1 is deleted, and its code with it.
    ok(
      await t.post(
        '/store/area/save',
        {
          id: s.zone.id,
          storeId: s.m.storeA,
          name: s.zone.name,
          tables: [{ id: s.zone.tables[1].id, number: '2', seats: 4 }],
        },
        { token: s.m.token },
      ),
    );
    for (const path of ['/shop/table/open', '/shop/table/order', '/shop/table/add']) {
      expect((await t.post(path, { token: s.token, clientId: cid(), lines: [], total: '0' })).code).toBe(
        Err.TABLE_MISSING,
      );
    }
  });

  it('2001 for a refreshed code on every route; the new code opens the table', async () => {
    const s = await tableScenario(t);
    const fresh = ok(
      await t.post<{ qrUrl: string }>('/store/table/refreshQr', { id: s.zone.tables[0].id }, { token: s.m.token }),
    );
    expect((await s.open()).code).toBe(Err.QR_CODE_EXPIRED);
    expect((await s.add()).code).toBe(Err.QR_CODE_EXPIRED);
    expect((await t.post('/shop/table/order', { token: s.token })).code).toBe(Err.QR_CODE_EXPIRED);
    const newToken = tokenOf({ ...s.zone.tables[0], qrUrl: fresh.qrUrl });
    expect(ok(await s.open(newToken)).table.id).toBe(s.zone.tables[0].id);
    expect(await ordersOf(s.m.tenantId)).toBe(0);
  });

  it('2002 while scan-to-order is off in the table’s store; nothing is added', async () => {
    const s = await tableScenario(t);
    await feature(t, s.m.token, s.m.storeA, 'scanOrder', false);
    expect((await s.open()).code).toBe(Err.QR_ORDERING_CLOSED);
    expect((await s.add()).code).toBe(Err.QR_ORDERING_CLOSED);
    expect(await ordersOf(s.m.tenantId)).toBe(0);
  });

  it('2003 while the store is not open: its open status, or outside its online shop’s hours', async () => {
    const s = await tableScenario(t);
    await s.setStore({ open: false });
    expect((await s.open()).code).toBe(Err.STORE_NOT_OPEN);
    expect((await s.add()).code).toBe(Err.STORE_NOT_OPEN);
    await s.setStore({ open: true });
    // A store without an online shop keeps no hours: its open status decides.
    ok(await s.open());

    const shop = await storefrontShop(t);
    const zone = await newZone(t, shop.m.token, shop.m.storeA, ['9']);
    await feature(t, shop.m.token, shop.m.storeA, 'scanOrder', true);
    const token = tokenOf(zone.tables[0]);
    const tz = ok(await t.post<TableMenu>('/shop/table/open', { token })).store.timeZone;
    const today = localTime(new Date(), tz).weekday;
    const setHours = (weekdays: number[]) =>
      t.db
        .update(onlineShops)
        .set({ openingHours: weekdays.map((weekday) => ({ weekday, open: '00:00', close: '24:00' })) })
        .where(and(eq(onlineShops.tenantId, shop.m.tenantId), eq(onlineShops.id, shop.shop.id)));
    // Hours on another day only: closed now.
    await setHours([(today + 2) % 7]);
    expect((await t.post('/shop/table/open', { token })).code).toBe(Err.STORE_NOT_OPEN);
    // Hours all day today (and tomorrow, should the day turn during the test): open.
    await setHours([today, (today + 1) % 7]);
    ok(await t.post('/shop/table/open', { token }));
  });

  it('a code of one merchant never opens another’s table', async () => {
    const a = await tableScenario(t);
    const b = await tableScenario(t);
    const random = a.token.slice(a.token.indexOf('.') + 1);
    // A's secret under B's merchant: no such table there.
    expect((await a.open(`${b.m.tenantId}.${random}`)).code).toBe(Err.TABLE_MISSING);
    ok(await a.add());
    // B's table shows nothing of A's order; A's order id is not B's table's.
    expect(ok(await b.open()).order).toBeNull();
    const aOrder = ok(await t.post<TableOrderView>('/shop/table/order', { token: a.token }));
    expect((await t.post('/shop/table/order', { token: b.token, orderId: aOrder.id })).code).toBe(Err.NO_DATA);
    // Nor does table 2 of the same store see table 1's order by id.
    const other = tokenOf(a.zone.tables[1]);
    expect((await t.post('/shop/table/order', { token: other, orderId: aOrder.id })).code).toBe(Err.NO_DATA);
    expect(ok(await t.post('/shop/table/order', { token: other }))).toBeNull();
  });
});

describe('adding to the table’s order', () => {
  it('the first addition opens an unpaid qr receipt for the table; the next phones add to it; the POS sees one', async () => {
    const s = await tableScenario(t);
    const first = ok(await s.add());
    expect(first).toMatchObject({ status: 'unpaid', tableLabel: '1', total: '5.00', payFirst: false, inKitchen: true });
    const second = ok(
      await s.add({ lines: [{ productId: s.productId, quantity: '3' }], total: '15.00', note: 'no ice' }),
    );
    expect(second.id).toBe(first.id);
    expect(second.lines.map((l) => [l.quantity, l.total])).toEqual([
      ['1.0000', '5.00'],
      ['3.0000', '15.00'],
    ]);
    expect(second.total).toBe('20.00');

    const pos = await bossAppSession(t, s.m.tenantId, s.m.storeA);
    const list = ok(
      await t.post<{ list: { id: number; channel: string; tableLabel: string }[]; total: number }>(
        '/app/order/list',
        { status: 'unpaid', channel: 'qr' },
        { token: pos.token },
      ),
    );
    expect(list.list.map((o) => [o.id, o.channel, o.tableLabel])).toEqual([[first.id, 'qr', '1']]);
    // A till without "view all data" sees the table's order too (nobody at a till took it), not others' receipts.
    const waiter = await newAppSession(t, s.m.tenantId, { storeId: s.m.storeA, permissions: ['sale'] });
    const mine = ok(await t.post<{ list: { id: number }[] }>('/app/order/list', {}, { token: waiter.token }));
    expect(mine.list.map((o) => o.id)).toEqual([first.id]);
    const detail = ok(await t.post<OrderDetail>('/app/order/detail', { id: first.id }, { token: pos.token }));
    expect(detail).toMatchObject({ total: '20.00', goodsTotal: '20.00', note: 'no ice', status: 'unpaid' });
    expect(detail.lines).toHaveLength(2);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    expect(row).toMatchObject({ tableId: s.zone.tables[0].id, channel: 'qr', staffId: null, shiftId: null });
    // Every phone holding the code sees it, as does the table's page.
    expect(ok(await t.post<TableOrderView>('/shop/table/order', { token: s.token })).id).toBe(first.id);
    expect(ok(await s.open()).order?.lines).toHaveLength(2);
  });

  it('prices on the server with taxes and modifiers; a tampered total answers 20115 and writes nothing', async () => {
    const s = await tableScenario(t);
    const tax = await addTax(t, s.m.tenantId, [s.m.storeA], '10', 'added');
    const mod = await addModifierItem(t, s.m.tenantId, '1');
    const p = await addProduct(t, s.m.tenantId, [s.m.storeA], {
      price: '4',
      taxIds: [tax.id],
      modifierIds: [mod.modifierId],
    });
    const lines = [{ productId: p, quantity: '2', modifiers: [{ itemId: mod.itemId }] }];
    const tampered = await s.add({ lines, total: '8.00' });
    expect(tampered.code).toBe(Err.AMOUNT_ILLEGAL);
    expect(tampered.data).toEqual({ total: '11.00' });
    expect(await ordersOf(s.m.tenantId)).toBe(0);
    const added = ok(await s.add({ lines, total: '11.00' }));
    expect(added).toMatchObject({ total: '11.00', goodsTotal: '10.00', taxAdded: '1.00' });
    expect(added.lines[0].modifiers).toEqual([{ name: 'Extra', quantity: '1.0000', unitPrice: '1.00' }]);
    // A later tampered addition leaves the open order as it was.
    expect((await s.add({ total: '0.01' })).code).toBe(Err.AMOUNT_ILLEGAL);
    expect(ok(await t.post<TableOrderView>('/shop/table/order', { token: s.token })).total).toBe('11.00');
  });

  it('retrying an addition adds nothing; its client id at another table answers 600', async () => {
    const s = await tableScenario(t);
    const clientId = cid();
    const once = ok(await s.add({ clientId }));
    const again = ok(await s.add({ clientId }));
    expect(again.id).toBe(once.id);
    expect(again.lines).toHaveLength(1);
    const other = tokenOf(s.zone.tables[1]);
    expect((await s.add({ clientId, token: other })).code).toBe(Err.DUPLICATE_OPERATION);
    const n = await t.db
      .select({ n: count() })
      .from(tableOrderAdditions)
      .where(eq(tableOrderAdditions.tenantId, s.m.tenantId));
    expect(n[0].n).toBe(1);
  });

  it('refuses what cannot be ordered: 20106 no lines, 20105 no variant, 20107 sold out, 20075 not sold in the store', async () => {
    const s = await tableScenario(t);
    expect((await s.add({ lines: [], total: '0' })).code).toBe(Err.CART_EMPTY);
    const sized = await variantProduct(t, s.m, [s.m.storeA]);
    expect((await s.add({ lines: [{ productId: sized.productId, quantity: '1' }], total: '1.00' })).code).toBe(
      Err.SELECT_DATA_TO_CLEAR,
    );
    const chosen = [{ productId: sized.productId, variantId: sized.variantIds[0], quantity: '1' }];
    expect((await s.add({ lines: chosen, total: '1.00' })).code).toBe(Err.GO_TO_CART);
    await t.db
      .update(productStores)
      .set({ onHand: '5' })
      .where(and(eq(productStores.tenantId, s.m.tenantId), eq(productStores.productId, sized.productId)));
    expect(ok(await s.add({ lines: chosen, total: '1.00' })).lines[0].variantName).toBe('S');
    const elsewhere = await addProduct(t, s.m.tenantId, [s.m.storeB], { price: '9' });
    expect((await s.add({ lines: [{ productId: elsewhere, quantity: '1' }], total: '9.00' })).code).toBe(
      Err.PRODUCT_MISSING,
    );
    // Another merchant's product is not sold here either.
    const b = await tableScenario(t);
    expect((await s.add({ lines: [{ productId: b.productId, quantity: '1' }], total: '5.00' })).code).toBe(
      Err.PRODUCT_MISSING,
    );
    // A variant of another product, a modifier item the product does not offer: 1001.
    const mod = await addModifierItem(t, s.m.tenantId, '1');
    expect(
      (
        await s.add({
          lines: [{ productId: s.productId, modifiers: [{ itemId: mod.itemId }], quantity: '1' }],
          total: '6.00',
        })
      ).code,
    ).toBe(Err.PARAM);
    expect(
      (await s.add({ lines: [{ productId: s.productId, variantId: sized.variantIds[0], quantity: '1' }] })).code,
    ).toBe(Err.PARAM);
    // A tracked product without variants, sold out.
    const [gone] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, await addProduct(t, s.m.tenantId, [s.m.storeA], { price: '2', track: true })));
    expect((await s.add({ lines: [{ productId: gone.id, quantity: '1' }], total: '2.00' })).code).toBe(Err.GO_TO_CART);
  });

  it('pay first: the order waits for payment before the kitchen sees it', async () => {
    const s = await tableScenario(t);
    await feature(t, s.m.token, s.m.storeA, 'payFirst', true);
    const added = ok(await s.add());
    expect(added).toMatchObject({ payFirst: true, inKitchen: false });
    expect(ok(await s.open()).store.payFirst).toBe(true);
    // What the store's kitchen display shows, through its own route.
    const kitchen = await newDeviceSession(t, s.m.token, { storeId: s.m.storeA, kind: 'kitchen' });
    const kitchenSees = async () =>
      ok(await t.post<KitchenBoard>('/device/kitchen/board', {}, { token: kitchen.token })).tickets.map(
        (ticket) => ticket.orderId,
      );
    expect(await kitchenSees()).toEqual([]);
    const pos = await bossAppSession(t, s.m.tenantId, s.m.storeA);
    const cash = await addPaymentMethod(t, s.m.tenantId);
    ok(
      await t.post(
        '/app/order/pay',
        { id: added.id, payments: [{ paymentMethodId: cash, amount: '5.00' }] },
        { token: pos.token },
      ),
    );
    expect(await kitchenSees()).toEqual([added.id]);
    const paid = ok(await t.post<TableOrderView>('/shop/table/order', { token: s.token, orderId: added.id }));
    expect(paid).toMatchObject({ status: 'paid', inKitchen: true, paidTotal: '5.00' });
    // Without pay first, an unpaid table order is the kitchen's at once (and every other receipt is unaffected).
    await feature(t, s.m.token, s.m.storeA, 'payFirst', false);
    const next = ok(await s.add());
    expect(next.inKitchen).toBe(true);
    expect((await kitchenSees()).sort()).toEqual([added.id, next.id].sort());
  });

  it('once the POS has paid or cancelled the order, the next addition starts a new one', async () => {
    const s = await tableScenario(t);
    const pos = await bossAppSession(t, s.m.tenantId, s.m.storeA);
    const cash = await addPaymentMethod(t, s.m.tenantId);
    const first = ok(await s.add());
    ok(
      await t.post(
        '/app/order/pay',
        { id: first.id, payments: [{ paymentMethodId: cash, amount: '5.00' }] },
        { token: pos.token },
      ),
    );
    expect(ok(await t.post('/shop/table/order', { token: s.token }))).toBeNull();
    const second = ok(await s.add());
    expect(second.id).not.toBe(first.id);
    expect(second.lines).toHaveLength(1);
    // The paid one is unchanged.
    const paid = ok(await t.post<TableOrderView>('/shop/table/order', { token: s.token, orderId: first.id }));
    expect(paid).toMatchObject({ status: 'paid', total: '5.00' });
    expect(paid.lines).toHaveLength(1);
    ok(await t.post('/app/order/cancel', { id: second.id, reason: 'left' }, { token: pos.token }));
    const third = ok(await s.add());
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);
    // A phone follows an order of its table by id for 12 hours.
    await t.db
      .update(orders)
      .set({ orderedAt: new Date(Date.now() - 13 * 3_600_000) })
      .where(and(eq(orders.tenantId, s.m.tenantId), eq(orders.id, first.id)));
    expect((await t.post('/shop/table/order', { token: s.token, orderId: first.id })).code).toBe(Err.NO_DATA);
  });

  it('20068 while a POS holds the open order for editing; adding works again once it lets go', async () => {
    const s = await tableScenario(t);
    const pos = await bossAppSession(t, s.m.tenantId, s.m.storeA);
    const first = ok(await s.add());
    ok(await t.post('/app/order/lock', { id: first.id }, { token: pos.token }));
    expect((await s.add()).code).toBe(Err.ORDER_LOCKED);
    ok(await t.post('/app/order/unlock', { id: first.id }, { token: pos.token }));
    expect(ok(await s.add()).lines).toHaveLength(2);
  });

  it('600 once a table has taken its additions for the window', async () => {
    const s = await tableScenario(t);
    for (let i = 0; i < TABLE_ADD_LIMIT.max; i++) {
      await takeSlot(
        { db: t.db } as never,
        tableAddKey(s.m.tenantId, s.zone.tables[0].id),
        TABLE_ADD_LIMIT.max,
        TABLE_ADD_LIMIT.windowMinutes,
      );
    }
    expect((await s.add()).code).toBe(Err.DUPLICATE_OPERATION);
    // The table next to it is counted on its own.
    ok(await s.add({ token: tokenOf(s.zone.tables[1]) }));
  });

  it('shows the pictures of the menu’s products only', async () => {
    const s = await tableScenario(t);
    const key = await uploadImage(t, s.m.token);
    expect((await t.post('/shop/table/image', { token: s.token, key })).code).toBe(Err.NO_DATA);
    await t.db
      .update(products)
      .set({ imageKey: key })
      .where(and(eq(products.tenantId, s.m.tenantId), eq(products.id, s.productId)));
    expect(ok(await t.post<PromoImage>('/shop/table/image', { token: s.token, key })).mimeType).toBe('image/png');
    const b = await tableScenario(t);
    expect((await t.post('/shop/table/image', { token: b.token, key })).code).toBe(Err.NO_DATA);
  });
});

describe('session kinds', () => {
  it('guests and shoppers reach the table routes; back-office, POS and device tokens answer 20041', async () => {
    const s = await tableScenario(t);
    const app = await newAppSession(t, s.m.tenantId, { storeId: s.m.storeA });
    const device = await newDeviceSession(t, s.m.token, { kind: 'kitchen', storeId: s.m.storeA });
    for (const token of [s.m.token, app.token, device.token]) {
      for (const path of ['/shop/table/open', '/shop/table/add', '/shop/table/order', '/shop/table/image']) {
        expect((await t.post(path, { token: s.token }, { token })).code).toBe(Err.NO_PERMISSION);
      }
    }
    const shop = await storefrontShop(t);
    const shopper = await newShopper(t, shop.code);
    // A shopper (of any merchant) orders at the table like a guest.
    expect(ok(await s.add({}, { token: shopper.token })).lines).toHaveLength(1);
    expect(
      ok(await t.post<TableMenu>('/shop/table/open', { token: s.token }, { token: shopper.token })).order?.id,
    ).toBeTypeOf('number');
    expect(await ordersOf(s.m.tenantId)).toBe(1);
  });
});
