import { Err, Menu, type ProductionDetail, type ProductionRow } from '@tillbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adjust,
  composite,
  fileOf,
  ledgerSum,
  level,
  type Merchant,
  merchant,
  newProduct,
  ok,
  sheetRows,
  stockMove,
  tracked,
  variantProduct,
} from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { stockDocuments, stockMovements } from '../../db/schema';

const t = await startTestApp();

const produce = (m: Merchant, kind: string, lines: unknown[], storeId = m.storeA, token = m.token) =>
  t.post<ProductionDetail>('/stock/production/save', { kind, storeId, lines }, { token });

/** A composite of A (2 pieces per unit), B (0.5 kg per unit) and an untracked C, with A 10 @ 3 and B 4 @ 8 in store A. */
async function kitchen(m: Merchant) {
  const a = await tracked(t, m, [m.storeA, m.storeB], { purchaseCost: '1' });
  const b = await tracked(t, m, [m.storeA, m.storeB], { unit: 'weight', purchaseCost: '3' });
  const c = await newProduct(t, m.token, [m.storeA]);
  const kit = await composite(
    t,
    m,
    [m.storeA, m.storeB],
    [
      { productId: a, quantity: '2' },
      { productId: b, quantity: '0.5' },
      { productId: c, quantity: '1' },
    ],
  );
  await stockMove(t, m, { storeId: m.storeA, productId: a }, '10', '3');
  await stockMove(t, m, { storeId: m.storeA, productId: b }, '4', '8');
  return { a, b, c, kit };
}

