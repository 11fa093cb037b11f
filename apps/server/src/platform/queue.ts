import os from 'node:os';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from './db';

/**
 * The job queue: pg-boss (a maintained queue on PostgreSQL, its tables in the schema `pgboss` of the same database)
 * delivers a job's id to one free server copy. On the embedded database the same pg-boss runs in-process on PGlite.
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

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers: string[] = [];
  private handler: ((message: JobMessage) => Promise<void>) | undefined;
  private started = false;

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

  /** Creates pg-boss's tables if needed and starts `concurrency` workers that call `handle` for each message. */
  async start(handle: (message: JobMessage) => Promise<void>): Promise<void> {
    this.handler = handle;
    await this.boss.start();
    await this.boss.createQueue(this.options.name);
    for (let i = 0; i < this.options.concurrency; i++) {
      const id = await this.boss.work<JobMessage>(
        this.options.name,
        { pollingIntervalSeconds: 1, batchSize: 1 },
        async ([message]) => this.handler?.(message.data),
      );
      this.workers.push(id);
    }
    this.started = true;
  }

  /**
   * Sends job `message` to whichever copy is free. `key` (e.g. the job and its run number) makes a second send of
   * the same run within a minute a no-op. This copy's idle workers are woken at once instead of at their next poll.
   */
  async send(message: JobMessage, key: string): Promise<void> {
    await this.boss.send(this.options.name, message, { singletonKey: key, singletonSeconds: 60 });
    for (const id of this.workers) this.boss.notifyWorker(id);
  }

  /** Messages waiting for a worker. */
  waiting(): Promise<number> {
    return this.boss.getQueueSize(this.options.name);
  }

  /** Stops taking messages and waits (up to `timeoutMs`) for the handlers at work to return. */
  async stop(timeoutMs: number): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: Math.max(timeoutMs, 1000) });
  }
}
