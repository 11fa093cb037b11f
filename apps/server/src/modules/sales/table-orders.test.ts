// Table orders on the sales path under load: many phones adding at once to one table make one order with every
// line once; a POS paying while phones add either pays what it saw (later additions start a new order) or is refused
// because the total moved (20115), never leaving an addition lost, doubled or unpaid inside a paid order.
import { Err, type TableOrderView } from '@tillbook/contract';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addPaymentMethod, addProduct, bossAppSession, cid, merchant, newZone, ok } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { orderLines, orders } from '../../db/schema';
import { tableOrderAdditions } from '../../db/schema/table-ordering';

const t = await startTestApp();

/** A store with scan-to-order on, a table and a product at 5.00; `add` is one phone's addition of one. */
async function table() {
  const m = await merchant(t);
  const zone = await newZone(t, m.token, m.storeA, ['7']);
  ok(
    await t.post(
      '/store/table/feature',
      { storeId: m.storeA, feature: 'scanOrder', enabled: true },
      { token: m.token },
    ),
  );
  const productId = await addProduct(t, m.tenantId, [m.storeA], { price: '5' });
  const token = decodeURIComponent(/token=([^&]+)/.exec(zone.tables[0].qrUrl)?.[1] ?? '');
  const add = (clientId = cid(), lines: unknown[] = [{ productId, quantity: '1' }], total = '5.00') =>
    t.post<TableOrderView>('/shop/table/add', { token, clientId, lines, total });
  return { m, tableId: zone.tables[0].id, productId, add };
}

/** The table's receipts with their lines' total and count, oldest first. */
async function receiptsOf(tenantId: number, tableId: number) {
  const rows = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.tableId, tableId)))
    .orderBy(orders.id);
  const out = [];
  for (const o of rows) {
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.tenantId, tenantId), eq(orderLines.orderId, o.id)));
    const sum = lines.reduce((s, l) => s.plus(l.net).plus(l.taxAdded), new Decimal(0));
    out.push({ o, lines: lines.length, linesTotal: sum.toFixed(2), positions: lines.map((l) => l.position) });
  }
  return out;
}

describe('table orders under load', () => {
  it('40 phones adding at once make one order with every line exactly once', async () => {
    const s = await table();
    const ids = Array.from({ length: 40 }, () => cid());
    const answers = await Promise.all(ids.map((id) => s.add(id)));
    expect(answers.map((a) => a.code)).toEqual(ids.map(() => 200));
    const receipts = await receiptsOf(s.m.tenantId, s.tableId);
    expect(receipts).toHaveLength(1);
    const [r] = receipts;
    expect(r.lines).toBe(40);
    expect(new Decimal(r.o.total).toFixed(2)).toBe('200.00');
    expect(r.linesTotal).toBe('200.00');
    expect(new Set(r.positions).size).toBe(40);
    const additions = await t.db
      .select({ clientId: tableOrderAdditions.clientId, orderId: tableOrderAdditions.orderId })
      .from(tableOrderAdditions)
      .where(eq(tableOrderAdditions.tenantId, s.m.tenantId));
    expect(additions.map((a) => a.clientId).sort()).toEqual([...ids].sort());
    expect(new Set(additions.map((a) => a.orderId))).toEqual(new Set([r.o.id]));
    // Each phone retrying its addition at once changes nothing.
    await Promise.all(ids.slice(0, 10).map((id) => s.add(id)));
    expect((await receiptsOf(s.m.tenantId, s.tableId))[0].lines).toBe(40);
  });

  it('a POS paying while phones add: it pays what it saw or is refused (20115); later additions start a new order', async () => {
    const s = await table();
    const pos = await bossAppSession(t, s.m.tenantId, s.m.storeA);
    const cash = await addPaymentMethod(t, s.m.tenantId);
    const first = ok(await s.add());
    const [pay, ...adds] = await Promise.all([
      t.post(
        '/app/order/pay',
        { id: first.id, payments: [{ paymentMethodId: cash, amount: '5.00' }] },
        { token: pos.token },
      ),
      ...Array.from({ length: 10 }, () => s.add()),
    ]);
    expect(adds.map((a) => a.code)).toEqual(adds.map(() => 200));
    expect([200, Err.AMOUNT_ILLEGAL]).toContain(pay.code);
    const receipts = await receiptsOf(s.m.tenantId, s.tableId);
    // Every addition is there once, across the table's receipts.
    expect(receipts.reduce((n, r) => n + r.lines, 0)).toBe(11);
    for (const r of receipts) expect(new Decimal(r.o.total).toFixed(2)).toBe(r.linesTotal);
    const paid = receipts.filter((r) => r.o.status === 'paid');
    const open = receipts.filter((r) => r.o.status === 'unpaid');
    expect(open.length).toBeLessThanOrEqual(1);
    if (pay.code === 200) {
      // What was paid is what the POS saw: the first addition alone; the others went to the next order.
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ lines: 1, linesTotal: '5.00' });
      expect(new Decimal(paid[0].o.paidTotal).toFixed(2)).toBe('5.00');
      expect(open[0]?.lines ?? 0).toBe(10);
    } else {
      expect(paid).toHaveLength(0);
      expect(receipts).toHaveLength(1);
    }
  });

  it('an order holds at most 500 lines (1018) and a total its money columns hold (20115), nothing written', async () => {
    const s = await table();
    const hundred = Array.from({ length: 100 }, () => ({ productId: s.productId, quantity: '1' }));
    for (let i = 0; i < 5; i++) ok(await s.add(cid(), hundred, '500.00'));
    expect((await s.add()).code).toBe(Err.QUANTITY_LIMIT_EXCEEDED);
    expect((await receiptsOf(s.m.tenantId, s.tableId))[0].lines).toBe(500);

    const big = await table();
    const lines = [{ productId: big.productId, quantity: '10000000000000' }];
    ok(await big.add(cid(), lines, '50000000000000.00'));
    expect((await big.add(cid(), lines, '50000000000000.00')).code).toBe(Err.AMOUNT_ILLEGAL);
    const [r] = await receiptsOf(big.m.tenantId, big.tableId);
    expect(new Decimal(r.o.total).toFixed(2)).toBe('50000000000000.00');
  });
});
