import type { UiLang } from '@tillbook/contract';
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

const cellText = (v: SheetValue) =>
  v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);

/** Renders the table to a PDF (at most 20,000 rows: a longer list belongs in a spreadsheet). */
export async function tablePdf(pdf: PdfRenderer, table: Omit<ExportTable, 'lang'>): Promise<Buffer> {
  const header: TableCell[] = table.columns.map((c) => ({ text: c.header, bold: true, fillColor: '#eeeeee' }));
  const body: TableCell[][] = [header];
  for await (const values of table.rows) {
    if (body.length > MAX_PDF_ROWS) break;
    body.push(values.map((v, i) => ({ text: cellText(v), alignment: table.columns[i]?.align ?? 'left' })));
  }
  if (table.footer)
    body.push(
      table.footer.map((v, i) => ({ text: cellText(v), bold: true, alignment: table.columns[i]?.align ?? 'left' })),
    );
  const content: Content[] = [
    { text: table.title, fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
    ...(table.subtitle ?? []).map((line) => ({ text: line, fontSize: 9, color: '#555555' })),
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
  return writeXlsx({ sheetName: table.title, columns: table.columns, rows: rows(), details });
}

/** Sends an exported table as the answer of a route handler (`fileBase` without extension). */
export function sendExport(reply: FastifyReply, fileBase: string, format: ExportFormat, bytes: Buffer) {
  if (format === 'xlsx') return sendXlsx(reply, `${fileBase}.xlsx`, bytes);
  return reply
    .header('content-disposition', `attachment; filename="${encodeURIComponent(`${fileBase}.pdf`)}"`)
    .type(PDF_MIME)
    .send(bytes);
}
