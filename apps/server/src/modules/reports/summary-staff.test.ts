import { type DiscountReport, Err, Menu, type OrderDetail, type StaffSales } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDeviceSession, cid, merchant, ok } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { orderCommissions } from '../../db/schema';
import {
  endOfToday,
  expectedSummary,
  paidReceipts,
  type Receipt,
  seededShop,
  storeReceipts,
} from './summary.test-support';

const t = await startTestApp();
const shop = await seededShop(t);
const receipts = storeReceipts(await paidReceipts(t, shop.tenantId));
const range = { startTime: shop.day0 - 86_400, endTime: endOfToday(0) };

/** Commissions per staff member from the raw commission rows of the given receipts (negative ones on refunds). */
async function commissionOf(list: Receipt[]) {
  const rows = await t.db
    .select()
    .from(orderCommissions)
    .where(
      and(
        eq(orderCommissions.tenantId, shop.tenantId),
        inArray(
          orderCommissions.orderId,
          list.map((o) => o.id),
        ),
      ),
    );
  return rows.reduce((s, r) => s.plus(r.amount), new Decimal(0)).toFixed(2);
}

async function expectedStaffRow(staffId: number, staffName: string) {
  const mine = receipts.filter((o) => o.staffId === staffId);
  const e = expectedSummary(mine);
  return {
    staffId,
    staffName,
    receipts: e.receipts,
    refunds: e.refunds,
    gross: e.gross,
    discounts: e.discounts,
    refundAmount: e.refundAmount,
    netSales: e.netSales,
    averageReceipt: e.averageReceipt,
    commission: await commissionOf(mine),
  };
}

describe('staff sales (staffCount)', () => {
  it('answers each staff member’s receipts and commissions, equal to the raw receipts to the cent', async () => {
    const r = ok(await t.post<StaffSales>('/statistics/user', range, { token: shop.token }));
    const bossRow = await expectedStaffRow(
      shop.boss.userId,
      r.rows.find((x) => x.staffId === shop.boss.userId)?.staffName ?? '',
    );
    const carla = await expectedStaffRow(shop.cashier.userId, 'Carla Cashier');
    // The owner took A and C (16.38 gross), Carla took B and its refund (9.60 gross): the owner's net sales lead.
    // Average receipt = net sales / receipts: Carla 8.60 − 2.87 (the refunded coffee's net) over 1.
    expect(r.rows).toEqual([bossRow, carla]);
    expect(bossRow).toMatchObject({ receipts: 2, gross: '16.38', discounts: '0.64', averageReceipt: '7.87' });
    expect(carla).toMatchObject({ receipts: 1, refunds: 1, gross: '9.60', discounts: '1.00', averageReceipt: '5.73' });
    const all = expectedSummary(receipts);
    expect(r.totals).toEqual({
      receipts: all.receipts,
      refunds: all.refunds,
      gross: all.gross,
      discounts: all.discounts,
      refundAmount: all.refundAmount,
      netSales: all.netSales,
      averageReceipt: all.averageReceipt,
      commission: await commissionOf(receipts),
    });
    expect(Number(r.totals.commission)).toBeGreaterThan(0);
  });

  it('filters by staff member and store, and shows other merchants and other stores nothing', async () => {
    const carla = ok(
      await t.post<StaffSales>('/statistics/user', { ...range, staffId: shop.cashier.userId }, { token: shop.token }),
    );
    expect(carla.rows.map((x) => x.staffId)).toEqual([shop.cashier.userId]);
    const storeB = ok(
      await t.post<StaffSales>('/statistics/user', { ...range, storeIds: [shop.storeB] }, { token: shop.token }),
    );
    expect(storeB.rows).toHaveLength(1);
    expect(storeB.rows[0]).toMatchObject({ staffId: shop.boss.userId, receipts: 1, gross: '4.99' });
    const bound = await newStaffSession(t, shop.tenantId, { menuCodes: [Menu.REPORTS], storeIds: [shop.storeB] });
    const asked = ok(
      await t.post<StaffSales>('/statistics/user', { ...range, storeIds: [shop.storeA] }, { token: bound.token }),
    );
    expect(asked.rows).toEqual([]);
    expect(asked.totals).toMatchObject({ receipts: 0, gross: '0.00', commission: '0.00' });
    const other = await merchant(t);
    expect(ok(await t.post<StaffSales>('/statistics/user', range, { token: other.token })).rows).toEqual([]);
  });

  it('refuses without menu 1 and refuses a bad range', async () => {
    const noMenu = await newStaffSession(t, shop.tenantId, { menuCodes: [Menu.ONLINE_REPORTS] });
    for (const path of ['/statistics/user', '/statistics/promoter', '/statistics/rebate'])
      expect((await t.post(path, range, { token: noMenu.token })).code).toBe(Err.NO_PERMISSION);
    expect(
      (await t.post('/statistics/user', { startTime: range.endTime, endTime: range.startTime }, { token: shop.token }))
        .code,
    ).toBe(Err.PARAM);
  });
});

