// The sales summary figures add up the way a merchant checks them (contract `SalesSummaryRow`), on a demo merchant's
// month of trading, for every day: net = gross − discounts − refunds, net without tax = net − taxes included, gross
// profit = net without tax − cost, total collected = net + taxes added = Σ payments less those given back, and the
// item and category reports add up to the summary.
import { type ItemSales, type OrderDetail, type PaymentSales, priceOrder, type SalesSummary } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { addPaymentMethod, addProduct, addTax, bossAppSession, cid, ok, uploadOrder } from '../../../test/factories';
import { codeFromMail, startTestApp, uniqueEmail } from '../../../test/support/test-app';
import { apiOf, injectTransport } from '../../demo/api';
import { runDemo } from '../../demo/run';
import { DAY_MS, endOfToday, utcDaysAgo } from './summary.test-support';

const t = await startTestApp();
const D = (v: string | number) => new Decimal(v);
const sum = <T>(rows: T[], pick: (r: T) => string) => rows.reduce((s, r) => s.plus(pick(r)), D(0)).toFixed(2);

/** A demo merchant's month (~150 receipts, refunds some days after their sale) and a discounted refund with an added tax today. */
async function demoMerchant() {
  const built = await runDemo(
    apiOf(injectTransport(t.app)),
    {
      email: uniqueEmail('figures'),
      password: 'Demo1234',
      company: 'Figures Bistro',
      name: 'Figures Boss',
      readCode: (e) => codeFromMail(t, e),
    },
    { seed: 'figures', orders: 150, months: 1, today: new Date() },
  );
  const m = built.merchant;
  if (!m) throw new Error('the demo did not build a merchant');
  const storeId = m.stores[0].id;
  const boss = await bossAppSession(t, m.tenantId, storeId);
  const cash = await addPaymentMethod(t, m.tenantId, 'cash');
  const vat = await addTax(t, m.tenantId, [storeId], '20', 'included');
  const service = await addTax(t, m.tenantId, [storeId], '10', 'added');
  const dish = await addProduct(t, m.tenantId, [storeId], {
    price: '4.99',
    cost: '1.20',
    taxIds: [vat.id, service.id],
  });
  const taxes = [
    { taxId: vat.id, name: 'VAT', rate: '20', calculation: 'included' as const },
    { taxId: service.id, name: 'Service', rate: '10', calculation: 'added' as const },
  ];
  const lineDiscount = { kind: 'percent' as const, value: '10' };
  const orderDiscount = { kind: 'amount' as const, value: '1' };
  const { total } = priceOrder(
    [{ quantity: '3', unitPrice: '4.99', modifiers: [], discount: lineDiscount, taxes }],
    orderDiscount,
  );
  // The demo's merchant takes payments in open shifts only.
  ok(await t.post('/app/shift/open', { initialCash: '0' }, { token: boss.token }));
  const sale = ok(
    await uploadOrder<OrderDetail>(t, boss.token, {
      lines: [{ productId: dish, quantity: '3', discount: lineDiscount }],
      orderDiscount,
      total,
      payments: [{ paymentMethodId: cash, amount: total }],
    }),
  );
  ok(
    await t.post(
      '/app/order/refund',
      { clientId: cid(), orderId: sale.id, lines: [{ lineId: sale.lines[0].id, quantity: '1' }] },
      { token: boss.token },
    ),
  );
  return m.bossToken;
}

describe('sales summary figures on demo data', () => {
  it('add up every day: summary identities, payments, items and categories', async () => {
    const token = await demoMerchant();
    const report = <T>(path: string, range: { startTime: number; endTime: number }, body = {}) =>
      t.post<T>(path, { ...range, ...body }, { token, tzOffsetMs: 0 }).then(ok);
    const whole = { startTime: utcDaysAgo(40), endTime: endOfToday(0) };
    const summary = await report<SalesSummary>('/statistics/sale', whole, { groupBy: 'day' });
    const days = summary.rows.filter((r) => r.receipts + r.refunds > 0);
    expect(days.length).toBeGreaterThan(20);
    expect(days.filter((r) => r.refunds > 0).length).toBeGreaterThan(0);
    expect(days.some((r) => !D(r.taxesAdded).isZero())).toBe(true);

    for (const r of [...days, { ...summary.totals, period: 'total', start: whole.startTime }]) {
      const day = r.period === 'total' ? whole : { startTime: r.start, endTime: r.start + DAY_MS / 1000 };
      const at = `${r.period}: ${JSON.stringify(r)}`;
      expect(D(r.gross).minus(r.discounts).minus(r.refundAmount).toFixed(2), at).toBe(r.netSales);
      expect(D(r.netSales).minus(r.taxesIncluded).toFixed(2), at).toBe(r.netWithoutTax);
      expect(D(r.netWithoutTax).minus(r.cost).toFixed(2), at).toBe(r.grossProfit);
      expect(D(r.netSales).plus(r.taxesAdded).toFixed(2), at).toBe(r.totalCollected);

      const pay = await report<PaymentSales>('/statistics/pay', day);
      expect(D(pay.totals.amount).minus(pay.totals.refundAmount).toFixed(2), at).toBe(r.totalCollected);

      for (const path of ['/statistics/goods', '/statistics/type']) {
        const items = await report<ItemSales>(path, day, { pageSize: 500 });
        expect(items.total).toBeLessThanOrEqual(500);
        for (const list of [[items.totals], items.list]) {
          const of = (pick: (x: ItemSales['totals']) => string) => sum(list, pick);
          expect(
            {
              gross: of((x) => x.gross),
              discounts: of((x) => x.discount),
              refundAmount: of((x) => x.refundAmount),
              netSales: of((x) => x.netSales),
              taxesIncluded: of((x) => x.taxIncluded),
              taxesAdded: of((x) => x.taxAdded),
              netWithoutTax: of((x) => x.netWithoutTax),
              cost: of((x) => x.cost),
              grossProfit: of((x) => x.profit),
            },
            `${path} ${at}`,
          ).toEqual({
            gross: r.gross,
            discounts: r.discounts,
            refundAmount: r.refundAmount,
            netSales: r.netSales,
            taxesIncluded: r.taxesIncluded,
            taxesAdded: r.taxesAdded,
            netWithoutTax: r.netWithoutTax,
            cost: r.cost,
            grossProfit: r.grossProfit,
          });
        }
      }
    }
  }, 600_000);
});
