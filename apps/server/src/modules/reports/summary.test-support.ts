// Fixtures of the summary report tests: a merchant with receipts written through the real POS write path at known
// past times, and expected figures computed independently from the raw receipts (in TypeScript, not SQL grouping).
import { type OrderDetail, UNLIMITED_DISCOUNT } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import {
  addPaymentMethod,
  addProduct,
  addTax,
  bossAppSession,
  cid,
  merchant,
  newAppSession,
  ok,
  uploadOrder,
} from '../../../test/factories';
import type { TestApp } from '../../../test/support/test-app';
import { orders } from '../../db/schema';

export const DAY_MS = 86_400_000;
export const HOUR = 3600;
export const TZ8 = 8 * 3_600_000;

/** Midnight UTC `n` days ago, unix seconds. */
export const utcDaysAgo = (n: number) => (Math.floor(Date.now() / DAY_MS) - n) * 86_400;
/** The end of today in a time zone (the latest end a report accepts), unix seconds. */
export const endOfToday = (tzOffsetMs: number) =>
  (Math.floor((Date.now() + tzOffsetMs) / DAY_MS) * DAY_MS + DAY_MS - tzOffsetMs) / 1000;
/** The local day (yyyy-mm-dd) of an instant in a time zone. */
export const localDay = (at: Date | number, tzOffsetMs: number) =>
  new Date((typeof at === 'number' ? at * 1000 : at.getTime()) + tzOffsetMs).toISOString().slice(0, 10);

/**
 * A merchant with two stores and, `day0` being midnight UTC ten days ago:
 * - A: store A, the owner, day0 10:00 UTC — 2 coffees (3.20, 10 % off the line) and a cake (4.99, 20 % VAT
 *   included and 10 % service added): 5.76 + 4.99 + 0.42 = 11.17, paid 10.00 by card (2 % fee) and 1.17 cash.
 * - B: store A, Carla the cashier, day0 23:30 UTC (07:30 the next day at UTC+8) — 3 coffees with 1.00 off the
 *   order: 8.60 cash; one coffee refunded now.
 * - C: store B, the owner, day0 12:00 UTC — a cake, 5.41 by card.
 * - D: store A, the owner, day0 11:00 UTC, an online receipt — a coffee, 3.20 cash (online reports only).
 * - an unpaid receipt (counts nowhere).
 */
export async function seededShop(t: TestApp) {
  const m = await merchant(t);
  const boss = await bossAppSession(t, m.tenantId, m.storeA);
  const cashier = await newAppSession(t, m.tenantId, {
    storeId: m.storeA,
    permissions: ['sale', 'refund'],
    discountLimits: { productDiscount: UNLIMITED_DISCOUNT, discountAtCharge: UNLIMITED_DISCOUNT },
    name: 'Carla Cashier',
  });
  const cash = await addPaymentMethod(t, m.tenantId, 'cash');
  const card = await addPaymentMethod(t, m.tenantId, 'card', '2');
  const vat = await addTax(t, m.tenantId, [m.storeA, m.storeB], '20', 'included');
  const service = await addTax(t, m.tenantId, [m.storeA, m.storeB], '10', 'added');
  const stores = [m.storeA, m.storeB];
  const coffee = await addProduct(t, m.tenantId, stores, {
    price: '3.20',
    cost: '1',
    taxIds: [vat.id],
    reward: { mode: 'percent', value: '10' },
  });
  const cake = await addProduct(t, m.tenantId, stores, { price: '4.99', cost: '2', taxIds: [vat.id, service.id] });
  const day0 = utcDaysAgo(10);

  const a = ok(
    await uploadOrder<OrderDetail>(t, boss.token, {
      orderedAt: day0 + 10 * HOUR,
      lines: [
        { productId: coffee, quantity: '2', discount: { kind: 'percent', value: '10' } },
        { productId: cake, quantity: '1' },
      ],
      total: '11.17',
      payments: [
        { paymentMethodId: card, amount: '10.00' },
        { paymentMethodId: cash, amount: '1.17' },
      ],
    }),
  );
  const b = ok(
    await uploadOrder<OrderDetail>(t, cashier.token, {
      orderedAt: day0 + 23 * HOUR + 1800,
      lines: [{ productId: coffee, quantity: '3' }],
      orderDiscount: { kind: 'amount', value: '1' },
      total: '8.60',
      payments: [{ paymentMethodId: cash, amount: '8.60' }],
    }),
  );
  const refund = ok(
    await t.post<OrderDetail>(
      '/app/order/refund',
      { clientId: cid(), orderId: b.id, lines: [{ lineId: b.lines[0].id, quantity: '1' }] },
      { token: cashier.token },
    ),
  );
  const bossB = await bossAppSession(t, m.tenantId, m.storeB);
  const c = ok(
    await uploadOrder<OrderDetail>(t, bossB.token, {
      orderedAt: day0 + 12 * HOUR,
      lines: [{ productId: cake, quantity: '1' }],
      total: '5.41',
      payments: [{ paymentMethodId: card, amount: '5.41' }],
    }),
  );
  const d = ok(
    await uploadOrder<OrderDetail>(t, bossB.token, {
      channel: 'online',
      orderedAt: day0 + 11 * HOUR,
      lines: [{ productId: coffee, quantity: '1' }],
      total: '3.20',
      payments: [{ paymentMethodId: cash, amount: '3.20' }],
    }),
  );
  ok(
    await uploadOrder(t, boss.token, {
      orderedAt: day0 + 9 * HOUR,
      lines: [{ productId: cake, quantity: '1' }],
      total: '5.41',
    }),
  );
  return { ...m, boss, bossB, cashier, cash, card, vat, service, coffee, cake, day0, a, b, refund, c, d };
}
export type SeededShop = Awaited<ReturnType<typeof seededShop>>;

