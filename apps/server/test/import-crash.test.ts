import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ImportJobState, Menu } from '@tillbook/contract';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { importJobs, members, roles, tenants, users } from '../src/db/schema';
import { type Database, openDatabase } from '../src/platform/db';
import { createSession } from '../src/platform/sessions';
import { uniqueEmail } from './support/test-app';

// A real crash: a server process is killed (SIGKILL) while its import writes rows; another server copy on the same
// database (and the same shared upload folder) takes the job over once its heartbeat is silent and finishes it: every
// row exactly once, nothing of the dead run left. PostgreSQL when DATABASE_URL is set, else
// the embedded database in a data directory (one process at a time: it is closed while the child runs).

// In this file a job silent for one second is dead (the child process beats four times a second).
process.env.JOB_STALE_SECONDS = '1';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbook-import-crash-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
const child = path.join(import.meta.dirname, 'support/import-crash-child.ts');
const opened: { close(): Promise<unknown> }[] = [];
let runner: ChildProcess | undefined;

afterAll(async () => {
  runner?.kill('SIGKILL');
  for (const o of opened.reverse()) await o.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function open(): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  // On PostgreSQL the test setup has migrated the shared database.
  if (database.kind === 'pglite') await database.migrate();
  opened.push(database);
  return database;
}

/** A merchant with a user who may import members, signed in. */
async function newMerchant(database: Database) {
  const { db } = database;
  const [tenant] = await db
    .insert(tenants)
    .values({ company: 'Crash Café', sysCountryId: 1, sysCurrencyId: 1, sysLanguageId: 3 })
    .returning();
  const [role] = await db
    .insert(roles)
    .values({ tenantId: tenant.id, name: 'Importer', menuCodes: [Menu.MEMBERS] })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      tenantId: tenant.id,
      roleId: role.id,
      name: 'Ivo Importer',
      email: uniqueEmail('crash'),
      sysLanguageId: 3,
      allStores: true,
    })
    .returning();
  const token = await createSession(db, config, { tenantId: tenant.id, userId: user.id }, 'web');
  return { tenantId: tenant.id, userId: user.id, token };
}

/** Starts the child server; resolves with its job id once its import is writing (rows in an open transaction). */
function startDoomedImport(merchant: { tenantId: number; userId: number }): Promise<number> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      TENANT_ID: String(merchant.tenantId),
      USER_ID: String(merchant.userId),
      ROWS: '1200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runner = proc;
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    proc.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const job = /job (\d+)/.exec(out);
      if (job && /^writing$/m.test(out)) resolve(Number(job[1]));
    });
    proc.stderr?.on('data', (chunk) => {
      err += String(chunk);
    });
    proc.on('exit', (code) => reject(new Error(`the import process ended (${code}) before writing: ${out}${err}`)));
  });
}

function kill(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    proc.on('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

/** Asks `ask` until `done` holds for its answer (the job's state changes when its heartbeat is stale). */
async function waitFor<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 2400; i++) {
    const value = await ask();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the awaited state never came');
}

async function readJob(app: FastifyInstance, token: string, jobId: number): Promise<ImportJobState> {
  const res = await app.inject({
    method: 'POST',
    url: '/m/member/importJob',
    headers: { 'content-type': 'application/json', token, lang: 'pt_PT' },
    payload: JSON.stringify({ jobId }),
  });
  const body = res.json() as { code: number; data: ImportJobState };
  expect(body.code).toBe(200);
  return body.data;
}

describe('an import whose server process is killed', () => {
  it('is taken over by another copy, which writes every row once', async () => {
    const setup = await open();
    const merchant = await newMerchant(setup);
    // The embedded database is one process's at a time.
    if (setup.kind === 'pglite') {
      opened.pop();
      await setup.close();
    }

    const jobId = await startDoomedImport(merchant);
    if (setup.kind === 'postgres') {
      // What a crash leaves behind: the job 'writing', part of its rows reported written.
      const row = await waitFor(
        async () =>
          (
            await setup.db
              .select()
              .from(importJobs)
              .where(and(eq(importJobs.tenantId, merchant.tenantId), eq(importJobs.id, jobId)))
          )[0],
        (r) => r.processed > 0,
      );
      expect(row).toMatchObject({ status: 'writing', processed: 500, total: 1200 });
    }
    await kill(runner as ChildProcess);

    const database = await open();
    const app = await buildApp({ config, database, logger: false });
    opened.push(app);
    await app.ready();
    const job = await waitFor(
      () => readJob(app, merchant.token, jobId),
      (j) => j.status === 'done' || j.status === 'failed',
    );
    expect(job).toMatchObject({ status: 'done', interrupted: false, total: 1200, written: 1200, errors: [] });
    const [row] = await database.db
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.tenantId, merchant.tenantId), eq(importJobs.id, jobId)));
    // The dead copy's run and the one that finished it.
    expect(row.attempts).toBe(2);
    const [{ n }] = await database.db
      .select({ n: count() })
      .from(members)
      .where(eq(members.tenantId, merchant.tenantId));
    expect(n).toBe(1200);
  }, 180_000);
});
