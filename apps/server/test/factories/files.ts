// File answers (exports, prints) and the spreadsheets tests send and read.
import ExcelJS from 'exceljs';
import type { TestApp } from '../support/test-app';

export { pdfTexts } from '../support/pdf-text';

/** POSTs a JSON body and answers the raw reply (exports and prints are not JSON). */
export function postFile(
  t: TestApp,
  path: string,
  body: unknown,
  opts: { token?: string; lang?: string; tzOffsetMs?: number } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/m${path}`,
    headers: {
      'content-type': 'application/json',
      ...(opts.token ? { token: opts.token } : {}),
      ...(opts.lang ? { lang: opts.lang } : {}),
      ...(opts.tzOffsetMs !== undefined ? { 'tz-offset-ms': String(opts.tzOffsetMs) } : {}),
    },
    payload: JSON.stringify(body),
  });
}

/** A file endpoint's answer in a language: status, content type, disposition and bytes. */
export async function fileOf(t: TestApp, path: string, body: unknown, token: string, lang = 'en_GB') {
  const res = await postFile(t, path, body, { token, lang });
  return {
    status: res.statusCode,
    type: String(res.headers['content-type']),
    disposition: String(res.headers['content-disposition'] ?? ''),
    body: res.rawPayload,
  };
}

/**
 * The values of a sheet row (column A first). A date cell reads back as the local text the server wrote
 * ('2026-05-30 13:05'), to the precision its format shows, so tests compare texts; `dateFormats` collects the formats.
 */
export function cellValues(row: ExcelJS.Row, dateFormats?: string[]): unknown[] {
  const values: unknown[] = [];
  for (let column = 1; column <= row.cellCount; column++) {
    const cell = row.getCell(column);
    const value = cell.value;
    if (!(value instanceof Date)) {
      values.push(value === null ? undefined : value);
      continue;
    }
    dateFormats?.push(cell.numFmt);
    const iso = value.toISOString();
    const time = !/h/.test(cell.numFmt) ? '' : /ss/.test(cell.numFmt) ? iso.slice(10, 19) : iso.slice(10, 16);
    values.push(`${iso.slice(0, 10)}${time.replace('T', ' ')}`);
  }
  return values;
}

/** The rows of the first sheet of an xlsx, as cell values (row 1 is the header). */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => {
    rows.push(cellValues(row));
  });
  return rows;
}

/** An xlsx file of `rows` (the first row is the header) as base64. */
export async function xlsxBase64(rows: (string | number | boolean | null)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}
