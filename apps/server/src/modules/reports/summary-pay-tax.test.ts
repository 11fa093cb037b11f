import { Err, Menu, type OrderDetail, type PaymentSales, type TaxSales } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addMember, merchant, ok, postFile, uploadOrder } from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { orderLineTaxes, orderPayments } from '../../db/schema';
import { rebuildAggregates } from '../../ledgers/aggregate-rebuild';
import { endOfToday, HOUR, paidReceipts, type Receipt, seededShop, storeReceipts } from './summary.test-support';

const t = await startTestApp();
const shop = await seededShop(t);
// One more receipt: a cake put on a member's account (payment key 'credit').
const member = await addMember(t, shop.tenantId, { onCredit: true, creditLimit: '100' });
const onCredit = ok(
  await uploadOrder<OrderDetail>(t, shop.boss.token, {
    orderedAt: shop.day0 + 14 * HOUR,
    memberId: member,
    lines: [{ productId: shop.cake, quantity: '1' }],
    total: '5.41',
    creditAmount: '5.41',
  }),
);
const receipts = await paidReceipts(t, shop.tenantId);
const range = { startTime: shop.day0 - 86_400, endTime: endOfToday(0) };
const D = (v: string | number) => new Decimal(v);

/** Payments per key from the raw payment rows of the receipts (sales and refunds apart). */
async function expectedPayments(list: Receipt[]) {
  const kindOf = new Map(list.map((o) => [o.id, o.kind]));
  const rows = await t.db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.tenantId, shop.tenantId), inArray(orderPayments.orderId, [...kindOf.keys()])));
  const byKey = new Map<
    string,
    { payments: number; amount: Decimal; fee: Decimal; refunds: number; refundAmount: Decimal }
  >();
  for (const p of rows) {
    const key = p.kind === 'method' ? `m${p.paymentMethodId}` : p.kind;
    const e = byKey.get(key) ?? { payments: 0, amount: D(0), fee: D(0), refunds: 0, refundAmount: D(0) };
    if (kindOf.get(p.orderId) === 'sale') {
      e.payments++;
      e.amount = e.amount.plus(p.amount);
      e.fee = e.fee.plus(p.fee);
    } else {
      e.refunds++;
      e.refundAmount = e.refundAmount.plus(p.amount);
    }
    byKey.set(key, e);
  }
  return new Map(
    [...byKey].map(([key, e]) => [
      key,
      {
        payments: e.payments,
        amount: e.amount.toFixed(2),
        fee: e.fee.toFixed(2),
        refunds: e.refunds,
        refundAmount: e.refundAmount.toFixed(2),
        net: e.amount.minus(e.refundAmount).minus(e.fee).toFixed(2),
      },
    ]),
  );
}

describe('payment methods (payWayCount)', () => {
  it('answers money taken and given back per method and member credit, equal to the raw payments', async () => {
    const r = ok(await t.post<PaymentSales>('/statistics/pay', range, { token: shop.token }));
    const expected = await expectedPayments(storeReceipts(receipts));
    expect(r.rows.map((x) => x.key).sort()).toEqual([...expected.keys()].sort());
    for (const { key, name: _n, methodType: _m, ...figures } of r.rows) expect(figures).toEqual(expected.get(key));
    // Card: A 10.00 + C 5.41, 2 % fee on each; cash: A 1.17 + B 8.60; credit: 5.41.
    const card = r.rows.find((x) => x.key === `m${shop.card}`);
    expect(card).toMatchObject({ payments: 2, amount: '15.41', methodType: 'card' });
    expect(card?.fee).toBe(D('0.20').plus(D('5.41').times('0.02').toDecimalPlaces(2)).toFixed(2));
    expect(r.rows.find((x) => x.key === `m${shop.cash}`)).toMatchObject({ payments: 2, amount: '9.77' });
    expect(r.rows.find((x) => x.key === 'credit')).toMatchObject({ payments: 1, amount: onCredit.total });
    // The export names member credit in the caller's language (the screen translates the key).
    const file = await postFile(
      t,
      '/statistics/pay/export',
      { ...range, format: 'xlsx' },
      { token: shop.token, lang: 'en_GB' },
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getColumn(1).values).toContain('On credit');
    // Largest amount first.
    expect(r.rows.map((x) => x.key)).toEqual([`m${shop.card}`, `m${shop.cash}`, 'credit']);
    const all = [...expected.values()];
    const sum = (pick: (e: (typeof all)[number]) => string) => all.reduce((s, e) => s.plus(pick(e)), D(0)).toFixed(2);
    expect(r.totals).toEqual({
      payments: 5,
      amount: sum((e) => e.amount),
      fee: sum((e) => e.fee),
      refunds: all.reduce((s, e) => s + e.refunds, 0),
      refundAmount: shop.refund.total,
      net: sum((e) => e.net),
    });
  });

  it('scopes stores, other merchants, permissions and the online shop', async () => {
    const storeB = ok(
      await t.post<PaymentSales>('/statistics/pay', { ...range, storeIds: [shop.storeB] }, { token: shop.token }),
    );
    expect(storeB.rows).toEqual([expect.objectContaining({ key: `m${shop.card}`, payments: 1, amount: '5.41' })]);
    const bound = await newStaffSession(t, shop.tenantId, { menuCodes: [Menu.REPORTS], storeIds: [shop.storeB] });
    expect(
      ok(await t.post<PaymentSales>('/statistics/pay', { ...range, storeIds: [shop.storeA] }, { token: bound.token }))
        .rows,
    ).toEqual([]);
    const other = await merchant(t);
    expect(ok(await t.post<PaymentSales>('/statistics/pay', range, { token: other.token })).rows).toEqual([]);
    const noMenu = await newStaffSession(t, shop.tenantId, { menuCodes: [Menu.ONLINE_REPORTS] });
    expect((await t.post('/statistics/pay', range, { token: noMenu.token })).code).toBe(Err.NO_PERMISSION);
    expect(
      (await t.post('/statistics/pay', { ...range, endTime: range.endTime + 3600 }, { token: shop.token })).code,
    ).toBe(Err.PARAM);

    const online = ok(await t.post<PaymentSales>('/online/statistics/pay', range, { token: shop.token }));
    expect(online.rows).toEqual([
      expect.objectContaining({ key: `m${shop.cash}`, payments: 1, amount: '3.20', net: '3.20' }),
    ]);
    const storeOnly = await newStaffSession(t, shop.tenantId, { menuCodes: [Menu.REPORTS] });
    expect((await t.post('/online/statistics/pay', range, { token: storeOnly.token })).code).toBe(Err.NO_PERMISSION);
  });
});

