// The schema stays ready for sharding by merchant (Citus, distributed by tenant_id and co-located with tenants): read
// from the migrated database's catalog, every tenant table keeps tenant_id in its primary key, its unique constraints
// and unique indexes, and pairs tenant_id on both sides of its foreign keys to other tenant tables. Only the `public`
// schema is read: drizzle's migration journal (schema `drizzle`) and the job queue (schema `pgboss`) are no tenant data.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeViolation,
  readTenancyCatalog,
  shardingViolations,
  type TenancyCatalog,
  type Violation,
} from '../src/db/tenancy-catalog';
import { type Database, openDatabase } from '../src/platform/db';

/** Tables without tenant_id, each with why it may be: a new one fails the test until it is listed here. */
const WITHOUT_TENANT_ID: Record<string, string> = {
  tenants: 'the merchant itself: distributed by its own id, the table every tenant table is co-located with',
  login_failures:
    'failed-login counts per account or client address, kept before any merchant is known: reference table',
  verification_codes: 'registration codes exist before their merchant does: reference table',
};

/**
 * Known breaches, keyed `table/constraint`. Each is a value that arrives without its merchant (a token, a login name,
 * a scanned QR code) and is unique across all merchants. The test passes with them and fails on any other breach,
 * and on an entry here that no longer matches (the list only shrinks). To be fixed before distributing these tables.
 */
const KNOWN: Record<string, string> = {
  'sessions/sessions_token_hash_uq':
    'session tokens are looked up before the merchant is known. Issue: carry the merchant in the token (`<tenant id>.<secret>`) and index (tenant_id, token_hash)',
  'password_resets/password_resets_token_uq':
    'reset links are opened without a merchant. Issue: as sessions, tenant in the link, unique (tenant_id, token_hash)',
  'users/users_email_uq':
    'an e-mail signs in to exactly one merchant. Issue: a global login directory (email → tenant_id, user_id) holds the uniqueness; users keeps (tenant_id, email)',
  'devices/devices_account_uq':
    'device accounts sign in without a merchant. Issue: the same login directory (lower(account) → tenant_id, device_id); devices keeps (tenant_id, lower(account))',
  'store_tables/store_tables_qr_token_uq':
    'a scanned table QR code names no merchant. Issue: tenant in the QR token, unique (tenant_id, qr_token)',
  'table_qr_retired/table_qr_retired_pkey':
    'retired QR tokens are looked up like live ones. Issue: primary key (tenant_id, token) once the token carries its merchant',
};

const keyOf = (v: Violation) => `${v.table}/${v.constraint}`;

let database: Database;
let catalog: TenancyCatalog;

beforeAll(async () => {
  // PostgreSQL (DATABASE_URL) is migrated once by the global setup; the in-memory PGlite of this file is migrated here.
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://', poolSize: 2 });
  if (database.kind === 'pglite') await database.migrate();
  catalog = await readTenancyCatalog(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('schema ready for sharding by tenant_id', () => {
  it('reads the migrated schema', () => {
    expect(catalog.tables.length).toBeGreaterThan(10);
    expect(catalog.tables.filter((t) => t.tenantId).length).toBeGreaterThan(10);
  });

  it('lists every table without tenant_id, with its reason', () => {
    const without = catalog.tables.filter((t) => !t.tenantId).map((t) => t.name);
    expect(without.sort(), 'tables without tenant_id (list each in WITHOUT_TENANT_ID with its reason)').toEqual(
      Object.keys(WITHOUT_TENANT_ID).sort(),
    );
  });

  it('keeps tenant_id in every key, unique index and foreign key between tenant tables', () => {
    const found = shardingViolations(catalog);
    const fresh = found.filter((v) => !(keyOf(v) in KNOWN)).map(describeViolation);
    const fixed = Object.keys(KNOWN).filter((k) => !found.some((v) => keyOf(v) === k));
    const message = [
      fresh.length > 0 ? `new breaches of sharding by tenant_id:\n  ${fresh.join('\n  ')}` : '',
      fixed.length > 0 ? `no longer found, remove from KNOWN:\n  ${fixed.join('\n  ')}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    expect(fresh.length + fixed.length, message).toBe(0);
  });
});

describe('the rules, on tables built to break them', () => {
  // A schema of its own, so the shared PostgreSQL database of the other test files never sees these tables.
  const schema = `sharding_probe_${randomBytes(4).toString('hex')}`;
  const q = (text: string) => database.db.execute(sql.raw(text.replaceAll('@', `${schema}.`)));

  beforeAll(async () => {
    await q(`create schema ${schema}`);
    await q('create table @tenants (id bigint generated always as identity primary key)');
    await q(`create table @stores (
      tenant_id bigint not null references @tenants(id), id bigint not null, code text,
      primary key (tenant_id, id), constraint stores_id_key unique (id), constraint stores_code_key unique (code))`);
    await q('create unique index stores_lower_code_uq on @stores (lower(code))');
    await q('create unique index stores_tenant_code_uq on @stores (tenant_id, lower(code)) include (id)');
    await q('create unique index stores_code_incl_uq on @stores (code) include (tenant_id)');
    await q(`create table @items (
      tenant_id integer references @tenants(id), id bigint primary key, store_id bigint,
      constraint items_store_fk foreign key (store_id) references @stores(id),
      constraint items_swapped_fk foreign key (store_id, tenant_id) references @stores(tenant_id, id),
      constraint items_ok_fk foreign key (tenant_id, store_id) references @stores(tenant_id, id) on delete cascade,
      constraint items_null_fk foreign key (tenant_id, store_id) references @stores(tenant_id, id) on delete set null)`);
    await q(`create table @bookings (
      tenant_id bigint not null references @tenants(id), during tstzrange, seq integer generated by default as identity,
      constraint bookings_overlap exclude using gist (during with &&))`);
    await q(`create table @codes (
      code text primary key, tenant_id_of_store bigint, store_id bigint,
      constraint codes_store_fk foreign key (tenant_id_of_store, store_id) references @stores(tenant_id, id))`);
  });

  afterAll(async () => {
    await q(`drop schema ${schema} cascade`);
  });

  it('names every breach with its table, constraint and columns', async () => {
    const probe = await readTenancyCatalog(database.db, schema);
    expect(shardingViolations(probe).map(describeViolation).sort()).toEqual(
      [
        'bookings: (none) () — has no primary key',
        'bookings: bookings_overlap (during) — exclusion constraint lacks tenant_id',
        'bookings: column seq (seq) — identity or serial column of type integer: only bigint ones can be distributed',
        'codes: codes_store_fk (tenant_id_of_store, store_id) — global table references distributed stores(tenant_id, id)',
        'items: column tenant_id (tenant_id) — must be NOT NULL bigint (is nullable integer)',
        'items: items_null_fk (tenant_id, store_id) — ON DELETE SET NULL would change tenant_id: refused by Citus',
        'items: items_pkey (id) — primary key lacks tenant_id',
        'items: items_store_fk (store_id) — foreign key to stores(id) does not pair tenant_id with stores.tenant_id',
        'items: items_swapped_fk (store_id, tenant_id) — foreign key to stores(tenant_id, id) does not pair tenant_id with stores.tenant_id',
        'stores: stores_code_incl_uq (code) — unique index lacks tenant_id',
        'stores: stores_code_key (code) — unique constraint lacks tenant_id',
        'stores: stores_id_key (id) — unique constraint lacks tenant_id',
        'stores: stores_lower_code_uq (lower(code)) — unique index lacks tenant_id',
      ].sort(),
    );
  });
});
