import { Err, type ErrCode, type ExportJobState } from '@tillbook/contract';
import { and, eq, like } from 'drizzle-orm';
import { importJobs } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { EXPORT_KIND_PREFIX, type ExportResult } from '../../platform/export-jobs';

const STATUS = { queued: 'queued', checking: 'running', writing: 'running', done: 'done', failed: 'failed' } as const;

/** The web's export jobs: their state and their file, for the user who started them only. */
export function createExportsService(deps: Pick<Deps, 'files'>) {
  /** The caller's own export job; another user's, another merchant's or another kind of job answers 20037. */
  async function own(ctx: TenantCtx, id: number) {
    const [row] = await ctx.db
      .select()
      .from(importJobs)
      .where(
        and(
          eq(importJobs.tenantId, ctx.tenantId),
          eq(importJobs.id, id),
          like(importJobs.kind, `${EXPORT_KIND_PREFIX}%`),
          eq(importJobs.createdBy, ctx.userId),
        ),
      );
    if (!row) throw new AppError(Err.NO_DATA);
    return row;
  }

  return {
    async state(ctx: TenantCtx, id: number): Promise<ExportJobState> {
      const row = await own(ctx, id);
      const status = STATUS[row.status];
      if (status === 'done') return { status, fileName: (row.result as ExportResult | null)?.fileName };
      if (status === 'failed') return { status, code: row.errors[0]?.code ?? Err.EXPORT_FAILED };
      return { status };
    },

    /**
     * The finished file. Not made yet → 700 (not processed yet); failed → its code; kept no longer (an hour after
     * it was made) → 20037.
     */
    async file(ctx: TenantCtx, id: number): Promise<{ bytes: Buffer; fileName: string; contentType: string }> {
      const row = await own(ctx, id);
      if (row.status === 'failed') throw new AppError((row.errors[0]?.code ?? Err.EXPORT_FAILED) as ErrCode);
      if (row.status !== 'done') throw new AppError(Err.IMPORT_EXPORT_NOT_PROCESSED);
      const result = row.result as Partial<ExportResult> | null;
      const bytes = result?.fileKey ? await deps.files.get(result.fileKey) : null;
      if (!bytes || !result?.fileName || !result.contentType) throw new AppError(Err.NO_DATA);
      return { bytes, fileName: result.fileName, contentType: result.contentType };
    },
  };
}
