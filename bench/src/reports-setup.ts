import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { askForOffset } from '../../apps/server/src/ledgers/aggregate-offsets';
import { applyQueuedAggregates } from '../../apps/server/src/ledgers/aggregate-queue';
import { rebuildAggregates } from '../../apps/server/src/ledgers/aggregate-rebuild';
import { AGGREGATE_TABLES } from '../../apps/server/src/ledgers/sales-aggregates';
import { type Database, type Db, openDatabase } from '../../apps/server/src/platform/db';
import { benchApp } from './bench-server';
import { createCatalogue, insertReceipts, insertRefunds, SHAPE } from './reports-load';

/**
 * The reports bench's database: a PostgreSQL database of its own (`tillbook_bench_reports` on the server of
 * DATABASE_URL), kept between runs because generating 2,000,000 receipts takes minutes. It is reused when it holds
 * a finished load of the asked size, else dropped and generated again (`fresh` forces that).
 */
/** BENCH_REPORTS_DB names another database (e.g. a small one for a quick try beside the big one). */
export const BENCH_DB = process.env.BENCH_REPORTS_DB ?? 'tillbook_bench_reports';
const EMAIL = 'bench.reports@example.test';
const PASSWORD = 'Bench1234';
const BATCH = 100_000;

export interface Bench {
  app: FastifyInstance;
  database: Database;
  tenantId: number;
  token: string;
  /** UTC midnight that ends the generated 24 months. */
  endDay: Date;
  close(): Promise<void>;
}

