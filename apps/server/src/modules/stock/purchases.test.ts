import { Err, type PurchaseDetail, type PurchaseRow } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import {
  addSupplier,
  fileOf,
  ledgerSum,
  level,
  type Merchant,
  merchant,
  movementsOf,
  ok,
  sheetRows,
  stockMove,
  tracked,
  uniqCode,
  variantProduct,
} from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';

const t = await startTestApp();

const today = new Date().toISOString().slice(0, 10);

async function setup() {
  const m = await merchant(t);
  const supplierId = (await addSupplier(t, m.tenantId)).id;
  const p1 = await tracked(t, m, [m.storeA, m.storeB]);
  const p2 = await tracked(t, m, [m.storeA]);
  return { m, supplierId, p1, p2 };
}

const orderBody = (
  s: { m: Merchant; supplierId: number; p1: number; p2: number },
  over: Record<string, unknown> = {},
) => ({
  supplierId: s.supplierId,
  storeId: s.m.storeA,
  purchaseDate: today,
  expectedDate: null,
  note: 'weekly',
  lines: [
    { productId: s.p1, quantity: '10', cost: '2' },
    { productId: s.p2, quantity: '5', cost: '3.5' },
  ],
  ...over,
});

const save = (m: Merchant, body: unknown, token = m.token) =>
  t.post<PurchaseDetail>('/stock/purchase/save', body, { token });
const post = <T = PurchaseDetail>(m: Merchant, action: string, body: unknown, token = m.token) =>
  t.post<T>(`/stock/purchase/${action}`, body, { token });

