import type { ProductDetail } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import {
  combinations,
  generateVariants,
  initialValues,
  toSaveBody,
  variantImageMissing,
  variantSkuRepeated,
} from './product-values';

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
    const out = generateVariants([{ name: 'Size', values: ['S', 'M'] }], existing, '10');
    expect(out).toHaveLength(2);
    expect(out[0]).toBe(existing[0]);
    expect(out[1]).toMatchObject({ name: 'M', values: ['M'], price: '10' });
  });

  it('names a new variant by its values only (the product’s name is shown beside it)', () => {
    const out = generateVariants(
      [
        { name: 'Size', values: ['Regular'] },
        { name: 'Milk', values: ['Oat'] },
      ],
      [],
      '4',
    );
    expect(out.map((v) => v.name)).toEqual(['Regular / Oat']);
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

describe('a variant without a cost', () => {
  it('is sent with the product’s cost', () => {
    const v = {
      ...initialValues(undefined, [3]),
      name: 'Mango Smoothie',
      price: '4',
      cost: '1.5',
      variantOptions: [{ name: 'Size', values: ['Regular'] }],
      variants: [{ name: 'Regular', values: ['Regular'], price: '', cost: '', barcode: '', sku: '' }],
    };
    expect(toSaveBody(v, undefined).variants?.[0]).toMatchObject({ price: '4', cost: '1.5' });
  });
});

describe('the form’s variant rules', () => {
  const variant = (sku: string) => ({ name: sku, values: [sku], price: '1', cost: '', barcode: '', sku });

  it('asks for an image when there are several variants (20063), not for one or for a composite', () => {
    const two = { variants: [variant('a'), variant('b')], imageKey: null, composite: false };
    expect(variantImageMissing(two)).toBe(true);
    expect(variantImageMissing({ ...two, imageKey: 'k' })).toBe(false);
    expect(variantImageMissing({ ...two, variants: [variant('a')] })).toBe(false);
    expect(variantImageMissing({ ...two, composite: true })).toBe(false);
  });

  it('finds a variant SKU that is another variant’s or the product’s, whatever its case (20059)', () => {
    const v = { sku: 'MS-1', variants: [variant('ms-2'), variant(' MS-2'), variant('ms-1'), variant('MS-3')] };
    expect([0, 1, 2, 3].map((i) => variantSkuRepeated(v, i))).toEqual([true, true, true, false]);
    expect(variantSkuRepeated({ sku: '', variants: [variant(''), variant('')] }, 0)).toBe(false);
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
