import { Err, IMPORT_MAX_ERRORS, type ImportCellError, type ImportJobState } from '@tillbook/contract';
import { and, eq, inArray } from 'drizzle-orm';
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
 */

export type JobStatus = ImportJobState['status'];

/** A job to update: its tenant and id (kept apart from the request, which is answered before the job ends). */
export interface JobRef {
  db: Db;
  tenantId: number;
  id: number;
}

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
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(importJobs.tenantId, job.tenantId),
        eq(importJobs.id, job.id),
        inArray(importJobs.status, ['checking', 'writing']),
      ),
    );
}

/** Ends a job: 'done' with its result, or 'failed' with its errors (the first IMPORT_MAX_ERRORS are kept). */
export async function finishJob(
  job: JobRef,
  end:
    | { status: 'done'; processed: number; total: number; result: Record<string, unknown> }
    | { status: 'failed'; errors: ImportCellError[]; errorCount?: number; processed?: number; total?: number },
) {
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
  await job.db
    .update(importJobs)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(importJobs.tenantId, job.tenantId), eq(importJobs.id, job.id)));
}

/** A job of the caller's tenant and of `kind` (another tenant's or kind's job answers 20037, never its content). */
export async function readJob(ctx: TenantCtx, kind: string, id: number): Promise<ImportJobState> {
  const [row] = await ctx.db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.tenantId, ctx.tenantId), eq(importJobs.id, id), eq(importJobs.kind, kind)));
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
  };
}

const running = new Set<Promise<void>>();

/**
 * Runs `work` after the current request, in this process. A refusal (AppError) fails the job with that code for the
 * whole file (row 0); anything else is logged and fails the job with 500. Never throws.
 */
export function runJob(job: JobRef, log: FastifyBaseLogger, work: () => Promise<void>): void {
  const p = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await work();
    } catch (e) {
      const code = e instanceof AppError ? e.code : Err.SYSTEM;
      if (!(e instanceof AppError)) log.error({ err: e, jobId: job.id }, 'job failed');
      await finishJob(job, { status: 'failed', errors: [{ row: 0, column: '', code }] }).catch((err) =>
        log.error({ err, jobId: job.id }, 'could not record a failed job'),
      );
    }
  })();
  running.add(p);
  void p.finally(() => running.delete(p));
}

/** Waits for the jobs this process is running (shutdown, tests). */
export async function settleJobs(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
