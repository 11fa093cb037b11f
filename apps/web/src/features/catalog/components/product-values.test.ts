import type { ProductDetail } from '@tillbook/contract';
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
    const body = toSaveBody(v, undefined);
    expect(body.stores).toEqual([{ storeId: 3, price: '2.5', cost: '1', minStock: '0', bestStock: '0' }]);
    expect(body.components).toEqual([]);
    expect(body).toMatchObject({ supplierId: null, onlineImageKeys: [] });
  });

  it('sends a variant’s own store prices only, for stores the product is sold in', () => {
    const v = {
      ...initialValues(undefined, [3, 4]),
      name: 'Tee',
      price: '10',
      supplierId: 8,
      onlineImageKeys: ['a', 'b'],
      variantOptions: [{ name: 'Size', values: ['S'] }],
      variants: [
        {
          name: 'Tee / S',
          values: ['S'],
          price: '9',
          cost: '',
          barcode: '',
          sku: '',
          storePrices: { s3: '8.5', s4: '', s9: '1' },
          storeCosts: { s4: '2' },
        },
      ],
    };
    const body = toSaveBody(v, 5);
    expect(body).toMatchObject({ id: 5, supplierId: 8, onlineImageKeys: ['a', 'b'] });
    expect(body.variants?.[0]).toEqual({
      name: 'Tee / S',
      values: ['S'],
      price: '9',
      cost: '0',
      barcode: '',
      sku: '',
      stores: [
        { storeId: 3, price: '8.5' },
        { storeId: 4, price: '9', cost: '2' },
      ],
    });
  });
});

describe('initialValues', () => {
  const detail = (over: Partial<ProductDetail> = {}): ProductDetail => ({
    id: 1,
    name: 'Tee',
    categoryId: null,
    categoryName: null,
    unit: 'piece',
    trackInventory: false,
    price: '10.0000',
    cost: '1.0000',
    barcode: '',
    sku: '',
    description: '',
    supplierId: 7,
    supplierName: 'Acme',
    purchaseCost: '0.0000',
    logoColor: null,
    logoShape: 'square',
    imageKey: 'k',
    composite: false,
    sort: 1,
    stores: [],
    createdAt: '',
    updatedAt: '',
    taxIds: [],
    onlineImageKeys: ['x', 'y'],
    modifierIds: [],
    components: [],
    variantOptions: [{ name: 'Size', values: ['S'] }],
    variants: [
      {
        id: 4,
        name: 'Tee / S',
        values: ['S'],
        price: '9.0000',
        cost: '1.0000',
        barcode: '',
        sku: '',
        stores: [
          { storeId: 3, storeName: 'A', price: '9.0000', cost: '1.0000' },
          { storeId: 4, storeName: 'B', price: '8.0000', cost: '1.5000' },
        ],
      },
    ],
    ...over,
  });

  it('keeps only the store prices and costs that differ from the variant’s (the others follow it)', () => {
    const v = initialValues(detail(), []);
    expect(v.variants[0].storePrices).toEqual({ s4: '8.0000' });
    expect(v.variants[0].storeCosts).toEqual({ s4: '1.5000' });
    expect(v).toMatchObject({ supplierId: 7, onlineImageKeys: ['x', 'y'] });
  });

  it('drops a supplier that is no longer a live supplier', () => {
    expect(initialValues(detail({ supplierName: null }), []).supplierId).toBeNull();
  });
});
