import os from 'node:os';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { retryingConflicts } from './context';
import type { Db } from './db';

/**
 * The job queue: pg-boss (a maintained queue on PostgreSQL, its tables in the schema `pgboss` of the same database)
 * delivers a job's id to one free server copy. On the embedded database the same pg-boss runs in-process on PGlite,
 * started only once the process has a job to send or to finish (jobs.ts).
 * The job's own row (`import_jobs`, see jobs.ts) stays the truth about it: the queue only says "someone, run job X";
 * whoever gets the message claims the row atomically, so a message delivered twice runs the job once.
 */
export interface JobMessage {
  tenantId: number;
  id: number;
}

export interface QueueOptions {
  /** Queue name: every copy of one installation uses the same one (tests give each app its own). */
  name: string;
  /** Jobs this copy runs at once. */
  concurrency: number;
  log: FastifyBaseLogger;
}

/** Which copy this is, in logs and in the job row. */
export const RUNNER_ID = `${os.hostname()}:${process.pid}`;

/**
 * pg-boss talks to the database through this: our own pool on PostgreSQL (so its connections count in the pool
 * metrics), or the one PGlite connection. A text without parameters may hold several statements (pg-boss's schema
 * migrations): PGlite runs those through `exec`.
 */
function bossDb(db: Db): PgBoss.Db {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if ('exec' in client) {
    return {
      async executeSql(text, values) {
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results[results.length - 1]?.rows ?? [] };
        }
        const result = await client.query(text, values);
        return { rows: result.rows };
      },
    };
  }
  return { executeSql: (text, values) => client.query(text, values) };
}

/** True when `db` is the embedded database (PGlite), whose one process is the only server copy. */
export function isEmbedded(db: Db): boolean {
  return 'exec' in (db as unknown as { $client: PGlite | pg.Pool }).$client;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers: string[] = [];
  private handler: ((message: JobMessage) => Promise<void>) | undefined;
  /** pg-boss starting or started (set once; cleared if starting failed, so the next send tries again). */
  private starting: Promise<void> | undefined;
  private stopped = false;

  constructor(
    db: Db,
    private readonly options: QueueOptions,
  ) {
    this.boss = new PgBoss({
      db: bossDb(db),
      schema: 'pgboss',
      // A message whose handler never ended (its copy died) is delivered again after this; the job row's heartbeat
      // usually lets another copy take the job over much sooner (jobs.ts, sweep).
      expireInHours: 2,
      retryLimit: 3,
      retryDelay: 5,
      // Old messages are removed by pg-boss's own maintenance.
      deleteAfterDays: 2,
      archiveCompletedAfterSeconds: 3600,
    });
    this.boss.on('error', (err) => options.log.warn({ err }, 'job queue'));
  }

  /**
   * Creates pg-boss's tables if needed and starts `concurrency` workers that call `handle` for each message.
   * `later`: only keep `handle` now; pg-boss starts with the first `send` (a copy that is the only one, on the
   * embedded database, and has no job waiting need not install the queue nor poll it until it starts a job).
   */
  async start(handle: (message: JobMessage) => Promise<void>, opts: { later?: boolean } = {}): Promise<void> {
    this.handler = handle;
    if (!opts.later) await this.started();
  }

  private started(): Promise<void> {
    if (!this.starting && !this.stopped) {
      this.starting = this.startBoss().catch((err) => {
        this.starting = undefined;
        throw err;
      });
    }
    return this.starting ?? Promise.resolve();
  }

  private async startBoss(): Promise<void> {
    await this.boss.start();
    // Creating a queue adds a partition to pg-boss's job table: two copies (or test files) creating theirs at once
    // can deadlock; creating is idempotent, so it is tried again.
    await retryingConflicts(() => this.boss.createQueue(this.options.name));
    for (let i = 0; i < this.options.concurrency; i++) {
      const id = await this.boss.work<JobMessage>(
        this.options.name,
        { pollingIntervalSeconds: 1, batchSize: 1 },
        async ([message]) => this.handler?.(message.data),
      );
      this.workers.push(id);
    }
  }

  /**
   * Sends job `message` to whichever copy is free. `key` (e.g. the job and its run number) makes a second send of
   * the same run within a minute a no-op. This copy's idle workers are woken at once instead of at their next poll.
   */
  async send(message: JobMessage, key: string): Promise<void> {
    await this.started();
    await this.boss.send(this.options.name, message, { singletonKey: key, singletonSeconds: 60 });
    for (const id of this.workers) this.boss.notifyWorker(id);
  }

  /** Messages waiting for a worker (none while pg-boss waits for this copy's first send). */
  async waiting(): Promise<number> {
    if (!this.starting) return 0;
    await this.starting;
    return this.boss.getQueueSize(this.options.name);
  }

  /** Stops taking messages and waits (up to `timeoutMs`) for the handlers at work to return. */
  async stop(timeoutMs: number): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    const starting = this.starting;
    if (!starting) return;
    // A start still under way ends first (it cannot be stopped half-way); one that failed left nothing to stop.
    const began = await starting.then(
      () => true,
      () => false,
    );
    if (!began) return;
    await this.boss.stop({ graceful: true, wait: true, timeout: Math.max(timeoutMs, 1000) });
  }
}
