import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { firstStoreId, newTenant, type Reply, type TestApp } from '../../../test/support/test-app';
import { stores } from '../../db/schema';

/** A unique name (the PostgreSQL run shares one database between files). */
export const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

/**
 * A store or food truck written straight to the database, so these tests do not depend on the stores API
 * (only the columns every version of the stores table has).
 */
export async function newStore(t: TestApp, tenantId: number, kind: 'store' | 'truck' = 'store'): Promise<number> {
  const [s] = await t.db
    .insert(stores)
    .values({ tenantId, kind, name: uniqueName(kind) })
    .returning({ id: stores.id });
  return s.id;
}

/** An operating place of a truck, written with SQL (the table belongs to the stores module). */
export async function newPlace(t: TestApp, tenantId: number, truckId: number): Promise<number> {
  const { sql } = await import('drizzle-orm');
  const res = (await t.db.execute(
    sql`insert into truck_places (tenant_id, truck_id, name) values (${tenantId}, ${truckId}, ${uniqueName('place')}) returning id`,
  )) as unknown as { rows: { id: string | number }[] };
  return Number(res.rows[0].id);
}

/** A merchant with its boss session, its first store and a second one. */
export async function merchant(t: TestApp) {
  const boss = await newTenant(t);
  const tenantId = boss.user.tenantId;
  const storeA = await firstStoreId(t, tenantId);
  const storeB = await newStore(t, tenantId);
  return { boss, token: boss.token, tenantId, storeA, storeB };
}

/** Asserts a reply's code (showing the whole reply when it differs) and answers its data. */
export function ok<T>(res: Reply<T>, code = 200): T {
  expect(res, JSON.stringify(res)).toMatchObject({ code });
  return res.data;
}
