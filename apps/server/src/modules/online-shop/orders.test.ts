import {
  Err,
  type OnlineOrderDetail,
  type OnlineOrderPoll,
  type OnlineOrderRow,
  type OrderDetail,
  type PaymentSales,
  type SalesSummary,
} from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  addPaymentMethod,
  addProduct,
  cid,
  fileOf,
  level,
  merchant,
  ok,
  sheetRows,
  stockMove,
  uniq,
} from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { members, onlineMembers, orderingFeatures, orders, pointsSettings, shifts } from '../../db/schema';
import { newShop, openSettings } from './online-shop.test-support';

const t = await startTestApp();
type List = { list: OnlineOrderRow[]; total: number };

/** An open shop in store A selling tea (online price 3.90 instead of 4.50) and a tracked cake (6.00, 5 in stock). */
async function setup(settings: Record<string, unknown> = {}) {
  const m = await merchant(t);
  const methodId = await addPaymentMethod(t, m.tenantId);
  const shop = await newShop(t, m.token, m.storeA, {
    settings: openSettings({ paymentMethodId: methodId, ...settings }),
    open: true,
  });
  const tea = await addProduct(t, m.tenantId, [m.storeA], { price: '4.50' });
  const cake = await addProduct(t, m.tenantId, [m.storeA], { price: '6', cost: '2', track: true });
  await stockMove(t, m, { storeId: m.storeA, productId: cake }, '5', '2');
  ok(
    await t.post(
      '/online/goods/save',
      { shopId: shop.id, items: [{ productId: tea, onlinePrice: '3.90' }, { productId: cake }] },
      { token: m.token },
    ),
  );
  const place = (body: Record<string, unknown> = {}, token = m.token) =>
    t.post<OnlineOrderDetail>(
      '/online/order/create',
      {
        shopId: shop.id,
        clientId: cid(),
        fulfilment: 'pickup',
        payWay: 'store',
        contactName: 'Ana',
        phone: '0612345678',
        lines: [
          { productId: tea, quantity: '2' },
          { productId: cake, quantity: '1' },
        ],
        ...body,
      },
      { token },
    );
  const move = (id: number, to: string, extra: Record<string, unknown> = {}, token = m.token) =>
    t.post<OnlineOrderDetail>('/online/order/setState', { id, to, ...extra }, { token });
  return { m, shop, methodId, tea, cake, place, move };
}

describe('placing an online order', () => {
  it('writes an unpaid online receipt at the online prices, with the shopper’s details and its first state', async () => {
    const { m, shop, place } = await setup();
    const order = ok(await place({ total: '13.80' }));
    expect(order).toMatchObject({
      shopId: shop.id,
      shopName: shop.name,
      storeId: m.storeA,
      state: 'unpaid',
      fulfilment: 'pickup',
      payWay: 'store',
      contactName: 'Ana',
      phone: '612345678',
      total: '13.80',
      deliveryFee: '0.00',
      amount: '13.80',
    });
    expect(order.lines.map((l) => [l.quantity, l.unitPrice, l.total])).toEqual([
      ['2', '3.90', '7.80'],
      ['1', '6.00', '6.00'],
    ]);
    expect(order.events).toEqual([expect.objectContaining({ from: null, to: 'unpaid', userId: m.boss.user.id })]);
    const [receipt] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, m.tenantId), eq(orders.id, order.orderId)));
    expect(receipt).toMatchObject({ channel: 'online', status: 'unpaid', onlineState: 'unpaid', total: '13.8000' });
  });

  it('answers the order already placed when the client id comes again', async () => {
    const { place } = await setup();
    const clientId = cid();
    const first = ok(await place({ clientId }));
    const again = ok(await place({ clientId }));
    expect(again.id).toBe(first.id);
  });

  it('refuses with the shopper’s codes and writes nothing', async () => {
    const { m, shop, tea, cake, place } = await setup({ payOnDelivery: false });
    expect((await place({ lines: [] })).code).toBe(Err.CART_EMPTY);
    expect((await place({ payWay: 'delivery' })).code).toBe(Err.NO_PAYMENT_METHOD);
    expect((await place({ total: '13.79' })).code).toBe(Err.AMOUNT_ILLEGAL);
    ok(
      await t.post('/online/goods/setSale', { shopId: shop.id, productIds: [tea], onSale: false }, { token: m.token }),
    );
    const offSale = await place();
    expect(offSale.code).toBe(Err.GO_TO_CART);
    expect(offSale.data).toEqual({ productId: tea });
    ok(await t.post('/online/goods/setSale', { shopId: shop.id, productIds: [tea], onSale: true }, { token: m.token }));
    await stockMove(t, m, { storeId: m.storeA, productId: cake }, '-5');
    expect((await place()).code).toBe(Err.GO_TO_CART);
    await stockMove(t, m, { storeId: m.storeA, productId: cake }, '5');
    const notOnline = await addProduct(t, m.tenantId, [m.storeA]);
    expect((await place({ lines: [{ productId: notOnline, quantity: '1' }] })).code).toBe(Err.GO_TO_CART);
    ok(await t.post('/online/shop/setOpen', { id: shop.id, open: false }, { token: m.token }));
    expect((await place()).code).toBe(Err.STORE_NOT_OPEN);
    expect(ok(await t.post<List>('/online/order/list', {}, { token: m.token })).total).toBe(0);
  });

  it('applies delivery brackets, free delivery, the shop’s order limit and the slot cap', async () => {
    const { tea, place } = await setup({
      deliveryFees: [
        { upTo: '10', fee: '2.50', minOrder: '8' },
        { upTo: '30', fee: '1', minOrder: '0' },
      ],
      feeBasis: 'distance',
      freeDeliveryAbove: '25',
      orderLimit: '40',
      slotCap: 1,
      payOnDelivery: true,
    });
    const delivery = { fulfilment: 'delivery', payWay: 'delivery', address: '1 Quay Street', distanceKm: '3' };
    // 3.90: below the first bracket's minimum.
    expect((await place({ ...delivery, lines: [{ productId: tea, quantity: '1' }] })).code).toBe(Err.ORDER_INVALID);
    const slot = Math.ceil(Date.now() / 900_000 + 4) * 900;
    const first = ok(await place({ ...delivery, slotStart: slot, total: '16.30' }));
    expect(first).toMatchObject({ total: '13.80', deliveryFee: '2.50', amount: '16.30' });
    expect(first.slotStart).toBe(new Date(slot * 1000).toISOString());
    expect((await place({ ...delivery, slotStart: slot })).code).toBe(Err.ORDER_INVALID);
    expect((await place({ ...delivery, slotStart: slot + 60 })).code).toBe(Err.PARAM);
    const free = ok(await place({ ...delivery, slotStart: slot + 900, lines: [{ productId: tea, quantity: '7' }] }));
    expect(free).toMatchObject({ total: '27.30', deliveryFee: '0.00', amount: '27.30' });
    const tooMuch = await place({ slotStart: slot + 1800, lines: [{ productId: tea, quantity: '11' }] });
    expect(tooMuch.code).toBe(Err.ORDER_INVALID);
  });
});

