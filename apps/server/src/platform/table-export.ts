import { localStampText, type UiLang } from '@tillbook/contract';
import type { FastifyReply } from 'fastify';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { PdfRenderer } from './pdf';
import { type SheetColumn, type SheetValue, sendXlsx, writeXlsx } from './xlsx';

/**
 * One table, exported as the user chose: an xlsx sheet, or an A4 landscape PDF with the same header and rows
 * (stock documents and views, reports). Texts come already in the caller's language.
 */
export interface ExportTable {
  /** Sheet name and PDF heading. */
  title: string;
  /** Lines under the PDF heading (filters, store, date range …); in an xlsx, with the title, on a second sheet. */
  subtitle?: string[];
  /** The caller's language (the texts above are already in it): names the xlsx's second sheet. */
  lang: UiLang;
  columns: (SheetColumn & { align?: 'left' | 'right' })[];
  rows: Iterable<SheetValue[]> | AsyncIterable<SheetValue[]>;
  /** A last, bold row (totals). */
  footer?: SheetValue[];
}

export type ExportFormat = 'xlsx' | 'pdf';

const PDF_MIME = 'application/pdf';

/** The name of an xlsx's second sheet: the title and the lines under it (period, stores, filters …). */
const DETAILS_SHEET: Record<UiLang, string> = {
  zh_CN: '说明',
  zh_TW: '說明',
  en_GB: 'Details',
  es_ES: 'Detalles',
  fr_FR: 'Détails',
  pt_PT: 'Detalhes',
};
const MAX_PDF_ROWS = 20_000;

/** The Intl tag of an interface language ('fr_FR' → 'fr-FR'). */
const intlTag = (lang: UiLang) => lang.replace('_', '-');

/**
 * How a PDF writes the numbers of a column: the decimals of its Excel format ('0.00' → 2, '0.####' → 0 to 4,
 * '0.00##' → 2 to 4, '0' → none) with the language's separators and grouping; without a format up to 4 decimals,
 * ungrouped.
 */
export function pdfNumberFormat(lang: UiLang, numFmt: string | undefined): Intl.NumberFormat {
  if (!numFmt) return new Intl.NumberFormat(intlTag(lang), { maximumFractionDigits: 4, useGrouping: false });
  const fraction = numFmt.split('.')[1] ?? '';
  const min = fraction.replace(/[^0]/g, '').length;
  const max = min + fraction.replace(/[^#]/g, '').length;
  return new Intl.NumberFormat(intlTag(lang), { minimumFractionDigits: min, maximumFractionDigits: max });
}

/** Dates inside a text line ('Period: 2026-05-01 00:00 – 2026-05-31 00:00') the language's way. */
const STAMPS = /\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?/g;
export const pdfLine = (line: string, lang: UiLang) => line.replace(STAMPS, (stamp) => localStampText(stamp, lang));

/**
 * A cell as a PDF prints it, in the caller's language: numbers by their column's format, local dates and times
 * (as the modules write them: 'YYYY-MM-DD[ HH:mm[:ss]]') in the language's date format, a date as its UTC time.
 */
export function pdfCellText(v: SheetValue, lang: UiLang, number: Intl.NumberFormat): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? number.format(v) : '';
  if (v instanceof Date) return localStampText(v.toISOString().slice(0, 19).replace('T', ' '), lang);
  if (typeof v === 'string') return localStampText(v, lang);
  return String(v);
}

/** A cell as written, for a table that names no language. */
const plainText = (v: SheetValue) =>
  v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);

/**
 * Renders the table to a PDF (at most 20,000 rows: a longer list belongs in a spreadsheet). With the caller's
 * language, numbers and dates are written its way (`pdfCellText`); without, as they come.
 */
export async function tablePdf(
  pdf: PdfRenderer,
  table: Omit<ExportTable, 'lang'> & { lang?: UiLang },
): Promise<Buffer> {
  const { lang } = table;
  const numbers = lang ? table.columns.map((c) => pdfNumberFormat(lang, c.numFmt)) : [];
  const text = (v: SheetValue, i: number) =>
    lang ? pdfCellText(v, lang, numbers[i] ?? pdfNumberFormat(lang, undefined)) : plainText(v);
  const cells = (values: SheetValue[], bold: boolean): TableCell[] =>
    values.map((v, i) => ({ text: text(v, i), bold, alignment: table.columns[i]?.align ?? 'left' }));
  const header: TableCell[] = table.columns.map((c) => ({ text: c.header, bold: true, fillColor: '#eeeeee' }));
  const body: TableCell[][] = [header];
  for await (const values of table.rows) {
    if (body.length > MAX_PDF_ROWS) break;
    body.push(cells(values, false));
  }
  if (table.footer) body.push(cells(table.footer, true));
  const content: Content[] = [
    { text: table.title, fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
    ...(table.subtitle ?? []).map((line) => ({
      text: lang ? pdfLine(line, lang) : line,
      fontSize: 9,
      color: '#555555',
    })),
    {
      table: { headerRows: 1, widths: table.columns.map(() => '*'), body },
      layout: 'lightHorizontalLines',
      fontSize: 8,
      margin: [0, 8, 0, 0],
    },
  ];
  return pdf.render({ pageSize: 'A4', pageOrientation: 'landscape', pageMargins: [24, 24, 24, 24], content });
}

/** Writes the table in the chosen format. */
export async function exportTable(pdf: PdfRenderer, format: ExportFormat, table: ExportTable): Promise<Buffer> {
  if (format === 'pdf') return tablePdf(pdf, table);
  async function* rows() {
    for await (const r of table.rows) yield r;
    if (table.footer) yield table.footer;
  }
  const details = table.subtitle?.length
    ? { sheetName: DETAILS_SHEET[table.lang], lines: [table.title, ...table.subtitle] }
    : undefined;
  return writeXlsx({ sheetName: table.title, columns: table.columns, rows: rows(), details, lang: table.lang });
}

/** Sends an exported table as the answer of a route handler (`fileBase` without extension). */
export function sendExport(reply: FastifyReply, fileBase: string, format: ExportFormat, bytes: Buffer) {
  if (format === 'xlsx') return sendXlsx(reply, `${fileBase}.xlsx`, bytes);
  return reply
    .header('content-disposition', `attachment; filename="${encodeURIComponent(`${fileBase}.pdf`)}"`)
    .type(PDF_MIME)
    .send(bytes);
}