export async function openBench(
  databaseUrl: string,
  receipts: number,
  opts: { fresh: boolean; rebuild: boolean; offsetMs: number },
): Promise<Bench> {
  const { fresh, rebuild } = opts;
  const url = new URL(databaseUrl);
  url.pathname = `/${BENCH_DB}`;
  // Creating and dropping databases goes through the server's maintenance database.
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const baseUrl = admin.href;
  let state = fresh ? null : await loadedState(baseUrl, url.href);
  if (state && state.receipts !== receipts) {
    console.log(
      `  ${BENCH_DB} holds ${state.receipts.toLocaleString('en')} receipts: generating ${receipts.toLocaleString('en')} again`,
    );
    state = null;
  }
  if (!state) await recreate(baseUrl);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbook-bench-reports-'));
  const database = await openDatabase({ databaseUrl: url.href, dataDir, poolSize: 4 });
  const applied = async () =>
    Number(
      (
        (await database.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`).catch(() => ({
          rows: [{ n: 0 }],
        }))) as unknown as { rows: { n: string }[] }
      ).rows[0].n,
    );
  const before = await applied();
  await database.migrate();
  // A migration since the load may have changed the aggregates (a new column starts at its default): rebuild them.
  const migrated = (await applied()) > before;
  const { app, mails } = await benchApp(database, dataDir);
  await app.ready();
  const call = async <T>(p: string, body: unknown, token?: string): Promise<T> => {
    const res = await app.inject({
      method: 'POST',
      url: `/m${p}`,
      payload: body as object,
      headers: token ? { token } : {},
    });
    const json = res.json() as { code: number; data: T };
    if (json.code !== 200) throw new Error(`${p} answered ${json.code}: ${res.body}`);
    return json.data;
  };
  const close = async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  if (state) {
    const login = await call<{ token: string }>('/login/login', { email: EMAIL, password: PASSWORD });
    console.log(`  reusing ${BENCH_DB} (${state.receipts.toLocaleString('en')} receipts; --fresh generates again)`);
    // The caller's offset, as kept by a merchant whose reports were asked there (filled now if it was not).
    await askForOffset(database.db, state.tenantId, opts.offsetMs);
    // A load stopped while its aggregates were built (or a rebuild stopped half-way) builds them now.
    if (migrated || rebuild || !state.complete) await buildAggregates(database.db, state.tenantId);
    await applyQueuedAggregates(database.db);
    return { app, database, tenantId: state.tenantId, token: login.token, endDay: state.endDay, close };
  }

  await call('/login/getCodeEmail', { email: EMAIL });
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  const reg = await call<{ token: string; user: { tenantId: number } }>('/login/register', {
    email: EMAIL,
    code,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    company: 'Bench Reports',
    name: 'Bench',
    areaCode: '44',
    phone: '7700900002',
    sysLanguageId: 3,
    sysCountryId: 1,
    sysCurrencyId: 1,
  });
  const tenantId = reg.user.tenantId;
  const stores = await call<{ list: { id: number }[] }>('/store/list', {}, reg.token);
  const endDay = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
  await askForOffset(database.db, tenantId, opts.offsetMs);
  await generate(database.db, tenantId, stores.list[0].id, receipts, endDay);
  return { app, database, tenantId, token: reg.token, endDay, close };
}

/** The catalogue, the receipts in batches (each statement its own transaction), the aggregates, then ANALYZE. */
async function generate(db: Db, tenantId: number, firstStoreId: number, total: number, endDay: Date) {
  const t0 = performance.now();
  const catalogue = await createCatalogue(db, tenantId, firstStoreId);
  const t1 = performance.now();
  console.log(
    `  catalogue: ${SHAPE.stores} stores, ${catalogue.staffIds.length} staff, ${SHAPE.categories} categories, ${SHAPE.products.toLocaleString('en')} products in ${((t1 - t0) / 1000).toFixed(1)} s`,
  );
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await db.transaction(async (tx) => {
      // The planner cannot estimate the rows a data-modifying CTE returns and would join them by nested loops.
      await tx.execute(sql`set local enable_nestloop = off`);
      await insertReceipts(tx, catalogue, { from, to, total, endDay });
      await insertRefunds(tx, tenantId, { from, to });
    });
    const s = (performance.now() - t1) / 1000;
    process.stdout.write(
      `\r  receipts: ${to.toLocaleString('en')} / ${total.toLocaleString('en')} (${s.toFixed(0)} s)   `,
    );
  }
  const t2 = performance.now();
  console.log(
    `\n  receipts written in ${((t2 - t1) / 1000).toFixed(1)} s (bulk SQL, ${BATCH.toLocaleString('en')} per statement)`,
  );
  await db.execute(sql`vacuum analyze orders, order_lines, order_line_taxes, order_line_modifiers, order_payments,
    order_commissions`);
  await buildAggregates(db, tenantId);
}

/**
 * The aggregates by the rebuild the server runs (`npm run aggregates:rebuild`: batches of order ids, each its own
 * transaction, ledgers/aggregate-rebuild.ts) on emptied and vacuumed tables, then ANALYZE.
 */
async function buildAggregates(db: Db, tenantId: number) {
  const t3 = performance.now();
  for (const table of AGGREGATE_TABLES)
    await db.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${tenantId}`);
  // Lets the new rows reuse the space of the deleted ones (else a rebuild doubles the tables the reports scan).
  await db.execute(sql`vacuum ${sql.raw(AGGREGATE_TABLES.join(', '))}`);
  const t4 = performance.now();
  const done = await rebuildAggregates(db, tenantId, {
    onBatch: (p) => {
      const s = (performance.now() - t4) / 1000;
      process.stdout.write(`\r  aggregates: order ${p.doneOrderId} of ${p.uptoOrderId} (${s.toFixed(0)} s)   `);
    },
  });
  const t5 = performance.now();
  await db.execute(sql`vacuum analyze ${sql.raw(AGGREGATE_TABLES.join(', '))}`);
  console.log(
    `\n  aggregates built in ${((t5 - t4) / 1000).toFixed(1)} s (the server's rebuild, ${done.batches} batches; emptying ${((t4 - t3) / 1000).toFixed(1)} s, ANALYZE ${((performance.now() - t5) / 1000).toFixed(1)} s)`,
  );
}

/** What the bench database holds: null when it is missing, unfinished, or has no bench merchant. */
async function loadedState(baseUrl: string, benchUrl: string) {
  if (!(await databaseExists(baseUrl))) return null;
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    const merchant = await client
      .query<{ tenant_id: string }>(`select tenant_id from users where email = $1`, [EMAIL])
      .catch(() => ({ rows: [] as { tenant_id: string }[] }));
    if (!merchant.rows.length) return null;
    const tenantId = Number(merchant.rows[0].tenant_id);
    const r = await client.query<{ receipts: string; first: Date | null; aggregated: boolean; analyzed: boolean }>(
      `select count(*) as receipts, min(ordered_at) as first,
         exists (select 1 from sales_modifier_daily where tenant_id = $1)
           and not exists (select 1 from aggregate_rebuilds where tenant_id = $1) as aggregated,
         exists (select 1 from pg_stat_user_tables where relname = 'order_payments'
           and greatest(last_analyze, last_autoanalyze) is not null) as analyzed
       from orders where tenant_id = $1 and kind = 'sale'`,
      [tenantId],
    );
    const row = r.rows[0];
    // The receipts are written first, analysed, then the aggregates are built: a load that stopped before its
    // receipts were analysed starts again; one that stopped later builds its aggregates again.
    if (!row.first || !(row.aggregated || row.analyzed)) return null;
    const startDay = Math.floor(row.first.getTime() / 86_400_000) * 86_400_000;
    return {
      tenantId,
      receipts: Number(row.receipts),
      endDay: new Date(startDay + SHAPE.days * 86_400_000),
      complete: row.aggregated,
    };
  } finally {
    await client.end();
  }
}

async function databaseExists(baseUrl: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [BENCH_DB])).rows.length > 0;
  } finally {
    await client.end();
  }
}

async function recreate(baseUrl: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${BENCH_DB} with (force)`);
    await client.query(`create database ${BENCH_DB}`);
  } finally {
    await client.end();
  }
}
