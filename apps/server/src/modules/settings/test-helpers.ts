import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { firstStoreId, newTenant, type Reply, type TestApp } from '../../../test/support/test-app';
import { paymentMethods, stores, taxes } from '../../db/schema';

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

/**
 * A merchant without the payment methods and tax registration writes by default, for tests that count the rows
 * they add (the defaults themselves are tested with registration, in the home module).
 */
export async function blankMerchant(t: TestApp) {
  const { eq } = await import('drizzle-orm');
  const m = await merchant(t);
  await t.db.delete(paymentMethods).where(eq(paymentMethods.tenantId, m.tenantId));
  await t.db.delete(taxes).where(eq(taxes.tenantId, m.tenantId));
  return m;
}

/** Asserts a reply's code (showing the whole reply when it differs) and answers its data. */
export function ok<T>(res: Reply<T>, code = 200): T {
  expect(res, JSON.stringify(res)).toMatchObject({ code });
  return res.data;
}
