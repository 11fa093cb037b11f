import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, ReplicaStatus } from './db';

/**
 * Liveness and readiness, for the load balancer and the orchestrator:
 * - GET /m/health: the process answers. It never asks the database: a database outage must not make the
 *   orchestrator restart every copy (which would not bring the database back).
 * - GET /m/ready: this copy may take traffic: the database answers, it holds every migration this code knows, and
 *   the copy is not shutting down. The replica is reported but never makes a copy unready: while it is down, reads
 *   go to the primary.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** This copy's readiness: `app.readiness.startDraining()` begins a graceful stop. */
    readiness: Readiness;
  }
}

export interface ReadyReport {
  ready: boolean;
  /** The copy is shutting down: the load balancer should send it nothing new. */
  draining: boolean;
  database: 'ok' | 'unreachable';
  /** Migrations of this code's journal that the database does not hold (null when the database did not answer). */
  pendingMigrations: number | null;
  replica: ReplicaStatus;
}

export interface Readiness {
  check(): Promise<ReadyReport>;
  /** From now on /m/ready answers 503 and every answer asks its client to close the connection. */
  startDraining(): void;
  readonly draining: boolean;
}

const JOURNAL = path.resolve(import.meta.dirname, '../db/migrations/meta/_journal.json');

/** The creation times of the journal's migrations: drizzle records each applied one with its time. */
export function journalMigrationTimes(file = JOURNAL): number[] {
  const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((e) => e.when);
}

/** Missing schema or table: the database was never migrated. */
const NEVER_MIGRATED = new Set(['42P01', '3F000']);

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The time of the newest migration the database holds, as drizzle's migrator compares it (a migration of the
 * journal counts as applied when it is not newer than the newest applied one); 0 when none is. One query: it is
 * also the check that the database answers.
 */
async function lastAppliedMigration(database: Database): Promise<number> {
  try {
    const result = (await database.db.execute(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string | number | null }[] };
    return Number(result.rows[0]?.last ?? 0);
  } catch (err) {
    if (NEVER_MIGRATED.has(pgCode(err) ?? '')) return 0;
    throw err;
  }
}

function timeout(ms: number): { promise: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

export function createReadiness(
  database: Database,
  opts: { migrationTimes?: readonly number[]; timeoutMs?: number } = {},
): Readiness {
  const expected = opts.migrationTimes ?? journalMigrationTimes();
  // A database that hangs (a full pool, a network partition) answers "not ready" in time for the balancer's check.
  const timeoutMs = opts.timeoutMs ?? 2000;
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    async check() {
      const replica = database.replicaStatus();
      const limit = timeout(timeoutMs);
      try {
        const last = await Promise.race([lastAppliedMigration(database), limit.promise]);
        const pendingMigrations = expected.filter((when) => when > last).length;
        return { ready: !draining && pendingMigrations === 0, draining, database: 'ok', pendingMigrations, replica };
      } catch {
        return { ready: false, draining, database: 'unreachable', pendingMigrations: null, replica };
      } finally {
        limit.clear();
      }
    },
  };
}

/**
 * The two probes, public and without a session, hidden from OpenAPI. Shutting down: `app.close()` first marks the
 * copy draining (preClose); while draining, answers carry `Connection: close` so keep-alive clients move to another
 * copy, and Fastify answers 503 to anything new once close() runs.
 */
export function installProbes(app: FastifyInstance, readiness: Readiness, database: Database) {
  app.addHook('preClose', async () => readiness.startDraining());
  app.addHook('onSend', async (_req, reply, payload) => {
    if (readiness.draining) reply.header('connection', 'close');
    return payload;
  });
  const probe = { config: { access: 'public' as const }, schema: { hide: true }, logLevel: 'warn' as const };
  app.get('/m/health', probe, async () => ({ code: 200, msg: 'ok', data: { database: database.kind } }));
  app.get('/m/ready', probe, async (_req, reply) => {
    const report = await readiness.check();
    if (report.ready) return { code: 200, msg: 'ready', data: report };
    return reply.status(503).send({ code: 503, msg: 'not ready', data: report });
  });
}
