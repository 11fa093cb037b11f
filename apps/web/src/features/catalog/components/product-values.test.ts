import { describe, expect, it } from 'vitest';
import { combinations, generateVariants, initialValues, toSaveBody } from './product-values';

describe('combinations', () => {
  it('crosses the option values in order', () => {
    expect(combinations([{ values: ['S', 'M'] }, { values: ['Red'] }])).toEqual([
      ['S', 'Red'],
      ['M', 'Red'],
    ]);
    expect(combinations([])).toEqual([]);
  });
});

describe('generateVariants', () => {
  it('keeps what was typed for an existing combination', () => {
    const existing = [{ name: 'Tee small', values: ['s'], price: '9', cost: '1', barcode: 'b', sku: 'x' }];
    const out = generateVariants([{ name: 'Size', values: ['S', 'M'] }], existing, 'Tee', '10');
    expect(out).toHaveLength(2);
    expect(out[0]).toBe(existing[0]);
    expect(out[1]).toMatchObject({ name: 'Tee / M', values: ['M'], price: '10' });
  });
});

describe('toSaveBody', () => {
  it('fills a store row without price or cost from the product', () => {
    const v = { ...initialValues(undefined, [3]), name: 'Tea', price: '2.5', cost: '1' };
    const body = toSaveBody(v, undefined, undefined);
    expect(body.stores).toEqual([{ storeId: 3, price: '2.5', cost: '1', minStock: '0', bestStock: '0' }]);
    expect(body.components).toEqual([]);
  });
});
