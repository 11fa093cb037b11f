// Offline times (`at`) of POS actions: a till that was offline uploads its actions later with their own time. Each
// endpoint stores it; it is refused (1001 on `at`) more than 5 minutes ahead, more than 400 days back, and before
// what the action follows. A back-dated day of a shift keeps its times, its entries and its expected cash; a refund
// counts in the report hour of its own time; an old deposit can be expired from the start.
import {
  type DepositDetail,
  Err,
  type OrderDetail,
  type ReservationRow,
  type ShiftEntryRow,
  type ShiftRow,
} from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPaymentMethod, addProduct, cid, merchant, newAppSession, ok, uploadOrder } from '../../../test/factories';
import { type Reply, startTestApp } from '../../../test/support/test-app';
import { orders, salesHourly, shiftEntries } from '../../db/schema';
import { applyQueuedAggregates } from '../../ledgers/aggregate-queue';

const t = await startTestApp();

const HOUR = 3600;
const DAY = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
/** Midnight UTC `days` back: a back-dated trading day starts from it, so its hours (and the day in document
 *  numbers) never run into the next date, whatever time the suite runs. */
const daysBack = (days: number) => Math.floor(nowS() / DAY) * DAY - days * DAY;
const iso = (s: number) => new Date(s * 1000).toISOString();

/** 1001 with the issue on the time's field. */
function refusedOn(res: Reply<unknown>, path = 'at', message?: string) {
  expect(res, JSON.stringify(res)).toMatchObject({ code: Err.PARAM, data: { issues: [{ path }] } });
  if (message) expect((res.data as { issues: { message: string }[] }).issues[0].message).toContain(message);
}

const ALL = ['sale', 'refund', 'revokeUnpaidOrders', 'cashInOut', 'deposit', 'reservation'] as const;

async function tillWithShifts() {
  const m = await merchant(t);
  ok(await t.post('/setting/order/save', { shifts: true }, { token: m.token }));
  const pos = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: [...ALL], name: 'Offline Olga' });
  const cash = await addPaymentMethod(t, m.tenantId, 'cash');
  const product = await addProduct(t, m.tenantId, [m.storeA], { price: '12.50' });
  return { ...m, pos, cash, product };
}

describe('the bounds of `at` on every POS action', () => {
  it('refuses more than 5 minutes ahead and more than 400 days back (1001 on at), before anything is read', async () => {
    const m = await tillWithShifts();
    const bodies: [string, Record<string, unknown>, string?][] = [
      [
        '/app/order/upload',
        { clientId: cid(), lines: [{ productId: m.product, quantity: '1' }], total: '0' },
        'orderedAt',
      ],
      ['/app/order/pay', { id: 999_999 }],
      ['/app/order/cancel', { id: 999_999 }],
      ['/app/order/refund', { clientId: cid(), orderId: 999_999 }],
      ['/app/shift/open', { initialCash: '10' }],
      ['/app/shift/cash', { type: 'income', amount: '1' }],
      ['/app/shift/revoke', { entryId: 999_999 }],
      ['/app/shift/count', { amount: '1' }],
      ['/app/shift/close', { actualCash: '1' }],
      ['/app/remittance/send', { toUserId: 999_999, amount: '1' }],
      ['/app/remittance/receive', { id: 999_999 }],
      ['/app/remittance/reject', { id: 999_999 }],
      ['/app/remittance/revoke', { id: 999_999 }],
      ['/app/clock/in', {}],
      ['/app/clock/out', {}],
      [
        '/app/deposit/create',
        { clientId: cid(), itemName: 'Coat', quantity: '1', pickupDeadline: nowS() + DAY, depositor: 'Al' },
      ],
      ['/app/deposit/takeOut', { id: 999_999, quantity: '1' }],
      ['/app/reservation/create', { clientId: cid(), reservedAt: nowS() + DAY, guests: 2, name: 'Bo' }],
      ['/app/reservation/state', { id: 999_999, state: 'arrived' }],
    ];
    for (const [path, body, field = 'at'] of bodies) {
      const ahead = await t.post(path, { ...body, [field]: nowS() + 6 * 60 }, { token: m.pos.token });
      refusedOn(ahead, field, '5 minutes');
      const old = await t.post(path, { ...body, [field]: nowS() - 401 * DAY }, { token: m.pos.token });
      refusedOn(old, field, '400 days');
    }
    // Nothing was written by the refused calls: no shift is open, no receipt exists.
    expect(ok(await t.post('/app/shift/current', {}, { token: m.pos.token }))).toBeNull();
    expect(await t.db.select().from(orders).where(eq(orders.tenantId, m.tenantId))).toHaveLength(0);
  });
});

