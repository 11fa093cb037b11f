import { type CountDetail, type CountLookupResult, type CountRow, Err } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
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
  uniqCode,
  variantProduct,
} from '../../../test/factories';
import { newStaffSession, startTestApp } from '../../../test/support/test-app';
import { productStores, products } from '../../db/schema';

const t = await startTestApp();

type List = { list: CountRow[]; total: number };
const post = <T = CountDetail>(m: Merchant, action: string, body: unknown, token = m.token) =>
  t.post<T>(`/stock/count/${action}`, body, { token });

/** Three tracked products in store A with 10 each (at 2), one of them also in B; one untracked. */
async function setup() {
  const m = await merchant(t);
  const p1 = await tracked(t, m, [m.storeA, m.storeB], { barcode: uniqCode('B') });
  const p2 = await tracked(t, m, [m.storeA]);
  const p3 = await tracked(t, m, [m.storeA]);
  await tracked(t, m, [m.storeA], { trackInventory: false });
  for (const p of [p1, p2, p3]) await stockMove(t, m, { storeId: m.storeA, productId: p }, '10', '2');
  return { m, p1, p2, p3 };
}

const countBody = (m: Merchant, over: Record<string, unknown> = {}) => ({
  storeId: m.storeA,
  type: 'partial',
  lines: [],
  ...over,
});

