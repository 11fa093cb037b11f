import { randomBytes } from 'node:crypto';
import { Err, IMPORT_MAX_ERRORS, type ImportCellError, type ImportJobState } from '@tillbook/contract';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { importJobs } from '../db/schema';
import type { TenantCtx } from './context';
import type { Db } from './db';
import { AppError } from './errors';
import type { FileStore } from './files';
import { isEmbedded, type JobMessage, JobQueue, RUNNER_ID } from './queue';
import { withLogContext } from './request-log';

/**
 * Background jobs (imports, large exports), durable and shared by every server copy:
 * - starting a job puts its input file in the shared file store, writes the job row ('queued') and sends its id on
 *   the PostgreSQL queue (queue.ts); any copy with a free worker gets the message;
 * - the copy that gets it claims the row in one conditional update (queued, or running with a silent heartbeat), so
 *   a message delivered twice or a job already taken runs once; the claim counts a run (`attempts`);
 * - while it runs, the copy writes the row's heartbeat every `jobStaleSeconds() / 4`; progress goes to the row, so
 *   the page that started the job reads it from whichever copy answers;
 * - a copy that dies leaves the row running with a heartbeat that goes silent: every copy sweeps for such jobs
 *   (at start and every half stale period) and sends them again; the next claim starts the job anew (an import's
 *   write pass is one transaction, rolled back by the database when its connection died). After MAX_RUNS runs the
 *   job fails as interrupted (§8 700);
 * - a copy that stops (SIGTERM) asks its jobs to stop at the end of their current step (a batch), puts them back
 *   in the queue uncounted and waits for them, so another copy continues.
 * Only the row, the file and the queue are shared: nothing here assumes one process.
 */

export type JobStatus = ImportJobState['status'];

/** The statuses of a job whose runner is (or should be) at work. */
const RUNNING = ['checking', 'writing'] as const;

/** The code a job fails with when its runs kept dying before the end (§8 700: the import was not processed). */
export const JOB_INTERRUPTED = Err.IMPORT_EXPORT_NOT_PROCESSED;

/** Runs begun before a job whose copies keep dying is given up (failed as interrupted). */
export const MAX_RUNS = 3;

