import { Err, type ProductDetail } from '@tillbook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchant, ok, productBody, uniq, uniqCode, uploadImage } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let m: Awaited<ReturnType<typeof merchant>>;
let image: string;

beforeAll(async () => {
  t = await startTestApp();
  m = await merchant(t);
  image = await uploadImage(t, m.token);
});

type Variant = { name: string; values: string[]; price: string; cost?: string; sku?: string };

/** A product (cost 4) with variants Regular and Large, sold in store A, with overrides of its variants. */
const withVariants = (variants: Partial<Variant>[] = [{}, {}]) => ({
  ...productBody([m.storeA]),
  name: uniq('Mango Smoothie'),
  imageKey: image,
  variantOptions: [{ name: 'Size', values: ['Regular', 'Large'] }],
  variants: variants.map((v, i) => ({
    name: ['Regular', 'Large'][i],
    values: [['Regular', 'Large'][i]],
    price: '5',
    ...v,
  })),
});

const save = (body: unknown) => t.post<ProductDetail>('/goods/save', body, { token: m.token });

describe('variant cost', () => {
  it('a blank or missing variant cost is the product’s cost, also in its stores; a given one is kept', async () => {
    const saved = ok(await save(withVariants([{ cost: '' }, { cost: '2.5' }])));
    expect(saved.variants.map((v) => [v.name, v.cost, v.stores.map((s) => s.cost)])).toEqual([
      ['Regular', '4.0000', ['4.0000']],
      ['Large', '2.5000', ['2.5000']],
    ]);
    const missing = ok(await save(withVariants([{}, {}])));
    expect(missing.variants.map((v) => v.cost)).toEqual(['4.0000', '4.0000']);
  });
});

describe('variant SKUs are unique (20059)', () => {
  it('refuses two variants of one product with the same SKU, and saves nothing', async () => {
    const sku = uniqCode('SKU');
    const body = withVariants([{ sku }, { sku }]);
    expect(await save(body)).toMatchObject({ code: Err.SKU_REPEATED });
    const list = ok(await t.post<{ total: number }>('/goods/list', { keyword: body.name }, { token: m.token }));
    expect(list.total).toBe(0);
  });

  it('refuses a variant SKU held by another product’s variant, also when it differs only in case', async () => {
    const sku = uniqCode('SKU');
    ok(await save(withVariants([{ sku }, {}])));
    expect(await save(withVariants([{ sku }, {}]))).toMatchObject({ code: Err.SKU_REPEATED });
    expect(await save(withVariants([{}, { sku: sku.toLowerCase() }]))).toMatchObject({ code: Err.SKU_REPEATED });
  });

  it('refuses two variants whose SKUs differ only in case', async () => {
    const sku = uniqCode('sku');
    expect(await save(withVariants([{ sku }, { sku: sku.toUpperCase() }]))).toMatchObject({
      code: Err.SKU_REPEATED,
    });
  });
});
