import { Err, IMPORT_MAX_ERRORS, type ImportCellError, type ImportJobState } from '@tillbook/contract';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { importJobs } from '../db/schema';
import type { TenantCtx } from './context';
import type { Db } from './db';
import { AppError } from './errors';

/**
 * Jobs with progress in the database (table `import_jobs`). A job runs in the process that accepted it, right after
 * the request is answered (`runJob`: fire and forget, errors captured into the job). Only the row in the database is
 * shared, so any server copy can answer the progress. A worker process could later claim queued jobs with
 * `SELECT … FOR UPDATE SKIP LOCKED` on this table; the uploaded file would then go to the FileStore first.
 *
 * A process can die while it runs a job (killed, out of memory, power cut): its write transaction is rolled back by
 * the database, but the job row would stay 'writing' forever. So the runner writes a heartbeat every few seconds, and
 * a running job whose heartbeat is older than `jobStaleSeconds()` is dead: the first server copy that reads it (or
 * that starts, `failDeadJobs`) marks it failed with `JOB_INTERRUPTED`, in one conditional update, so a runner that
 * has just written its heartbeat is never marked.
 */

export type JobStatus = ImportJobState['status'];

/** The statuses of a job whose runner is (or should be) at work. */
const RUNNING = ['checking', 'writing'] as const;

/** The work this process runs, and the jobs it runs (as `jobKey`). */
const running = new Set<Promise<void>>();
const runningHere = new Set<string>();
const jobKey = (job: { tenantId: number; id: number }) => `${job.tenantId}:${job.id}`;

/** The code a job fails with when its runner died before the end (§8 700: the import was not processed). */
export const JOB_INTERRUPTED = Err.IMPORT_EXPORT_NOT_PROCESSED;

/** Seconds without a heartbeat after which a running job is dead (JOB_STALE_SECONDS, default 60). */
export function jobStaleSeconds(): number {
  const seconds = Number(process.env.JOB_STALE_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
}

/** The runner beats four times per stale period, so a late beat or two never makes a live job look dead. */
const heartbeatMs = () => (jobStaleSeconds() * 1000) / 4;

/** A job to update: its tenant and id (kept apart from the request, which is answered before the job ends). */
export interface JobRef {
  db: Db;
  tenantId: number;
  id: number;
}

const isJob = (job: { tenantId: number; id: number }) =>
  and(eq(importJobs.tenantId, job.tenantId), eq(importJobs.id, job.id));
const isRunning = inArray(importJobs.status, [...RUNNING]);
/** The heartbeat is older than the stale period, by the database's clock (server copies' clocks may differ). */
const isStale = () => lt(importJobs.heartbeatAt, sql`now() - make_interval(secs => ${jobStaleSeconds()}::float8)`);

/** Creates a job of `kind` ('members', 'products', …) in status 'checking' and answers its reference. */
export async function createJob(ctx: TenantCtx, kind: string): Promise<JobRef> {
  const [row] = await ctx.db
    .insert(importJobs)
    .values({ tenantId: ctx.tenantId, kind, createdBy: ctx.userId })
    .returning({ id: importJobs.id });
  return { db: ctx.db, tenantId: ctx.tenantId, id: row.id };
}

/**
 * Records progress while the job is still running: a late progress write never overwrites 'done' or 'failed'.
 * Progress writes may be issued without waiting (see the importer); this is why they are guarded.
 */
export async function jobProgress(
  job: JobRef,
  patch: { status?: 'checking' | 'writing'; processed: number; total?: number },
) {
  await job.db
    .update(importJobs)
    .set({ ...patch, updatedAt: new Date(), heartbeatAt: sql`now()` })
    .where(and(isJob(job), isRunning));
}

/**
 * Ends a running job: 'done' with its result, or 'failed' with its errors (the first IMPORT_MAX_ERRORS are kept).
 * Answers false when the job had already ended (e.g. marked failed because its heartbeat went silent): a caller
 * finishing 'done' inside its write transaction then rolls the writes back.
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
    .where(and(isJob(job), isRunning))
    .returning({ id: importJobs.id });
  return ended.length > 0;
}

/** Marks the running jobs matching `where` whose heartbeat is stale as failed with JOB_INTERRUPTED (one statement). */
function failDead(db: Db, where: SQL | undefined) {
  return db
    .update(importJobs)
    .set({
      status: 'failed',
      errors: [{ row: 0, column: '', code: JOB_INTERRUPTED }],
      errorCount: 1,
      updatedAt: new Date(),
    })
    .where(and(where, isRunning, isStale()))
    .returning({ id: importJobs.id });
}

/**
 * Fails every job, of any tenant, whose runner died (heartbeat stale): run when a server starts, so the jobs of a
 * crashed process end even if nobody reads them. Answers how many were failed.
 */
export async function failDeadJobs(db: Db): Promise<number> {
  return (await failDead(db, undefined)).length;
}

/**
 * A job of the caller's tenant and of `kind` (another tenant's or kind's job answers 20037, never its content).
 * A running job whose runner died is failed first (`interrupted`: nothing was saved; upload the file again).
 */
export async function readJob(ctx: TenantCtx, kind: string, id: number): Promise<ImportJobState> {
  const find = () =>
    ctx.db
      .select()
      .from(importJobs)
      .where(and(isJob({ tenantId: ctx.tenantId, id }), eq(importJobs.kind, kind)));
  let [row] = await find();
  if (!row) throw new AppError(Err.NO_DATA);
  // A job this process runs is alive whatever its heartbeat says: on the embedded database a long write transaction
  // holds the one connection, so the runner's beats (and this read) wait for its end.
  if ((RUNNING as readonly string[]).includes(row.status) && !runningHere.has(jobKey(row))) {
    const failed = await failDead(ctx.db, isJob(row));
    if (failed.length > 0) [row] = await find();
  }
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

/**
 * Writes the job's heartbeat every `heartbeatMs()` until stopped. Each beat is awaited before the next is planned,
 * so a beat waiting for the database (PGlite holds one connection during a write transaction) never piles up.
 */
function keepAlive(job: JobRef, log: FastifyBaseLogger): () => Promise<void> {
  let stopped = false;
  let beating: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const plan = () => {
    timer = setTimeout(() => {
      beating = job.db
        .update(importJobs)
        .set({ heartbeatAt: sql`now()` })
        .where(and(isJob(job), isRunning))
        .then(
          () => undefined,
          (err) => log.warn({ err, jobId: job.id }, 'job heartbeat'),
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

/**
 * Runs `work` after the current request, in this process, writing the job's heartbeat meanwhile. A refusal
 * (AppError) fails the job with that code for the whole file (row 0); anything else is logged and fails the job
 * with 500. Never throws.
 */
export function runJob(job: JobRef, log: FastifyBaseLogger, work: () => Promise<void>): void {
  runningHere.add(jobKey(job));
  const p = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const stop = keepAlive(job, log);
    try {
      await work();
    } catch (e) {
      const code = e instanceof AppError ? e.code : Err.SYSTEM;
      if (!(e instanceof AppError)) log.error({ err: e, jobId: job.id }, 'job failed');
      await finishJob(job, { status: 'failed', errors: [{ row: 0, column: '', code }] }).catch((err) =>
        log.error({ err, jobId: job.id }, 'could not record a failed job'),
      );
    } finally {
      await stop();
    }
  })();
  running.add(p);
  void p.finally(() => {
    running.delete(p);
    runningHere.delete(jobKey(job));
  });
}

/** Waits for the jobs this process is running (shutdown, tests). */
export async function settleJobs(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
