import { PassThrough, Readable } from 'node:stream';
import { DATE_FORMATS, Err, type UiLang } from '@tillbook/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { AppError } from './errors';

/**
 * Streaming xlsx for imports and exports (exceljs streaming reader and writer): rows go through one at a time, the
 * workbook is never built in memory. Generic: callers pass plain values and localized texts they chose.
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of a written sheet: its header text (already in the caller's language) and optional width/format. */
export interface SheetColumn {
  header: string;
  /** Width in characters (default 18). */
  width?: number;
  /** An Excel number format for numeric cells, e.g. '0.00'. */
  numFmt?: string;
}

/** A cell value to write: text, number, boolean, date, or empty. */
export type SheetValue = string | number | boolean | Date | null | undefined;

const LOCAL_STAMP = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A local date or date-time as the modules write it for people ('2026-05-30', '2026-05-30 13:05[:09]') as a real
 * Excel date (the wall-clock time, no zone) shown in the language's format ('dd/mm/yyyy hh:mm', 'yyyy/mm/dd'), so a
 * spreadsheet sorts and filters it as a date; null for any other text.
 */
export function dateCell(text: string, lang: UiLang): { value: Date; numFmt: string } | null {
  const m = LOCAL_STAMP.exec(text);
  if (!m) return null;
  const [, year, month, day, hour, minute, second] = m;
  const value = new Date(Date.UTC(+year, +month - 1, +day, +(hour ?? 0), +(minute ?? 0), +(second ?? 0)));
  if (value.getUTCMonth() !== +month - 1 || value.getUTCDate() !== +day) return null;
  const date = DATE_FORMATS[lang].toLowerCase();
  const time = hour === undefined ? '' : second === undefined ? ' hh:mm' : ' hh:mm:ss';
  return { value, numFmt: `${date}${time}` };
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ] */
const sheetName = (name: string, fallback: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || fallback;

/**
 * Writes one sheet: a bold header row, then `rows` as they come (an array or an async generator that pages through
 * the database). `details`, when given, is a second sheet of text lines (the first bold): what the table covers, so
 * that the first sheet stays a plain table that can be sorted and filtered. Answers the xlsx bytes; only the
 * compressed output is held in memory.
 */
export async function writeXlsx(opts: {
  sheetName: string;
  columns: SheetColumn[];
  rows: Iterable<SheetValue[]> | AsyncIterable<SheetValue[]>;
  details?: { sheetName: string; lines: string[] };
  /** The reader's language: local date texts of the rows become date cells in its format (`dateCell`). */
  lang?: UiLang;
}): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Tillbook';
  const sheet = book.addWorksheet(sheetName(opts.sheetName, 'Sheet1'));
  sheet.columns = opts.columns.map((c, i) => ({
    key: String(i),
    width: c.width ?? 18,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  const header = sheet.addRow(opts.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  const { lang } = opts;
  for await (const values of opts.rows) {
    const formats: [column: number, numFmt: string][] = [];
    const cells = values.map((v, i) => {
      const date = lang && typeof v === 'string' ? dateCell(v, lang) : null;
      if (!date) return v ?? null;
      formats.push([i + 1, date.numFmt]);
      return date.value;
    });
    const row = sheet.addRow(cells);
    for (const [column, numFmt] of formats) row.getCell(column).numFmt = numFmt;
    row.commit();
  }
  sheet.commit();
  if (opts.details) {
    const about = book.addWorksheet(sheetName(opts.details.sheetName, 'Sheet2'));
    about.columns = [{ key: '0', width: 80 }];
    opts.details.lines.forEach((line, i) => {
      const row = about.addRow([line]);
      if (i === 0) row.font = { bold: true };
      row.commit();
    });
    about.commit();
  }
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}

/** Sends an xlsx download as the answer of a route handler. */
export function sendXlsx(reply: FastifyReply, fileName: string, bytes: Buffer) {
  return reply
    .header('content-disposition', `attachment; filename="${encodeURIComponent(fileName)}"`)
    .type(XLSX_MIME)
    .send(bytes);
}

/** True when the file is an xlsx by name and by content (a ZIP archive); anything else answers 20094. */
export function isXlsx(fileName: string, bytes: Buffer): boolean {
  return /\.xlsx$/i.test(fileName.trim()) && bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;
}

/** A cell's value as trimmed text: numbers as written, dates as YYYY-MM-DD, rich text and links by their text. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

/** One row of the first sheet: its sheet row number (1-based) and its cells as text (index 0 = column A). */
export interface SheetRow {
  number: number;
  cells: string[];
}

/**
 * Streams the rows of the first worksheet of an xlsx, one at a time (blank rows are skipped by exceljs). A file that
 * cannot be read as a workbook throws AppError 20099. Stop early with `break`.
 *
 * The streaming reader now and then fails on a valid file under heavy load before it yields anything (seen in test
 * runs at load ≈10: exceljs parks a worksheet that comes before its shared strings in a temporary file). An upload
 * held in memory is then read once more in one piece; a file that fails both ways is unreadable (20099).
 */
export async function* readXlsxRows(input: Buffer | Readable): AsyncGenerator<SheetRow> {
  let yielded = 0;
  try {
    for await (const row of streamRows(input)) {
      yielded++;
      yield row;
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (yielded > 0 || !Buffer.isBuffer(input)) throw new AppError(Err.FILE_CONTENT_ERROR);
    yield* loadedRows(input);
  }
}

async function* streamRows(input: Buffer | Readable): AsyncGenerator<SheetRow> {
  const stream = Buffer.isBuffer(input) ? Readable.from([input]) : input;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) yield rowOf(row as ExcelJS.Row);
    break;
  }
}

/** The rows of the first worksheet, parsed in one piece (the fallback of `readXlsxRows`). */
async function* loadedRows(input: Buffer): AsyncGenerator<SheetRow> {
  const workbook = new ExcelJS.Workbook();
  const rows: SheetRow[] = [];
  try {
    await workbook.xlsx.load(input as unknown as ArrayBuffer);
    workbook.worksheets[0]?.eachRow((row) => rows.push(rowOf(row)));
  } catch {
    throw new AppError(Err.FILE_CONTENT_ERROR);
  }
  yield* rows;
}

function rowOf(row: ExcelJS.Row): SheetRow {
  const values = row.values as ExcelJS.CellValue[];
  const cells: string[] = [];
  for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
  return { number: row.number, cells };
}
