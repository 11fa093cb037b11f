// Shared schemas of spreadsheet imports (members today, products next): upload, job progress and cell errors.
// An upload answers `{ jobId }` at once; the client polls the job until it is 'done' or 'failed'.
import { z } from 'zod';

/** Largest upload accepted (bytes of the xlsx file, before base64). */
export const IMPORT_MAX_BYTES = 15 * 1024 * 1024;

/** POST /m/<domain>/import — an xlsx file as base64. Wrong type 20094, unreadable 20099, foreign header row 40206. */
export const ImportUploadBody = z.object({
  fileName: z.string().trim().min(1).max(255),
  base64: z
    .string()
    .min(1)
    .max(Math.ceil(IMPORT_MAX_BYTES / 3) * 4 + 4),
});
export type ImportUploadBody = z.infer<typeof ImportUploadBody>;

/** The answer of an accepted upload. */
export const ImportStarted = z.object({ jobId: z.number() });
export type ImportStarted = z.infer<typeof ImportStarted>;

/** POST /m/<domain>/importJob */
export const ImportJobBody = z.object({ jobId: z.coerce.number().int().positive() });
export type ImportJobBody = z.infer<typeof ImportJobBody>;

/**
 * 'queued': waiting for a server copy to take it (any copy may; a busy server runs a few jobs at once);
 * 'checking': every row is being checked, nothing written (`total` is 0 until the check ends, `processed` counts
 * checked rows); 'writing': all rows are valid and are written in one transaction (`processed` of `total`);
 * 'done': `written` rows saved; 'failed': nothing saved, see `errors` (and `interrupted`).
 * 'done' and 'failed' are final: the client stops polling.
 */
export const IMPORT_JOB_STATUSES = ['queued', 'checking', 'writing', 'done', 'failed'] as const;
export const ImportJobStatus = z.enum(IMPORT_JOB_STATUSES);
export type ImportJobStatus = z.infer<typeof ImportJobStatus>;

/**
 * A refused cell: `row` is the sheet's row number (the header is row 1; 0 for the file as a whole), `column` the
 * template column key ('' for the whole row or file), `code` an import cell code of §8 (40003, 40019, 40198…) or a
 * domain code (1020 phone taken, 1003 code taken, 20099 unreadable file…).
 */
export const ImportCellError = z.object({ row: z.number(), column: z.string(), code: z.number() });
export type ImportCellError = z.infer<typeof ImportCellError>;

/** At most this many errors are kept and shown (`errorCount` tells how many there were). */
export const IMPORT_MAX_ERRORS = 200;

/** POST /m/<domain>/importJob → this. */
export const ImportJobState = z.object({
  jobId: z.number(),
  status: ImportJobStatus,
  processed: z.number(),
  total: z.number(),
  errors: z.array(ImportCellError),
  errorCount: z.number(),
  written: z.number(),
  /**
   * True when the job failed because the servers running it kept stopping before the end (each time its heartbeat
   * went silent another copy took it over, up to a few runs): nothing was saved and the file can be uploaded again. `errors` then holds one file error with code 700.
   */
  interrupted: z.boolean(),
});
export type ImportJobState = z.infer<typeof ImportJobState>;
