// Receipts inside a shift (§4 shift entry types): cash taken by a sale goes into the seller's open shift as a 'sale'
// entry (cash kept, i.e. tendered − change), cash given back by a refund as a 'refund' entry; card money never
// touches the drawer. The expected cash of /m/app/shift/current follows every step. A kiosk order paid at the till
// goes into the seller's shift like any sale.
import { Err, type OrderDetail, type ShiftEntryRow, type ShiftRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDeviceSession,
  addPaymentMethod,
  addProduct,
  bossAppSession,
  cid,
  merchant,
  newAppSession,
  ok,
  paidReceipt,
  stockMove,
  uploadOrder,
} from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { orders, shiftEntries, stockLevels, stockMovements } from '../../db/schema';

const t = await startTestApp();

type CurrentShift = ShiftRow & { entries: ShiftEntryRow[] };

const shiftIdOf = async (orderId: number) =>
  (await t.db.select({ shiftId: orders.shiftId }).from(orders).where(eq(orders.id, orderId)))[0].shiftId;

const onHand = async (tenantId: number, productId: number) =>
  (
    await t.db
      .select({ onHand: stockLevels.onHand })
      .from(stockLevels)
      .where(and(eq(stockLevels.tenantId, tenantId), eq(stockLevels.productId, productId)))
  )[0]?.onHand;

const movementsOf = (tenantId: number, documentId: number) =>
  t.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.tenantId, tenantId), eq(stockMovements.documentId, documentId)));

const entriesSummary = (s: CurrentShift) => s.entries.map((e) => [e.type, e.amount, e.orderNumber]);

