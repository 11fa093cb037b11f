import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db';

// Server copies started together on a new database (or after an upgrade) take turns to migrate: one applies the
// migrations, the others find them applied. PostgreSQL only: the embedded database is one process's at a time.
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('copies migrating at the same time (PostgreSQL)', () => {
  it('all start, and every migration is applied once', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `tillbook_migrate_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const fresh = new URL(url as string);
    fresh.pathname = `/${name}`;
    try {
      const copies = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: fresh.toString(), dataDir: 'memory://', poolSize: 2 })),
      );
      try {
        await Promise.all(copies.map((c) => c.migrate()));
        const check = new pg.Client({ connectionString: fresh.toString() });
        await check.connect();
        const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        const tables = await check.query(
          "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'tenants'",
        );
        await check.end();
        const journal = await import('../src/db/migrations/meta/_journal.json', { with: { type: 'json' } });
        expect(applied.rows[0].n).toBe(journal.default.entries.length);
        expect(tables.rows[0].n).toBe(1);
      } finally {
        await Promise.all(copies.map((c) => c.close()));
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