/** A shopper registered on the storefront, written straight to the table (optionally linked to a POS member). */
async function onlineMember(tenantId: number, over: Partial<typeof onlineMembers.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(onlineMembers)
    .values({ tenantId, name: uniq('Shopper'), phone: String(Date.now()).slice(-9), ...over })
    .returning();
  return row;
}

describe('online members ordering', () => {
  it('a frozen member cannot order (20118); a member not allowed to pay in store meets no way to pay (20108)', async () => {
    const { m, place } = await setup();
    const frozen = await onlineMember(m.tenantId, { frozen: true });
    expect((await place({ onlineMemberId: frozen.id })).code).toBe(Err.ORDER_INVALID);
    const noStore = await onlineMember(m.tenantId, { payInStore: false, phone: '611111111' });
    expect((await place({ onlineMemberId: noStore.id })).code).toBe(Err.NO_PAYMENT_METHOD);
    const limited = await onlineMember(m.tenantId, { orderLimit: 1, phone: '622222222' });
    const first = ok(await place({ onlineMemberId: limited.id, contactName: '' }));
    expect(first).toMatchObject({ onlineMemberId: limited.id, memberName: limited.name, contactName: limited.name });
    expect((await place({ onlineMemberId: limited.id })).code).toBe(Err.ORDER_INVALID);
    const other = await merchant(t);
    const foreign = await onlineMember(other.tenantId, { phone: '633333333' });
    expect((await place({ onlineMemberId: foreign.id })).code).toBe(Err.MEMBER_MISSING);
  });
});

