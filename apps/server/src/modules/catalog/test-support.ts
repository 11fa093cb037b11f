import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { firstStoreId, newTenant, type Reply, type TestApp } from '../../../test/support/test-app';
import { partners, stores } from '../../db/schema';

/** A unique name (the PostgreSQL run shares one database between files). */
export const uniq = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;
export const uniqCode = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** Asserts a reply's code (showing the whole reply when it differs) and answers its data. */
export function ok<T>(res: Reply<T>, code = 200): T {
  expect(res, JSON.stringify(res)).toMatchObject({ code });
  return res.data;
}

/** A merchant with its boss session, its first store and a second store. */
export async function merchant(t: TestApp) {
  const boss = await newTenant(t);
  const tenantId = boss.user.tenantId;
  const storeA = await firstStoreId(t, tenantId);
  const [s] = await t.db
    .insert(stores)
    .values({ tenantId, kind: 'store', name: uniq('store') })
    .returning({ id: stores.id });
  return { boss, token: boss.token, tenantId, storeA, storeB: s.id };
}

/** A tiny PNG (the server checks the signature) as an upload body. */
export const pngUpload = () => ({
  fileName: 'p.png',
  mimeType: 'image/png',
  base64: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(24)]).toString(
    'base64',
  ),
});

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

export async function newProduct(
  t: TestApp,
  token: string,
  storeIds: number[],
  over: Record<string, unknown> = {},
): Promise<number> {
  return ok(await t.post<{ id: number }>('/goods/save', productBody(storeIds, over), { token })).id;
}

/** A supplier (or manufacturer) of the stock module's partners table, written with SQL; `deleted` soft-deletes it. */
export async function newPartner(
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
