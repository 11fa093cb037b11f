import { Err, type ItemSales, Menu, type ModifierSales } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addPaymentMethod,
  addProduct,
  addTax,
  bossAppSession,
  merchant,
  ok,
  paidReceipt,
} from '../../../test/factories';
import { newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';
import { DAY, rankedHistory, todayUtc } from './ranked.test-support';

const t = await startTestApp();
const history = await rankedHistory(t);
const h = history;
/** From three days ago to the end of today (UTC): every receipt of the history, the refund included. */
const range = { startTime: h.D, endTime: todayUtc() + DAY };

const goods = (body: Record<string, unknown> = {}, token = h.token, path = '/statistics/goods') =>
  t.post<ItemSales>(path, { ...range, ...body }, { token });

const figures = (quantity: string, refundQuantity: string, rest: string[]) => {
  const [gross, discount, refundAmount, netSales, taxIncluded, taxAdded, netWithoutTax, cost, profit] = rest;
  return {
    quantity,
    refundQuantity,
    gross,
    discount,
    refundAmount,
    netSales,
    taxIncluded,
    taxAdded,
    netWithoutTax,
    cost,
    profit,
  };
};

describe('item sales (singleGoodsCount)', () => {
  it('ranks items by net sales with hand-computed figures: refunds, line and order discounts, included tax', async () => {
    const r = ok(await goods());
    expect(r.total).toBe(3);
    expect(r.list.map((x) => x.productId)).toEqual([h.cake, h.coffee, h.tea]);
    const [cake, coffee, tea] = r.list;
    expect(cake).toMatchObject({
      key: `${h.cake}:0`,
      name: h.names.cake,
      variantId: null,
      categoryId: null,
      ...figures('2.0000', '0.0000', ['12.00', '0.00', '0.00', '12.00', '2.00', '0.00', '10.00', '4.00', '6.00']),
    });
    // 2 × 3.50 − 0.70 and 3.00 − 0.30; VAT 1.05 + 0.45; cost 2 + 1.
    expect(coffee).toMatchObject({
      name: h.names.coffee,
      categoryId: h.drinks.id,
      ...figures('3.0000', '0.0000', ['10.00', '1.00', '0.00', '9.00', '1.50', '0.00', '7.50', '3.00', '4.50']),
    });
    // 6.00 − 0.60 = 5.40, one of three back (1.80); cost 1.50 − 0.50.
    expect(tea).toMatchObject(
      figures('3.0000', '1.0000', ['6.00', '0.60', '1.80', '3.60', '0.00', '0.00', '3.60', '1.00', '2.60']),
    );
    expect(r.totals).toEqual(
      figures('8.0000', '1.0000', ['28.00', '1.60', '1.80', '24.60', '3.50', '0.00', '21.10', '8.00', '13.10']),
    );
  });

  it('sums to the gross profit of the sales summary, computed from the raw receipts (included taxes)', async () => {
    const res = (await t.db.execute(sql`
      select sum(case when kind = 'sale' then 1 else -1 end * (net_total - tax_included - cost_total))::text as profit
      from orders where tenant_id = ${h.tenantId} and status = 'paid' and channel <> 'online'`)) as unknown as {
      rows: { profit: string }[];
    };
    expect(Number(ok(await goods()).totals.profit)).toBeCloseTo(Number(res.rows[0].profit), 6);
  });

  it('takes only included tax out of the profit: an added tax is not inside net sales', async () => {
    const m = await merchant(t);
    const boss = await bossAppSession(t, m.tenantId, m.storeA);
    const cash = await addPaymentMethod(t, m.tenantId, 'cash');
    const service = await addTax(t, m.tenantId, [m.storeA], '10', 'added');
    const vat = await addTax(t, m.tenantId, [m.storeA], '20', 'included');
    const dish = await addProduct(t, m.tenantId, [m.storeA], { price: '12', cost: '4', taxIds: [vat.id, service.id] });
    // 12.00 holds VAT 2.00 (base 10.00); service 10 % of the base = 1.00 on top → 13.00.
    await paidReceipt(t, boss.token, { productId: dish, paymentMethodId: cash, total: '13.00' });
    const r = ok(await t.post<ItemSales>('/statistics/goods', range, { token: m.token }));
    // Without tax 12.00 − 2.00 (included VAT) = 10.00; profit 10.00 − 4.00 cost = 6.00; the added 1.00 apart.
    expect(r.totals).toMatchObject({
      netSales: '12.00',
      taxIncluded: '2.00',
      taxAdded: '1.00',
      netWithoutTax: '10.00',
      cost: '4.00',
      profit: '6.00',
    });
  });

  it('pages in SQL with totals over every row, and filters by keyword', async () => {
    const page2 = ok(await goods({ page: 2, pageSize: 1 }));
    expect(page2.list.map((x) => x.productId)).toEqual([h.coffee]);
    expect(page2.total).toBe(3);
    expect(page2.totals.netSales).toBe('24.60');
    const past = ok(await goods({ page: 4, pageSize: 1 }));
    expect(past.list).toEqual([]);
    // A page past the end still answers the count and the totals of every row.
    expect(past.total).toBe(3);
    expect(past.totals).toEqual(page2.totals);
    const tea = ok(await goods({ keyword: h.names.tea.slice(0, 6) }));
    expect(tea.list.map((x) => x.productId)).toEqual([h.tea]);
    expect(tea.total).toBe(1);
    expect(tea.totals.netSales).toBe('3.60');
  });

  it('reads only the asked and visible stores; another tenant sees nothing', async () => {
    const storeB = ok(await goods({ storeIds: [h.storeB] }));
    expect(storeB.list.map((x) => [x.productId, x.netSales])).toEqual([[h.cake, '6.00']]);
    const staffA = await newStaffSession(t, h.tenantId, { menuCodes: [Menu.REPORTS], storeIds: [h.storeA] });
    const seenByA = ok(await goods({}, staffA.token));
    expect(seenByA.list.find((x) => x.productId === h.cake)?.quantity).toBe('1.0000');
    expect(seenByA.totals.netSales).toBe('18.60');
    // Asking for a store the staff member is not bound to shows nothing of it.
    expect(ok(await goods({ storeIds: [h.storeB] }, staffA.token))).toMatchObject({ list: [], total: 0 });
    const other = await newTenant(t);
    const foreign = ok(await goods({ storeIds: [h.storeA, h.storeB] }, other.token));
    expect(foreign).toMatchObject({ list: [], total: 0, totals: { netSales: '0.00', quantity: '0.0000' } });
  });

  it('refuses without the reports menu (20041) and a bad range (1001)', async () => {
    const noMenu = await newStaffSession(t, h.tenantId, { menuCodes: [Menu.ONLINE_REPORTS] });
    expect((await goods({}, noMenu.token)).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/statistics/type', range, { token: noMenu.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/statistics/batching', range, { token: noMenu.token })).code).toBe(Err.NO_PERMISSION);
    expect((await goods({ startTime: range.endTime, endTime: range.startTime })).code).toBe(Err.PARAM);
    expect((await goods({ endTime: todayUtc() + 3 * DAY })).code).toBe(Err.PARAM);
    expect((await goods({ startTime: range.endTime - 800 * DAY })).code).toBe(Err.PARAM);
    expect((await goods({ pageSize: 501 })).code).toBe(Err.PARAM);
  });
});

