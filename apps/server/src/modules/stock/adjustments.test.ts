import { type AdjustmentDetail, type AdjustmentRow, Err, Menu } from '@tillbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adjust,
  fileOf,
  ledgerSum,
  level,
  merchant,
  newProduct,
  ok,
  pdfTexts,
  sheetRows,
  stockMove,
  tracked,
  variantProduct,
} from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { stockDocuments, stockMovements } from '../../db/schema';

const t = await startTestApp();

const movementsOf = (tenantId: number, documentId: number) =>
  t.db
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.tenantId, tenantId),
        eq(stockMovements.documentType, 'adjustment'),
        eq(stockMovements.documentId, documentId),
      ),
    )
    .orderBy(asc(stockMovements.id));

const documentCount = async (tenantId: number) =>
  (await t.db.select().from(stockDocuments).where(eq(stockDocuments.tenantId, tenantId))).length;

describe('stock adjustments', () => {
  it('increases at the line cost, then damage and loss leave at the average cost', async () => {
    const m = await merchant(t);
    const p = await tracked(t, m, [m.storeA]);
    const inc1 = await adjust(t, m, 'increase', m.storeA, [{ productId: p, quantity: '10', cost: '2' }]);
    expect(inc1).toMatchObject({ kind: 'increase', storeId: m.storeA, totalQuantity: '10.0000', totalCost: '20.0000' });
    expect(inc1.number).toMatch(/^IN\d{8}-\d{4}$/);
    expect(inc1.operatorName).toBe('Ana Boss');
    await adjust(t, m, 'increase', m.storeA, [{ productId: p, quantity: '30', cost: '4' }]);
    expect(await level(t, m, m.storeA, p)).toEqual({ onHand: '40.0000', averageCost: '3.5000' });

    const damage = await adjust(t, m, 'damage', m.storeA, [{ productId: p, quantity: '4', cost: '99' }]);
    expect(damage.number).toMatch(/^DM/);
    // The typed cost is ignored: damage leaves at the average, which the line records.
    expect(damage.lines[0]).toMatchObject({ productId: p, variantId: null, quantity: '4.0000', cost: '3.5000' });
    expect(damage.totalCost).toBe('14.0000');
    const loss = await adjust(t, m, 'loss', m.storeA, [{ productId: p, quantity: '6' }]);
    expect(await level(t, m, m.storeA, p)).toEqual({ onHand: '30.0000', averageCost: '3.5000' });
    expect(await ledgerSum(t, m.tenantId, m.storeA, p)).toBe('30.0000');

    const moves = await movementsOf(m.tenantId, loss.id);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ reason: 'loss', quantity: '-6.0000', unitCost: '3.5000', onHandAfter: '30.0000' });
    expect((await movementsOf(m.tenantId, inc1.id))[0]).toMatchObject({ reason: 'increase', quantity: '10.0000' });

    const got = ok(await t.post<AdjustmentDetail>('/stock/adjustment/get', { id: damage.id }, { token: m.token }));
    expect(got).toEqual(damage);
    const damages = ok(
      await t.post<{ list: AdjustmentRow[]; total: number }>(
        '/stock/adjustment/list',
        { kind: 'damage' },
        { token: m.token },
      ),
    );
    expect(damages.total).toBe(1);
    expect(damages.list[0]).toMatchObject({ id: damage.id, totalQuantity: '4.0000', totalCost: '14.0000' });
    const increases = ok(
      await t.post<{ total: number }>(
        '/stock/adjustment/list',
        { kind: 'increase', keyword: inc1.number },
        { token: m.token },
      ),
    );
    expect(increases.total).toBe(1);
  });

  it('moves variants as items of their own', async () => {
    const m = await merchant(t);
    const { productId, variantIds } = await variantProduct(t, m, [m.storeA]);
    const inc = await adjust(t, m, 'increase', m.storeA, [
      { productId, variantId: variantIds[0], quantity: '3', cost: '1' },
      { productId, variantId: variantIds[1], quantity: '5', cost: '2' },
    ]);
    expect(inc.lines.map((l) => [l.variantName, l.quantity])).toEqual([
      ['S', '3.0000'],
      ['M', '5.0000'],
    ]);
    expect((await level(t, m, m.storeA, productId, variantIds[1])).onHand).toBe('5.0000');
    const missing = await t.post(
      '/stock/adjustment/save',
      { kind: 'increase', storeId: m.storeA, lines: [{ productId, quantity: '1' }] },
      { token: m.token },
    );
    expect(missing.code).toBe(Err.PARAM);
  });

  it('refuses with the spec codes and keeps nothing of a refused document', async () => {
    const m = await merchant(t);
    const other = await merchant(t);
    const p = await tracked(t, m, [m.storeA]);
    const untracked = await newProduct(t, m.token, [m.storeA]);
    const elsewhere = await tracked(t, m, [m.storeB]);
    const foreign = await tracked(t, other, [other.storeA]);
    await stockMove(t, m, { storeId: m.storeA, productId: p }, '5', '2');
    const before = await documentCount(m.tenantId);
    const save = (body: Record<string, unknown>) =>
      t.post('/stock/adjustment/save', { kind: 'damage', storeId: m.storeA, ...body }, { token: m.token });
    const line = (over: Record<string, unknown> = {}) => ({ productId: p, quantity: '1', ...over });

    expect((await save({ lines: [] })).code).toBe(Err.SAVE_AT_LEAST_ONE);
    expect((await save({ lines: [line(), line({ quantity: '2' })] })).code).toBe(Err.ADDED_REPEATEDLY);
    expect((await save({ lines: [line({ quantity: '1000000' })] })).code).toBe(Err.QUANTITY_LIMIT_EXCEEDED);
    expect((await save({ lines: [line({ quantity: '0' })] })).code).toBe(Err.PARAM);
    expect((await save({ number: 'N'.repeat(31), lines: [line()] })).code).toBe(Err.NUMBER_TOO_LONG);
    for (const productId of [untracked, elsewhere, foreign, 987654321])
      expect((await save({ lines: [line({ productId })] })).code).toBe(Err.PRODUCT_MISSING);
    expect((await save({ storeId: other.storeA, lines: [line()] })).code).toBe(Err.STORE_EMPTY);
    // Short on the second line: the first line's movement is rolled back with it.
    const p2 = await tracked(t, m, [m.storeA]);
    expect((await save({ lines: [line({ quantity: '2' }), line({ productId: p2 })] })).code).toBe(Err.SKU_INSUFFICIENT);
    expect((await save({ lines: [line({ quantity: '6' })] })).code).toBe(Err.SKU_INSUFFICIENT);
    expect(await documentCount(m.tenantId)).toBe(before);
    expect(await level(t, m, m.storeA, p)).toEqual({ onHand: '5.0000', averageCost: '2.0000' });

    ok(await save({ number: 'MY-1', lines: [line()] }));
    expect((await save({ number: 'MY-1', lines: [line()] })).code).toBe(Err.CODE_REPEATED);
    expect(await ledgerSum(t, m.tenantId, m.storeA, p)).toBe('4.0000');
  });

  it("keeps to the caller's stores and tenant, and needs the stock menu", async () => {
    const m = await merchant(t);
    const p = await tracked(t, m, [m.storeA, m.storeB]);
    const inB = await adjust(t, m, 'increase', m.storeB, [{ productId: p, quantity: '2', cost: '1' }]);
    const inA = await adjust(t, m, 'increase', m.storeA, [{ productId: p, quantity: '2', cost: '1' }]);
    const staffA = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.STOCK], storeIds: [m.storeA] });
    const asStaff = { token: staffA.token };

    expect((await t.post('/stock/adjustment/get', { id: inB.id }, asStaff)).code).toBe(Err.RECORD_MISSING_OR_COMPLETED);
    expect(ok(await t.post('/stock/adjustment/get', { id: inA.id }, asStaff))).toMatchObject({ id: inA.id });
    const list = ok(await t.post<{ list: AdjustmentRow[] }>('/stock/adjustment/list', { kind: 'increase' }, asStaff));
    expect(list.list.map((r) => r.id)).toEqual([inA.id]);
    const intoB = { kind: 'increase', storeId: m.storeB, lines: [{ productId: p, quantity: '1', cost: '1' }] };
    expect((await t.post('/stock/adjustment/save', intoB, asStaff)).code).toBe(Err.STORE_EMPTY);
    expect((await t.post('/stock/adjustment/list', { kind: 'increase', storeId: m.storeB }, asStaff)).code).toBe(
      Err.STORE_EMPTY,
    );
    expect((await t.post('/stock/adjustment/print', { id: inB.id }, asStaff)).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );

    const other = await merchant(t);
    expect((await t.post('/stock/adjustment/get', { id: inA.id }, { token: other.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    const noStock = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.REPORTS] });
    expect((await t.post('/stock/adjustment/save', intoB, { token: noStock.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/stock/adjustment/list', { kind: 'loss' }, { token: noStock.token })).code).toBe(
      Err.NO_PERMISSION,
    );
  });

  it('exports the list (xlsx, PDF) and prints a document', async () => {
    const m = await merchant(t);
    const p = await tracked(t, m, [m.storeA]);
    const a = await adjust(t, m, 'increase', m.storeA, [{ productId: p, quantity: '2', cost: '1.5' }]);
    const b = await adjust(t, m, 'increase', m.storeA, [{ productId: p, quantity: '4', cost: '1' }]);
    await adjust(t, m, 'loss', m.storeA, [{ productId: p, quantity: '1' }]);

    const xlsx = await fileOf(t, '/stock/adjustment/export', { kind: 'increase', format: 'xlsx' }, m.token, 'es_ES');
    expect(xlsx.type).toContain('spreadsheetml');
    const rows = await sheetRows(xlsx.body);
    expect(rows[0].slice(0, 4)).toEqual(['Número', 'Tienda', 'Cantidad total', 'Coste total']);
    // Newest first, increases only.
    expect(rows.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual([
      [b.number, 4, 4],
      [a.number, 2, 3],
    ]);
    const pdf = await fileOf(t, '/stock/adjustment/export', { kind: 'loss', format: 'pdf' }, m.token);
    expect(pdf.body.subarray(0, 4).toString()).toBe('%PDF');
    const print = await fileOf(t, '/stock/adjustment/print', { id: a.id }, m.token);
    expect(print.type).toContain('application/pdf');
    expect(print.body.subarray(0, 4).toString()).toBe('%PDF');
    // Printed in the caller's language: French decimals and dates.
    const french = (
      await pdfTexts((await fileOf(t, '/stock/adjustment/print', { id: a.id }, m.token, 'fr_FR')).body)
    ).join('\n');
    expect(french).toContain('1,50');
    expect(french).toMatch(/Créé le: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  });
});