describe('commissions (promotionCount)', () => {
  it('lists the staff members who earned commissions, highest first, less those reversed by refunds', async () => {
    const r = ok(await t.post<StaffSales>('/statistics/promoter', range, { token: shop.token }));
    const bossRow = await expectedStaffRow(shop.boss.userId, r.rows[0].staffName);
    const carla = await expectedStaffRow(shop.cashier.userId, 'Carla Cashier');
    // 10 % of coffee: the owner 0.58 on A's 5.76; Carla 0.86 on B's 8.60, less the refunded coffee's share.
    expect(Number(carla.commission)).toBeLessThan(0.86);
    expect(r.rows).toEqual([carla, bossRow].sort((a, b) => Number(b.commission) - Number(a.commission)));
    expect(r.totals.commission).toBe(await commissionOf(receipts));
  });
});

describe('discounts (rebate)', () => {
  it('answers line and order discounts per staff member and their share of gross sales', async () => {
    const r = ok(await t.post<DiscountReport>('/statistics/rebate', range, { token: shop.token }));
    expect(r.rows).toEqual([
      {
        staffId: shop.cashier.userId,
        staffName: 'Carla Cashier',
        receipts: 1,
        lineDiscount: '0.00',
        orderDiscount: '1.00',
        total: '1.00',
        rate: '10.42',
      },
      {
        staffId: shop.boss.userId,
        staffName: expect.any(String),
        receipts: 2,
        lineDiscount: '0.64',
        orderDiscount: '0.00',
        total: '0.64',
        rate: '3.91',
      },
    ]);
    expect(r.totals).toEqual({ receipts: 3, lineDiscount: '0.64', orderDiscount: '1.00', total: '1.64', rate: '6.31' });
    const other = await merchant(t);
    const none = ok(await t.post<DiscountReport>('/statistics/rebate', range, { token: other.token }));
    expect(none).toEqual({
      rows: [],
      totals: { receipts: 0, lineDiscount: '0.00', orderDiscount: '0.00', total: '0.00', rate: null },
    });
  });
});

describe('receipts nobody took', () => {
  it('are one row with no staff member: a kiosk order paid at the till', async () => {
    const kiosk = await addDeviceSession(t, shop.tenantId, shop.storeA, 'kiosk');
    const order = ok(
      await t.post<OrderDetail>(
        '/device/order/create',
        { clientId: cid(), lines: [{ productId: shop.cake, quantity: '2' }], total: '10.81' },
        { token: kiosk.token },
      ),
    );
    ok(
      await t.post(
        '/app/order/pay',
        { id: order.id, payments: [{ paymentMethodId: shop.cash, amount: '10.81' }] },
        { token: shop.boss.token },
      ),
    );
    const r = ok(await t.post<StaffSales>('/statistics/user', range, { token: shop.token }));
    expect(r.rows.find((x) => x.staffId === null)).toEqual({
      staffId: null,
      staffName: '',
      receipts: 1,
      refunds: 0,
      gross: '9.98',
      discounts: '0.00',
      refundAmount: '0.00',
      netSales: '9.98',
      averageReceipt: '9.98',
      commission: '0.00',
    });
    const promoters = ok(await t.post<StaffSales>('/statistics/promoter', range, { token: shop.token }));
    expect(promoters.rows.some((x) => x.staffId === null)).toBe(false);
    const rebate = ok(await t.post<DiscountReport>('/statistics/rebate', range, { token: shop.token }));
    expect(rebate.rows.find((x) => x.staffId === null)).toMatchObject({ receipts: 1, total: '0.00', rate: '0.00' });
  });
});