describe('category sales (classifyCount)', () => {
  it('groups items by category; items without one under the "uncategorised" key', async () => {
    const r = ok(await t.post<ItemSales>('/statistics/type', range, { token: h.token }));
    expect(r.total).toBe(2);
    expect(r.list[0]).toMatchObject({
      key: `c${h.drinks.id}`,
      categoryId: h.drinks.id,
      name: h.drinks.name,
      productId: null,
      ...figures('6.0000', '1.0000', ['16.00', '1.60', '1.80', '12.60', '1.50', '0.00', '11.10', '4.00', '7.10']),
    });
    expect(r.list[1]).toMatchObject({
      key: 'uncategorised',
      categoryId: null,
      name: '',
      ...figures('2.0000', '0.0000', ['12.00', '0.00', '0.00', '12.00', '2.00', '0.00', '10.00', '4.00', '6.00']),
    });
    expect(r.totals).toEqual(ok(await goods()).totals);
    const kw = ok(
      await t.post<ItemSales>('/statistics/type', { ...range, keyword: h.drinks.name }, { token: h.token }),
    );
    expect(kw.list.map((x) => x.key)).toEqual([`c${h.drinks.id}`]);
  });
});

describe('modifier sales (spiceCount)', () => {
  it('counts modifier items per line quantity with their amount', async () => {
    const r = ok(await t.post<ModifierSales>('/statistics/batching', range, { token: h.token }));
    expect(r).toEqual({
      list: [
        {
          itemId: h.extra.itemId,
          name: 'Extra',
          quantity: '2.0000',
          amount: '1.00',
          refundQuantity: '0.0000',
          refundAmount: '0.00',
        },
      ],
      total: 1,
      totals: { quantity: '2.0000', amount: '1.00', refundQuantity: '0.0000', refundAmount: '0.00' },
    });
    const none = ok(
      await t.post<ModifierSales>('/statistics/batching', { ...range, keyword: 'zzz' }, { token: h.token }),
    );
    expect(none).toMatchObject({ list: [], total: 0 });
    const past = ok(
      await t.post<ModifierSales>('/statistics/batching', { ...range, page: 2, pageSize: 1 }, { token: h.token }),
    );
    expect(past).toEqual({ list: [], total: 1, totals: r.totals });
  });
});

describe('online-shop variants', () => {
  it('read only online receipts, under menu 129', async () => {
    const online = ok(await goods({}, h.token, '/online/statistics/goods'));
    expect(online.list.map((x) => [x.productId, x.quantity, x.netSales])).toEqual([[h.tea, '1.0000', '2.00']]);
    const type = ok(await t.post<ItemSales>('/online/statistics/type', range, { token: h.token }));
    expect(type.list.map((x) => x.key)).toEqual([`c${h.drinks.id}`]);
    const mods = ok(await t.post<ModifierSales>('/online/statistics/batching', range, { token: h.token }));
    expect(mods.total).toBe(0);
    const storeOnly = await newStaffSession(t, h.tenantId, { menuCodes: [Menu.REPORTS] });
    expect((await goods({}, storeOnly.token, '/online/statistics/goods')).code).toBe(Err.NO_PERMISSION);
    const onlineOnly = await newStaffSession(t, h.tenantId, { menuCodes: [Menu.ONLINE_REPORTS] });
    expect(ok(await goods({}, onlineOnly.token, '/online/statistics/goods')).total).toBe(1);
  });
});
