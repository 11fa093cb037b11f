// What the order-ingest bench measures besides the rate: statements sent to the database (in the upload requests
// and in the background), CPU of this process and of the PostgreSQL backends, and the rate of bare insert
// transactions on the same server with the same number of connections (the floor a receipt is compared with).
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../../apps/server/src/platform/db';
import { onEveryStatement } from '../../apps/server/test/support/statement-count';

/**
 * Counts every statement the server sends (BEGIN and COMMIT included), split into those sent while an HTTP request's
 * handler runs and the rest (the aggregate worker, the job queue, the session cache's listener). `install(app)`
 * before the server listens; `start()` and `stop()` bound the counted window.
 */
export function statementCounter(database: Database) {
  const inRequest = new AsyncLocalStorage<true>();
  const counts = { request: 0, background: 0 };
  let on = false;
  const count = () => {
    if (!on) return;
    if (inRequest.getStore()) counts.request++;
    else counts.background++;
  };
  onEveryStatement(database.db, count);
  return {
    install(app: FastifyInstance) {
      app.addHook('preValidation', (_req, _reply, done) => inRequest.run(true, done));
    },
    start() {
      counts.request = 0;
      counts.background = 0;
      on = true;
    },
    stop() {
      on = false;
      return { ...counts };
    },
  };
}

/** CPU seconds of this process (server and load clients share it; on PGlite the database runs in it too). */
export function processCpu() {
  const start = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1e6;
  };
}

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds, or null when it is gone (or not on this machine). */
function cpuOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after its closing parenthesis: utime is the 14th field.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * CPU seconds spent by the PostgreSQL backends serving this database (read from /proc: the server runs on this
 * machine), from now until the function answered is called. Backends that opened meanwhile count from zero; one that
 * closed before the end is lost (the pool keeps its connections while busy). The WAL writer and checkpointer are
 * shared with every other database of the server and are left out. Null when the server's processes cannot be read.
 */
export async function postgresCpu(databaseUrl: string): Promise<() => Promise<number | null>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const backends = async () =>
    (
      await client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )
    ).rows.map((r) => r.pid);
  const start = new Map<number, number>();
  for (const pid of await backends()) {
    const cpu = cpuOf(pid);
    if (cpu !== null) start.set(pid, cpu);
  }
  return async () => {
    try {
      let total = 0;
      let seen = 0;
      for (const pid of await backends()) {
        const cpu = cpuOf(pid);
        if (cpu === null) continue;
        seen++;
        total += cpu - (start.get(pid) ?? 0);
      }
      return seen ? total : null;
    } finally {
      await client.end();
    }
  };
}

/**
 * Bare insert transactions per second: `connections` clients each run BEGIN; INSERT of one row; COMMIT in a loop
 * for `seconds`, into a table of their own dropped afterwards.
 */
export async function rawInsertRate(databaseUrl: string, connections: number, seconds: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  await pool.query(`create table if not exists bench_raw_tx (
    id bigserial primary key, tenant_id bigint not null, at timestamptz not null default now(), note text not null)`);
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const c = await pool.connect();
      try {
        while (performance.now() < deadline) {
          await c.query('begin');
          await c.query('insert into bench_raw_tx (tenant_id, note) values ($1, $2)', [i, 'receipt']);
          await c.query('commit');
          done++;
        }
      } finally {
        c.release();
      }
    }),
  );
  const rate = done / ((performance.now() - started) / 1000);
  await pool.query('drop table bench_raw_tx');
  await pool.end();
  return rate;
}

/** The machine's load averages (1, 5, 15 min), to read a figure by: other work shares the cores. */
export const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