describe('stock counts', () => {
  it('counts partially: draft, counting, completed; moves only counted differences', async () => {
    const { m, p1, p2, p3 } = await setup();
    const draft = ok(
      await post(
        m,
        'save',
        countBody(m, {
          note: 'shelf 1',
          lines: [
            { productId: p1, counted: '12' },
            { productId: p2, counted: null },
          ],
        }),
      ),
    );
    expect(draft).toMatchObject({ status: 'draft', type: 'partial', itemCount: 2, countedCount: 1 });
    expect(draft.number).toMatch(/^CT\d{8}-\d{4}$/);
    expect(draft.lines.map((l) => [l.productId, l.expected, l.counted, l.difference, l.cost])).toEqual([
      [p1, '10.0000', '12.0000', '2.0000', '2.0000'],
      [p2, '10.0000', null, null, '2.0000'],
    ]);
    expect(draft).toMatchObject({ differenceQuantity: '2.0000', differenceValue: '4.0000' });
    ok(await post(m, 'complete', { id: draft.id }), Err.PARAM);

    // 'Save and count': the item list is what is given; nothing counted yet refuses completion.
    const lines = [
      { productId: p1, counted: null },
      { productId: p2, counted: null },
      { productId: p3, counted: null },
    ];
    const counting = ok(await post(m, 'save', countBody(m, { id: draft.id, start: true, lines })));
    expect(counting).toMatchObject({ status: 'counting', itemCount: 3, countedCount: 0 });
    ok(await post(m, 'complete', { id: draft.id }), Err.SAVE_AT_LEAST_ONE);
    // Saving again without `start` stays counting.
    lines[0].counted = '12.5' as never;
    lines[1].counted = '7' as never;
    lines[2].counted = '10' as never;
    expect(ok(await post(m, 'save', countBody(m, { id: draft.id, lines }))).status).toBe('counting');
    // Stock moves while counting: expected follows on hand until completion.
    await stockMove(t, m, { storeId: m.storeA, productId: p2 }, '-1');
    const done = ok(await post(m, 'complete', { id: draft.id }));
    expect(done).toMatchObject({ status: 'completed', countedCount: 3, differenceQuantity: '0.5000' });
    expect(done.completedAt).not.toBeNull();
    expect(done.lines.map((l) => [l.expected, l.counted, l.difference])).toEqual([
      ['10.0000', '12.5000', '2.5000'],
      ['9.0000', '7.0000', '-2.0000'],
      ['10.0000', '10.0000', '0.0000'],
    ]);
    expect(done.differenceValue).toBe('1.0000');
    expect(await level(t, m, m.storeA, p1)).toEqual({ onHand: '12.5000', averageCost: '2.0000' });
    expect((await level(t, m, m.storeA, p2)).onHand).toBe('7.0000');
    const moves = await movementsOf(t, m.tenantId, 'count', draft.id);
    expect(moves.map((mv) => [mv.productId, mv.reason, mv.quantity, mv.unitCost])).toEqual([
      [p1, 'count', '2.5000', '2.0000'],
      [p2, 'count', '-2.0000', '2.0000'],
    ]);

    // Final: later stock changes leave the recorded figures alone, and every change is refused.
    await stockMove(t, m, { storeId: m.storeA, productId: p1 }, '5', '4');
    const again = ok(await post(m, 'get', { id: draft.id }));
    expect(again.lines[0]).toMatchObject({ expected: '10.0000', cost: '2.0000' });
    ok(await post(m, 'save', countBody(m, { id: draft.id, lines })), Err.RECORD_MISSING_OR_COMPLETED);
    ok(await post(m, 'complete', { id: draft.id }), Err.RECORD_MISSING_OR_COMPLETED);
    ok(await post(m, 'delete', { id: draft.id }), Err.RECORD_MISSING_OR_COMPLETED);
    expect(await ledgerSum(t, m.tenantId, m.storeA, p1)).toBe('17.5000');
  });

  it('takes every tracked item of the store into a full count and updates only the counts given', async () => {
    const { m, p1, p2, p3 } = await setup();
    const v = await variantProduct(t, m, [m.storeA]);
    await tracked(t, m, [m.storeB]);
    const full = ok(await post(m, 'save', countBody(m, { type: 'full', lines: [{ productId: p2, counted: '9' }] })));
    const items = full.lines.map((l) => `${l.productId}:${l.variantId ?? 0}`).sort();
    const expected = [p1, p2, p3].map((p) => `${p}:0`).concat(v.variantIds.map((id) => `${v.productId}:${id}`));
    expect(items).toEqual(expected.sort());
    expect(full).toMatchObject({ type: 'full', itemCount: 5, countedCount: 1 });

    const next = ok(
      await post(
        m,
        'save',
        countBody(m, {
          id: full.id,
          type: 'full',
          start: true,
          lines: [
            { productId: v.productId, variantId: v.variantIds[1], counted: '3' },
            { productId: p2, counted: null },
            { productId: p3, counted: '0' },
          ],
        }),
      ),
    );
    expect(next).toMatchObject({ status: 'counting', itemCount: 5, countedCount: 2 });
    const byKey = new Map(next.lines.map((l) => [`${l.productId}:${l.variantId ?? 0}`, l]));
    expect(byKey.get(`${v.productId}:${v.variantIds[1]}`)?.counted).toBe('3.0000');
    expect(byKey.get(`${p2}:0`)?.counted).toBeNull();
    ok(await post(m, 'complete', { id: full.id }));
    expect((await level(t, m, m.storeA, v.productId, v.variantIds[1])).onHand).toBe('3.0000');
    expect((await level(t, m, m.storeA, p3)).onHand).toBe('0.0000');
    expect((await level(t, m, m.storeA, p2)).onHand).toBe('10.0000');
    // Found stock of an item that had none comes in at its (zero) average cost.
    const found = (await movementsOf(t, m.tenantId, 'count', full.id)).find((mv) => mv.productId === v.productId);
    expect(found).toMatchObject({ productId: v.productId, quantity: '3.0000', unitCost: '0.0000' });
  });

  it('refuses bad counts and deletes drafts', async () => {
    const { m, p1 } = await setup();
    const onlyB = await tracked(t, m, [m.storeB]);
    ok(await post(m, 'save', countBody(m, { lines: [{ productId: onlyB, counted: '1' }] })), Err.PRODUCT_MISSING);
    ok(
      await post(
        m,
        'save',
        countBody(m, {
          lines: [
            { productId: p1, counted: '1' },
            { productId: p1, counted: '2' },
          ],
        }),
      ),
      Err.ADDED_REPEATEDLY,
    );
    ok(
      await post(m, 'save', countBody(m, { lines: [{ productId: p1, counted: '1000000' }] })),
      Err.QUANTITY_LIMIT_EXCEEDED,
    );
    ok(await post(m, 'save', countBody(m, { number: 'C'.repeat(31) })), Err.NUMBER_TOO_LONG);
    ok(await post(m, 'save', countBody(m, { storeId: 999_999_999 })), Err.STORE_EMPTY);
    const draft = ok(await post(m, 'save', countBody(m, { lines: [{ productId: p1, counted: '1' }] })));
    ok(await post(m, 'delete', { id: draft.id }));
    ok(await post(m, 'get', { id: draft.id }), Err.RECORD_MISSING_OR_COMPLETED);
    expect((await level(t, m, m.storeA, p1)).onHand).toBe('10.0000');
  });

  it('looks items up by barcode or SKU of a product or variant', async () => {
    const { m, p1 } = await setup();
    const vsku = uniqCode('VS');
    const v = await variantProduct(t, m, [m.storeA], {
      barcode: uniqCode('PB'),
      variants: [
        { name: 'S', values: ['S'], price: '1', sku: vsku },
        { name: 'M', values: ['M'], price: '2' },
      ],
    });
    await stockMove(t, m, { storeId: m.storeA, productId: v.productId, variantId: v.variantIds[0] }, '4');
    const [product] = await t.db.select().from(products).where(eq(products.id, p1));
    const lookup = (code: string, storeId = m.storeA, token = m.token) =>
      post<CountLookupResult>(m, 'lookup', { storeId, code }, token);

    expect(ok(await lookup(product.barcode))).toMatchObject({ productId: p1, variantId: null, onHand: '10.0000' });
    expect(ok(await lookup(vsku))).toMatchObject({
      productId: v.productId,
      variantId: v.variantIds[0],
      sku: vsku,
      onHand: '4.0000',
    });
    ok(await lookup('NO-SUCH-CODE'), Err.PRODUCT_MISSING);
    // The product's own barcode names no single variant.
    const [vp] = await t.db.select().from(products).where(eq(products.id, v.productId));
    ok(await lookup(vp.barcode), Err.PRODUCT_MISSING);
    // Sold in store B too, but another tenant's code is not found.
    expect(ok(await lookup(product.barcode, m.storeB)).onHand).toBe('0.0000');
    const other = await merchant(t);
    ok(await lookup(product.barcode, other.storeA, other.token), Err.PRODUCT_MISSING);
    ok(await lookup(product.barcode, m.storeA, other.token), Err.STORE_EMPTY);
  });

  it('refuses callers without the stock menu, other stores and other tenants', async () => {
    const { m, p1 } = await setup();
    const count = ok(await post(m, 'save', countBody(m, { lines: [{ productId: p1, counted: '1' }] })));
    const noMenu = await newStaffSession(t, m.tenantId, { menuCodes: [1, 3] });
    ok(await post(m, 'list', {}, noMenu.token), Err.NO_PERMISSION);
    ok(await post(m, 'lookup', { storeId: m.storeA, code: 'x' }, noMenu.token), Err.NO_PERMISSION);
    const atB = await newStaffSession(t, m.tenantId, { menuCodes: [4], storeIds: [m.storeB] });
    ok(await post(m, 'get', { id: count.id }, atB.token), Err.RECORD_MISSING_OR_COMPLETED);
    ok(await post(m, 'complete', { id: count.id }, atB.token), Err.RECORD_MISSING_OR_COMPLETED);
    ok(await post(m, 'save', countBody(m), atB.token), Err.STORE_EMPTY);
    expect(ok(await post<List>(m, 'list', {}, atB.token)).total).toBe(0);
    const other = await merchant(t);
    ok(await post(m, 'delete', { id: count.id }, other.token), Err.RECORD_MISSING_OR_COMPLETED);
    ok(await post(m, 'get', { id: count.id }, other.token), Err.RECORD_MISSING_OR_COMPLETED);
    expect(ok(await post(m, 'get', { id: count.id })).status).toBe('draft');
  });

  it('lists, exports xlsx and PDF, prints', async () => {
    const { m, p1, p2 } = await setup();
    const a = ok(await post(m, 'save', countBody(m, { start: true, lines: [{ productId: p1, counted: '8' }] })));
    ok(await post(m, 'complete', { id: a.id }));
    const b = ok(await post(m, 'save', countBody(m, { lines: [{ productId: p2, counted: '11' }] })));
    const list = ok(await post<List>(m, 'list', {}));
    expect(list.list.map((r) => [r.id, r.status, r.differenceQuantity, r.differenceValue])).toEqual([
      [b.id, 'draft', '1.0000', '2.0000'],
      [a.id, 'completed', '-2.0000', '-4.0000'],
    ]);
    expect(ok(await post<List>(m, 'list', { status: 'completed' })).list.map((r) => r.id)).toEqual([a.id]);

    const xlsx = await fileOf(t, '/stock/count/export', { format: 'xlsx' }, m.token);
    const rows = await sheetRows(xlsx.body);
    expect(rows[0].slice(0, 3)).toEqual(['Number', 'Type', 'Status']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[4], r[5], r[6], r[7]])).toEqual([
      [b.number, 'Draft', 1, 1, 1, 2],
      [a.number, 'Completed', 1, 1, -2, -4],
    ]);
    const pdf = await fileOf(t, '/stock/count/export', { format: 'pdf' }, m.token);
    expect(pdf.body.subarray(0, 4).toString()).toBe('%PDF');
    const printed = await fileOf(t, '/stock/count/print', { id: a.id }, m.token);
    expect(printed.body.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('handles a full count of 5,000 items', async () => {
    const m = await merchant(t);
    const made = await t.db
      .insert(products)
      .values(
        Array.from({ length: 5000 }, (_, i) => ({
          tenantId: m.tenantId,
          name: `${uniq('Bulk')} ${i}`,
          unit: 'piece' as const,
          price: '1',
          trackInventory: true,
        })),
      )
      .returning({ id: products.id });
    for (let i = 0; i < made.length; i += 1000)
      await t.db
        .insert(productStores)
        .values(
          made
            .slice(i, i + 1000)
            .map((p) => ({ tenantId: m.tenantId, productId: p.id, storeId: m.storeA, price: '1' })),
        );
    const full = ok(await post(m, 'save', countBody(m, { type: 'full', start: true })));
    expect(full.itemCount).toBe(5000);
    const lines = made.map((p, i) => ({ productId: p.id, counted: i % 10 === 0 ? '1' : '0' }));
    const saved = ok(await post(m, 'save', countBody(m, { id: full.id, type: 'full', lines })));
    expect(saved.countedCount).toBe(5000);
    const done = ok(await post(m, 'complete', { id: full.id }));
    expect(done).toMatchObject({ status: 'completed', differenceQuantity: '500.0000' });
    expect(await ledgerSum(t, m.tenantId, m.storeA, made[0].id)).toBe('1.0000');
  }, 120_000);
});
