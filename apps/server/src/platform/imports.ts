import {
  Err,
  IMPORT_MAX_ERRORS,
  type ImportCellError,
  type ImportStarted,
  type ImportUploadBody,
  type Localized,
  UI_LANGS,
  type UiLang,
} from '@tillbook/contract';
import { inTransaction, type TenantCtx } from './context';
import type { Deps } from './deps';
import { AppError } from './errors';
import { finishJob, type JobRun, jobProgress } from './jobs';
import { isXlsx, readXlsxRows, type SheetRow, writeXlsx } from './xlsx';

/**
 * Spreadsheet imports, generic: an importer declares its columns (header texts in the six languages and the cell
 * rules) and how to check rows against the database and write them. The import then runs as a job in two passes
 * over the streamed file:
 *   1. check: every cell of every row against the column rules, then `checkBatch` per batch; nothing is written.
 *      Any error → the job fails with the errors (row, column key, code), nothing saved.
 *   2. write: the file is streamed again and every row goes to `writeBatch` in batches, all inside ONE transaction
 *      (all or nothing).
 * Upload refusals (answered at once, no job): not an xlsx 20094, unreadable 20099, header row not the template's 40206.
 */

/** The import length rules of §5 and their cell codes (§8 40198-40203). */
export const LENGTH_RULES = {
  '1-50': { min: 1, max: 50, code: Err.CELL_LENGTH_1_50 },
  '1-15': { min: 1, max: 15, code: Err.CELL_LENGTH_1_15 },
  '0-100': { min: 0, max: 100, code: Err.CELL_LENGTH_0_100 },
  '0-20': { min: 0, max: 20, code: Err.CELL_LENGTH_0_20 },
  '0-10': { min: 0, max: 10, code: Err.CELL_LENGTH_0_10 },
  '0-50': { min: 0, max: 50, code: Err.CELL_LENGTH_0_50 },
} as const;
export type LengthRule = keyof typeof LENGTH_RULES;

/**
 * What a cell holds. Values reach the importer normalised: 'integer' and 'decimal' as plain digits ('12', '-3.5'),
 * 'boolean' as 'true' / 'false' (yes/no, 1/0, true/false and their six-language words accepted), 'email' lower-cased.
 */
export type CellType = 'text' | 'integer' | 'decimal' | 'email' | 'boolean';

export interface ImportColumn<K extends string = string> {
  /** The key rows are read by; also the `column` of a cell error. */
  key: K;
  /** The header text per language; the template uses the caller's, an upload may use any of the six. */
  header: Localized;
  /** Empty → 40003. */
  required?: boolean;
  /** A §5 length rule: outside it → its code (40198-40203). */
  length?: LengthRule;
  /** Otherwise a plain maximum length: longer → 40019. */
  maxLength?: number;
  /** Default 'text'. Not an integer → 40022; not a number or a yes/no → 40000; bad e-mail → 40204. */
  type?: CellType;
  /** The same value (case-insensitive) twice in the file → 40016 on the later rows. */
  uniqueInFile?: boolean;
  /** Rewrites a non-empty value before it is checked (e.g. strips a phone's leading zeros). */
  normalise?: (value: string) => string;
  /** A further check of a non-empty, well-typed value: answers a cell code (e.g. 40005 data wrong) or null. */
  check?: (value: string) => number | null;
  /** Column width in the template, in characters. */
  width?: number;
}

/** A checked row: its sheet row number and its values by column key (empty cells are ''). */
export interface ImportRow<K extends string = string> {
  row: number;
  values: Record<K, string>;
}

export interface Importer<K extends string = string> {
  /** The job kind, e.g. 'members'. */
  kind: string;
  /** The template's sheet name per language. */
  sheetName: Localized;
  columns: readonly ImportColumn<K>[];
  /** Rows per checkBatch / writeBatch call (default 500). */
  batchSize?: number;
  /** Pass 1, for rows whose cells passed: checks against the database (e.g. a phone already taken → 1020). */
  checkBatch?: (ctx: TenantCtx, rows: ImportRow<K>[]) => Promise<ImportCellError[]>;
  /** Pass 2: writes rows inside the import's one transaction. Throw an AppError to fail the whole import. */
  writeBatch: (tx: TenantCtx, rows: ImportRow<K>[]) => Promise<void>;
  /**
   * Called as the write transaction starts, and again when it is run anew after a deadlock: forget whatever
   * `writeBatch` remembered of the rolled-back run.
   */
  beginWrite?: () => void;
}