/** Seconds without a heartbeat after which a running job is dead (JOB_STALE_SECONDS, default 60). */
export function jobStaleSeconds(): number {
  const seconds = Number(process.env.JOB_STALE_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
}

/** The runner beats four times per stale period, so a late beat or two never makes a live job look dead. */
const heartbeatMs = () => (jobStaleSeconds() * 1000) / 4;

/** One run of a job: the row to update, guarded by the run number so a run taken over can no longer write it. */
export interface JobRef {
  db: Db;
  tenantId: number;
  id: number;
  /** The run (the row's `attempts` when this run claimed it). */
  run: number;
}

/** What a job's work receives. */
export interface JobRun {
  job: JobRef;
  /** The caller who started the job, as they were then (rights, stores, language), on the job's database. */
  ctx: TenantCtx;
  /** The options the job was started with. */
  options: Record<string, unknown>;
  /** The uploaded input, or null. */
  file: Buffer | null;
  /** Aborted when this copy stops: end the current step, then call `signal.throwIfAborted()`. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

export type JobWork = (run: JobRun) => Promise<void>;

const isJob = (job: { tenantId: number; id: number }) =>
  and(eq(importJobs.tenantId, job.tenantId), eq(importJobs.id, job.id));
const isThisRun = (job: JobRef) => and(isJob(job), eq(importJobs.attempts, job.run));
const isRunning = inArray(importJobs.status, [...RUNNING]);
/** Older than the stale period by the database's clock (server copies' clocks may differ). */
const olderThanStale = (column: typeof importJobs.heartbeatAt | typeof importJobs.updatedAt) =>
  lt(column, sql`now() - make_interval(secs => ${jobStaleSeconds()}::float8)`);
const isDead = () => and(isRunning, olderThanStale(importJobs.heartbeatAt));

/** The caller's part of the context, kept with the job so any copy can run it as them. */
type Caller = Omit<TenantCtx, 'db' | 'permissions' | 'requestId' | 'ip'> & { permissions: number[] };

const callerOf = (ctx: TenantCtx): Caller => ({
  lang: ctx.lang,
  tzOffsetMs: ctx.tzOffsetMs,
  tenantId: ctx.tenantId,
  userId: ctx.userId,
  sessionId: ctx.sessionId,
  sessionKind: ctx.sessionKind,
  isBoss: ctx.isBoss,
  permissions: [...ctx.permissions],
  storeIds: ctx.storeIds,
  ...(ctx.app ? { app: ctx.app } : {}),
  ...(ctx.device ? { device: ctx.device } : {}),
});

const ctxOf = (db: Db, caller: Caller, jobId: number): TenantCtx => ({
  ...caller,
  db,
  permissions: new Set(caller.permissions),
  requestId: `job-${jobId}`,
  ip: '',
});

/**
 * Records progress while this run still owns the job: a late progress write never overwrites 'done' or 'failed',
 * nor the progress of a run that took the job over.
 */
export async function jobProgress(
  job: JobRef,
  patch: { status?: 'checking' | 'writing'; processed: number; total?: number },
) {
  await job.db
    .update(importJobs)
    .set({ ...patch, updatedAt: new Date(), heartbeatAt: sql`now()` })
    .where(and(isThisRun(job), isRunning));
}

/**
 * Ends this run's job: 'done' with its result, or 'failed' with its errors (the first IMPORT_MAX_ERRORS are kept).
 * Answers false when the job is no longer this run's to end (taken over after its heartbeat went silent, or ended):
 * a caller finishing 'done' inside its write transaction then rolls the writes back.
 */
export async function finishJob(
  job: JobRef,
  end:
    | { status: 'done'; processed: number; total: number; result: Record<string, unknown> }
    | { status: 'failed'; errors: ImportCellError[]; errorCount?: number; processed?: number; total?: number },
): Promise<boolean> {
  const set =
    end.status === 'done'
      ? { status: end.status, processed: end.processed, total: end.total, result: end.result }
      : {
          status: end.status,
          errors: end.errors.slice(0, IMPORT_MAX_ERRORS),
          errorCount: end.errorCount ?? end.errors.length,
          ...(end.processed === undefined ? {} : { processed: end.processed }),
          ...(end.total === undefined ? {} : { total: end.total }),
        };
  const ended = await job.db
    .update(importJobs)
    .set({ ...set, updatedAt: new Date() })
    .where(and(isThisRun(job), isRunning))
    .returning({ id: importJobs.id });
  return ended.length > 0;
}

const interrupted = {
  status: 'failed' as const,
  errors: [{ row: 0, column: '', code: JOB_INTERRUPTED }],
  errorCount: 1,
};

/**
 * A job of the caller's tenant and of `kind` (another tenant's or kind's job answers 20037, never its content).
 * A job whose copy died is taken over by another copy and reads as running again, from the start.
 */
export async function readJob(ctx: TenantCtx, kind: string, id: number): Promise<ImportJobState> {
  const [row] = await ctx.db
    .select()
    .from(importJobs)
    .where(and(isJob({ tenantId: ctx.tenantId, id }), eq(importJobs.kind, kind)));
  if (!row) throw new AppError(Err.NO_DATA);
  const written = Number((row.result as { written?: number } | null)?.written ?? 0);
  return {
    jobId: row.id,
    status: row.status,
    processed: row.processed,
    total: row.total,
    errors: row.errors,
    errorCount: row.errorCount,
    written,
    interrupted: row.status === 'failed' && row.errors.some((e) => e.row === 0 && e.code === JOB_INTERRUPTED),
  };
}

/** Thrown by a job's work when this copy stops: the job goes back to the queue for another copy. */
const isStop = (e: unknown, signal: AbortSignal) => signal.aborted && (e === signal.reason || e instanceof StopJob);
export class StopJob extends Error {}

/** The jobs of one server copy: what it can run (by kind), its workers, the sweep for jobs of dead copies. */
export class Jobs {
  private readonly works = new Map<string, JobWork>();
  private readonly queue: JobQueue;
  private readonly queueName: string;
  private readonly runningHere = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
    private readonly log: FastifyBaseLogger,
    options: { queueName: string; concurrency: number },
  ) {
    this.queueName = options.queueName;
    this.queue = new JobQueue(db, { name: options.queueName, concurrency: options.concurrency, log });
  }

  /** Lets this copy run jobs of `kind`. Every copy registers the same kinds at start (modules, at route setup). */
  register(kind: string, work: JobWork): void {
    this.works.set(kind, work);
  }

  /**
   * Starts a job of `kind` for the caller: its input file in the file store, its row, its message on the queue.
   * Answers the job id at once; the caller reads progress with `readJob`.
   */
  async start(
    ctx: TenantCtx,
    kind: string,
    input: { file?: { bytes: Buffer; ext: string }; options?: Record<string, unknown> } = {},
  ): Promise<{ id: number }> {
    if (!this.works.has(kind)) throw new Error(`no work registered for jobs of kind ${kind}`);
    let fileKey: string | null = null;
    if (input.file) {
      fileKey = `jobs/${ctx.tenantId}/${randomBytes(16).toString('hex')}.${input.file.ext}`;
      await this.files.put(fileKey, input.file.bytes);
    }
    // On the primary, whatever database the caller's route reads from (a lag-tolerant route reads a replica).
    const [row] = await this.db
      .insert(importJobs)
      .values({
        tenantId: ctx.tenantId,
        kind,
        createdBy: ctx.userId,
        fileKey,
        input: { queue: this.queueName, caller: callerOf(ctx), options: input.options ?? {} },
      })
      .returning({ id: importJobs.id });
    await this.queue.send({ tenantId: ctx.tenantId, id: row.id }, `${ctx.tenantId}:${row.id}:0`);
    return { id: row.id };
  }

  /** Starts this copy's workers and the sweep for jobs whose copy died (one sweep at once). */
  async startWorkers(): Promise<void> {
    // On the embedded database this process is the only copy: until it starts a job, or finds one unfinished (a
    // message may wait in the queue), nobody can send it work, so pg-boss starts with the first send (tests open many
    // apps that never start a job). On PostgreSQL any copy may send work at any time: the workers start now.
    const later = isEmbedded(this.db) && !(await this.anyUnfinished());
    await this.queue.start((message) => this.handle(message), { later });
    await this.sweep();
    const every = Math.max(500, (jobStaleSeconds() * 1000) / 2);
    const plan = () => {
      this.sweepTimer = setTimeout(() => {
        this.sweep()
          .catch((err) => this.log.warn({ err }, 'job sweep'))
          .finally(() => {
            if (!this.stopping.signal.aborted) plan();
          });
      }, every);
      this.sweepTimer.unref();
    };
    plan();
  }

  /**
   * Stops: the jobs at work end their current step and go back to the queue, for another copy; waits for them
   * (at most `timeoutMs`), then for the queue's workers.
   */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping.abort(new StopJob('this server copy is stopping'));
    clearTimeout(this.sweepTimer);
    const deadline = new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
    await Promise.race([Promise.allSettled([...this.runningHere.values()]), deadline]);
    await this.queue.stop(timeoutMs);
  }

  /** Whether a job of this installation's queue is waiting or running. */
  private async anyUnfinished(): Promise<boolean> {
    const [row] = await this.db
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(and(this.ofThisQueue(), inArray(importJobs.status, ['queued', ...RUNNING])))
      .limit(1);
    return row !== undefined;
  }

  private ofThisQueue() {
    return sql`${importJobs.input}->>'queue' = ${this.queueName}`;
  }

  /** Waits until this copy runs no job (tests). */
  async settle(): Promise<void> {
    while (this.runningHere.size > 0) await Promise.allSettled([...this.runningHere.values()]);
  }

  /** Jobs waiting for a copy and running, and the age of the oldest waiting one in seconds (metrics). */
  async stats(): Promise<{ queued: number; running: number; oldestQueuedSeconds: number }> {
    const res = (await this.db.execute(sql`
      select count(*) filter (where status = 'queued') as queued,
             count(*) filter (where status in ('checking', 'writing')) as running,
             coalesce(extract(epoch from now() - min(created_at) filter (where status = 'queued')), 0) as oldest
        from import_jobs where status in ('queued', 'checking', 'writing')`)) as unknown as {
      rows: { queued: string | number; running: string | number; oldest: string | number }[];
    };
    const r = res.rows[0];
    return { queued: Number(r.queued), running: Number(r.running), oldestQueuedSeconds: Number(r.oldest) };
  }

  /**
   * Sends again every job of this installation's queue whose copy died (running, heartbeat silent) and every queued job left waiting a whole stale
   * period (its message lost, e.g. the copy died between the row and the send). A job running here is never sent.
   */
  async sweep(): Promise<number> {
    const lost = await this.db
      .select({ tenantId: importJobs.tenantId, id: importJobs.id, attempts: importJobs.attempts })
      .from(importJobs)
      .where(
        and(
          this.ofThisQueue(),
          or(isDead(), and(eq(importJobs.status, 'queued'), olderThanStale(importJobs.updatedAt))),
        ),
      );
    let sent = 0;
    for (const job of lost) {
      if (this.runningHere.has(`${job.tenantId}:${job.id}`)) continue;
      await this.queue.send({ tenantId: job.tenantId, id: job.id }, `${job.tenantId}:${job.id}:${job.attempts}`);
      sent++;
    }
    if (sent > 0) this.log.info({ jobs: sent }, 'jobs of stopped server copies sent again');
    return sent;
  }

  /** A message from the queue: claim the job and run it here (never twice at once in this copy). */
  private async handle(message: JobMessage): Promise<void> {
    const key = `${message.tenantId}:${message.id}`;
    if (this.runningHere.has(key) || this.stopping.signal.aborted) return;
    const claimed = await this.claim(message);
    if (!claimed) return;
    // Every line logged while the job runs names it (as requests' lines name their request).
    const running = withLogContext({ jobId: claimed.id }, () => this.run(claimed)).finally(() =>
      this.runningHere.delete(key),
    );
    this.runningHere.set(key, running);
    await running;
  }

  /** Takes the job for a new run if it waits or its copy died; null when it is someone else's or ended. */
  private async claim(message: JobMessage) {
    const [row] = await this.db
      .update(importJobs)
      .set({
        status: 'checking',
        processed: 0,
        attempts: sql`${importJobs.attempts} + 1`,
        runner: RUNNER_ID,
        heartbeatAt: sql`now()`,
        updatedAt: new Date(),
      })
      .where(and(isJob(message), or(eq(importJobs.status, 'queued'), isDead())))
      .returning();
    return row ?? null;
  }

  private async run(row: typeof importJobs.$inferSelect): Promise<void> {
    const job: JobRef = { db: this.db, tenantId: row.tenantId, id: row.id, run: row.attempts };
    const log = this.log.child({ jobId: row.id, tenantId: row.tenantId, kind: row.kind, run: row.attempts });
    if (row.attempts > MAX_RUNS) {
      log.warn('job given up: its server copies kept stopping before the end');
      await finishJob(job, interrupted);
      await this.dropFile(row.fileKey);
      return;
    }
    const work = this.works.get(row.kind);
    const stop = this.keepAlive(job, log);
    try {
      if (!work) throw new Error(`no work registered for jobs of kind ${row.kind}`);
      const input = (row.input ?? {}) as { caller: Caller; options?: Record<string, unknown> };
      const file = row.fileKey ? await this.files.get(row.fileKey) : null;
      if (row.fileKey && !file) throw new AppError(Err.IMPORT_EXPORT_NOT_PROCESSED);
      await work({
        job,
        ctx: ctxOf(this.db, input.caller, row.id),
        options: input.options ?? {},
        file,
        signal: this.stopping.signal,
        log,
      });
    } catch (e) {
      if (isStop(e, this.stopping.signal)) {
        await stop();
        await this.release(job, log);
        return;
      }
      const code = e instanceof AppError ? e.code : Err.SYSTEM;
      if (!(e instanceof AppError)) log.error({ err: e }, 'job failed');
      await finishJob(job, { status: 'failed', errors: [{ row: 0, column: '', code }] }).catch((err) =>
        log.error({ err }, 'could not record a failed job'),
      );
    } finally {
      await stop();
    }
    await this.dropFile(row.fileKey);
  }

  /** Puts a job this copy stopped back in the queue, its run not counted, for another copy. */
  private async release(job: JobRef, log: FastifyBaseLogger): Promise<void> {
    const back = await job.db
      .update(importJobs)
      .set({ status: 'queued', runner: null, attempts: sql`${importJobs.attempts} - 1`, updatedAt: new Date() })
      .where(and(isThisRun(job), isRunning))
      .returning({ attempts: importJobs.attempts });
    if (back.length === 0) return;
    await this.queue.send({ tenantId: job.tenantId, id: job.id }, `${job.tenantId}:${job.id}:r${job.run}`);
    log.info('job handed back to the queue: this server copy is stopping');
  }

  private async dropFile(key: string | null): Promise<void> {
    if (key) await this.files.delete(key).catch((err) => this.log.warn({ err, key }, 'job file not removed'));
  }

  /**
   * Writes the job's heartbeat every `heartbeatMs()` until stopped. Each beat is awaited before the next is planned,
   * so a beat waiting for the database (PGlite holds one connection during a write transaction) never piles up.
   */
  private keepAlive(job: JobRef, log: FastifyBaseLogger): () => Promise<void> {
    let stopped = false;
    let beating: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout;
    const plan = () => {
      timer = setTimeout(() => {
        beating = job.db
          .update(importJobs)
          .set({ heartbeatAt: sql`now()` })
          .where(and(isThisRun(job), isRunning))
          .then(
            () => undefined,
            (err) => log.warn({ err }, 'job heartbeat'),
          )
          .finally(() => {
            if (!stopped) plan();
          });
      }, heartbeatMs());
      timer.unref();
    };
    plan();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await beating;
    };
  }
}
