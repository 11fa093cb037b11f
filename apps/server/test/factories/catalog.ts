// Products and what a sale needs around them (taxes, modifiers, payment methods, suppliers).
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  modifierItems,
  modifiers,
  partners,
  paymentMethods,
  productComponents,
  productModifiers,
  productRewards,
  productStores,
  products,
  productTaxes,
  productVariants,
  taxes,
  taxStores,
} from '../../src/db/schema';
import type { TestApp } from '../support/test-app';
import { uniq } from './basics';
import { ok } from './reply';

const rnd = () => randomBytes(4).toString('hex');

/** A tiny PNG (the server checks the signature) as an upload body. */
export const pngUpload = () => ({
  fileName: 'p.png',
  mimeType: 'image/png',
  base64: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(24)]).toString(
    'base64',
  ),
});

/** A product image uploaded through the API; answers its key. */
export async function uploadImage(t: TestApp, token: string): Promise<string> {
  return ok(await t.post<{ key: string }>('/goods/image/upload', pngUpload(), { token })).key;
}

/** A product body sold in `storeIds`, with overrides. */
export const productBody = (storeIds: number[], over: Record<string, unknown> = {}) => ({
  name: uniq('Product'),
  price: '10.50',
  cost: '4',
  stores: storeIds.map((storeId) => ({ storeId, price: '10.50', cost: '4', minStock: '2', bestStock: '10' })),
  ...over,
});

/** A product saved through the API; answers its id. */
export async function newProduct(
  t: TestApp,
  token: string,
  storeIds: number[],
  over: Record<string, unknown> = {},
): Promise<number> {
  return ok(await t.post<{ id: number }>('/goods/save', productBody(storeIds, over), { token })).id;
}

/** A product that tracks inventory, sold in `storeIds`, saved through the API. */
export const tracked = (t: TestApp, m: { token: string }, storeIds: number[], over: Record<string, unknown> = {}) =>
  newProduct(t, m.token, storeIds, { trackInventory: true, ...over });

/** A tracked composite product made of `components` ({ productId, quantity } per composite unit). */
export const composite = (
  t: TestApp,
  m: { token: string },
  storeIds: number[],
  components: { productId: number; quantity: string }[],
  over: Record<string, unknown> = {},
) => newProduct(t, m.token, storeIds, { trackInventory: true, composite: true, components, ...over });

/** A tracked product with two variants (S, M) sold in `storeIds`, saved through the API: its id and the variants'. */
export async function variantProduct(
  t: TestApp,
  m: { token: string; tenantId: number },
  storeIds: number[],
  over: Record<string, unknown> = {},
) {
  const imageKey = await uploadImage(t, m.token);
  const res = await t.post<{ id: number }>(
    '/goods/save',
    productBody(storeIds, {
      trackInventory: true,
      imageKey,
      variantOptions: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { name: 'S', values: ['S'], price: '1' },
        { name: 'M', values: ['M'], price: '2' },
      ],
      ...over,
    }),
    { token: m.token },
  );
  if (res.code !== 200) throw new Error(`product save answered ${res.code}: ${JSON.stringify(res.data)}`);
  const variants = await t.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, m.tenantId), eq(productVariants.productId, res.data.id)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return { productId: res.data.id, variantIds: variants.map((v) => v.id) };
}

/** A product sold in `storeIds` at `price`, written directly (taxes, modifiers, components and reward optional). */
export async function addProduct(
  t: TestApp,
  tenantId: number,
  storeIds: number[],
  o: {
    price?: string;
    cost?: string;
    track?: boolean;
    taxIds?: number[];
    modifierIds?: number[];
    components?: { productId: number; quantity: string }[];
    reward?: { mode: 'fixed' | 'percent'; value: string };
  } = {},
): Promise<number> {
  const price = o.price ?? '10';
  const [p] = await t.db
    .insert(products)
    .values({
      tenantId,
      name: `Item ${rnd()}`,
      unit: 'piece',
      price,
      cost: o.cost ?? '0',
      trackInventory: o.track ?? false,
      composite: !!o.components?.length,
    })
    .returning({ id: products.id });
  await t.db
    .insert(productStores)
    .values(storeIds.map((storeId) => ({ tenantId, productId: p.id, storeId, price, cost: o.cost ?? '0' })));
  if (o.taxIds?.length)
    await t.db.insert(productTaxes).values(o.taxIds.map((taxId) => ({ tenantId, productId: p.id, taxId })));
  if (o.modifierIds?.length)
    await t.db
      .insert(productModifiers)
      .values(o.modifierIds.map((modifierId) => ({ tenantId, productId: p.id, modifierId })));
  if (o.components?.length)
    await t.db
      .insert(productComponents)
      .values(o.components.map((c) => ({ tenantId, productId: p.id, componentId: c.productId, quantity: c.quantity })));
  if (o.reward) await t.db.insert(productRewards).values({ tenantId, productId: p.id, ...o.reward });
  return p.id;
}

/** A tax applied in `storeIds`, written directly. */
export async function addTax(
  t: TestApp,
  tenantId: number,
  storeIds: number[],
  rate: string,
  calculation: 'included' | 'added',
) {
  const [x] = await t.db
    .insert(taxes)
    .values({ tenantId, name: `Tax ${rnd()}`, rate, calculation })
    .returning({ id: taxes.id, version: taxes.version });
  if (storeIds.length)
    await t.db.insert(taxStores).values(storeIds.map((storeId) => ({ tenantId, taxId: x.id, storeId })));
  return x;
}

/** A modifier with one item, written directly; `storePrices` override the item's price per store. */
export async function addModifierItem(
  t: TestApp,
  tenantId: number,
  price: string,
  storePrices: { storeId: number; price: string }[] = [],
) {
  const [m] = await t.db
    .insert(modifiers)
    .values({ tenantId, name: `Mod ${rnd()}` })
    .returning({ id: modifiers.id });
  const [i] = await t.db
    .insert(modifierItems)
    .values({ tenantId, modifierId: m.id, name: 'Extra', price, stores: storePrices })
    .returning({ id: modifierItems.id });
  return { modifierId: m.id, itemId: i.id };
}

/** A payment method of every store, written directly; answers its id. */
export async function addPaymentMethod(
  t: TestApp,
  tenantId: number,
  type: 'cash' | 'card' = 'cash',
  handlingFee = '0',
): Promise<number> {
  const [m] = await t.db
    .insert(paymentMethods)
    .values({ tenantId, type, name: `${type} ${rnd()}`, handlingFee, allStores: true })
    .returning({ id: paymentMethods.id });
  return m.id;
}

/** A supplier (or manufacturer), written directly; `deleted` soft-deletes it. */
export async function addSupplier(
  t: TestApp,
  tenantId: number,
  opts: { name?: string; kind?: 'supplier' | 'manufacturer'; deleted?: boolean } = {},
): Promise<{ id: number; name: string }> {
  const name = opts.name ?? uniq('Supplier');
  const [row] = await t.db
    .insert(partners)
    .values({ tenantId, kind: opts.kind ?? 'supplier', name, deletedAt: opts.deleted ? new Date() : null })
    .returning({ id: partners.id });
  return { id: row.id, name };
}