describe('production and disassembly', () => {
  it('production consumes the tracked components at their average and adds the composite at their sum', async () => {
    const m = await merchant(t);
    const { a, b, kit } = await kitchen(m);
    const doc = ok(await produce(m, 'production', [{ productId: kit, quantity: '3' }]));
    expect(doc).toMatchObject({ kind: 'production', totalQuantity: '3.0000', totalCost: '30.0000' });
    expect(doc.number).toMatch(/^PR/);
    // 2 × 3 + 0.5 × 8 = 10 per unit; the untracked component does not move.
    expect(doc.lines).toEqual([expect.objectContaining({ productId: kit, quantity: '3.0000', cost: '10.0000' })]);
    expect(doc.components.map((c) => [c.productId, c.quantity, c.cost, c.forLineId])).toEqual([
      [a, '6.0000', '3.0000', doc.lines[0].id],
      [b, '1.5000', '8.0000', doc.lines[0].id],
    ]);
    expect(await level(t, m, m.storeA, kit)).toEqual({ onHand: '3.0000', averageCost: '10.0000' });
    expect(await level(t, m, m.storeA, a)).toEqual({ onHand: '4.0000', averageCost: '3.0000' });
    expect((await level(t, m, m.storeA, b)).onHand).toBe('2.5000');
    const moves = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.tenantId, m.tenantId), eq(stockMovements.documentType, 'production')))
      .orderBy(asc(stockMovements.id));
    expect(moves.map((mv) => [mv.reason, mv.productId, mv.quantity])).toEqual([
      ['production', a, '-6.0000'],
      ['production', b, '-1.5000'],
      ['production', kit, '3.0000'],
    ]);
    expect(ok(await t.post('/stock/production/get', { id: doc.id }, { token: m.token }))).toEqual(doc);
  });

  it('disassembly shares the composite value out by average cost × quantity', async () => {
    const m = await merchant(t);
    const { a, b, kit } = await kitchen(m);
    ok(await produce(m, 'production', [{ productId: kit, quantity: '3' }]));
    await adjust(t, m, 'increase', m.storeA, [{ productId: kit, quantity: '1', cost: '14' }]);
    // (3 × 10 + 14) / 4 = 11 per kit; A weighs 2 × 3 = 6, B 0.5 × 8 = 4 → A 6.6 / 2, B 4.4 / 0.5 per unit.
    const doc = ok(await produce(m, 'disassembly', [{ productId: kit, quantity: '2' }]));
    expect(doc.number).toMatch(/^DS/);
    expect(doc.lines[0]).toMatchObject({ quantity: '2.0000', cost: '11.0000', amount: '22.0000' });
    expect(doc.components.map((c) => [c.productId, c.quantity, c.cost])).toEqual([
      [a, '4.0000', '3.3000'],
      [b, '1.0000', '8.8000'],
    ]);
    expect(await level(t, m, m.storeA, kit)).toEqual({ onHand: '2.0000', averageCost: '11.0000' });
    // A: (4 × 3 + 4 × 3.3) / 8 = 3.15
    expect(await level(t, m, m.storeA, a)).toEqual({ onHand: '8.0000', averageCost: '3.1500' });
    for (const p of [a, b, kit])
      expect((await level(t, m, m.storeA, p)).onHand).toBe(await ledgerSum(t, m.tenantId, m.storeA, p));
  });

  it('disassembly falls back to the purchase costs when the components have no average yet', async () => {
    const m = await merchant(t);
    const { a, b, kit } = await kitchen(m);
    await adjust(t, m, 'increase', m.storeB, [{ productId: kit, quantity: '1', cost: '12' }]);
    // Store B has no A or B: weights 2 × 1 and 0.5 × 3 → 12 × 2/3.5 / 2 and 12 × 1.5/3.5 / 0.5.
    const doc = ok(await produce(m, 'disassembly', [{ productId: kit, quantity: '1' }], m.storeB));
    expect(doc.components.map((c) => [c.productId, c.cost])).toEqual([
      [a, '3.4286'],
      [b, '10.2857'],
    ]);
  });

  it('refuses what is not a tracked composite (20075), a component with variants (1001), and shortages (20089)', async () => {
    const m = await merchant(t);
    const { a, kit } = await kitchen(m);
    expect((await produce(m, 'production', [{ productId: a, quantity: '1' }])).code).toBe(Err.PRODUCT_MISSING);
    const loose = await composite(t, m, [m.storeA], [{ productId: a, quantity: '1' }], { trackInventory: false });
    expect((await produce(m, 'production', [{ productId: loose, quantity: '1' }])).code).toBe(Err.PRODUCT_MISSING);
    const { productId: sized } = await variantProduct(t, m, [m.storeA]);
    const withSized = await composite(t, m, [m.storeA], [{ productId: sized, quantity: '1' }]);
    const refused = await produce(m, 'production', [{ productId: withSized, quantity: '1' }]);
    expect(refused.code).toBe(Err.PARAM);
    // A component that is not sold in the store.
    const onlyB = await tracked(t, m, [m.storeB]);
    const mixed = await composite(t, m, [m.storeA], [{ productId: onlyB, quantity: '1' }]);
    expect((await produce(m, 'production', [{ productId: mixed, quantity: '1' }])).code).toBe(Err.PRODUCT_MISSING);

    const documents = async () =>
      (await t.db.select().from(stockDocuments).where(eq(stockDocuments.tenantId, m.tenantId))).length;
    const before = await documents();
    // 6 kits need 12 of A: only 10 there. Disassembling a kit that is not there is short too.
    expect((await produce(m, 'production', [{ productId: kit, quantity: '6' }])).code).toBe(Err.SKU_INSUFFICIENT);
    expect((await produce(m, 'disassembly', [{ productId: kit, quantity: '1' }])).code).toBe(Err.SKU_INSUFFICIENT);
    expect(await documents()).toBe(before);
    expect(await level(t, m, m.storeA, a)).toEqual({ onHand: '10.0000', averageCost: '3.0000' });
    expect((await produce(m, 'production', [])).code).toBe(Err.SAVE_AT_LEAST_ONE);
    expect((await produce(m, 'production', [{ productId: kit, quantity: '1' }], 987654321)).code).toBe(Err.STORE_EMPTY);
  });

  it('keeps on hand = Σ movements under parallel production, disassembly and adjustments of the same items', async () => {
    const m = await merchant(t);
    const { a, b, kit } = await kitchen(m);
    await adjust(t, m, 'increase', m.storeA, [
      { productId: a, quantity: '200', cost: '3' },
      { productId: b, quantity: '100', cost: '8' },
      { productId: kit, quantity: '20', cost: '10' },
    ]);
    const line = [{ productId: kit, quantity: '1' }];
    const ops = Array.from({ length: 24 }, (_, i) =>
      i % 3 === 0
        ? produce(m, 'production', line)
        : i % 3 === 1
          ? produce(m, 'disassembly', line)
          : t.post(
              '/stock/adjustment/save',
              // Lines in the opposite order of the ledger's: the ledger sorts its locks.
              {
                kind: 'loss',
                storeId: m.storeA,
                lines: [
                  { productId: kit, quantity: '1' },
                  { productId: a, quantity: '1' },
                ],
              },
              { token: m.token },
            ),
    );
    for (const res of await Promise.all(ops)) expect(res.code).toBe(200);
    for (const p of [a, b, kit])
      expect((await level(t, m, m.storeA, p)).onHand).toBe(await ledgerSum(t, m.tenantId, m.storeA, p));
    // 20 + 8 produced − 8 taken apart − 8 lost = 12 kits; A: 210 − 16 + 16 − 8.
    expect((await level(t, m, m.storeA, kit)).onHand).toBe('12.0000');
    expect((await level(t, m, m.storeA, a)).onHand).toBe('202.0000');
  });

  it('lists, exports and prints; other stores, tenants and callers without the menu are refused', async () => {
    const m = await merchant(t);
    const { kit } = await kitchen(m);
    const made = ok(await produce(m, 'production', [{ productId: kit, quantity: '1' }]));
    const undone = ok(await produce(m, 'disassembly', [{ productId: kit, quantity: '1' }]));
    const all = ok(
      await t.post<{ list: ProductionRow[]; total: number }>('/stock/production/list', {}, { token: m.token }),
    );
    expect(all.list.map((r) => [r.id, r.kind])).toEqual([
      [undone.id, 'disassembly'],
      [made.id, 'production'],
    ]);
    const filtered = ok(
      await t.post<{ total: number }>('/stock/production/list', { kind: 'production' }, { token: m.token }),
    );
    expect(filtered.total).toBe(1);

    const rows = await sheetRows(
      (await fileOf(t, '/stock/production/export', { format: 'xlsx' }, m.token, 'pt_PT')).body,
    );
    expect(rows[0].slice(0, 3)).toEqual(['Número', 'Tipo', 'Loja']);
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [undone.number, 'Desmontagem'],
      [made.number, 'Produção'],
    ]);
    const print = await fileOf(t, '/stock/production/print', { id: made.id }, m.token);
    expect(print.body.subarray(0, 4).toString()).toBe('%PDF');
    const pdf = await fileOf(t, '/stock/production/export', { format: 'pdf', kind: 'disassembly' }, m.token);
    expect(pdf.body.subarray(0, 4).toString()).toBe('%PDF');

    const staffB = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.STOCK], storeIds: [m.storeB] });
    expect((await t.post('/stock/production/get', { id: made.id }, { token: staffB.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    expect((await produce(m, 'production', [{ productId: kit, quantity: '1' }], m.storeA, staffB.token)).code).toBe(
      Err.STORE_EMPTY,
    );
    const other = await merchant(t);
    expect((await t.post('/stock/production/get', { id: made.id }, { token: other.token })).code).toBe(
      Err.RECORD_MISSING_OR_COMPLETED,
    );
    const noMenu = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.GOODS] });
    expect((await t.post('/stock/production/list', {}, { token: noMenu.token })).code).toBe(Err.NO_PERMISSION);
  });
});
