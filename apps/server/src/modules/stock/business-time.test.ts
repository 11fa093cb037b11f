// Stock movements carry when the business event happened, not when they were written: a receipt uploaded days later
// (and a refund with its own offline time), a purchase arrival and an adjustment dated in the past. The history
// filters and sorts by it, the damaged goods view counts in its day, and the stock value as of a day follows it.
import { type DamageResult, Err, type HistoryRow, type OrderDetail, type StockValueResult } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import {
  addPaymentMethod,
  addSupplier,
  cid,
  type Merchant,
  merchant,
  newAppSession,
  ok,
  tracked,
  uniq,
  uploadOrder,
} from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';

const t = await startTestApp();

const DAY = 86_400;
/** Midnight UTC `days` back (the tests' time zone is UTC). */
const daysBack = (days: number) => Math.floor(Date.now() / 1000 / DAY) * DAY - days * DAY;
const dayOf = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);
const iso = (s: number) => new Date(s * 1000).toISOString();

type Page<T> = { list: T[]; total: number };
const history = (m: Merchant, productId: number, q: Record<string, unknown> = {}) =>
  t.post<Page<HistoryRow>>('/stock/history', { productId, ...q }, { token: m.token });
const onDay = (m: Merchant, productId: number, day: string) => history(m, productId, { dateFrom: day, dateTo: day });

/** A tracked product sold by a till at 10.50. Typed in now: goods that arrived 20 days back (10 @ 2) and an
 *  increase 15 days back (5 @ 4); a receipt of 2 dated 10 days back and uploaded now; its refund of 1 five days back
 *  (the till's offline `at`); then 1 damaged 12 days back. Written in that order, they happened in another. */
async function backDatedStock() {
  const m = await merchant(t);
  const p = await tracked(t, m, [m.storeA], { name: uniq('Coffee beans') });
  const supplierId = (await addSupplier(t, m.tenantId)).id;
  const order = ok(
    await t.post<{ id: number; lines: { id: number }[] }>(
      '/stock/purchase/save',
      {
        supplierId,
        storeId: m.storeA,
        purchaseDate: dayOf(daysBack(25)),
        expectedDate: null,
        note: '',
        lines: [{ productId: p, quantity: '10', cost: '2' }],
      },
      { token: m.token },
    ),
  );
  const lines = [{ lineId: order.lines[0].id, quantity: '10' }];
  ok(await t.post('/stock/purchase/receive', { id: order.id, date: dayOf(daysBack(20)), lines }, { token: m.token }));
  const adjust = (kind: string, days: number, quantity: string, cost = '0') =>
    t.post(
      '/stock/adjustment/save',
      { kind, storeId: m.storeA, note: '', date: dayOf(daysBack(days)), lines: [{ productId: p, quantity, cost }] },
      { token: m.token },
    );
  ok(await adjust('increase', 15, '5', '4'));

  const cash = await addPaymentMethod(t, m.tenantId, 'cash');
  const pos = await newAppSession(t, m.tenantId, { storeId: m.storeA, permissions: ['sale', 'refund'] });
  const soldAt = daysBack(10) + 20 * 3600 + 11 * 60;
  const sale = ok(
    await uploadOrder<OrderDetail>(t, pos.token, {
      lines: [{ productId: p, quantity: '2' }],
      total: '21.00',
      payments: [{ paymentMethodId: cash, amount: '21.00' }],
      orderedAt: soldAt,
    }),
  );
  const refundedAt = daysBack(5) + 9 * 3600;
  const refund = ok(
    await t.post<OrderDetail>(
      '/app/order/refund',
      { clientId: cid(), orderId: sale.id, lines: [{ lineId: sale.lines[0].id, quantity: '1' }], at: refundedAt },
      { token: pos.token },
    ),
  );
  ok(await adjust('damage', 12, '1'));
  return { m, p, sale, refund, soldAt, refundedAt, adjust };
}

describe('stock movements at the time of the business event', () => {
  it('dates history by the receipt, the refund, the arrival and the document; filters and sorts by it', async () => {
    const { m, p, sale, refund, soldAt, refundedAt } = await backDatedStock();
    const all = ok(await history(m, p));
    // Newest first by when it happened, not in the order written (arrival, increase, sale, refund, damage).
    expect(all.list.map((r) => [r.reason, r.happenedAt])).toEqual([
      ['customer_return', iso(refundedAt)],
      ['sale', iso(soldAt)],
      ['damage', iso(daysBack(12))],
      ['increase', iso(daysBack(15))],
      ['purchase_arrival', iso(daysBack(20))],
    ]);
    expect(all.list.map((r) => r.documentNumber).slice(0, 2)).toEqual([refund.number, sale.number]);
    for (const r of all.list) expect(Date.parse(r.createdAt)).toBeGreaterThan(Date.parse(r.happenedAt));

    const reasonsOn = async (days: number) => ok(await onDay(m, p, dayOf(daysBack(days)))).list.map((r) => r.reason);
    expect(await reasonsOn(10)).toEqual(['sale']);
    expect(await reasonsOn(5)).toEqual(['customer_return']);
    expect(await reasonsOn(20)).toEqual(['purchase_arrival']);
    expect(await reasonsOn(15)).toEqual(['increase']);
    // Nothing happened today, though everything was written today.
    expect(ok(await onDay(m, p, dayOf(daysBack(0)))).total).toBe(0);
    // A range: the first three weeks back hold the arrival, the increase and the damage.
    const early = ok(await history(m, p, { dateFrom: dayOf(daysBack(21)), dateTo: dayOf(daysBack(11)) }));
    expect(early.list.map((r) => r.reason)).toEqual(['damage', 'increase', 'purchase_arrival']);

    const damage = (day: number) =>
      t.post<DamageResult>(
        '/stock/damage',
        { dateFrom: dayOf(daysBack(day)), dateTo: dayOf(daysBack(day)), keyword: all.list[0].sku },
        { token: m.token },
      );
    expect(ok(await damage(12)).totals.damagedQuantity).toBe('1.0000');
    expect(ok(await damage(0)).totals.damagedQuantity).toBe('0.0000');
  });

  it('values stock as of a day from what had happened by its end', async () => {
    const { m, p } = await backDatedStock();
    const valueOn = async (days?: number) => {
      const q = days === undefined ? {} : { date: dayOf(daysBack(days)) };
      const res = ok(await t.post<StockValueResult>('/stock/value', { storeId: m.storeA, ...q }, { token: m.token }));
      const row = res.list.find((r) => r.productId === p);
      return row && [row.quantity, row.inventoryValue];
    };
    expect(await valueOn(21)).toBeUndefined();
    expect(await valueOn(20)).toEqual(['10.0000', '20.0000']); // 10 @ 2
    expect(await valueOn(15)).toEqual(['15.0000', '40.0000']); // + 5 @ 4: the average is 2.6667
    expect(await valueOn(12)).toEqual(['14.0000', '37.3333']); // − 1 damaged at the average
    expect(await valueOn(10)).toEqual(['12.0000', '31.9999']); // − 2 sold at the average
    expect(await valueOn(5)).toEqual(['13.0000', '34.6666']); // + 1 returned at what it was sold at
    expect(await valueOn()).toEqual(['13.0000', '34.6671']); // now: 13 at the average 2.6667
  });

  it('refuses a document date after today or more than 400 days back (1001 on date)', async () => {
    const { adjust } = await backDatedStock();
    for (const days of [-1, 401]) {
      const res = await adjust('increase', days, '1', '1');
      expect(res).toMatchObject({ code: Err.PARAM, data: { issues: [{ path: 'date' }] } });
    }
  });
});
