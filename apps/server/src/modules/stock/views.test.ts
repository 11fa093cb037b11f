import {
  type DamageResult,
  Err,
  type HistoryRow,
  type LowStockRow,
  Menu,
  type StockItemRow,
  type StockValueResult,
} from '@tillbook/contract';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  adjust,
  composite,
  fileOf,
  level,
  type Merchant,
  merchant,
  newProduct,
  ok,
  sheetRows,
  tracked,
  uniq,
  variantProduct,
} from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';

const t = await startTestApp();

type Page<T> = { list: T[]; total: number };
const history = (m: { token: string }, q: Record<string, unknown> = {}) =>
  t.post<Page<HistoryRow>>('/stock/history', q, { token: m.token });
const value = (m: { token: string }, q: Record<string, unknown> = {}) =>
  t.post<StockValueResult>('/stock/value', q, { token: m.token });

/** Three receipts at different costs in two stores, then some damage: A 10 @ 2 + 30 @ 4 − 5, B 8 @ 5. */
async function receipts(m: Merchant) {
  const p = await tracked(t, m, [m.storeA, m.storeB], { name: uniq('Flour') });
  await adjust(t, m, 'increase', m.storeA, [{ productId: p, quantity: '10', cost: '2' }]);
  await adjust(t, m, 'increase', m.storeA, [{ productId: p, quantity: '30', cost: '4' }]);
  await adjust(t, m, 'increase', m.storeB, [{ productId: p, quantity: '8', cost: '5' }]);
  const damage = await adjust(t, m, 'damage', m.storeA, [{ productId: p, quantity: '5' }]);
  return { p, damage };
}

describe('stock value', () => {
  it('values stock at the moving average after receipts at different costs, per item, store and in total', async () => {
    const m = await merchant(t);
    const { p } = await receipts(m);
    const res = ok(await value(m));
    // A: 35 @ 3.5 = 122.5, retail 35 × 10.5 = 367.5; B: 8 @ 5 = 40, retail 84.
    expect(res.total).toBe(1);
    expect(res.list[0]).toMatchObject({
      productId: p,
      quantity: '43.0000',
      averageCost: '3.7791',
      inventoryValue: '162.5000',
      retailValue: '451.5000',
      potentialProfit: '289.0000',
      margin: '64.01',
    });
    expect(res.totals).toEqual({
      quantity: '43.0000',
      averageCost: '3.7791',
      inventoryValue: '162.5000',
      retailValue: '451.5000',
      potentialProfit: '289.0000',
      margin: '64.01',
    });
    expect(res.stores.map((s) => [s.storeId, s.quantity, s.averageCost, s.inventoryValue, s.retailValue])).toEqual(
      expect.arrayContaining([
        [m.storeA, '35.0000', '3.5000', '122.5000', '367.5000'],
        [m.storeB, '8.0000', '5.0000', '40.0000', '84.0000'],
      ]),
    );
    const inB = ok(await value(m, { storeId: m.storeB }));
    expect(inB.totals.inventoryValue).toBe('40.0000');
    expect(inB.stores).toHaveLength(1);
  });

  it('values variants as items of their own, at their own price in the store', async () => {
    const m = await merchant(t);
    const { productId, variantIds } = await variantProduct(t, m, [m.storeA]);
    await adjust(t, m, 'increase', m.storeA, [
      { productId, variantId: variantIds[0], quantity: '2', cost: '0.5' },
      { productId, variantId: variantIds[1], quantity: '3', cost: '1' },
    ]);
    const res = ok(await value(m));
    expect(res.list.map((r) => [r.variantId, r.quantity, r.inventoryValue, r.retailValue])).toEqual([
      [variantIds[0], '2.0000', '1.0000', '2.0000'],
      [variantIds[1], '3.0000', '3.0000', '6.0000'],
    ]);
    expect(res.totals).toMatchObject({ inventoryValue: '4.0000', retailValue: '8.0000', margin: '50.00' });
  });

  it('keeps levels, history and value in agreement after any sequence of operations', async () => {
    const m = await merchant(t);
    const a = await tracked(t, m, [m.storeA]);
    const kit = await composite(t, m, [m.storeA], [{ productId: a, quantity: '3' }]);
    await adjust(t, m, 'increase', m.storeA, [{ productId: a, quantity: '20', cost: '1.3' }]);
    await adjust(t, m, 'increase', m.storeA, [{ productId: a, quantity: '7', cost: '2.9' }]);
    ok(
      await t.post(
        '/stock/production/save',
        { kind: 'production', storeId: m.storeA, lines: [{ productId: kit, quantity: '4' }] },
        m,
      ),
    );
    await adjust(t, m, 'loss', m.storeA, [{ productId: a, quantity: '1.5' }]);
    ok(
      await t.post(
        '/stock/production/save',
        { kind: 'disassembly', storeId: m.storeA, lines: [{ productId: kit, quantity: '1' }] },
        m,
      ),
    );
    await adjust(t, m, 'damage', m.storeA, [{ productId: kit, quantity: '1' }]);

    const valued = ok(await value(m, { storeId: m.storeA, pageSize: 50 }));
    let inventory = new Decimal(0);
    for (const productId of [a, kit]) {
      const lvl = await level(t, m, m.storeA, productId);
      const moves = ok(await history(m, { storeId: m.storeA, productId, pageSize: 200 }));
      const sum = moves.list.reduce((s, r) => s.plus(r.quantity), new Decimal(0));
      expect(sum.toFixed(4)).toBe(lvl.onHand);
      expect(moves.list[0].onHandAfter).toBe(lvl.onHand);
      const row = valued.list.find((r) => r.productId === productId);
      expect(row?.quantity).toBe(lvl.onHand);
      const worth = new Decimal(lvl.onHand).times(lvl.averageCost).toDecimalPlaces(4);
      expect(row?.inventoryValue).toBe(worth.toFixed(4));
      inventory = inventory.plus(worth);
    }
    expect(valued.totals.inventoryValue).toBe(inventory.toFixed(4));
  });
});

