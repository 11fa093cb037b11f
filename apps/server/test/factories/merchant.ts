// Merchants and their stores. `new…` goes through the API, `add…` writes the rows straight to the database (for
// tests that must not depend on another module's API).
import type { StoreRow, ZoneRow } from '@tillbook/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { paymentMethods, stores, taxes, users } from '../../src/db/schema';
import { firstStoreId, newTenant, type TestApp } from '../support/test-app';
import { uniq } from './basics';

/** A store or food truck of a merchant, written straight to the table. */
export async function addStore(
  t: TestApp,
  tenantId: number,
  opts: { name?: string; kind?: 'store' | 'truck' } = {},
): Promise<number> {
  const kind = opts.kind ?? 'store';
  const [s] = await t.db
    .insert(stores)
    .values({ tenantId, kind, name: opts.name ?? uniq(kind) })
    .returning({ id: stores.id });
  return s.id;
}

/** An operating place of a food truck, written straight to the table. */
export async function addPlace(t: TestApp, tenantId: number, truckId: number): Promise<number> {
  const res = (await t.db.execute(
    sql`insert into truck_places (tenant_id, truck_id, name) values (${tenantId}, ${truckId}, ${uniq('place')}) returning id`,
  )) as unknown as { rows: { id: string | number }[] };
  return Number(res.rows[0].id);
}

/** A merchant registered through the API, with its boss session, its first store and a second store. */
export async function merchant(t: TestApp) {
  const boss = await newTenant(t);
  const tenantId = boss.user.tenantId;
  const storeA = await firstStoreId(t, tenantId);
  const storeB = await addStore(t, tenantId);
  return { boss, token: boss.token, tenantId, storeA, storeB };
}
export type Merchant = Awaited<ReturnType<typeof merchant>>;

/**
 * A merchant without the payment methods and tax registration writes by default, for tests that count the rows
 * they add (the defaults themselves are tested with registration).
 */
export async function blankMerchant(t: TestApp) {
  const m = await merchant(t);
  await t.db.delete(paymentMethods).where(eq(paymentMethods.tenantId, m.tenantId));
  await t.db.delete(taxes).where(eq(taxes.tenantId, m.tenantId));
  return m;
}

/** The login e-mail of the merchant's owner (what a POS is set up with). */
export async function merchantEmail(t: TestApp, tenantId: number): Promise<string> {
  // The owner: the first user of the merchant (registration makes it).
  const [u] = await t.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(asc(users.id))
    .limit(1);
  return u.email as string;
}

/** Adds a store (or, with path '/diningCar', a truck) through the API and answers its row. */
export async function newStore(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
  path: '/store' | '/diningCar' = '/store',
): Promise<StoreRow> {
  const res = await t.post<StoreRow>(
    `${path}/save`,
    { name: uniq(path === '/store' ? 'Store' : 'Truck'), ...overrides },
    { token },
  );
  if (res.code !== 200) throw new Error(`${path}/save answered ${res.code}: ${JSON.stringify(res.data)}`);
  return res.data;
}

/** Adds a dining zone with tables numbered as given, through the API. */
export async function newZone(
  t: TestApp,
  token: string,
  storeId: number,
  numbers: string[],
  name = uniq('Hall'),
): Promise<ZoneRow> {
  const res = await t.post<ZoneRow>(
    '/store/area/save',
    { storeId, name, tables: numbers.map((number) => ({ number, seats: 4 })) },
    { token },
  );
  if (res.code !== 200) throw new Error(`area/save answered ${res.code}: ${JSON.stringify(res.data)}`);
  return res.data;
}