describe('online order states', () => {
  it('moves unpaid → preparing → delivering → completed, recording who; a completed order is a paid receipt', async () => {
    const { m, cake, place, move, methodId } = await setup();
    // Shifts are on and nobody has one open: online orders go into no shift.
    await t.db
      .insert(orderingFeatures)
      .values({ tenantId: m.tenantId, shifts: true })
      .onConflictDoUpdate({
        target: orderingFeatures.tenantId,
        set: { shifts: true },
      });
    await t.db.insert(pointsSettings).values({ tenantId: m.tenantId, enabled: true, earnRatio: '10' });
    const posMemberId = await addMember(t, m.tenantId, {});
    const shopper = await onlineMember(m.tenantId, { memberId: posMemberId, phone: '644444444' });
    const order = ok(await place({ onlineMemberId: shopper.id }));

    expect((await move(order.id, 'completed')).code).toBe(Err.ORDER_INVALID);
    expect((await move(order.id, 'delivering')).code).toBe(Err.ORDER_INVALID);
    ok(await move(order.id, 'preparing'));
    ok(await move(order.id, 'delivering'));
    const done = ok(await move(order.id, 'completed'));
    expect(done.state).toBe('completed');
    expect(done.events.map((e) => [e.from, e.to, e.userId])).toEqual([
      [null, 'unpaid', m.boss.user.id],
      ['unpaid', 'preparing', m.boss.user.id],
      ['preparing', 'delivering', m.boss.user.id],
      ['delivering', 'completed', m.boss.user.id],
    ]);
    const [receipt] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, m.tenantId), eq(orders.id, order.orderId)));
    expect(receipt).toMatchObject({ status: 'paid', channel: 'online', onlineState: 'completed', shiftId: null });
    expect(receipt.paidTotal).toBe('13.8000');
    // Stock left the store; the linked POS member earned 10 % of 13.80 and the purchase counts.
    expect((await level(t, m, m.storeA, cake)).onHand).toBe('4.0000');
    const [pos] = await t.db
      .select()
      .from(members)
      .where(and(eq(members.tenantId, m.tenantId), eq(members.id, posMemberId)));
    expect(pos.pointsBalance).toBe('1.3800');
    expect(pos.totalSpent).toBe('13.8000');
    expect(methodId).toBeGreaterThan(0);
    expect(await t.db.select().from(shifts).where(eq(shifts.tenantId, m.tenantId))).toEqual([]);

    // The online report counts it to the cent; the store's report does not.
    const range = {
      startTime: (Math.floor(Date.now() / 86_400_000) - 1) * 86_400,
      endTime: (Math.floor(Date.now() / 86_400_000) + 1) * 86_400,
    };
    const online = ok(await t.post<SalesSummary>('/online/statistics/sale', range, { token: m.token }));
    expect(online.totals).toMatchObject({
      receipts: 1,
      gross: '13.80',
      netSales: '13.80',
      totalCollected: '13.80',
      cost: '2.00',
    });
    const pos2 = ok(await t.post<SalesSummary>('/statistics/sale', range, { token: m.token }));
    expect(pos2.totals.receipts).toBe(0);

    // Refunded from completed: the refund path gives the stock back and the report nets it out.
    const refunded = ok(await move(order.id, 'refunded', { reason: 'cold' }));
    expect(refunded.state).toBe('refunded');
    expect(refunded.refundOrderId).not.toBeNull();
    expect((await level(t, m, m.storeA, cake)).onHand).toBe('5.0000');
    const after = ok(await t.post<SalesSummary>('/online/statistics/sale', range, { token: m.token }));
    expect(after.totals).toMatchObject({ receipts: 1, refunds: 1, netSales: '0.00' });
    expect((await move(order.id, 'refunded')).code).toBe(Err.ORDER_INVALID);
  });

  it('a delivery fee is part of the receipt: paid with it, in /onlineReport and the payment report, given back by the refund', async () => {
    const { m, place, move } = await setup({
      deliveryFees: [{ upTo: '10', fee: '2.50', minOrder: '0' }],
      feeBasis: 'distance',
      payOnDelivery: true,
    });
    const delivery = { fulfilment: 'delivery', payWay: 'delivery', address: '1 Quay Street', distanceKm: '3' };
    const order = ok(await place({ ...delivery, total: '16.30' }));
    expect(order).toMatchObject({ total: '13.80', deliveryFee: '2.50', amount: '16.30' });
    for (const to of ['preparing', 'delivering', 'completed']) ok(await move(order.id, to));
    const receipt = ok(await t.post<OrderDetail>('/sales/order/detail', { id: order.orderId }, { token: m.token }));
    expect(receipt).toMatchObject({ total: '16.30', paidTotal: '16.30', deliveryFee: '2.50', taxAdded: '0.00' });

    const range = {
      startTime: (Math.floor(Date.now() / 86_400_000) - 1) * 86_400,
      endTime: (Math.floor(Date.now() / 86_400_000) + 1) * 86_400,
    };
    const summary = () => t.post<SalesSummary>('/online/statistics/sale', range, { token: m.token });
    const payments = () => t.post<PaymentSales>('/online/statistics/pay', range, { token: m.token });
    // Net sales stay the goods (13.80); the shopper paid 16.30, as the payment report says.
    expect(ok(await summary()).totals).toMatchObject({
      netSales: '13.80',
      deliveryFees: '2.50',
      totalCollected: '16.30',
    });
    expect(ok(await payments()).totals).toMatchObject({ amount: '16.30', refundAmount: '0.00' });

    ok(await move(order.id, 'refunded', { reason: 'late' }));
    expect(ok(await summary()).totals).toMatchObject({
      netSales: '0.00',
      deliveryFees: '0.00',
      totalCollected: '0.00',
    });
    expect(ok(await payments()).totals).toMatchObject({ amount: '16.30', refundAmount: '16.30' });
  });

  it('refunding an order out for delivery cancels its unpaid receipt; completing needs a payment method', async () => {
    const { m, shop, cake, place, move } = await setup({ paymentMethodId: null });
    const order = ok(await place());
    ok(await move(order.id, 'preparing'));
    ok(await move(order.id, 'delivering'));
    expect((await move(order.id, 'completed')).code).toBe(Err.NO_PAYMENT_METHOD);
    const refunded = ok(await move(order.id, 'refunded'));
    expect(refunded.refundOrderId).toBeNull();
    const [receipt] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, m.tenantId), eq(orders.id, order.orderId)));
    expect(receipt).toMatchObject({ status: 'cancelled', onlineState: 'refunded' });
    expect((await level(t, m, m.storeA, cake)).onHand).toBe('5.0000');
    // With no unfinished order left, the shop can be deleted.
    ok(await t.post('/online/shop/delete', { id: shop.id }, { token: m.token }));
  });

  it('a shop with unfinished orders cannot be deleted (1016)', async () => {
    const { m, shop, place } = await setup();
    ok(await place());
    const res = await t.post('/online/shop/delete', { id: shop.id }, { token: m.token });
    expect(res.code).toBe(Err.SHOP_IN_USE);
    expect(ok(await t.post('/online/shop/detail', { id: shop.id }, { token: m.token }))).toMatchObject({ id: shop.id });
  });
});