/** The paid receipts of a merchant as the raw table holds them. */
export async function paidReceipts(t: TestApp, tenantId: number) {
  return t.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.status, 'paid')));
}
export type Receipt = Awaited<ReturnType<typeof paidReceipts>>[number];

const D = (v: string | number) => new Decimal(v);
const m2 = (v: Decimal) => v.toFixed(2);

/**
 * The sales summary figures of some receipts, computed from each receipt's own columns (the definitions of the
 * contract), rounded to the cent only at the end.
 */
export function expectedSummary(receipts: Receipt[]) {
  const sales = receipts.filter((o) => o.kind === 'sale');
  const refunds = receipts.filter((o) => o.kind === 'refund');
  const sum = (list: Receipt[], pick: (o: Receipt) => string) => list.reduce((s, o) => s.plus(pick(o)), D(0));
  const netSales = sum(sales, (o) => o.netTotal).minus(sum(refunds, (o) => o.netTotal));
  const included = sum(sales, (o) => o.taxIncluded).minus(sum(refunds, (o) => o.taxIncluded));
  const added = sum(sales, (o) => o.taxAdded).minus(sum(refunds, (o) => o.taxAdded));
  const cost = sum(sales, (o) => o.costTotal).minus(sum(refunds, (o) => o.costTotal));
  const withoutTax = netSales.minus(included);
  const profit = withoutTax.minus(cost);
  return {
    receipts: sales.length,
    refunds: refunds.length,
    gross: m2(sum(sales, (o) => o.goodsTotal)),
    discounts: m2(sum(sales, (o) => o.lineDiscountTotal).plus(sum(sales, (o) => o.orderDiscount))),
    refundAmount: m2(sum(refunds, (o) => o.netTotal)),
    netSales: m2(netSales),
    taxesIncluded: m2(included),
    taxesAdded: m2(added),
    netWithoutTax: m2(withoutTax),
    deliveryFees: m2(sum(sales, (o) => o.deliveryFee).minus(sum(refunds, (o) => o.deliveryFee))),
    totalCollected: m2(sum(sales, (o) => o.total).minus(sum(refunds, (o) => o.total))),
    cost: m2(cost),
    grossProfit: m2(profit),
    margin: withoutTax.isZero() ? null : profit.div(withoutTax).times(100).toFixed(2),
    averageReceipt: m2(sales.length ? netSales.div(sales.length) : D(0)),
    // The seeded receipts are never bumped by a kitchen display (summary-prep-time.test.ts covers those figures).
    kitchenLines: 0,
    averagePrepSeconds: null,
  };
}

export const storeReceipts = (list: Receipt[]) => list.filter((o) => o.channel !== 'online');
