import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import {
  contentionMerchant,
  contentionOperations,
  expectedStock,
  ledgerChecks,
} from '../../apps/server/src/ledgers/contention.fixtures';
import { openDatabase } from '../../apps/server/src/platform/db';
import { startMailServer } from '../../apps/server/test/support/mail-server';
import type { Reply, TestApp } from '../../apps/server/test/support/test-app';

/**
 * Lock contention (issue: no deadlocks under load): `n` operations (200) fired at once over HTTP on loopback, all on
 * the same two products and the same member — POS receipts paid with points, credit and cash, refunds with restock,
 * stock increases and damages, transfers and their arrivals, purchase arrivals, points and credit changes by hand —
 * the merchant and the test's own fixtures (`ledgers/contention.fixtures.ts`). Prints the refusals (must be 0), the
 * latency of the operations (p50, p95, max), and the ledger checks. Meant for PostgreSQL (`DATABASE_URL`; PGlite runs
 * one transaction at a time and cannot deadlock). `npx tsx bench/src/contention.ts` (BENCH_CONTENTION_OPS,
 * BENCH_POOL_SIZE: the server's connections, 10). Exits 1 when an operation failed or a check did not hold.
 */
const n = Number(process.env.BENCH_CONTENTION_OPS ?? 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbook-bench-contention-'));
const mail = await startMailServer();
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
  poolSize: Number(process.env.BENCH_POOL_SIZE ?? 10),
});
await database.migrate();
const base = loadConfig({ ...process.env, DATA_DIR: dataDir, SMTP_URL: mail.url });
const config = { ...base, dataDir, login: { ...base.login, lockAfter: 1e9, ipLockAfter: 1e9, slowAfter: 1e9 } };
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/m`;

/** The fixtures' test app, over real HTTP. */
const t = {
  app,
  config,
  database,
  db: database.db,
  mail,
  smsLog: [],
  async post<T = unknown>(
    route: string,
    body: unknown = {},
    opt: { token?: string; lang?: string; ip?: string; tzOffsetMs?: number } = {},
  ): Promise<Reply<T>> {
    const res = await fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(opt.token ? { token: opt.token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: T }) };
  },
} satisfies TestApp;

const m = await contentionMerchant(t);
const ops = await contentionOperations(t, m, n);
const deadlocksBefore = await deadlockCount();
const started = performance.now();
const timed = await Promise.all(
  ops.map(async (o) => {
    const t0 = performance.now();
    const reply = await o.run();
    return { kind: o.kind, reply, ms: performance.now() - t0 };
  }),
);
const wall = performance.now() - started;
const failed = timed.filter((r) => r.reply.code !== 200);
const ms = timed.map((r) => r.ms).sort((a, b) => a - b);
const pct = (p: number) => ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))];
const deadlocksAfter = await deadlockCount();
const deadlocks = deadlocksAfter === null || deadlocksBefore === null ? null : deadlocksAfter - deadlocksBefore;

console.log(`\nLock contention (${database.kind}, ${n} operations at once on 2 products and 1 member, over loopback)`);
console.log(`  kinds: ${[...new Set(ops.map((o) => o.kind))].join(', ')}`);
console.log(
  `  errors: ${failed.length}; latency p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms, max ${pct(100).toFixed(0)} ms; all answered in ${(wall / 1000).toFixed(1)} s`,
);
if (deadlocks !== null) console.log(`  deadlocks PostgreSQL detected during the run (and retried): ${deadlocks}`);
for (const f of failed.slice(0, 5)) console.log(`  FAILED ${f.kind}: ${f.reply.code} ${f.reply.msg}`);
const checks = await ledgerChecks(t, m, expectedStock(ops));
for (const c of checks)
  console.log(
    `  ${`invariant: ${c.name}`.padEnd(64)} ${c.bad === 0 ? 'OK' : 'FAILED'} (${c.checked} checked, ${c.bad} wrong)`,
  );

await app.close();
await database.close();
await mail.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exitCode = failed.length === 0 && checks.every((c) => c.bad === 0) ? 0 : 1;

/** Deadlocks PostgreSQL has counted in this database so far (null on PGlite). */
async function deadlockCount(): Promise<number | null> {
  if (database.kind !== 'postgres') return null;
  // A server process reports its counts when it goes idle, within a second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const res = (await database.db.execute(
    sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0].n;
}