describe('cash sales and refunds inside a shift', () => {
  it('books cash kept by sales and cash given back by refunds; card money stays out of the drawer', async () => {
    const m = await merchant(t);
    // Shifts are switched on through the ordering-features settings of the back office.
    ok(await t.post('/setting/order/save', { shifts: true }, { token: m.token }));
    const seller = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale', 'refund'] });
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    const card = await addPaymentMethod(t, m.tenantId, 'card', '2');
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '12.50' });
    // 2 × 12.50 = 25.00: card 10.00, cash 15.00 out of 20.00 handed over (5.00 change).
    const sale = {
      lines: [{ productId: p, quantity: '2' }],
      total: '25.00',
      payments: [
        { paymentMethodId: card, amount: '10.00' },
        { paymentMethodId: cash, amount: '15.00', tendered: '20.00' },
      ],
    };

    // No open shift: taking money is refused (1012) and nothing is written.
    const clientId = cid();
    expect((await uploadOrder(t, seller.token, { ...sale, clientId })).code).toBe(Err.PAYEE_NOT_ON_DUTY);
    expect(await t.db.select().from(orders).where(eq(orders.clientId, clientId))).toEqual([]);

    const shift = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '100.00' }, { token: seller.token }));
    const paid = ok(await uploadOrder<OrderDetail>(t, seller.token, { ...sale, clientId }));
    expect(paid).toMatchObject({ status: 'paid', paidTotal: '25.00', changeTotal: '5.00' });
    expect(paid.payments).toMatchObject([
      { paymentMethodId: card, amount: '10.00', fee: '0.20', change: '0.00' },
      { paymentMethodId: cash, amount: '15.00', fee: '0.00', change: '5.00' },
    ]);
    expect(await shiftIdOf(paid.id)).toBe(shift.id);
    let current = ok(await t.post<CurrentShift>('/app/shift/current', {}, { token: seller.token }));
    // 20.00 came in, 5.00 went back out as change: the drawer gained 15.00 → 100 + 15 = 115.
    expect(entriesSummary(current)).toEqual([
      ['start', '100.00', ''],
      ['sale', '15.00', paid.number],
    ]);
    expect(current.expectedCash).toBe('115.00');

    // A card-only sale belongs to the shift but writes no cash entry.
    const cardOnly = await paidReceipt(t, seller.token, { productId: p, paymentMethodId: card, total: '12.50' });
    expect(await shiftIdOf(cardOnly.id)).toBe(shift.id);
    const cardEntries = await t.db.select().from(shiftEntries).where(eq(shiftEntries.orderId, cardOnly.id));
    expect(cardEntries).toEqual([]);
    current = ok(await t.post<CurrentShift>('/app/shift/current', {}, { token: seller.token }));
    expect(current.entries).toHaveLength(2);
    expect(current.expectedCash).toBe('115.00');

    // A refunder without an open shift while shifts are on: 1012, the sale line is left untouched.
    const lineId = paid.lines[0].id;
    const offDuty = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale', 'refund'] });
    const oneInCash = {
      orderId: paid.id,
      lines: [{ lineId, quantity: '1' }],
      payments: [{ paymentMethodId: cash, amount: '12.50' }],
    };
    expect((await t.post('/app/order/refund', { clientId: cid(), ...oneInCash }, { token: offDuty.token })).code).toBe(
      Err.PAYEE_NOT_ON_DUTY,
    );
    const untouched = ok(await t.post<OrderDetail>('/app/order/detail', { id: paid.id }, { token: seller.token }));
    expect(untouched.lines[0].refundedQuantity).toBe('0.0000');

    // One of the two units back, all of it in cash: 12.50 leaves the drawer → 115 − 12.50 = 102.50.
    const cashRefund = ok(
      await t.post<OrderDetail>('/app/order/refund', { clientId: cid(), ...oneInCash }, { token: seller.token }),
    );
    expect(cashRefund).toMatchObject({ kind: 'refund', total: '12.50' });
    expect(cashRefund.payments).toMatchObject([{ paymentMethodId: cash, amount: '12.50', fee: '0.00' }]);
    expect(await shiftIdOf(cashRefund.id)).toBe(shift.id);

    // The last unit by default: what is left of each sale payment → card 10.00 − 0, cash 15.00 − 12.50 = 2.50.
    const rest = ok(
      await t.post<OrderDetail>('/app/order/refund', { clientId: cid(), orderId: paid.id }, { token: seller.token }),
    );
    expect(rest.total).toBe('12.50');
    expect(rest.payments.map((x) => [x.paymentMethodId, x.amount])).toEqual([
      [card, '10.00'],
      [cash, '2.50'],
    ]);
    expect(await shiftIdOf(rest.id)).toBe(shift.id);

    current = ok(await t.post<CurrentShift>('/app/shift/current', {}, { token: seller.token }));
    expect(entriesSummary(current)).toEqual([
      ['start', '100.00', ''],
      ['sale', '15.00', paid.number],
      ['refund', '12.50', cashRefund.number],
      ['refund', '2.50', rest.number],
    ]);
    // 100 + 15 − 12.50 − 2.50: the drawer is back where it started, the card sale never entered it.
    expect(current.expectedCash).toBe('100.00');

    // Closing with the expected cash leaves no difference.
    const closed = ok(await t.post<ShiftRow>('/app/shift/close', { actualCash: '100.00' }, { token: seller.token }));
    expect(closed).toMatchObject({ status: 'closed', expectedCash: '100.00' });
    expect(Number(closed.difference)).toBe(0);
  });

  it('an open shift in another store does not take the money of this till (1012)', async () => {
    const m = await merchant(t);
    ok(await t.post('/setting/order/save', { shifts: true }, { token: m.token }));
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    const p = await addProduct(t, m.tenantId, [m.storeA, m.storeB], { price: '4' });
    const atA = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale'] });
    ok(await t.post('/app/shift/open', { initialCash: '0' }, { token: atA.token }));
    // The same person signed in at a till of store B: the shift of store A is not a drawer there.
    const atB = ok(
      await t.post<{ token: string }>('/app/login', { merchant: atA.merchant, pin: atA.pin, storeId: m.storeB }),
    );
    expect(
      (
        await uploadOrder(t, atB.token, {
          lines: [{ productId: p, quantity: '1' }],
          total: '4.00',
          payments: [{ paymentMethodId: cash, amount: '4.00' }],
        })
      ).code,
    ).toBe(Err.PAYEE_NOT_ON_DUTY);
    const current = ok(await t.post<CurrentShift>('/app/shift/current', {}, { token: atA.token }));
    expect(current.expectedCash).toBe('0.00');
    expect(current.entries).toHaveLength(1);
  });

  it('a last refund after one given back by another method takes only its own total out of the drawer', async () => {
    const m = await merchant(t);
    ok(await t.post('/setting/order/save', { shifts: true }, { token: m.token }));
    const seller = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale', 'refund'] });
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    const card = await addPaymentMethod(t, m.tenantId, 'card');
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '12.50' });
    ok(await t.post('/app/shift/open', { initialCash: '50.00' }, { token: seller.token }));
    // 25.00 = cash 15.00 + card 10.00 → drawer 65.00.
    const sale = ok(
      await uploadOrder<OrderDetail>(t, seller.token, {
        lines: [{ productId: p, quantity: '2' }],
        total: '25.00',
        payments: [
          { paymentMethodId: cash, amount: '15.00' },
          { paymentMethodId: card, amount: '10.00' },
        ],
      }),
    );
    // The first unit goes back entirely by card (more than the sale's 10.00 card part): no cash moves.
    const byCard = ok(
      await t.post<OrderDetail>(
        '/app/order/refund',
        {
          clientId: cid(),
          orderId: sale.id,
          lines: [{ lineId: sale.lines[0].id, quantity: '1' }],
          payments: [{ paymentMethodId: card, amount: '12.50' }],
        },
        { token: seller.token },
      ),
    );
    expect(byCard.payments.map((x) => [x.paymentMethodId, x.amount])).toEqual([[card, '12.50']]);
    // The last unit by default: nothing is left of the card part, 15.00 of the cash part; the refund is 12.50, so
    // 12.50 in cash (not the whole 15.00 left) → drawer 65.00 − 12.50 = 52.50.
    const rest = ok(
      await t.post<OrderDetail>('/app/order/refund', { clientId: cid(), orderId: sale.id }, { token: seller.token }),
    );
    expect(rest.total).toBe('12.50');
    expect(rest.payments.map((x) => [x.paymentMethodId, x.amount])).toEqual([[cash, '12.50']]);
    const current = ok(await t.post<CurrentShift>('/app/shift/current', {}, { token: seller.token }));
    expect(entriesSummary(current)).toEqual([
      ['start', '50.00', ''],
      ['sale', '15.00', sale.number],
      ['refund', '12.50', rest.number],
    ]);
    expect(current.expectedCash).toBe('52.50');
  });
});

