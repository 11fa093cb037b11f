import { Err, Menu, type PriceRow, type ProductDetail } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchant, ok, productBody, uniq, uploadImage } from '../../../test/factories';
import { newStaffSession, startTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let m: Awaited<ReturnType<typeof merchant>>;
let image: string;

beforeAll(async () => {
  t = await startTestApp();
  m = await merchant(t);
  image = await uploadImage(t, m.token);
});

type VariantStore = { storeId: number; price: string; cost?: string };

/** A product with variants S (price 5) and L (price 7), sold in the given stores. */
const withVariants = (storeIds: number[]) => ({
  ...productBody(storeIds),
  name: uniq('Tee'),
  imageKey: image,
  variantOptions: [{ name: 'Size', values: ['S', 'L'] }],
  variants: [
    { name: 'S', values: ['S'], price: '5', cost: '2', stores: [] as VariantStore[] },
    { name: 'L', values: ['L'], price: '7', cost: '3', stores: [] as VariantStore[] },
  ],
});

const storePrices = (p: ProductDetail) =>
  p.variants.map((v) => [v.name, v.stores.map((s) => [s.storeId, s.price, s.cost])]);

describe('variant prices per store', () => {
  it('a store without its own price sells the variant at the variant’s price; own prices are kept', async () => {
    const body = withVariants([m.storeA, m.storeB]);
    body.variants[1].stores = [{ storeId: m.storeB, price: '7.5' }];
    const saved = ok(await t.post<ProductDetail>('/goods/save', body, { token: m.token }));
    expect(storePrices(saved)).toEqual([
      [
        'S',
        [
          [m.storeA, '5.0000', '2.0000'],
          [m.storeB, '5.0000', '2.0000'],
        ],
      ],
      [
        'L',
        [
          [m.storeA, '7.0000', '3.0000'],
          [m.storeB, '7.5000', '3.0000'],
        ],
      ],
    ]);
    // The rows are in the table the sales module reads.
    const rows = (await t.db.execute(
      sql`select count(*) as n from product_variant_stores where tenant_id = ${m.tenantId} and product_id = ${saved.id}`,
    )) as unknown as { rows: { n: string | number }[] };
    expect(Number(rows.rows[0].n)).toBe(4);

    // Leaving store B removes its variant rows; a variant removed takes its rows along.
    const edited = ok(
      await t.post<ProductDetail>(
        '/goods/save',
        {
          ...body,
          id: saved.id,
          stores: [body.stores[0]],
          variantOptions: [{ name: 'Size', values: ['L'] }],
          variants: [{ ...body.variants[1], id: saved.variants[1].id, stores: [{ storeId: m.storeA, price: '6.5' }] }],
        },
        { token: m.token },
      ),
    );
    expect(storePrices(edited)).toEqual([['L', [[m.storeA, '6.5000', '3.0000']]]]);
    const left = (await t.db.execute(
      sql`select count(*) as n from product_variant_stores where tenant_id = ${m.tenantId} and product_id = ${saved.id}`,
    )) as unknown as { rows: { n: string | number }[] };
    expect(Number(left.rows[0].n)).toBe(1);
  });

  it('refuses a variant price in a store the product is not sold in (1001) or a store twice (1004)', async () => {
    const body = withVariants([m.storeA]);
    body.variants[0].stores = [{ storeId: m.storeB, price: '1' }];
    const res = await t.post<{ issues: { path: string }[] }>('/goods/save', body, { token: m.token });
    expect(res.code).toBe(Err.PARAM);
    expect(res.data.issues.map((i) => i.path)).toEqual(['variants.0.stores.0.storeId']);
    const twice = withVariants([m.storeA]);
    twice.variants[0].stores = [
      { storeId: m.storeA, price: '1' },
      { storeId: m.storeA, price: '2' },
    ];
    ok(await t.post('/goods/save', twice, { token: m.token }), Err.ADDED_REPEATEDLY);
  });

  it('a store-bound caller sees and changes the variants’ prices of their stores only', async () => {
    const body = withVariants([m.storeA, m.storeB]);
    body.variants[0].stores = [{ storeId: m.storeB, price: '4' }];
    const saved = ok(await t.post<ProductDetail>('/goods/save', body, { token: m.token }));
    const staff = await newStaffSession(t, m.tenantId, { menuCodes: [Menu.GOODS], storeIds: [m.storeA] });
    const seen = ok(await t.post<ProductDetail>('/goods/detail', { id: saved.id }, { token: staff.token }));
    expect(seen.variants[0].stores.map((s) => s.storeId)).toEqual([m.storeA]);
    ok(
      await t.post(
        '/goods/save',
        {
          ...body,
          id: saved.id,
          stores: [body.stores[0]],
          variants: body.variants.map((v, i) => ({
            ...v,
            id: saved.variants[i].id,
            stores: [{ storeId: m.storeA, price: '9' }],
          })),
        },
        { token: staff.token },
      ),
    );
    const after = ok(await t.post<ProductDetail>('/goods/detail', { id: saved.id }, { token: m.token }));
    expect(storePrices(after)[0]).toEqual([
      'S',
      [
        [m.storeA, '9.0000', '2.0000'],
        [m.storeB, '4.0000', '2.0000'],
      ],
    ]);
  });
});

describe('prices pages with variants', () => {
  it('lists each store row with its variants’ prices and saves them, one product or many', async () => {
    const saved = ok(await t.post<ProductDetail>('/goods/save', withVariants([m.storeA]), { token: m.token }));
    const [s, l] = saved.variants.map((v) => v.id);
    const row = async () =>
      ok(
        await t.post<{ list: PriceRow[] }>('/goods/price/list', { keyword: saved.name }, { token: m.token }),
      ).list.find((r) => r.productId === saved.id && r.storeId === m.storeA);
    expect((await row())?.variants).toEqual([
      { variantId: s, name: 'S', price: '5.0000', cost: '2.0000' },
      { variantId: l, name: 'L', price: '7.0000', cost: '3.0000' },
    ]);
    ok(
      await t.post(
        '/goods/price/save',
        {
          productId: saved.id,
          prices: [{ storeId: m.storeA, price: '10', variants: [{ variantId: s, price: '5.5', cost: '2.5' }] }],
        },
        { token: m.token },
      ),
    );
    // A cost left out keeps the one there.
    ok(
      await t.post(
        '/goods/price/saveMany',
        {
          prices: [{ productId: saved.id, storeId: m.storeA, price: '10', variants: [{ variantId: l, price: '8' }] }],
        },
        { token: m.token },
      ),
    );
    expect((await row())?.variants.map((v) => [v.price, v.cost])).toEqual([
      ['5.5000', '2.5000'],
      ['8.0000', '3.0000'],
    ]);
    const detail = ok(await t.post<ProductDetail>('/goods/detail', { id: saved.id }, { token: m.token }));
    expect(detail.variants[1].stores[0]).toMatchObject({ price: '8.0000', cost: '3.0000' });
    expect(detail.stores[0].price).toBe('10.0000');
  });

  it('refuses another product’s variant (20037), a variant twice (1004), a store not sold in (20037)', async () => {
    const a = ok(await t.post<ProductDetail>('/goods/save', withVariants([m.storeA]), { token: m.token }));
    const b = ok(await t.post<ProductDetail>('/goods/save', withVariants([m.storeA]), { token: m.token }));
    const save = (prices: unknown[]) => t.post('/goods/price/save', { productId: a.id, prices }, { token: m.token });
    ok(
      await save([{ storeId: m.storeA, price: '1', variants: [{ variantId: b.variants[0].id, price: '1' }] }]),
      Err.NO_DATA,
    );
    ok(
      await save([
        {
          storeId: m.storeA,
          price: '1',
          variants: [
            { variantId: a.variants[0].id, price: '1' },
            { variantId: a.variants[0].id, price: '2' },
          ],
        },
      ]),
      Err.ADDED_REPEATEDLY,
    );
    ok(
      await save([{ storeId: m.storeB, price: '1', variants: [{ variantId: a.variants[0].id, price: '1' }] }]),
      Err.NO_DATA,
    );
    // Nothing of a refused save was written.
    const detail = ok(await t.post<ProductDetail>('/goods/detail', { id: a.id }, { token: m.token }));
    expect(detail.variants[0].stores[0].price).toBe('5.0000');
  });
});