describe('a back-dated trading day', () => {
  it('keeps the shift, its entries, payments, refunds and close at their own times; expected cash follows', async () => {
    const m = await tillWithShifts();
    const token = m.pos.token;
    const t0 = daysBack(30) + 9 * HOUR;
    // Nothing can be paid before a shift is open (1012): an offline till uploads its shift first.
    const early = { lines: [{ productId: m.product, quantity: '1' }], total: '12.50' };
    const refused = await uploadOrder(t, token, { ...early, payments: [{ paymentMethodId: m.cash, amount: '12.50' }] });
    expect(refused.code).toBe(Err.PAYEE_NOT_ON_DUTY);

    const shift = ok(await t.post<ShiftRow>('/app/shift/open', { initialCash: '100.00', at: t0 }, { token }));
    expect(shift.openedAt).toBe(iso(t0));
    const day = iso(t0).slice(0, 10).replaceAll('-', '');
    expect(shift.number).toBe(`D${day}-${shift.id}`);

    refusedOn(await t.post('/app/shift/cash', { type: 'income', amount: '20', at: t0 - 60 }, { token }), 'at', 'shift');
    const income = ok(
      await t.post<ShiftEntryRow>('/app/shift/cash', { type: 'income', amount: '20.00', at: t0 + HOUR }, { token }),
    );
    expect(income.createdAt).toBe(iso(t0 + HOUR));
    const expense = ok(
      await t.post<ShiftEntryRow>('/app/shift/cash', { type: 'expense', amount: '5.00', at: t0 + 2 * HOUR }, { token }),
    );

    // A sale paid at once: paid when it was rung up; not before the shift opened (1001 on orderedAt).
    const line = { lines: [{ productId: m.product, quantity: '1' }], total: '12.50' };
    const cashPay = { payments: [{ paymentMethodId: m.cash, amount: '12.50' }] };
    refusedOn(await uploadOrder(t, token, { ...line, ...cashPay, orderedAt: t0 - HOUR }), 'orderedAt', 'shift');
    const sale = ok(await uploadOrder<OrderDetail>(t, token, { ...line, ...cashPay, orderedAt: t0 + 3 * HOUR }));
    expect([sale.orderedAt, sale.paidAt]).toEqual([iso(t0 + 3 * HOUR), iso(t0 + 3 * HOUR)]);

    // An open ticket paid later, not before it was written.
    const ticket = ok(await uploadOrder<OrderDetail>(t, token, { ...line, orderedAt: t0 + 4 * HOUR }));
    refusedOn(
      await t.post('/app/order/pay', { id: ticket.id, ...cashPay, at: t0 + 3 * HOUR }, { token }),
      'at',
      'receipt',
    );
    const paid = ok(
      await t.post<OrderDetail>('/app/order/pay', { id: ticket.id, ...cashPay, at: t0 + 5 * HOUR }, { token }),
    );
    expect(paid.paidAt).toBe(iso(t0 + 5 * HOUR));

    // An open ticket cancelled, not before it was written.
    const other = ok(await uploadOrder<OrderDetail>(t, token, { ...line, orderedAt: t0 + 4 * HOUR }));
    refusedOn(await t.post('/app/order/cancel', { id: other.id, at: t0 + 3 * HOUR }, { token }), 'at', 'receipt');
    ok(await t.post('/app/order/cancel', { id: other.id, at: t0 + 4 * HOUR + 600 }, { token }));
    const [cancelled] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, m.tenantId), eq(orders.id, other.id)));
    expect(cancelled.cancelledAt?.toISOString()).toBe(iso(t0 + 4 * HOUR + 600));

    // A refund three hours after its sale, not before the sale was paid; dated then.
    const refundBody = { clientId: cid(), orderId: sale.id };
    refusedOn(await t.post('/app/order/refund', { ...refundBody, at: t0 + 2 * HOUR }, { token }), 'at', 'sale');
    const refund = ok(await t.post<OrderDetail>('/app/order/refund', { ...refundBody, at: t0 + 6 * HOUR }, { token }));
    expect([refund.orderedAt, refund.paidAt]).toEqual([iso(t0 + 6 * HOUR), iso(t0 + 6 * HOUR)]);
    expect(refund.number).toBe(`RF${day}-${refund.id}`);

    ok(await t.post('/app/shift/count', { amount: '140.00', at: t0 + 7 * HOUR }, { token }));
    refusedOn(await t.post('/app/shift/revoke', { entryId: expense.id, at: t0 + HOUR }, { token }), 'at', 'entry');
    ok(await t.post('/app/shift/revoke', { entryId: expense.id, at: t0 + 7 * HOUR + 60 }, { token }));

    // Closing follows every entry of the shift.
    refusedOn(
      await t.post('/app/shift/close', { actualCash: '140.00', at: t0 + 7 * HOUR }, { token }),
      'at',
      'last entry',
    );
    const closed = ok(
      await t.post<ShiftRow>('/app/shift/close', { actualCash: '140.00', at: t0 + 8 * HOUR }, { token }),
    );
    // 100 + 20 income − 5 expense + 12.50 + 12.50 sales − 12.50 refund + 5 expense revoked = 132.50.
    expect(closed).toMatchObject({
      openedAt: iso(t0),
      closedAt: iso(t0 + 8 * HOUR),
      expectedCash: '132.50',
      actualCash: '140.00',
      difference: '7.50',
    });

    // The back office finds the shift in its own day, with every entry at its till time.
    const list = ok(
      await t.post<{ list: ShiftRow[] }>(
        '/sales/shift/list',
        { startTime: t0 - HOUR, endTime: t0 + HOUR },
        { token: m.token },
      ),
    ).list;
    expect(list.map((s) => s.id)).toEqual([shift.id]);
    const entries = ok(await t.post<ShiftEntryRow[]>('/sales/shift/entries', { id: shift.id }, { token: m.token }));
    expect(entries.map((e) => [e.type, e.amount, e.createdAt])).toEqual([
      ['start', '100.00', iso(t0)],
      ['income', '20.00', iso(t0 + HOUR)],
      ['expense', '5.00', iso(t0 + 2 * HOUR)],
      ['sale', '12.50', iso(t0 + 3 * HOUR)],
      ['sale', '12.50', iso(t0 + 5 * HOUR)],
      ['refund', '12.50', iso(t0 + 6 * HOUR)],
      ['cashCount', '140.00', iso(t0 + 7 * HOUR)],
      ['expenseRevoke', '5.00', iso(t0 + 7 * HOUR + 60)],
    ]);
    expect(income.id).toBe(entries[1].id);

    // The reports: the sales count in their hours, the refund in its own hour (not in the sale's).
    await applyQueuedAggregates(t.db);
    const hours = await t.db
      .select({ hour: salesHourly.hour, receipts: salesHourly.receipts, refunds: salesHourly.refunds })
      .from(salesHourly)
      .where(eq(salesHourly.tenantId, m.tenantId))
      .orderBy(salesHourly.hour);
    expect(hours.map((h) => [h.hour.toISOString(), h.receipts, h.refunds])).toEqual([
      [iso(t0 + 3 * HOUR), 1, 0],
      [iso(t0 + 4 * HOUR), 1, 0],
      [iso(t0 + 6 * HOUR), 0, 1],
    ]);
  });

  it('hands cash between two back-dated shifts at their times; never before it was sent or the shift opened', async () => {
    const m = await tillWithShifts();
    const a = m.pos.token;
    const b = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: [...ALL], name: 'Late Lee' });
    const t0 = daysBack(3) + 8 * HOUR;
    ok(await t.post('/app/shift/open', { initialCash: '50.00', at: t0 }, { token: a }));
    ok(await t.post('/app/shift/open', { initialCash: '50.00', at: t0 + HOUR }, { token: b.token }));

    const send = (at: number) =>
      t.post<{ id: number; createdAt: string }>(
        '/app/remittance/send',
        { toUserId: b.userId, amount: '10.00', at },
        { token: a },
      );
    refusedOn(await send(t0 - 60), 'at', 'shift');
    const first = ok(await send(t0 + 2 * HOUR));
    expect(first.createdAt).toBe(iso(t0 + 2 * HOUR));
    refusedOn(
      await t.post('/app/remittance/receive', { id: first.id, at: t0 + HOUR + 60 }, { token: b.token }),
      'at',
      'sent',
    );
    const received = ok(
      await t.post<{ settledAt: string; state: string }>(
        '/app/remittance/receive',
        { id: first.id, at: t0 + 3 * HOUR },
        { token: b.token },
      ),
    );
    expect(received).toMatchObject({ state: 'received', settledAt: iso(t0 + 3 * HOUR) });

    const second = ok(await send(t0 + 4 * HOUR));
    refusedOn(await t.post('/app/remittance/revoke', { id: second.id, at: t0 + 3 * HOUR }, { token: a }), 'at', 'sent');
    const revoked = ok(
      await t.post<{ settledAt: string }>('/app/remittance/revoke', { id: second.id, at: t0 + 5 * HOUR }, { token: a }),
    );
    expect(revoked.settledAt).toBe(iso(t0 + 5 * HOUR));
    const third = ok(await send(t0 + 6 * HOUR));
    const rejected = ok(
      await t.post<{ settledAt: string }>(
        '/app/remittance/reject',
        { id: third.id, at: t0 + 7 * HOUR },
        { token: b.token },
      ),
    );
    expect(rejected.settledAt).toBe(iso(t0 + 7 * HOUR));

    const times = async (remittanceId: number) =>
      (
        await t.db
          .select({ type: shiftEntries.type, at: shiftEntries.createdAt })
          .from(shiftEntries)
          .where(and(eq(shiftEntries.tenantId, m.tenantId), eq(shiftEntries.remittanceId, remittanceId)))
          .orderBy(shiftEntries.id)
      ).map((e) => [e.type, e.at.toISOString()]);
    expect(await times(first.id)).toEqual([
      ['transferOut', iso(t0 + 2 * HOUR)],
      ['transferIn', iso(t0 + 3 * HOUR)],
    ]);
    expect(await times(second.id)).toEqual([
      ['transferOut', iso(t0 + 4 * HOUR)],
      ['transferIn', iso(t0 + 5 * HOUR)],
    ]);
    expect(await times(third.id)).toEqual([
      ['transferOut', iso(t0 + 6 * HOUR)],
      ['transferIn', iso(t0 + 7 * HOUR)],
    ]);
    const current = ok(await t.post<ShiftRow>('/app/shift/current', {}, { token: a }));
    expect(current.expectedCash).toBe('40.00');
  });

  it('clocks in and out at the till times; clock-out never before clock-in', async () => {
    const m = await tillWithShifts();
    const token = m.pos.token;
    const t0 = daysBack(2) + 9 * HOUR;
    const card = ok(await t.post<{ startAt: string }>('/app/clock/in', { at: t0 }, { token }));
    expect(card.startAt).toBe(iso(t0));
    refusedOn(await t.post('/app/clock/out', { at: t0 - HOUR }, { token }), 'at', 'clock-in');
    const out = ok(
      await t.post<{ startAt: string; endAt: string }>('/app/clock/out', { at: t0 + 8 * HOUR }, { token }),
    );
    expect(out).toMatchObject({ startAt: iso(t0), endAt: iso(t0 + 8 * HOUR) });
    // A till clock a little ahead (within 5 minutes) is taken as it is.
    const ahead = nowS() + 4 * 60;
    expect(ok(await t.post<{ startAt: string }>('/app/clock/in', { at: ahead }, { token })).startAt).toBe(iso(ahead));
  });
});

