import { Err, Menu, type SalesSummary } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { merchant, ok } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { rebuildAggregates } from '../../ledgers/aggregate-rebuild';
import {
  endOfToday,
  expectedSummary,
  localDay,
  paidReceipts,
  type Receipt,
  seededShop,
  storeReceipts,
  TZ8,
} from './summary.test-support';

const t = await startTestApp();
const shop = await seededShop(t);
const receipts = await paidReceipts(t, shop.tenantId);

const sale = (body: object, token = shop.token, tzOffsetMs = 0) =>
  t.post<SalesSummary>('/statistics/sale', body, { token, tzOffsetMs });
/** Ten days ago up to the end of today in the time zone. */
const range = (tzOffsetMs: number) => ({ startTime: shop.day0 - 86_400, endTime: endOfToday(tzOffsetMs) });

/** Groups receipts by local day and computes each day's expected figures. */
function expectedByDay(list: Receipt[], tzOffsetMs: number) {
  const days = new Map<string, Receipt[]>();
  for (const o of list)
    days.set(localDay(o.orderedAt, tzOffsetMs), [...(days.get(localDay(o.orderedAt, tzOffsetMs)) ?? []), o]);
  return new Map([...days].map(([day, os]) => [day, expectedSummary(os)]));
}

describe('sales summary (saleCount)', () => {
  it('equals the receipts it covers to the cent, per UTC day, with zero rows for days without sales', async () => {
    const r = ok(await sale({ ...range(0), groupBy: 'day' }));
    const expected = expectedByDay(storeReceipts(receipts), 0);
    expect(r.rows).toHaveLength(12);
    expect(r.rows[0]).toMatchObject({
      period: localDay(shop.day0 - 86_400, 0),
      start: shop.day0 - 86_400,
      receipts: 0,
    });
    for (const row of r.rows) {
      const { period, start, ...figures } = row;
      expect(start).toBe(Date.parse(`${period}T00:00:00Z`) / 1000);
      expect(figures).toEqual(expected.get(period) ?? expectedSummary([]));
    }
    // Hand-computed: A, B and C (not the online D, not the unpaid one) on day0; gross 6.40 + 4.99 + 9.60 + 4.99.
    const day0 = r.rows.find((x) => x.period === localDay(shop.day0, 0));
    expect(day0).toMatchObject({ receipts: 3, refunds: 0, gross: '25.98', discounts: '1.64', refundAmount: '0.00' });
    // Average receipt: net sales (A 5.76 + 4.99, B 8.60, C 4.99; the added service of A and C is not in it) / 3.
    expect(day0?.averageReceipt).toBe(((10.75 + 8.6 + 4.99) / 3).toFixed(2));
    const today = r.rows[r.rows.length - 1];
    // A coffee has no added tax: the refund's net value is its total.
    expect(today).toMatchObject({ receipts: 0, refunds: 1, refundAmount: shop.refund.total });
    expect(r.totals).toEqual(expectedSummary(storeReceipts(receipts)));
    expect(r.totals).toMatchObject({ receipts: 3, refunds: 1, gross: '25.98' });
  });

  it('regroups in the caller’s time zone: the 23:30 UTC receipt is the next day at UTC+8', async () => {
    const r = ok(await sale({ ...range(TZ8), groupBy: 'day' }, shop.token, TZ8));
    const expected = expectedByDay(storeReceipts(receipts), TZ8);
    for (const { period, start, ...figures } of r.rows) {
      expect(start).toBe((Date.parse(`${period}T00:00:00Z`) - TZ8) / 1000);
      expect(figures).toEqual(expected.get(period) ?? expectedSummary([]));
    }
    const first = r.rows.find((x) => x.period === localDay(shop.day0, 0));
    const next = r.rows.find((x) => x.period === localDay(shop.day0 + 86_400, 0));
    expect(first).toMatchObject({ receipts: 2, gross: '16.38' });
    expect(next).toMatchObject({ receipts: 1, gross: '9.60', discounts: '1.00' });
    expect(r.totals).toEqual(expectedSummary(storeReceipts(receipts)));
  });

  it('adds range ends that are not local midnights (hourly rows) to the whole days (daily rows)', async () => {
    // From 11:00 UTC on day0 (19:00 at UTC+8): the 10:xx receipt is out, the 12:xx and 23:30 ones are in.
    const start = shop.day0 + 11 * 3600;
    const r = ok(await sale({ startTime: start, endTime: endOfToday(TZ8), groupBy: 'day' }, shop.token, TZ8));
    const inRange = storeReceipts(receipts).filter((o) => o.orderedAt.getTime() >= start * 1000);
    const expected = expectedByDay(inRange, TZ8);
    for (const { period, start: _s, ...figures } of r.rows)
      expect(figures).toEqual(expected.get(period) ?? expectedSummary([]));
    expect(r.totals).toEqual(expectedSummary(inRange));
    expect(r.totals.receipts).toBe(2);
  });

  it('answers a half-hour time zone (UTC+5:30) from the hourly rows, grouped by its local days', async () => {
    const tz = 5.5 * 3_600_000;
    const r = ok(await sale({ ...range(tz), groupBy: 'day' }, shop.token, tz));
    const expected = expectedByDay(storeReceipts(receipts), tz);
    for (const { period, start, ...figures } of r.rows) {
      expect(start).toBe((Date.parse(`${period}T00:00:00Z`) - tz) / 1000);
      expect(figures).toEqual(expected.get(period) ?? expectedSummary([]));
    }
    expect(r.totals).toEqual(expectedSummary(storeReceipts(receipts)));
  });

  it('groups by month and by hour; totals do not depend on the grouping', async () => {
    const byDay = ok(await sale({ ...range(0), groupBy: 'day' }));
    const byMonth = ok(await sale({ ...range(0), groupBy: 'month' }));
    expect(byMonth.totals).toEqual(byDay.totals);
    const months = new Set([localDay(shop.day0 - 86_400, 0).slice(0, 7), localDay(Date.now() / 1000, 0).slice(0, 7)]);
    expect(byMonth.rows.map((x) => x.period)).toEqual([...months]);
    for (const { period, start: _s, ...figures } of byMonth.rows)
      expect(figures).toEqual(
        expectedSummary(storeReceipts(receipts).filter((o) => localDay(o.orderedAt, 0).startsWith(period))),
      );

    const hours = ok(await sale({ startTime: shop.day0, endTime: shop.day0 + 86_400, groupBy: 'hour' }));
    expect(hours.rows).toHaveLength(24);
    expect(hours.rows[10]).toMatchObject({ period: `${localDay(shop.day0, 0)} 10:00`, receipts: 1, gross: '11.39' });
    expect(hours.rows[12]).toMatchObject({ receipts: 1, gross: '4.99' });
    expect(hours.rows[23]).toMatchObject({ receipts: 1, gross: '9.60' });
    expect(hours.totals.receipts).toBe(3);
    const week = ok(await sale({ ...range(0), groupBy: 'week' }));
    expect(week.rows.every((x) => /^\d{4}-W\d{2}$/.test(x.period))).toBe(true);
    expect(week.totals).toEqual(byDay.totals);
  });

  it('filters by store and staff member', async () => {
    const onlyB = ok(await sale({ ...range(0), storeIds: [shop.storeB] }));
    expect(onlyB.totals).toEqual(
      expectedSummary(receipts.filter((o) => o.storeId === shop.storeB && o.channel !== 'online')),
    );
    expect(onlyB.totals).toMatchObject({ receipts: 1, gross: '4.99' });
    const carla = ok(await sale({ ...range(0), staffId: shop.cashier.userId }));
    // Kitchen bumps belong to no staff member: empty under a staff filter.
    expect(carla.totals).toEqual({
      ...expectedSummary(receipts.filter((o) => o.staffId === shop.cashier.userId)),
      kitchenLines: null,
    });
    expect(carla.totals).toMatchObject({ receipts: 1, refunds: 1, gross: '9.60' });
  });

  it('shows a staff member bound to one store only that store, and another merchant nothing', async () => {
    const bound = await newStaffSession(t, shop.tenantId, { menuCodes: [Menu.REPORTS], storeIds: [shop.storeB] });
    const own = ok(await sale(range(0), bound.token));
    expect(own.totals).toMatchObject({ receipts: 1, gross: '4.99' });
    const asked = ok(await sale({ ...range(0), storeIds: [shop.storeA] }, bound.token));
    expect(asked.totals).toMatchObject({ receipts: 0, refunds: 0, gross: '0.00', netSales: '0.00' });
    const other = await merchant(t);
    const foreign = ok(await sale({ ...range(0), storeIds: [shop.storeA, shop.storeB] }, other.token));
    expect(foreign.totals).toMatchObject({ receipts: 0, refunds: 0, gross: '0.00' });
    expect(foreign.rows.every((x) => x.receipts === 0)).toBe(true);
  });

  it('refuses without menu 1 (20041) and refuses bad ranges (1001)', async () => {
    const noMenu = await newStaffSession(t, shop.tenantId, { menuCodes: [Menu.ONLINE_REPORTS] });
    expect((await sale(range(0), noMenu.token)).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/statistics/sale/export', range(0), { token: noMenu.token })).code).toBe(Err.NO_PERMISSION);
    expect((await sale({ startTime: shop.day0, endTime: endOfToday(0) + 86_400 })).code).toBe(Err.PARAM);
    expect((await sale({ startTime: shop.day0 + 100, endTime: shop.day0 })).code).toBe(Err.PARAM);
    expect((await sale({ startTime: shop.day0 - 40 * 86_400, endTime: shop.day0, groupBy: 'hour' })).code).toBe(
      Err.PARAM,
    );
    expect((await sale({ startTime: shop.day0 - 800 * 86_400, endTime: shop.day0 })).code).toBe(Err.PARAM);
    expect((await sale({ startTime: shop.day0 - 30 * 86_400, endTime: shop.day0, groupBy: 'hour' })).code).toBe(200);
  });

  it('answers the same report after the aggregates are rebuilt from the raw receipts', async () => {
    const before = ok(await sale({ ...range(TZ8), groupBy: 'day' }, shop.token, TZ8));
    await rebuildAggregates(t.db, shop.tenantId);
    expect(ok(await sale({ ...range(TZ8), groupBy: 'day' }, shop.token, TZ8))).toEqual(before);
  });
});

describe('online sales summary', () => {
  const online = (body: object, token = shop.token) => t.post<SalesSummary>('/online/statistics/sale', body, { token });

  it('covers only online receipts, and needs menu 129', async () => {
    const r = ok(await online({ ...range(0), groupBy: 'day' }));
    expect(r.totals).toEqual(expectedSummary(receipts.filter((o) => o.channel === 'online')));
    expect(r.totals).toMatchObject({ receipts: 1, gross: '3.20', averageReceipt: '3.20' });
    const storeOnly = await newStaffSession(t, shop.tenantId, { menuCodes: [Menu.REPORTS] });
    expect((await online(range(0), storeOnly.token)).code).toBe(Err.NO_PERMISSION);
    const onlineOnly = await newStaffSession(t, shop.tenantId, { menuCodes: [Menu.ONLINE_REPORTS] });
    expect(ok(await online(range(0), onlineOnly.token)).totals.receipts).toBe(1);
  });
});
