import { Err, type ProductDetail, type ProductRow } from '@tillbook/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { merchant, newProduct, ok, uniqCode, uploadImage } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { cells, importRows, newTax, productCount, row, storeName } from './import-test-support';

// The writer can be made to fail on its n-th batch: an import interrupted while writing must leave nothing behind.
const failing = vi.hoisted(() => ({ onBatch: 0 }));
vi.mock('./import-write', async (original) => {
  const mod = await original<typeof import('./import-write')>();
  return {
    createImportWriter: () => {
      const writer = mod.createImportWriter();
      let batch = 0;
      return {
        ...writer,
        write: async (...args: Parameters<typeof writer.write>) => {
          batch++;
          if (failing.onBatch === batch) throw new Error('the disk is full');
          return writer.write(...args);
        },
      };
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const detailOf = async (token: string, name: string) => {
  const list = ok(await t.post<{ list: ProductRow[] }>('/goods/list', { keyword: name }, { token })).list;
  const found = list.find((p) => p.name === name);
  return ok(await t.post<ProductDetail>('/goods/detail', { id: found?.id }, { token }));
};

describe('product import: composite products', () => {
  it('imports composites made of catalogue products and of earlier rows; the cost follows the components', async () => {
    const m = await merchant(t);
    const a = await storeName(t, m.tenantId, m.storeA);
    const cup = uniqCode('cup');
    await newProduct(t, m.token, [m.storeA], { name: 'Cup', sku: cup, cost: '0.25' });
    const [tea, milk] = [uniqCode('tea'), uniqCode('milk')];
    const job = await importRows(t, m.token, [
      row({ name: 'Tea bag', price: 1, cost: '0.1', stores: a, sku: tea }),
      row({ name: 'Milk', price: 1, cost: '0.3', unit: 'volume', stores: a, sku: milk }),
      row({
        name: 'Tea set',
        price: 4,
        cost: '99',
        stores: a,
        composite: 'yes',
        components: `${tea}*2; ${milk} * 0.5 | ${cup}`,
      }),
    ]);
    expect(job, JSON.stringify(job.errors)).toMatchObject({ status: 'done', written: 3 });
    const set = await detailOf(m.token, 'Tea set');
    expect(set.composite).toBe(true);
    // 2 × 0.1 + 0.5 × 0.3 + 1 × 0.25
    expect(set.cost).toBe('0.6000');
    expect(set.components.map((c) => [c.name, c.quantity])).toEqual([
      ['Tea bag', '2.0000'],
      ['Milk', '0.5000'],
      ['Cup', '1.0000'],
    ]);
    // Later edits of a component's cost reach the composite (the import wrote ordinary rows).
    const teaBag = await detailOf(m.token, 'Tea bag');
    ok(
      await t.post(
        '/goods/save',
        {
          ...teaBag,
          cost: '0.2',
          stores: teaBag.stores.map((s) => ({ ...s, minStock: '0', bestStock: '0' })),
          variants: [],
        },
        { token: m.token },
      ),
    );
    expect((await detailOf(m.token, 'Tea set')).cost).toBe('0.8000');
  });

  it('refuses bad components with their codes (40010, 40011, 40017, 40205, 40022, 40020, 40005)', async () => {
    const m = await merchant(t);
    const a = await storeName(t, m.tenantId, m.storeA);
    const [simple, combo, later, own] = [uniqCode('s'), uniqCode('c'), uniqCode('l'), uniqCode('o')];
    const variantSku = uniqCode('v');
    const image = await uploadImage(t, m.token);
    await newProduct(t, m.token, [m.storeA], {
      imageKey: image,
      variantOptions: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        { name: 'S', values: ['S'], price: '1', sku: variantSku },
        { name: 'L', values: ['L'], price: '2' },
      ],
    });
    const job = await importRows(t, m.token, [
      row({ name: 'Simple', price: 1, cost: '99999999999999', stores: a, sku: simple }), // 2
      row({ name: 'Combo', price: 1, stores: a, sku: combo, composite: 'yes', components: simple }), // 3 (fine)
      row({ name: 'No parts', price: 1, stores: a, composite: 'yes' }), // 4: 40010
      row({ name: 'Unknown', price: 1, stores: a, composite: 'yes', components: 'NOPE-1*2' }), // 5: 40011
      row({ name: 'Later', price: 1, stores: a, composite: 'yes', components: later }), // 6: 40011 (a later row)
      row({ name: 'Nested', price: 1, stores: a, composite: 'yes', components: combo }), // 7: 40017 composite
      row({ name: 'Self', price: 1, stores: a, sku: own, composite: 'yes', components: own }), // 8: 40017 itself
      row({ name: 'Variant', price: 1, stores: a, composite: 'yes', components: variantSku }), // 9: 40017 variant
      row({ name: 'Twice', price: 1, stores: a, composite: 'yes', components: `${simple}*1; ${simple}*2` }), // 10
      row({ name: 'Half', price: 1, stores: a, composite: 'yes', components: `${simple}*0.5` }), // 11: 40022
      row({ name: 'Zero', price: 1, stores: a, composite: 'yes', components: `${simple}*0` }), // 12: 40020
      row({ name: 'Syntax', price: 1, stores: a, composite: 'yes', components: `${simple}*two` }), // 13: 40017
      row({ name: 'Dear', price: 1, stores: a, composite: 'yes', components: `${simple}*3` }), // 14: 40020 cost
      row({ name: 'Not composite', price: 1, stores: a, components: simple }), // 15: 40005
      row({ name: 'Later one', price: 1, stores: a, sku: later }), // 16
    ]);
    expect(cells(job)).toEqual([
      [4, 'components', Err.CELL_INGREDIENT_EMPTY],
      [5, 'components', Err.CELL_INGREDIENT_MISSING],
      [6, 'components', Err.CELL_INGREDIENT_MISSING],
      [7, 'components', Err.CELL_INGREDIENT_SKU_WRONG],
      [8, 'components', Err.CELL_INGREDIENT_SKU_WRONG],
      [9, 'components', Err.CELL_INGREDIENT_SKU_WRONG],
      [10, 'components', Err.CELL_INGREDIENT_SKU_DUPLICATE],
      [11, 'components', Err.CELL_NOT_INTEGER],
      [12, 'components', Err.CELL_OUT_OF_RANGE],
      [13, 'components', Err.CELL_INGREDIENT_SKU_WRONG],
      [14, 'components', Err.CELL_OUT_OF_RANGE],
      [15, 'components', Err.CELL_DATA_WRONG],
    ]);
    expect(await productCount(t, m.tenantId)).toBe(1);
  });

  it('streams a file of several batches: duplicates and components are found across batches', async () => {
    const m = await merchant(t);
    const a = await storeName(t, m.tenantId, m.storeA);
    const vat = uniqCode('VAT');
    await newTax(t, m.tenantId, vat);
    const prefix = uniqCode('B');
    const rows = Array.from({ length: 2300 }, (_, i) =>
      row({ name: `Bulk ${i}`, price: '1.5', cost: '1', stores: a, taxes: vat, sku: `${prefix}-${i}` }),
    );
    // Row 2,302 (the last) uses row 2 (first batch) as a component; row 2,301 repeats row 3's SKU.
    rows.push(row({ name: 'Bundle', price: 9, stores: a, composite: 'yes', components: `${prefix}-0*3` }));
    const dup = [...rows];
    dup[2299] = row({ name: 'Dup', price: 1, stores: a, sku: `${prefix}-1` });
    const refused = await importRows(t, m.token, dup);
    expect(cells(refused)).toEqual([[2301, 'sku', Err.CELL_SKU_DUPLICATE]]);
    expect(await productCount(t, m.tenantId)).toBe(0);

    const job = await importRows(t, m.token, rows);
    expect(job).toMatchObject({ status: 'done', written: 2301, processed: 2301, total: 2301 });
    expect(await productCount(t, m.tenantId)).toBe(2301);
    const bundle = await detailOf(m.token, 'Bundle');
    expect(bundle.cost).toBe('3.0000');
    expect(bundle.components.map((c) => c.name)).toEqual(['Bulk 0']);
    const found = ok(await t.post<{ total: number }>('/goods/list', { keyword: `${prefix}-2299` }, { token: m.token }));
    expect(found.total).toBe(1);
  });

  it('an import interrupted while writing leaves nothing behind (one transaction)', async () => {
    const m = await merchant(t);
    const a = await storeName(t, m.tenantId, m.storeA);
    const prefix = uniqCode('I');
    const rows = Array.from({ length: 1500 }, (_, i) =>
      row({ name: `Row ${i}`, price: 1, stores: a, sku: `${prefix}-${i}`, barcode: `${prefix}-b${i}` }),
    );
    failing.onBatch = 2;
    try {
      const job = await importRows(t, m.token, rows);
      expect(cells(job)).toEqual([[0, '', Err.SYSTEM]]);
    } finally {
      failing.onBatch = 0;
    }
    expect(await productCount(t, m.tenantId)).toBe(0);
    // Nothing of the first batch is left either: the same SKUs import afterwards.
    expect(await importRows(t, m.token, rows.slice(0, 10))).toMatchObject({ status: 'done', written: 10 });
  });
});