/** Taxes per tax, rate and calculation from the raw tax rows of the receipts. */
async function expectedTaxes(list: Receipt[]) {
  const kindOf = new Map(list.map((o) => [o.id, o.kind]));
  const rows = await t.db
    .select()
    .from(orderLineTaxes)
    .where(and(eq(orderLineTaxes.tenantId, shop.tenantId), inArray(orderLineTaxes.orderId, [...kindOf.keys()])));
  const byTax = new Map<number, { taxable: Decimal; tax: Decimal; refundTaxable: Decimal; refundTax: Decimal }>();
  for (const x of rows) {
    const e = byTax.get(x.taxId) ?? { taxable: D(0), tax: D(0), refundTaxable: D(0), refundTax: D(0) };
    if (kindOf.get(x.orderId) === 'sale') {
      e.taxable = e.taxable.plus(x.taxable);
      e.tax = e.tax.plus(x.amount);
    } else {
      e.refundTaxable = e.refundTaxable.plus(x.taxable);
      e.refundTax = e.refundTax.plus(x.amount);
    }
    byTax.set(x.taxId, e);
  }
  return new Map(
    [...byTax].map(([id, e]) => [
      id,
      {
        taxable: e.taxable.toFixed(2),
        tax: e.tax.toFixed(2),
        refundTaxable: e.refundTaxable.toFixed(2),
        refundTax: e.refundTax.toFixed(2),
        netTax: e.tax.minus(e.refundTax).toFixed(2),
      },
    ]),
  );
}

describe('taxes (revenueCount)', () => {
  it('answers taxable amounts and tax per tax and rate, equal to the raw tax rows', async () => {
    const r = ok(await t.post<TaxSales>('/statistics/tax', range, { token: shop.token }));
    const expected = await expectedTaxes(storeReceipts(receipts));
    expect(r.rows.map((x) => [x.taxId, x.rate, x.calculation])).toEqual([
      [shop.vat.id, '20', 'included'],
      [shop.service.id, '10', 'added'],
    ]);
    for (const { taxId, name, rate: _r, calculation: _c, ...figures } of r.rows) {
      expect(name).toMatch(/^Tax /);
      expect(figures).toEqual(expected.get(taxId));
    }
    // Service 10 % added on the cakes' base 4.99 / 1.2 (A, C and the credit receipt): 0.42 each.
    expect(r.rows[1]).toMatchObject({ tax: '1.26', refundTax: '0.00', netTax: '1.26' });
    expect(Number(r.rows[0].refundTax)).toBeGreaterThan(0);
    const sum = (k: 'taxable' | 'tax' | 'refundTaxable' | 'refundTax' | 'netTax') =>
      [...expected.values()].reduce((s, e) => s.plus(e[k]), D(0)).toFixed(2);
    expect(r.totals).toEqual({
      taxable: sum('taxable'),
      tax: sum('tax'),
      refundTaxable: sum('refundTaxable'),
      refundTax: sum('refundTax'),
      netTax: sum('netTax'),
    });
  });

  it('scopes stores, other merchants, permissions and the online shop; a rebuild answers the same', async () => {
    const storeB = ok(
      await t.post<TaxSales>('/statistics/tax', { ...range, storeIds: [shop.storeB] }, { token: shop.token }),
    );
    expect(storeB.rows.map((x) => x.tax)).toEqual(['0.83', '0.42']);
    const other = await merchant(t);
    expect(ok(await t.post<TaxSales>('/statistics/tax', range, { token: other.token })).rows).toEqual([]);
    const noMenu = await newStaffSession(t, shop.tenantId, { menuCodes: [Menu.ONLINE_REPORTS] });
    expect((await t.post('/statistics/tax', range, { token: noMenu.token })).code).toBe(Err.NO_PERMISSION);
    const online = ok(await t.post<TaxSales>('/online/statistics/tax', range, { token: shop.token }));
    expect(online.rows).toEqual([expect.objectContaining({ taxId: shop.vat.id, taxable: '2.67', tax: '0.53' })]);
    expect(online.totals.tax).toBe(
      (await expectedTaxes(receipts.filter((o) => o.channel === 'online'))).get(shop.vat.id)?.tax,
    );

    const before = [
      ok(await t.post('/statistics/tax', range, { token: shop.token })),
      ok(await t.post('/statistics/pay', range, { token: shop.token })),
    ];
    await rebuildAggregates(t.db, shop.tenantId);
    expect([
      ok(await t.post('/statistics/tax', range, { token: shop.token })),
      ok(await t.post('/statistics/pay', range, { token: shop.token })),
    ]).toEqual(before);
  });
});
