import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedImage } from '../test/support/pglite-image';
import { citusStatements } from './citus-statements';
import { readTenancyCatalog, type TenancyCatalog } from './db/tenancy-catalog';
import { type Database, openDatabase } from './platform/db';

/** The table each statement distributes, in order, with how. */
function parse(lines: string[]) {
  return lines
    .filter((l) => !l.startsWith('--'))
    .map((l) => {
      const m = /^select (create_reference_table|create_distributed_table)\('(\w+)'(.*)\);$/.exec(l);
      if (!m) throw new Error(`not a Citus statement: ${l}`);
      return { fn: m[1], table: m[2], rest: m[3] };
    });
}

/** A catalog of bare tables and foreign keys (only what the ordering reads). */
function catalogOf(tables: Record<string, boolean>, fks: [string, string][]): TenancyCatalog {
  const bigint = { type: 'bigint', notNull: true };
  return {
    tables: Object.entries(tables).map(([name, tenant]) => ({ name, tenantId: tenant ? bigint : null, id: bigint })),
    keys: Object.entries(tables).map(([name, tenant]) => ({
      table: name,
      name: `${name}_pkey`,
      kind: 'primary key' as const,
      columns: tenant ? ['tenant_id', 'id'] : ['id'],
    })),
    foreignKeys: fks.map(([table, refTable]) => ({
      table,
      name: `${table}_${refTable}_fk`,
      columns: refTable === 'tenants' ? ['tenant_id'] : ['tenant_id', `${refTable}_id`],
      refTable,
      refColumns: refTable === 'tenants' ? ['id'] : ['tenant_id', 'id'],
      onDelete: 'c',
      onUpdate: 'a',
    })),
    sequenceColumns: [],
  };
}

describe('Citus statements of the migrated schema', () => {
  let database: Database;
  let catalog: TenancyCatalog;

  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: 'memory://',
      poolSize: 2,
      pgliteImage: await migratedImage(),
    });
    if (database.kind === 'pglite') await database.migrate();
    catalog = await readTenancyCatalog(database.db);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('covers every table exactly once: global tables as reference tables, the rest co-located with tenants', () => {
    const statements = parse(citusStatements(catalog));
    expect(statements.map((s) => s.table).sort()).toEqual(catalog.tables.map((t) => t.name).sort());
    for (const s of statements) {
      const table = catalog.tables.find((t) => t.name === s.table);
      if (s.table === 'tenants')
        expect(s).toEqual({ fn: 'create_distributed_table', table: 'tenants', rest: ", 'id'" });
      else if (table?.tenantId)
        expect(s).toEqual({
          fn: 'create_distributed_table',
          table: s.table,
          rest: ", 'tenant_id', colocate_with => 'tenants'",
        });
      else expect(s).toEqual({ fn: 'create_reference_table', table: s.table, rest: '' });
    }
  });

  it('distributes every table after the tables its foreign keys reference, reference tables and tenants first', () => {
    const order = parse(citusStatements(catalog)).map((s) => s.table);
    const at = (t: string) => order.indexOf(t);
    const late = catalog.foreignKeys.filter((fk) => fk.table !== fk.refTable && at(fk.refTable) > at(fk.table));
    expect(late.map((fk) => `${fk.table} before ${fk.refTable} (${fk.name})`)).toEqual([]);
    const firstDistributed = parse(citusStatements(catalog)).findIndex((s) => s.fn === 'create_distributed_table');
    expect(order[firstDistributed]).toBe('tenants');
    expect(
      parse(citusStatements(catalog))
        .slice(firstDistributed)
        .every((s) => s.fn === 'create_distributed_table'),
    ).toBe(true);
  });
});

describe('ordering', () => {
  it('puts a referenced table first whatever the names', () => {
    const catalog = catalogOf({ tenants: false, a_lines: true, b_docs: true, z_stores: true, c_codes: false }, [
      ['a_lines', 'b_docs'],
      ['b_docs', 'z_stores'],
      ['a_lines', 'tenants'],
      ['z_stores', 'z_stores'],
    ]);
    expect(parse(citusStatements(catalog)).map((s) => `${s.fn}:${s.table}`)).toEqual([
      'create_reference_table:c_codes',
      'create_distributed_table:tenants',
      'create_distributed_table:z_stores',
      'create_distributed_table:b_docs',
      'create_distributed_table:a_lines',
    ]);
  });

  it('refuses a cycle of foreign keys, naming its tables', () => {
    const catalog = catalogOf({ tenants: false, a: true, b: true, c: true }, [
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect(() => citusStatements(catalog)).toThrow('foreign keys form a cycle among: a, b');
  });

  it('lists on top what would make statements fail', () => {
    const catalog = catalogOf({ tenants: false, stores: true }, []);
    catalog.keys.push({ table: 'stores', name: 'stores_code_uq', kind: 'unique index', columns: ['code'] });
    expect(citusStatements(catalog).filter((l) => l.startsWith('--   '))).toEqual([
      '--   stores: stores_code_uq (code) — unique index lacks tenant_id',
    ]);
  });
});