describe('deposits and reservations written late', () => {
  it('an old deposit is expired from the start; a take-out before the deadline still counts, not before the deposit', async () => {
    const m = await tillWithShifts();
    const token = m.pos.token;
    const at = daysBack(60);
    const body = { itemName: 'Umbrella', quantity: '2', depositor: 'Rainy Ray', at };
    refusedOn(
      await t.post('/app/deposit/create', { ...body, clientId: cid(), pickupDeadline: at }, { token }),
      'pickupDeadline',
    );
    const dep = ok(
      await t.post<DepositDetail>(
        '/app/deposit/create',
        { ...body, clientId: cid(), pickupDeadline: at + 30 * DAY },
        { token },
      ),
    );
    expect(dep).toMatchObject({ state: 'expired', depositedAt: iso(at), pickupDeadline: iso(at + 30 * DAY) });
    expect(dep.number).toBe(`J${iso(at).slice(0, 10).replaceAll('-', '')}-${dep.id}`);

    const takeOut = (quantity: string, when?: number) =>
      t.post<DepositDetail>('/app/deposit/takeOut', { id: dep.id, quantity, at: when }, { token });
    expect((await takeOut('1')).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    expect((await takeOut('1', at + 31 * DAY)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    refusedOn(await takeOut('1', at - HOUR), 'at', 'deposit');
    const taken = ok(await takeOut('1', at + 10 * DAY));
    expect(taken.takeOuts.map((x) => [x.quantity, x.takenAt])).toEqual([['1.0000', iso(at + 10 * DAY)]]);
    expect(taken.state).toBe('expired');

    const list = ok(
      await t.post<{ list: { id: number }[] }>('/deposit/list', { state: 'expired' }, { token: m.token }),
    ).list;
    expect(list.map((r) => r.id)).toEqual([dep.id]);
  });

  it('a reservation made days ahead keeps when it was made; its arrival is not before that', async () => {
    const m = await tillWithShifts();
    const token = m.pos.token;
    const made = daysBack(10);
    const r = ok(
      await t.post<ReservationRow>(
        '/app/reservation/create',
        { clientId: cid(), reservedAt: made + 3 * DAY, guests: 4, name: 'Early Eve', at: made },
        { token },
      ),
    );
    expect(r.createdAt).toBe(iso(made));
    refusedOn(
      await t.post('/app/reservation/state', { id: r.id, state: 'arrived', at: made - HOUR }, { token }),
      'at',
      'made',
    );
    const arrived = ok(
      await t.post<ReservationRow>(
        '/app/reservation/state',
        { id: r.id, state: 'arrived', at: made + 3 * DAY },
        { token },
      ),
    );
    expect(arrived).toMatchObject({ state: 'arrived', createdAt: iso(made) });
  });
});