/** Progress of the check pass is written every this many rows (the write pass reports after each batch). */
const PROGRESS_EVERY = 500;

/** The empty template: the header row in `lang`. */
export function importTemplate(importer: Importer, lang: UiLang): Promise<Buffer> {
  return writeXlsx({
    sheetName: importer.sheetName[lang],
    columns: importer.columns.map((c) => ({ header: c.header[lang], width: c.width ?? 20 })),
    rows: [],
  });
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', '是', 'sí', 'si', 'oui', 'sim', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', '否', 'non', 'não', 'nao', '']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks one cell: the normalised value, or the cell code refusing it. */
export function checkCell(column: ImportColumn, raw: string): { value: string } | { code: number } {
  const trimmed = raw.trim();
  const value = trimmed && column.normalise ? column.normalise(trimmed) : trimmed;
  if (value === '')
    return column.required ? { code: Err.CELL_EMPTY } : { value: column.type === 'boolean' ? 'false' : '' };
  const rule = column.length ? LENGTH_RULES[column.length] : undefined;
  if (rule && (value.length < rule.min || value.length > rule.max)) return { code: rule.code };
  if (!rule && column.maxLength !== undefined && value.length > column.maxLength) return { code: Err.CELL_TOO_LONG };
  let normalised = value;
  switch (column.type ?? 'text') {
    case 'integer':
      if (!/^-?[0-9]{1,15}$/.test(value)) return { code: Err.CELL_NOT_INTEGER };
      break;
    case 'decimal':
      if (!/^-?[0-9]{1,14}(\.[0-9]+)?$/.test(value)) return { code: Err.CELL_WRONG_TYPE };
      break;
    case 'email':
      normalised = value.toLowerCase();
      if (normalised.length > 254 || !EMAIL.test(normalised)) return { code: Err.CELL_EMAIL_INVALID };
      break;
    case 'boolean': {
      const word = value.toLowerCase();
      if (TRUE_WORDS.has(word)) normalised = 'true';
      else if (FALSE_WORDS.has(word)) normalised = 'false';
      else return { code: Err.CELL_WRONG_TYPE };
      break;
    }
  }
  const code = column.check?.(normalised);
  return code ? { code } : { value: normalised };
}

/** True when the header cells are the template's, in any of the six languages. */
function headerMatches(importer: Importer, cells: string[]): boolean {
  const norm = (s: string) => s.trim().toLowerCase();
  if (cells.slice(importer.columns.length).some((c) => c !== '')) return false;
  return importer.columns.every((col, i) => UI_LANGS.some((l) => norm(col.header[l]) === norm(cells[i] ?? '')));
}

/** The rows after the header, blank rows skipped. The header must be the first non-blank row. */
async function* dataRows(importer: Importer, bytes: Buffer): AsyncGenerator<SheetRow> {
  let header = true;
  for await (const r of readXlsxRows(bytes)) {
    if (r.cells.every((c) => c === '')) continue;
    if (header) {
      if (!headerMatches(importer, r.cells)) throw new AppError(Err.CELL_FILE_FORM_ERROR);
      header = false;
      continue;
    }
    yield r;
  }
  if (header) throw new AppError(Err.CELL_FILE_FORM_ERROR);
}

/** Decodes and checks an upload before a job is created: 20094 not an xlsx, 20099 unreadable, 40206 wrong header. */
async function acceptUpload(importer: Importer, upload: ImportUploadBody): Promise<Buffer> {
  const bytes = Buffer.from(upload.base64, 'base64');
  if (!isXlsx(upload.fileName, bytes)) throw new AppError(Err.FILE_FORMAT_WRONG);
  // Reads the header row only (the reader stops there).
  for await (const _ of dataRows(importer, bytes)) break;
  return bytes;
}

/**
 * Lets every server copy run imports of `make()`'s kind (a fresh importer per run: importers may remember things
 * between batches). Called once per app by the module that owns the import, at route setup.
 */
export function registerImporter<K extends string>(deps: Pick<Deps, 'jobs'>, make: () => Importer<K>): void {
  deps.jobs.register(make().kind, (run) => runImport(run, make()));
}

/**
 * Checks the upload's format and header, puts the file in the shared store and queues the job (any server copy may
 * run it; see jobs.ts). Answers `{ jobId }` at once; `readJob(ctx, importer.kind, jobId)` tells the progress.
 */