describe('purchase orders', () => {
  it('creates an order with a generated number, lists and filters it, edits it while nothing arrived', async () => {
    const s = await setup();
    const order = ok(await save(s.m, orderBody(s)));
    expect(order).toMatchObject({
      status: 'normal',
      supplierId: s.supplierId,
      storeId: s.m.storeA,
      purchaseDate: today,
      orderedQuantity: '15.0000',
      receivedQuantity: '0.0000',
      totalCost: '37.5000',
      operatorName: 'Ana Boss',
    });
    expect(order.number).toMatch(/^PO\d{8}-\d{4}$/);
    expect(order.lines.map((l) => [l.productId, l.quantity, l.cost, l.amount])).toEqual([
      [s.p1, '10.0000', '2.0000', '20.0000'],
      [s.p2, '5.0000', '3.5000', '17.5000'],
    ]);

    const edited = ok(
      await save(
        s.m,
        orderBody(s, { id: order.id, number: 'MY-PO-1', lines: [{ productId: s.p1, quantity: '4', cost: '1' }] }),
      ),
    );
    expect(edited).toMatchObject({ id: order.id, number: 'MY-PO-1', orderedQuantity: '4.0000', totalCost: '4.0000' });
    expect(edited.lines).toHaveLength(1);

    const other = ok(
      await save(s.m, orderBody(s, { storeId: s.m.storeB, lines: [{ productId: s.p1, quantity: '1', cost: '1' }] })),
    );
    const all = await post<{ list: PurchaseRow[]; total: number }>(s.m, 'list', {});
    expect(ok(all).list.map((r) => r.id)).toEqual([other.id, order.id]);
    expect(ok(await post<{ list: PurchaseRow[] }>(s.m, 'list', { keyword: 'my-po' })).list.map((r) => r.id)).toEqual([
      order.id,
    ]);
    expect(ok(await post<{ list: PurchaseRow[] }>(s.m, 'list', { storeId: s.m.storeB })).list.map((r) => r.id)).toEqual(
      [other.id],
    );
    expect(ok(await post<{ total: number }>(s.m, 'list', { status: 'partial' })).total).toBe(0);
    expect(ok(await post<{ total: number }>(s.m, 'list', { dateFrom: today, dateTo: today })).total).toBe(2);
    expect(ok(await post<{ total: number }>(s.m, 'list', { dateTo: '2000-01-01' })).total).toBe(0);
    expect(ok(await post<{ total: number }>(s.m, 'list', { page: 2, pageSize: 1 })).total).toBe(2);
  });

  it('refuses bad orders: supplier, items, lines, quantities, numbers, stores', async () => {
    const s = await setup();
    const refused = async (over: Record<string, unknown>, code: number) =>
      ok(await save(s.m, orderBody(s, over)), code);
    const deleted = (await addSupplier(t, s.m.tenantId, { deleted: true })).id;
    const maker = (await addSupplier(t, s.m.tenantId, { kind: 'manufacturer' })).id;
    const foreign = (await addSupplier(t, (await merchant(t)).tenantId)).id;
    for (const supplierId of [deleted, maker, foreign, 999_999_999]) {
      const data = await refused({ supplierId }, Err.RECORD_MISSING_OR_COMPLETED);
      expect(data).toMatchObject({ issues: [{ path: 'supplierId' }] });
    }
    await refused({ lines: [] }, Err.SAVE_AT_LEAST_ONE);
    await refused(
      {
        lines: [
          { productId: s.p1, quantity: '1', cost: '1' },
          { productId: s.p1, quantity: '2', cost: '1' },
        ],
      },
      Err.ADDED_REPEATEDLY,
    );
    await refused({ lines: [{ productId: s.p1, quantity: '1000000', cost: '1' }] }, Err.QUANTITY_LIMIT_EXCEEDED);
    await refused({ number: 'X'.repeat(31) }, Err.NUMBER_TOO_LONG);
    // p2 is not sold in store B; an untracked product is no stock item.
    await refused({ storeId: s.m.storeB, lines: [{ productId: s.p2, quantity: '1', cost: '1' }] }, Err.PRODUCT_MISSING);
    const untracked = await tracked(t, s.m, [s.m.storeA], { trackInventory: false });
    await refused({ lines: [{ productId: untracked, quantity: '1', cost: '1' }] }, Err.PRODUCT_MISSING);
    const v = await variantProduct(t, s.m, [s.m.storeA]);
    await refused({ lines: [{ productId: v.productId, quantity: '1', cost: '1' }] }, Err.PARAM);
    await refused({ storeId: 999_999_999 }, Err.STORE_EMPTY);
    const number = uniqCode('PO');
    ok(await save(s.m, orderBody(s, { number })));
    await refused({ number }, Err.CODE_REPEATED);
    // A variant line is fine.
    ok(
      await save(
        s.m,
        orderBody(s, { lines: [{ productId: v.productId, variantId: v.variantIds[1], quantity: '1', cost: '1' }] }),
      ),
    );
  });

  it('receives in parts at the line cost, then refuses more (1007) and further changes once completed (1006)', async () => {
    const s = await setup();
    await stockMove(t, s.m, { storeId: s.m.storeA, productId: s.p1 }, '10', '1');
    const order = ok(await save(s.m, orderBody(s)));
    const [l1, l2] = order.lines;

    const first = ok(await post(s.m, 'receive', { id: order.id, lines: [{ lineId: l1.id, quantity: '4' }] }));
    expect(first).toMatchObject({ status: 'partial', receivedQuantity: '4.0000' });
    // (10 × 1 + 4 × 2) / 14
    expect(await level(t, s.m, s.m.storeA, s.p1)).toEqual({ onHand: '14.0000', averageCost: '1.2857' });
    ok(await save(s.m, orderBody(s, { id: order.id })), Err.RECORD_MISSING_OR_COMPLETED);
    ok(await post(s.m, 'delete', { id: order.id }), Err.RECORD_MISSING_OR_COMPLETED);

    const over = await post(s.m, 'receive', { id: order.id, lines: [{ lineId: l1.id, quantity: '6.0001' }] });
    ok(over, Err.PURCHASE_RECEIVED_EXCEEDS_ORDERED);
    // A line of another order is not one of this order's.
    const otherOrder = ok(await save(s.m, orderBody(s)));
    ok(
      await post(s.m, 'receive', { id: order.id, lines: [{ lineId: otherOrder.lines[0].id, quantity: '1' }] }),
      Err.PARAM,
    );
    expect((await level(t, s.m, s.m.storeA, s.p1)).onHand).toBe('14.0000');

    const done = ok(
      await post(s.m, 'receive', {
        id: order.id,
        lines: [
          { lineId: l1.id, quantity: '6' },
          { lineId: l2.id, quantity: '5' },
        ],
      }),
    );
    expect(done).toMatchObject({ status: 'completed', receivedQuantity: '15.0000' });
    expect(await level(t, s.m, s.m.storeA, s.p2)).toEqual({ onHand: '5.0000', averageCost: '3.5000' });
    const moves = await movementsOf(t, s.m.tenantId, 'purchase', order.id);
    expect(moves.map((mv) => [mv.reason, mv.quantity, mv.unitCost, mv.documentNumber])).toEqual([
      ['purchase_arrival', '4.0000', '2.0000', order.number],
      ['purchase_arrival', '6.0000', '2.0000', order.number],
      ['purchase_arrival', '5.0000', '3.5000', order.number],
    ]);

    for (const [action, body] of [
      ['receive', { id: order.id, lines: [{ lineId: l1.id, quantity: '1' }] }],
      ['save', orderBody(s, { id: order.id })],
      ['closeRest', { id: order.id }],
      ['delete', { id: order.id }],
    ] as const)
      ok(await post(s.m, action, body), Err.PURCHASE_ORDER_CLOSED);

    // Returns stay possible on a completed order, up to received − returned, at the line's cost.
    const back = ok(await post(s.m, 'return', { id: order.id, lines: [{ lineId: l2.id, quantity: '2' }] }));
    expect(back).toMatchObject({ status: 'completed', returnedQuantity: '2.0000' });
    ok(
      await post(s.m, 'return', { id: order.id, lines: [{ lineId: l2.id, quantity: '3.0001' }] }),
      Err.PURCHASE_RECEIVED_EXCEEDS_ORDERED,
    );
    expect((await level(t, s.m, s.m.storeA, s.p2)).onHand).toBe('3.0000');
    // Stock sold meanwhile: a return cannot take on hand below zero.
    await stockMove(t, s.m, { storeId: s.m.storeA, productId: s.p2 }, '-2');
    ok(await post(s.m, 'return', { id: order.id, lines: [{ lineId: l2.id, quantity: '2' }] }), Err.SKU_INSUFFICIENT);
    const after = ok(await post(s.m, 'get', { id: order.id }));
    expect(after.lines[1]).toMatchObject({ received: '5.0000', returned: '2.0000' });
    expect(await ledgerSum(t, s.m.tenantId, s.m.storeA, s.p2)).toBe('1.0000');
    const last = (await movementsOf(t, s.m.tenantId, 'purchase', order.id)).at(-1);
    expect(last).toMatchObject({ reason: 'purchase_return', quantity: '-2.0000', unitCost: '3.5000' });
  });

  it("'cancel non-arrival' cancels an order with nothing received and completes a partly received one", async () => {
    const s = await setup();
    const none = ok(await save(s.m, orderBody(s)));
    expect(ok(await post(s.m, 'closeRest', { id: none.id }))).toMatchObject({ status: 'cancelled' });
    for (const action of ['receive', 'return'])
      ok(
        await post(s.m, action, { id: none.id, lines: [{ lineId: none.lines[0].id, quantity: '1' }] }),
        Err.PURCHASE_ORDER_CLOSED,
      );
    ok(await post(s.m, 'delete', { id: none.id }), Err.PURCHASE_ORDER_CLOSED);

    const some = ok(await save(s.m, orderBody(s)));
    ok(await post(s.m, 'receive', { id: some.id, lines: [{ lineId: some.lines[0].id, quantity: '1' }] }));
    const closed = ok(await post(s.m, 'closeRest', { id: some.id }));
    expect(closed).toMatchObject({ status: 'completed', receivedQuantity: '1.0000' });
    expect((await level(t, s.m, s.m.storeA, s.p1)).onHand).toBe('1.0000');

    // Deleting an untouched order removes it.
    const gone = ok(await save(s.m, orderBody(s)));
    ok(await post(s.m, 'delete', { id: gone.id }));
    ok(await post(s.m, 'get', { id: gone.id }), Err.RECORD_MISSING_OR_COMPLETED);
  });

  it('refuses callers without the stock menu, other stores and other tenants', async () => {
    const s = await setup();
    const order = ok(await save(s.m, orderBody(s)));
    const noMenu = await newStaffSession(t, s.m.tenantId, { menuCodes: [1] });
    ok(await post(s.m, 'list', {}, noMenu.token), Err.NO_PERMISSION);
    ok(await post(s.m, 'get', { id: order.id }, noMenu.token), Err.NO_PERMISSION);

    const storeB = await newStaffSession(t, s.m.tenantId, { menuCodes: [4], storeIds: [s.m.storeB] });
    ok(await post(s.m, 'get', { id: order.id }, storeB.token), Err.RECORD_MISSING_OR_COMPLETED);
    ok(
      await post(s.m, 'receive', { id: order.id, lines: [{ lineId: order.lines[0].id, quantity: '1' }] }, storeB.token),
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    expect(ok(await post<{ total: number }>(s.m, 'list', {}, storeB.token)).total).toBe(0);
    ok(await save(s.m, orderBody(s), storeB.token), Err.STORE_EMPTY);

    const other = await merchant(t);
    ok(await post(s.m, 'get', { id: order.id }, other.token), Err.RECORD_MISSING_OR_COMPLETED);
    ok(await post(s.m, 'closeRest', { id: order.id }, other.token), Err.RECORD_MISSING_OR_COMPLETED);
    ok(await post(s.m, 'delete', { id: order.id }, other.token), Err.RECORD_MISSING_OR_COMPLETED);
    expect(ok(await post<{ total: number }>(s.m, 'list', {}, other.token)).total).toBe(0);
    expect(ok(await post(s.m, 'get', { id: order.id })).status).toBe('normal');
  });

  it('exports the list as xlsx and PDF and prints one order', async () => {
    const s = await setup();
    const a = ok(await save(s.m, orderBody(s)));
    const b = ok(
      await save(s.m, orderBody(s, { storeId: s.m.storeB, lines: [{ productId: s.p1, quantity: '3', cost: '1.25' }] })),
    );
    ok(await post(s.m, 'receive', { id: b.id, lines: [{ lineId: b.lines[0].id, quantity: '3' }] }));

    const xlsx = await fileOf(t, '/stock/purchase/export', { format: 'xlsx' }, s.m.token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toContain('spreadsheetml');
    const rows = await sheetRows(xlsx.body);
    expect(rows[0].slice(0, 3)).toEqual(['Number', 'Status', 'Supplier']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[6], r[7], r[9]])).toEqual([
      [b.number, 'Completed', 3, 3, 3.75],
      [a.number, 'Open', 15, 0, 37.5],
    ]);
    const filtered = await sheetRows(
      (await fileOf(t, '/stock/purchase/export', { format: 'xlsx', status: 'normal' }, s.m.token)).body,
    );
    expect(filtered.slice(1).map((r) => r[0])).toEqual([a.number]);

    const pdf = await fileOf(t, '/stock/purchase/export', { format: 'pdf' }, s.m.token);
    expect(pdf.type).toContain('application/pdf');
    expect(pdf.body.subarray(0, 4).toString()).toBe('%PDF');
    const printed = await fileOf(t, '/stock/purchase/print', { id: a.id }, s.m.token);
    expect(printed.status).toBe(200);
    expect(printed.body.subarray(0, 4).toString()).toBe('%PDF');
    const other = await merchant(t);
    expect((await fileOf(t, '/stock/purchase/print', { id: a.id }, other.token)).status).toBe(404);
  });

  it('keeps on hand equal to the ledger under many parallel receipts of one order', async () => {
    const s = await setup();
    const order = ok(await save(s.m, orderBody(s, { lines: [{ productId: s.p1, quantity: '100', cost: '2' }] })));
    const lineId = order.lines[0].id;
    // 25 receipts of 5 race for 100 ordered: exactly 20 go through; the order is then completed (1006 for the rest).
    const replies = await Promise.all(
      Array.from({ length: 25 }, () => post(s.m, 'receive', { id: order.id, lines: [{ lineId, quantity: '5' }] })),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(20);
    expect(replies.filter((r) => r.code === Err.PURCHASE_ORDER_CLOSED)).toHaveLength(5);
    const after = ok(await post(s.m, 'get', { id: order.id }));
    expect(after).toMatchObject({ status: 'completed', receivedQuantity: '100.0000' });
    expect(await level(t, s.m, s.m.storeA, s.p1)).toEqual({ onHand: '100.0000', averageCost: '2.0000' });
    expect(await ledgerSum(t, s.m.tenantId, s.m.storeA, s.p1)).toBe('100.0000');
  });
});
