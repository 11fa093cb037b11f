import { randomBytes } from 'node:crypto';
import { EXPORT_JOB_HEADER, EXPORT_KEEP_MS, type ExportJobStarted } from '@tillbook/contract';
import { and, eq, isNotNull, like, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { importJobs } from '../db/schema';
import type { TenantCtx } from './context';
import type { Deps } from './deps';
import { type Access, route } from './http';
import { finishJob, type JobRun } from './jobs';
import { sendExport } from './table-export';
import { XLSX_MIME } from './xlsx';

/**
 * List and report exports, made either in the request (API clients) or as a durable background job (the web, which
 * sends `x-export-job: 1`): any server copy makes the file, a copy that dies leaves the job to another, and the file
 * waits in the shared file store for /export/file (modules/exports) for an hour.
 */

/** What an export makes: the file name without extension, its format and its bytes. */
export interface ExportFile {
  fileBase: string;
  format: 'xlsx' | 'pdf';
  bytes: Buffer;
}

/** What a finished export job keeps in its row's `result`. */
export interface ExportResult {
  fileKey: string;
  fileName: string;
  contentType: string;
}

/** Every export job's kind starts with this; the rest is the route's path. */
export const EXPORT_KIND_PREFIX = 'export:';
export const exportKind = (path: string) => `${EXPORT_KIND_PREFIX}${path}`;

const CONTENT_TYPES = { xlsx: XLSX_MIME, pdf: 'application/pdf' } as const;

/**
 * Declares the export `POST /m<path>` (read on the replica where it may, as every export): without the header it
 * answers the file; with it, the same schema and access guard, then a job (any copy makes the file) and
 * `{ exportJobId }`. Every server copy declares the same routes, so every copy can run every export kind.
 */
export function exportRoute<S extends z.ZodType>(
  app: FastifyInstance,
  deps: Pick<Deps, 'jobs' | 'files' | 'log'>,
  path: string,
  opts: { access: Exclude<Access, 'public'>; body: S; bodyLimit?: number },
  produce: (ctx: TenantCtx, body: z.infer<S>) => Promise<ExportFile>,
): void {
  const kind = exportKind(path);
  deps.jobs.register(kind, (run) => runExport(deps, run, produce));
  route(app, path, { ...opts, reads: 'replica' }, async (ctx, body, req, reply) => {
    if (req.headers[EXPORT_JOB_HEADER] === '1') {
      // The job row goes to the primary (jobs.start writes there): nothing is written through this replica `ctx`.
      // The body was checked by the route's schema; the job gets it as parsed (plain JSON data).
      const job = await deps.jobs.start(ctx, kind, { options: { body } });
      return { exportJobId: job.id } satisfies ExportJobStarted;
    }
    const file = await produce(ctx, body);
    return sendExport(reply, file.fileBase, file.format, file.bytes);
  });
}

/** One run of an export job: clears the tenant's expired files, makes the file, stores it, ends the job. */
async function runExport<B>(
  deps: Pick<Deps, 'files' | 'log'>,
  run: JobRun,
  produce: (ctx: TenantCtx, body: B) => Promise<ExportFile>,
): Promise<void> {
  // The job runs on the primary (`run.ctx.db`), so it may write.
  await dropExpiredExports(run.ctx, deps);
  run.signal.throwIfAborted();
  const file = await produce(run.ctx, run.options.body as B);
  const fileKey = `jobs/${run.ctx.tenantId}/${randomBytes(16).toString('hex')}.${file.format}`;
  await deps.files.put(fileKey, file.bytes);
  const result: ExportResult = {
    fileKey,
    fileName: `${file.fileBase}.${file.format}`,
    contentType: CONTENT_TYPES[file.format],
  };
  const ended = await finishJob(run.job, { status: 'done', processed: 1, total: 1, result: { ...result } });
  // Another copy took the job over (this one looked dead): its own run keeps its own file.
  if (!ended) await deps.files.delete(fileKey);
}

/**
 * Removes the tenant's export files finished more than an hour ago (the file, and its key from the job's result).
 * Run whenever one of the tenant's exports runs, which is enough: files only pile up when a tenant exports, and each
 * export clears what is older than an hour, so a tenant keeps at most the exports of its last hour (plus, until its
 * next export, those of the hour before it stopped) and no timer has to run on any copy. A user downloads a file
 * seconds after it is made; an hour leaves room for a slow download or a second click.
 */
export async function dropExpiredExports(ctx: TenantCtx, deps: Pick<Deps, 'files' | 'log'>): Promise<number> {
  const expired = await ctx.db
    .select({ id: importJobs.id, result: importJobs.result })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.tenantId, ctx.tenantId),
        like(importJobs.kind, `${EXPORT_KIND_PREFIX}%`),
        eq(importJobs.status, 'done'),
        isNotNull(sql`${importJobs.result}->>'fileKey'`),
        lt(importJobs.updatedAt, sql`now() - make_interval(secs => ${EXPORT_KEEP_MS / 1000}::float8)`),
      ),
    );
  for (const job of expired) {
    const key = (job.result as Partial<ExportResult> | null)?.fileKey;
    if (key) await deps.files.delete(key).catch((err) => deps.log.warn({ err, key }, 'export file not removed'));
    await ctx.db
      .update(importJobs)
      .set({ result: sql`${importJobs.result} - 'fileKey'` })
      .where(and(eq(importJobs.tenantId, ctx.tenantId), eq(importJobs.id, job.id)));
  }
  return expired.length;
}
