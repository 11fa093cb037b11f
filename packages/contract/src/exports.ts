// Exports as background jobs: the web asks a list or report export to run as a job (header `x-export-job: 1`), follows
// it with /export/state and fetches the file with /export/file. API clients without the header get the file at once.
import { z } from 'zod';
import { id } from './fields';

/** The request header that asks an export route for a job instead of the file (value '1'). */
export const EXPORT_JOB_HEADER = 'x-export-job';

/** How often the web asks for an export job's state (milliseconds). */
export const EXPORT_POLL_MS = 500;

/** The answer of an export route asked for a job. */
export const ExportJobStarted = z.object({ exportJobId: z.number() });
export type ExportJobStarted = z.infer<typeof ExportJobStarted>;

/** POST /m/export/state and POST /m/export/file. Another user's or merchant's job → 20037. */
export const ExportJobBody = z.object({ exportJobId: id });
export type ExportJobBody = z.infer<typeof ExportJobBody>;

/**
 * POST /m/export/state → this. 'queued': waiting for a server copy; 'running': being made (a copy that died is
 * replaced, the export made again); 'done': /export/file answers `fileName`; 'failed': `code` says why (§8).
 * 'done' and 'failed' are final.
 */
export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const ExportJobState = z.object({
  status: z.enum(EXPORT_JOB_STATUSES),
  fileName: z.string().optional(),
  code: z.number().optional(),
});
export type ExportJobState = z.infer<typeof ExportJobState>;

/** How long a finished export's file is kept for its download (milliseconds). */
export const EXPORT_KEEP_MS = 60 * 60 * 1000;