describe('online order list, poll and export', () => {
  it('filters the list, polls new orders after a cursor and exports the list in the caller’s language', async () => {
    const { m, shop, place, move } = await setup();
    const start = ok(await t.post<OnlineOrderPoll>('/online/order/poll', {}, { token: m.token }));
    expect(start).toEqual({ cursor: 0, orders: [], unpaid: 0 });
    const a = ok(await place());
    const b = ok(await place({ contactName: 'Bruno' }));
    const polled = ok(await t.post<OnlineOrderPoll>('/online/order/poll', { after: start.cursor }, { token: m.token }));
    expect(polled.orders.map((o) => o.id)).toEqual([a.id, b.id]);
    expect(polled).toMatchObject({ cursor: b.id, unpaid: 2 });
    ok(await move(a.id, 'preparing'));
    const none = ok(await t.post<OnlineOrderPoll>('/online/order/poll', { after: polled.cursor }, { token: m.token }));
    expect(none).toEqual({ cursor: b.id, orders: [], unpaid: 1 });

    const list = async (body: Record<string, unknown>) =>
      ok(await t.post<List>('/online/order/list', body, { token: m.token }));
    expect((await list({ state: 'preparing' })).list.map((o) => o.id)).toEqual([a.id]);
    expect((await list({ keyword: 'brun' })).list.map((o) => o.id)).toEqual([b.id]);
    expect((await list({ shopId: shop.id, fulfilment: 'pickup' })).total).toBe(2);
    expect((await list({ fulfilment: 'delivery' })).total).toBe(0);

    const file = await fileOf(t, '/own/goods/exportNOrders', { shopId: shop.id }, m.token, 'fr_FR');
    expect(file.status).toBe(200);
    const rows = await sheetRows(file.body);
    expect(rows[0]).toContain('N° de commande');
    expect(rows.slice(1).map((r) => r[0])).toEqual([b.number, a.number]);
    expect(rows[2]).toContain('En préparation');
  });

  it('is scoped: a staff member bound to another store sees none of these orders; menu 16 is needed', async () => {
    const { m, place, move } = await setup();
    const order = ok(await place());
    const bound = await newStaffSession(t, m.tenantId, { menuCodes: [16], storeIds: [m.storeB] });
    expect(ok(await t.post<List>('/online/order/list', {}, { token: bound.token })).total).toBe(0);
    expect((await t.post('/online/order/detail', { id: order.id }, { token: bound.token })).code).toBe(Err.NO_DATA);
    expect((await move(order.id, 'preparing', {}, bound.token)).code).toBe(Err.NO_DATA);
    const polled = ok(await t.post<OnlineOrderPoll>('/online/order/poll', { after: 0 }, { token: bound.token }));
    expect(polled).toEqual({ cursor: 0, orders: [], unpaid: 0 });
    const noMenu = await newStaffSession(t, m.tenantId, { menuCodes: [1] });
    expect((await move(order.id, 'preparing', {}, noMenu.token)).code).toBe(Err.NO_PERMISSION);
    const other = await merchant(t);
    expect((await t.post('/online/order/detail', { id: order.id }, { token: other.token })).code).toBe(Err.NO_DATA);
  });
});
