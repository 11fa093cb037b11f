// Summary reports where a UTC hour is not a whole period: a half-hour time zone (UTC+5:30, whose local midnight is
// 18:30 UTC) and ranges that start or end inside an hour. Receipts sit on both sides of those half hours; every
// period and total must hold exactly the receipts inside it (the hourly aggregates alone cannot tell them apart).
import type { PaymentSales, SalesSummary, TaxSales } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import {
  addPaymentMethod,
  addProduct,
  addTax,
  bossAppSession,
  merchant,
  ok,
  uploadOrder,
} from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { expectedSummary, HOUR, localDay, paidReceipts, type Receipt, utcDaysAgo } from './summary.test-support';

const t = await startTestApp();
const IST = 5.5 * 3_600_000;
const m = await merchant(t);
const till = await bossAppSession(t, m.tenantId, m.storeA);
const cash = await addPaymentMethod(t, m.tenantId, 'cash');
const vat = await addTax(t, m.tenantId, [m.storeA], '20', 'included');
const tea = await addProduct(t, m.tenantId, [m.storeA], { price: '2.50', cost: '1', taxIds: [vat.id] });
const day0 = utcDaysAgo(5);
/** Paid receipts of `quantity` teas at `at` (unix seconds). */
const sell = async (at: number, quantity: number) =>
  ok(
    await uploadOrder(t, till.token, {
      orderedAt: at,
      lines: [{ productId: tea, quantity: String(quantity) }],
      total: (2.5 * quantity).toFixed(2),
      payments: [{ paymentMethodId: cash, amount: (2.5 * quantity).toFixed(2) }],
    }),
  );
// UTC+5:30: 23:40 on day0, then 00:10 and 01:10 on the next local day.
await sell(day0 + 18 * HOUR + 600, 1);
await sell(day0 + 18 * HOUR + 2400, 2);
await sell(day0 + 19 * HOUR + 2400, 3);
// UTC, the day after: 10:05 and 10:20, 11:30 and 11:50.
const day1 = day0 + 24 * HOUR;
await sell(day1 + 10 * HOUR + 300, 4);
await sell(day1 + 10 * HOUR + 1200, 5);
await sell(day1 + 11 * HOUR + 1800, 6);
await sell(day1 + 11 * HOUR + 3000, 7);
const receipts = await paidReceipts(t, m.tenantId);
const at = (o: Receipt) => o.orderedAt.getTime() / 1000;
const within = (from: number, to: number) => receipts.filter((o) => at(o) >= from && at(o) < to);

/** Local midnight at UTC+5:30 of the date whose UTC midnight is `utcMidnight`. */
const istMidnight = (utcMidnight: number) => utcMidnight - IST / 1000;
const sale = (body: object, tzOffsetMs: number) =>
  t.post<SalesSummary>('/statistics/sale', body, { token: m.token, tzOffsetMs });
const figuresOf = (row: SalesSummary['rows'][number]) => {
  const { period: _period, start: _start, ...rest } = row;
  return rest;
};

describe('summary reports in a half-hour time zone and over partial hours', () => {
  it('puts each receipt in its own local day at UTC+5:30, on either side of the half hour', async () => {
    const body = { startTime: istMidnight(day0), endTime: istMidnight(day0 + 2 * 86_400), groupBy: 'day' };
    const r = ok(await sale(body, IST));
    const days = r.rows.filter((x) => x.receipts > 0).map((x) => [x.period, x.receipts]);
    expect(days).toEqual([
      [localDay(day0 + 18 * HOUR, IST), 1],
      [localDay(day0 + 19 * HOUR, IST), 6],
    ]);
    expect(figuresOf(r.rows.find((x) => x.period === localDay(day0 + 18 * HOUR, IST))!)).toEqual(
      expectedSummary(within(day0 + 18 * HOUR, day0 + 18 * HOUR + 1800)),
    );
    expect(r.totals).toEqual(expectedSummary(receipts));
  });

  it('answers an offset the daily tables do not keep (UTC+5:15) from the receipts, day by day', async () => {
    const tz = 5.25 * 3_600_000;
    const body = { startTime: day0 - tz / 1000, endTime: day0 + 2 * 86_400 - tz / 1000, groupBy: 'day' };
    const r = ok(await sale(body, tz));
    // 18:10 and 18:40 UTC are 23:25 and 23:55 on day0; 19:40 is 00:55 the next day.
    expect(r.rows.map((x) => [x.period, x.receipts])).toEqual([
      [localDay(day0, 0), 2],
      [localDay(day1, 0), 5],
    ]);
    expect(figuresOf(r.rows[0])).toEqual(expectedSummary(within(day0, day0 + 18 * HOUR + 2700)));
  });

  it('starts a UTC+5:30 range at its local midnight: the receipt of 23:40 the day before stays out', async () => {
    const midnight = istMidnight(day1);
    const body = { startTime: midnight, endTime: midnight + 86_400, groupBy: 'month' };
    const r = ok(await sale(body, IST));
    expect(r.totals).toEqual(expectedSummary(within(midnight, midnight + 86_400)));
    expect(r.totals.receipts).toBe(6);

    const pay = ok(await t.post<PaymentSales>('/statistics/pay', body, { token: m.token, tzOffsetMs: IST }));
    expect(pay.totals).toMatchObject({ payments: 6, amount: '67.50' });
    const tax = ok(await t.post<TaxSales>('/statistics/tax', body, { token: m.token, tzOffsetMs: IST }));
    // 20 % included in 67.50: 11.25 of tax on 56.25 taxable.
    expect(tax.totals).toMatchObject({ taxable: '56.25', tax: '11.25' });
  });

  it('groups UTC+5:30 by its own hours (18:30–19:30 UTC is one local hour)', async () => {
    const midnight = istMidnight(day1);
    const r = ok(await sale({ startTime: midnight - 86_400, endTime: midnight + 6 * HOUR, groupBy: 'hour' }, IST));
    const hours = r.rows.filter((x) => x.receipts > 0).map((x) => [x.period, x.receipts, x.gross]);
    expect(hours).toEqual([
      [`${localDay(day0 + 18 * HOUR, IST)} 23:00`, 1, '2.50'],
      [`${localDay(day0 + 19 * HOUR, IST)} 00:00`, 1, '5.00'],
      [`${localDay(day0 + 19 * HOUR, IST)} 01:00`, 1, '7.50'],
    ]);
  });

  it('counts a range that starts and ends inside an hour to the receipt, by day and by hour', async () => {
    const body = { startTime: day1 + 10 * HOUR + 900, endTime: day1 + 11 * HOUR + 2700 }; // 10:15–11:45 UTC
    const byDay = ok(await sale({ ...body, groupBy: 'day' }, 0));
    expect(byDay.totals).toEqual(expectedSummary(within(body.startTime, body.endTime)));
    expect(byDay.totals.receipts).toBe(2);
    const byHour = ok(await sale({ ...body, groupBy: 'hour' }, 0));
    expect(byHour.rows.map((x) => [x.period.slice(-5), x.receipts])).toEqual([
      ['10:00', 1],
      ['11:00', 1],
    ]);
    expect(byHour.totals).toEqual(byDay.totals);
    const pay = ok(await t.post<PaymentSales>('/statistics/pay', body, { token: m.token }));
    expect(pay.totals).toMatchObject({ payments: 2, amount: '27.50' });
  });
});