describe('kiosk orders paid at the till', () => {
  it('move stock when the POS takes the money, into the seller’s shift, and keep the kiosk channel', async () => {
    const m = await merchant(t);
    ok(await t.post('/setting/order/save', { shifts: true }, { token: m.token }));
    await bossAppSession(t, m.tenantId, m.storeA);
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    const p = await addProduct(t, m.tenantId, [m.storeA], { price: '6', track: true });
    await stockMove(t, m, { storeId: m.storeA, productId: p }, '5', '3');
    const kiosk = await addDeviceSession(t, m.tenantId, m.storeA, 'kiosk');
    // A kiosk takes no money, so it needs no shift.
    const order = ok(
      await t.post<OrderDetail>(
        '/device/order/create',
        { clientId: cid(), lines: [{ productId: p, quantity: '2' }], total: '12.00' },
        { token: kiosk.token },
      ),
    );
    expect(order).toMatchObject({ channel: 'kiosk', status: 'unpaid', staffId: null, total: '12.00' });
    // Nothing leaves the shelf before the order is paid.
    expect(await onHand(m.tenantId, p)).toBe('5.0000');
    expect(await movementsOf(m.tenantId, order.id)).toEqual([]);

    // A kiosk cannot take money; a till of another store does not see the order.
    const pay = { id: order.id, payments: [{ paymentMethodId: cash, amount: '12.00' }] };
    expect((await t.post('/app/order/pay', pay, { token: kiosk.token })).code).toBe(Err.NO_PERMISSION);
    const tillB = await newAppSession(t, m.tenantId, { storeId: m.storeB, permissions: ['sale'] });
    expect((await t.post('/app/order/pay', pay, { token: tillB.token })).code).toBe(Err.ORDER_MISSING);

    const seller = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale'] });
    const shift = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '20.00' }, { token: seller.token }));
    // The till edits the kiosk order without naming a channel: it stays a kiosk order.
    const edited = ok(
      await t.post<OrderDetail>(
        '/app/order/update',
        { id: order.id, lines: [{ productId: p, quantity: '2' }], total: '12.00' },
        { token: seller.token },
      ),
    );
    expect(edited.channel).toBe('kiosk');
    const paid = ok(await t.post<OrderDetail>('/app/order/pay', pay, { token: seller.token }));
    // 2 units at cost 3 leave: stock 5 − 2 = 3, cost 6.
    expect(paid).toMatchObject({ channel: 'kiosk', status: 'paid', paidTotal: '12.00', costTotal: '6.0000' });
    expect(paid.lines[0].cost).toBe('6.0000');
    expect(await onHand(m.tenantId, p)).toBe('3.0000');
    const moves = await movementsOf(m.tenantId, order.id);
    expect(moves.map((x) => [x.productId, x.quantity, x.reason])).toEqual([[p, '-2.0000', 'sale']]);
    expect(await shiftIdOf(order.id)).toBe(shift.id);
    const current = ok(await t.post<CurrentShift>('/app/shift/current', {}, { token: seller.token }));
    expect(entriesSummary(current)).toEqual([
      ['start', '20.00', ''],
      ['sale', '12.00', order.number],
    ]);
    expect(current.expectedCash).toBe('32.00');
    const listed = ok(
      await t.post<{ list: { id: number; channel: string }[] }>(
        '/sales/order/list',
        { channel: 'kiosk' },
        { token: m.token },
      ),
    );
    expect(listed.list).toEqual([expect.objectContaining({ id: order.id, channel: 'kiosk', status: 'paid' })]);
  });
});
