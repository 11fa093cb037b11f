import { Err, type TransferDetail, type TransferRow } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import {
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
  uniq,
  variantProduct,
} from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { stores } from '../../db/schema';

const t = await startTestApp();

type List = { list: TransferRow[]; total: number };
const post = <T = TransferDetail>(m: Merchant, action: string, body: unknown, token = m.token) =>
  t.post<T>(`/stock/transfer/${action}`, body, { token });

/** A merchant with a product sold in both stores and 20 of it in store A: 10 at 1, 10 at 2 (average 1.5). */
async function setup() {
  const m = await merchant(t);
  const p = await tracked(t, m, [m.storeA, m.storeB]);
  await stockMove(t, m, { storeId: m.storeA, productId: p }, '10', '1');
  await stockMove(t, m, { storeId: m.storeA, productId: p }, '10', '2');
  return { m, p };
}

const send = (m: Merchant, p: number, over: Record<string, unknown> = {}, token = m.token) =>
  post(
    m,
    'save',
    { fromStoreId: m.storeA, fromArea: 'Back', toStoreId: m.storeB, lines: [{ productId: p, quantity: '8' }], ...over },
    token,
  );

describe('transfers', () => {
  it('sends at the source average cost and receives in parts at that cost', async () => {
    const { m, p } = await setup();
    const sent = ok(await send(m, p));
    expect(sent).toMatchObject({
      status: 'in_transit',
      fromStoreId: m.storeA,
      fromArea: 'Back',
      toStoreId: m.storeB,
      sentQuantity: '8.0000',
      receivedQuantity: '0.0000',
      totalCost: '12.0000',
      receivedAt: null,
    });
    expect(sent.number).toMatch(/^TR\d{8}-\d{4}$/);
    expect(sent.lines[0]).toMatchObject({ productId: p, quantity: '8.0000', cost: '1.5000', received: '0.0000' });
    expect(await level(t, m, m.storeA, p)).toEqual({ onHand: '12.0000', averageCost: '1.5000' });
    expect((await level(t, m, m.storeB, p)).onHand).toBe('0.0000');

    const lineId = sent.lines[0].id;
    const part = ok(await post(m, 'receive', { id: sent.id, lines: [{ lineId, quantity: '3' }] }));
    expect(part).toMatchObject({ status: 'partial', receivedQuantity: '3.0000' });
    expect(part.receivedAt).not.toBeNull();
    ok(
      await post(m, 'receive', { id: sent.id, lines: [{ lineId, quantity: '5.0001' }] }),
      Err.TRANSFER_RECEIVED_EXCEEDS_SENT,
    );
    const done = ok(await post(m, 'receive', { id: sent.id, lines: [{ lineId, quantity: '5' }] }));
    expect(done).toMatchObject({ status: 'completed', receivedQuantity: '8.0000' });
    expect(await level(t, m, m.storeB, p)).toEqual({ onHand: '8.0000', averageCost: '1.5000' });
    ok(await post(m, 'receive', { id: sent.id, lines: [{ lineId, quantity: '1' }] }), Err.RECORD_MISSING_OR_COMPLETED);

    const moves = await movementsOf(t, m.tenantId, 'transfer', sent.id);
    expect(moves.map((mv) => [mv.storeId, mv.reason, mv.quantity, mv.unitCost])).toEqual([
      [m.storeA, 'transfer_out', '-8.0000', '1.5000'],
      [m.storeB, 'transfer_in', '3.0000', '1.5000'],
      [m.storeB, 'transfer_in', '5.0000', '1.5000'],
    ]);
  });

  it('moves variants and refuses what cannot be sent', async () => {
    const { m, p } = await setup();
    const v = await variantProduct(t, m, [m.storeA, m.storeB]);
    await stockMove(t, m, { storeId: m.storeA, productId: v.productId, variantId: v.variantIds[0] }, '4', '2');
    const sent = ok(
      await send(m, p, { lines: [{ productId: v.productId, variantId: v.variantIds[0], quantity: '4' }] }),
    );
    expect(sent.lines[0]).toMatchObject({ variantId: v.variantIds[0], variantName: 'S', cost: '2.0000' });
    expect((await level(t, m, m.storeA, v.productId, v.variantIds[0])).onHand).toBe('0.0000');

    const same = await send(m, p, { toStoreId: m.storeA });
    expect(ok(same, Err.PARAM)).toMatchObject({ issues: [{ path: 'toStoreId' }] });
    ok(await send(m, p, { lines: [{ productId: p, quantity: '1000000' }] }), Err.QUANTITY_LIMIT_EXCEEDED);
    ok(await send(m, p, { lines: [] }), Err.SAVE_AT_LEAST_ONE);
    ok(
      await send(m, p, {
        lines: [
          { productId: p, quantity: '1' },
          { productId: p, quantity: '1' },
        ],
      }),
      Err.ADDED_REPEATEDLY,
    );
    ok(await send(m, p, { number: 'N'.repeat(31) }), Err.NUMBER_TOO_LONG);
    const onlyA = await tracked(t, m, [m.storeA]);
    await stockMove(t, m, { storeId: m.storeA, productId: onlyA }, '5');
    ok(await send(m, p, { lines: [{ productId: onlyA, quantity: '1' }] }), Err.PRODUCT_MISSING);
    const other = await merchant(t);
    ok(await send(m, p, { toStoreId: other.storeA }), Err.STORE_EMPTY);
    // Short at the source: nothing is written (no document, no movement).
    ok(await send(m, p, { lines: [{ productId: p, quantity: '20.0001' }] }), Err.SKU_INSUFFICIENT);
    expect(ok(await post<List>(m, 'list', {})).total).toBe(1);
    expect((await level(t, m, m.storeA, p)).onHand).toBe('20.0000');
  });

  it('shows a transfer to either store; only the target receives; others and other tenants see nothing', async () => {
    const { m, p } = await setup();
    const [c] = await t.db
      .insert(stores)
      .values({ tenantId: m.tenantId, name: uniq('store C') })
      .returning();
    const sent = ok(await send(m, p));
    const lines = [{ lineId: sent.lines[0].id, quantity: '1' }];

    const noMenu = await newStaffSession(t, m.tenantId, { menuCodes: [3] });
    ok(await post(m, 'list', {}, noMenu.token), Err.NO_PERMISSION);
    ok(await post(m, 'receive', { id: sent.id, lines }, noMenu.token), Err.NO_PERMISSION);

    const atSource = await newStaffSession(t, m.tenantId, { menuCodes: [4], storeIds: [m.storeA] });
    ok(await post(m, 'get', { id: sent.id }, atSource.token));
    ok(await post(m, 'receive', { id: sent.id, lines }, atSource.token), Err.STORE_EMPTY);
    // The source may send to a store it is not bound to.
    ok(
      await send(m, p, { toStoreId: c.id, lines: [{ productId: p, quantity: '1' }] }, atSource.token),
      Err.PRODUCT_MISSING,
    );

    const atTarget = await newStaffSession(t, m.tenantId, { menuCodes: [4], storeIds: [m.storeB] });
    expect(ok(await post<List>(m, 'list', {}, atTarget.token)).list.map((r) => r.id)).toEqual([sent.id]);
    expect(ok(await post(m, 'receive', { id: sent.id, lines }, atTarget.token)).status).toBe('partial');
    ok(await send(m, p, { fromStoreId: m.storeB, toStoreId: m.storeA }, atTarget.token), Err.SKU_INSUFFICIENT);
    ok(await send(m, p, {}, atTarget.token), Err.STORE_EMPTY);

    const elsewhere = await newStaffSession(t, m.tenantId, { menuCodes: [4], storeIds: [c.id] });
    ok(await post(m, 'get', { id: sent.id }, elsewhere.token), Err.RECORD_MISSING_OR_COMPLETED);
    expect(ok(await post<List>(m, 'list', {}, elsewhere.token)).total).toBe(0);

    const other = await merchant(t);
    ok(await post(m, 'get', { id: sent.id }, other.token), Err.RECORD_MISSING_OR_COMPLETED);
    ok(await post(m, 'receive', { id: sent.id, lines }, other.token), Err.RECORD_MISSING_OR_COMPLETED);
  });

  it('lists with filters, exports xlsx and PDF and prints', async () => {
    const { m, p } = await setup();
    await stockMove(t, m, { storeId: m.storeB, productId: p }, '5', '3');
    const ab = ok(await send(m, p, { number: uniq('AB').replace(' ', '-') }));
    const ba = ok(
      await send(m, p, { fromStoreId: m.storeB, toStoreId: m.storeA, lines: [{ productId: p, quantity: '2' }] }),
    );
    ok(await post(m, 'receive', { id: ba.id, lines: [{ lineId: ba.lines[0].id, quantity: '2' }] }));
    const ids = async (body: Record<string, unknown>) => ok(await post<List>(m, 'list', body)).list.map((r) => r.id);
    expect(await ids({})).toEqual([ba.id, ab.id]);
    expect(await ids({ fromStoreId: m.storeB })).toEqual([ba.id]);
    expect(await ids({ toStoreId: m.storeB })).toEqual([ab.id]);
    expect(await ids({ status: 'completed' })).toEqual([ba.id]);
    expect(await ids({ keyword: ab.number.slice(0, 6) })).toEqual([ab.id]);

    const xlsx = await fileOf(t, '/stock/transfer/export', { format: 'xlsx' }, m.token);
    expect(xlsx.status).toBe(200);
    const rows = await sheetRows(xlsx.body);
    expect(rows[0].slice(0, 2)).toEqual(['Number', 'Status']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[6], r[7], r[8]])).toEqual([
      [ba.number, 'Completed', 2, 2, 6],
      [ab.number, 'In transit', 8, 0, 12],
    ]);
    const pdf = await fileOf(t, '/stock/transfer/export', { format: 'pdf', status: 'in_transit' }, m.token);
    expect(pdf.body.subarray(0, 4).toString()).toBe('%PDF');
    const printed = await fileOf(t, '/stock/transfer/print', { id: ab.id }, m.token);
    expect(printed.type).toContain('application/pdf');
    expect(printed.body.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('keeps on hand equal to the ledger under many parallel transfers and receipts both ways', async () => {
    const { m, p } = await setup();
    await stockMove(t, m, { storeId: m.storeB, productId: p }, '20', '1');
    const ops = Array.from({ length: 30 }, (_, i) =>
      i % 2
        ? send(m, p, { lines: [{ productId: p, quantity: '1' }] })
        : send(m, p, { fromStoreId: m.storeB, toStoreId: m.storeA, lines: [{ productId: p, quantity: '1' }] }),
    );
    const sent = (await Promise.all(ops)).map((r) => ok(r));
    // Each one received twice at once, half each: the row lock keeps the received totals right.
    const receipts = await Promise.all(
      sent.flatMap((s) =>
        [0, 1].map(() => post(m, 'receive', { id: s.id, lines: [{ lineId: s.lines[0].id, quantity: '0.5' }] })),
      ),
    );
    for (const r of receipts) ok(r);
    for (const s of sent) expect(ok(await post(m, 'get', { id: s.id }))).toMatchObject({ status: 'completed' });
    for (const storeId of [m.storeA, m.storeB]) {
      expect((await level(t, m, storeId, p)).onHand).toBe('20.0000');
      expect(await ledgerSum(t, m.tenantId, storeId, p)).toBe('20.0000');
    }
  });
});