export async function startImport<K extends string>(
  ctx: TenantCtx,
  deps: Pick<Deps, 'jobs'>,
  importer: Importer<K>,
  upload: ImportUploadBody,
): Promise<ImportStarted> {
  const bytes = await acceptUpload(importer as unknown as Importer, upload);
  const job = await deps.jobs.start(ctx, importer.kind, { file: { bytes, ext: 'xlsx' } });
  return { jobId: job.id };
}

/** Both passes of an import, as one run of its job; stops between batches when the server copy stops. */
async function runImport<K extends string>(run: JobRun, importer: Importer<K>): Promise<void> {
  const { ctx, job, log, signal } = run;
  const bytes = run.file;
  if (!bytes) throw new AppError(Err.IMPORT_EXPORT_NOT_PROCESSED);
  const size = importer.batchSize ?? 500;
  const columns = importer.columns;
  const generic = importer as unknown as Importer;

  /** Reads a sheet row into values, or its cell errors. */
  const parse = (r: SheetRow): { values: Record<K, string>; errors: ImportCellError[] } => {
    const values = {} as Record<K, string>;
    const errors: ImportCellError[] = [];
    columns.forEach((col, i) => {
      const checked = checkCell(col, r.cells[i] ?? '');
      if ('code' in checked) errors.push({ row: r.number, column: col.key, code: checked.code });
      else values[col.key] = checked.value;
    });
    return { values, errors };
  };

  // ── Pass 1: check everything, write nothing ──
  const errors: ImportCellError[] = [];
  let errorCount = 0;
  const addErrors = (found: ImportCellError[]) => {
    errorCount += found.length;
    for (const e of found) if (errors.length < IMPORT_MAX_ERRORS) errors.push(e);
  };
  const seen = new Map<K, Map<string, number>>();
  for (const col of columns) if (col.uniqueInFile) seen.set(col.key, new Map());
  let batch: ImportRow<K>[] = [];
  const flushCheck = async () => {
    if (batch.length > 0 && importer.checkBatch) addErrors(await importer.checkBatch(ctx, batch));
    batch = [];
    signal.throwIfAborted();
  };
  let total = 0;
  for await (const r of dataRows(generic, bytes)) {
    total++;
    const { values, errors: cellErrors } = parse(r);
    for (const col of columns) {
      const firstRow = seen.get(col.key);
      const v = values[col.key];
      if (!firstRow || v === undefined || v === '') continue;
      const k = v.toLowerCase();
      if (firstRow.has(k)) cellErrors.push({ row: r.number, column: col.key, code: Err.CELL_CODE_DUPLICATE });
      else firstRow.set(k, r.number);
    }
    if (cellErrors.length > 0) addErrors(cellErrors);
    else batch.push({ row: r.number, values });
    if (batch.length >= size) await flushCheck();
    if (total % PROGRESS_EVERY === 0) await jobProgress(job, { processed: total });
  }
  await flushCheck();
  seen.clear();
  if (total === 0) throw new AppError(Err.IMPORT_DATA_EMPTY);
  if (errorCount > 0) {
    errors.sort((a, b) => a.row - b.row);
    await finishJob(job, { status: 'failed', errors, errorCount, processed: total, total });
    return;
  }

  // ── Pass 2: write every row in one transaction ──
  await jobProgress(job, { status: 'writing', processed: 0, total });
  let written = 0;
  await inTransaction(ctx, async (tx) => {
    // A deadlock re-runs this whole callback: start from nothing each time.
    written = 0;
    importer.beginWrite?.();
    let rows: ImportRow<K>[] = [];
    for await (const r of dataRows(generic, bytes)) {
      rows.push({ row: r.number, values: parse(r).values });
      if (rows.length >= size) {
        // A stopping copy rolls the transaction back here and hands the job to another copy.
        signal.throwIfAborted();
        await importer.writeBatch(tx, rows);
        written += rows.length;
        rows = [];
        // Progress after each batch, outside the transaction and not awaited: on PostgreSQL it shows at once; on
        // PGlite (one connection) it waits for the commit. The status guard keeps a late one from undoing 'done'.
        void jobProgress(job, { processed: written }).catch((err) => log.warn({ err }, 'job progress'));
      }
    }
    if (rows.length > 0) {
      await importer.writeBatch(tx, rows);
      written += rows.length;
    }
    // 'done' is written in the same transaction as the rows, so a job never shows 'done' without them, nor the rows
    // saved under a job another server copy has meanwhile failed as dead (then everything is rolled back).
    const ended = await finishJob(
      { ...job, db: tx.db },
      { status: 'done', processed: written, total, result: { written } },
    );
    if (!ended) throw new Error('the job ended while its rows were written (its heartbeat went silent); rolled back');
  });
}