describe('stock history', () => {
  it('lists movements newest first with filters, paging and a total', async () => {
    const m = await merchant(t);
    const { p, damage } = await receipts(m);
    const all = ok(await history(m));
    expect(all.total).toBe(4);
    expect(all.list.map((r) => r.reason)).toEqual(['damage', 'increase', 'increase', 'increase']);
    expect(all.list[0]).toMatchObject({
      productId: p,
      variantId: null,
      storeId: m.storeA,
      reason: 'damage',
      documentType: 'adjustment',
      documentId: damage.id,
      documentNumber: damage.number,
      quantity: '-5.0000',
      unitCost: '3.5000',
      onHandAfter: '35.0000',
      operatorName: 'Ana Boss',
    });
    expect(ok(await history(m, { storeId: m.storeB })).total).toBe(1);
    expect(ok(await history(m, { reason: 'damage' })).list.map((r) => r.id)).toEqual([all.list[0].id]);
    expect(ok(await history(m, { keyword: damage.number })).total).toBe(1);
    expect(ok(await history(m, { keyword: 'flour' })).total).toBe(4);
    expect(ok(await history(m, { productId: 987654321 })).total).toBe(0);
    const page2 = ok(await history(m, { page: 2, pageSize: 3 }));
    expect(page2).toMatchObject({ total: 4, list: [{ id: all.list[3].id }] });
    const today = new Date().toISOString().slice(0, 10);
    expect(ok(await history(m, { dateFrom: today, dateTo: today })).total).toBe(4);
    expect(ok(await history(m, { dateFrom: '2099-01-01' })).total).toBe(0);
  });

  it("shows only the caller's stores and tenant, refuses other stores (20076) and callers without the menu", async () => {
    const m = await merchant(t);
    await receipts(m);
    const staffB = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.STOCK], storeIds: [m.storeB] });
    const seen = ok(await history(staffB));
    expect(seen.list.map((r) => r.storeId)).toEqual([m.storeB]);
    expect((await history(staffB, { storeId: m.storeA })).code).toBe(Err.STORE_EMPTY);
    expect((await value(staffB, { storeId: m.storeA })).code).toBe(Err.STORE_EMPTY);
    expect(ok(await value(staffB)).totals.quantity).toBe('8.0000');
    const other = await merchant(t);
    expect(ok(await history(other)).total).toBe(0);
    expect((await history(other, { storeId: m.storeA })).code).toBe(Err.STORE_EMPTY);
    const noMenu = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.GOODS] });
    for (const path of ['/stock/history', '/stock/value', '/stock/damage', '/stock/lowStock', '/stock/items'])
      expect((await t.post(path, { storeId: m.storeA }, { token: noMenu.token })).code).toBe(Err.NO_PERMISSION);
  });

  it('exports the filtered history as xlsx and PDF', async () => {
    const m = await merchant(t);
    const { damage } = await receipts(m);
    const xlsx = await fileOf(t, '/stock/history/export', { storeId: m.storeA, format: 'xlsx' }, m.token, 'zh_CN');
    const rows = await sheetRows(xlsx.body);
    expect(rows[0].slice(0, 3)).toEqual(['时间', '门店', '商品']);
    expect(rows).toHaveLength(4);
    expect(rows[1].slice(5, 10)).toEqual(['报损', damage.number, -5, 3.5, 35]);
    const pdf = await fileOf(t, '/stock/history/export', { format: 'pdf' }, m.token);
    expect(pdf.body.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('damaged goods value and low stock', () => {
  it('sums damage and loss per item over a range, at the cost they left at', async () => {
    const m = await merchant(t);
    const { p } = await receipts(m);
    await adjust(t, m, 'loss', m.storeB, [{ productId: p, quantity: '2' }]);
    const res = ok(await t.post<DamageResult>('/stock/damage', {}, { token: m.token }));
    const figures = {
      damagedQuantity: '5.0000',
      damagedValue: '17.5000',
      lostQuantity: '2.0000',
      lostValue: '10.0000',
      totalValue: '27.5000',
    };
    expect(res).toMatchObject({ total: 1, totals: figures, list: [{ productId: p, ...figures }] });
    const inB = ok(await t.post<DamageResult>('/stock/damage', { storeId: m.storeB }, { token: m.token }));
    expect(inB.totals).toMatchObject({ damagedQuantity: '0.0000', lostValue: '10.0000' });
    const later = ok(await t.post<DamageResult>('/stock/damage', { dateFrom: '2099-01-01' }, { token: m.token }));
    expect(later).toMatchObject({ total: 0, totals: { totalValue: '0.0000' } });

    const rows = await sheetRows((await fileOf(t, '/stock/damage/export', { format: 'xlsx' }, m.token)).body);
    expect(rows[0].slice(3)).toEqual(['Damaged', 'Damaged value', 'Lost', 'Lost value', 'Total value']);
    expect([rows[2][0], ...rows[2].slice(3)]).toEqual(['Total', 5, 17.5, 2, 10, 27.5]);
    const values = await sheetRows((await fileOf(t, '/stock/value/export', { format: 'xlsx' }, m.token)).body);
    const totals = values.at(-1) ?? [];
    expect([totals[0], ...totals.slice(3)]).toEqual(['Total', 41, 3.7195, 152.5, 430.5, 278, 64.58]);
    const pdf = await fileOf(t, '/stock/value/export', { format: 'pdf' }, m.token);
    expect(pdf.body.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('lists tracked items under their minimum per store, with the quantity up to their best stock', async () => {
    const m = await merchant(t);
    // productBody: minimum 2, best 10 in every store.
    const low = await tracked(t, m, [m.storeA, m.storeB], { name: uniq('Low') });
    const fine = await tracked(t, m, [m.storeA]);
    await newProduct(t, m.token, [m.storeA]);
    await adjust(t, m, 'increase', m.storeA, [
      { productId: low, quantity: '1.5', cost: '1' },
      { productId: fine, quantity: '2', cost: '1' },
    ]);
    await adjust(t, m, 'increase', m.storeB, [{ productId: low, quantity: '3', cost: '1' }]);
    const res = ok(await t.post<Page<LowStockRow>>('/stock/lowStock', {}, { token: m.token }));
    expect(res.total).toBe(1);
    expect(res.list[0]).toMatchObject({
      productId: low,
      variantId: null,
      storeId: m.storeA,
      onHand: '1.5000',
      minStock: '2.0000',
      bestStock: '10.0000',
      suggestedQuantity: '8.5000',
    });
    expect(
      ok(await t.post<Page<LowStockRow>>('/stock/lowStock', { storeId: m.storeB }, { token: m.token })).total,
    ).toBe(0);
    const staffB = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.STOCK], storeIds: [m.storeB] });
    expect(ok(await t.post<Page<LowStockRow>>('/stock/lowStock', {}, { token: staffB.token })).total).toBe(0);
  });
});

describe('item picker', () => {
  it('offers tracked items of a store, one row per variant, with on hand, average cost and price', async () => {
    const m = await merchant(t);
    const tag = uniq('Pick');
    const plain = await tracked(t, m, [m.storeA], { name: `${tag} plain`, purchaseCost: '1.25', barcode: `${tag}-bc` });
    const { productId, variantIds } = await variantProduct(t, m, [m.storeA], { name: `${tag} sized` });
    await newProduct(t, m.token, [m.storeA], { name: `${tag} untracked` });
    await tracked(t, m, [m.storeB], { name: `${tag} elsewhere` });
    const kit = await composite(t, m, [m.storeA], [{ productId: plain, quantity: '2' }], { name: `${tag} kit` });
    await adjust(t, m, 'increase', m.storeA, [{ productId: plain, quantity: '4', cost: '2' }]);

    const items = (q: Record<string, unknown>) =>
      t.post<Page<StockItemRow>>('/stock/items', { storeId: m.storeA, keyword: tag, ...q }, { token: m.token });
    const all = ok(await items({}));
    expect(all.total).toBe(4);
    expect(all.list.map((r) => [r.productId, r.variantId])).toEqual([
      [kit, null],
      [plain, null],
      [productId, variantIds[0]],
      [productId, variantIds[1]],
    ]);
    expect(all.list[1]).toMatchObject({
      onHand: '4.0000',
      averageCost: '2.0000',
      purchaseCost: '1.2500',
      price: '10.5000',
      composite: false,
    });
    // A variant shows its own price in the store.
    expect(all.list.slice(2).map((r) => r.price)).toEqual(['1.0000', '2.0000']);
    expect(ok(await items({ compositeOnly: true })).list.map((r) => r.productId)).toEqual([kit]);
    expect(ok(await items({ keyword: `${tag}-bc` })).list.map((r) => r.productId)).toEqual([plain]);
    expect(ok(await items({ pageSize: 1, page: 2 })).list[0].productId).toBe(plain);
    expect((await items({ storeId: 987654321 })).code).toBe(Err.STORE_EMPTY);
  });
});
