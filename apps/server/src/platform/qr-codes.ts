// QR codes of the back office: a code as a PNG (a table's, an online shop's) and the printable A4 sheet of a zone's
// table codes. Sheets are drawn by pdfmake as vectors, so they print sharp at any size.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import QRCode from 'qrcode';
import type { PdfRenderer } from './pdf';

/** A QR code of an address as a PNG, `size` pixels wide, with the quiet zone scanners need. */
export function qrPng(url: string, size: number): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', width: size, margin: 2, errorCorrectionLevel: 'M' });
}

const COLUMNS = 3;

/**
 * An A4 sheet of a zone's QR codes, three to a row, each with its table number under it, headed by the store and
 * zone names. The codes are drawn as vectors by pdfmake, so they print sharp at any size.
 */
export function qrSheet(
  pdf: PdfRenderer,
  sheet: { storeName: string; zoneName: string; tables: { number: string; url: string }[] },
): Promise<Buffer> {
  const cells: Content[] = sheet.tables.map((t) => ({
    unbreakable: true,
    stack: [
      { qr: t.url, fit: 140, eccLevel: 'M', alignment: 'center', margin: [0, 8, 0, 4] },
      { text: t.number, fontSize: 16, alignment: 'center', margin: [0, 0, 0, 12] },
    ],
  }));
  const rows: Content[][] = [];
  for (let i = 0; i < cells.length; i += COLUMNS) {
    const row = cells.slice(i, i + COLUMNS);
    while (row.length < COLUMNS) row.push({ text: '' });
    rows.push(row);
  }
  const doc: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [36, 48, 36, 48],
    info: { title: `${sheet.storeName} - ${sheet.zoneName}` },
    content: [
      { text: `${sheet.storeName} · ${sheet.zoneName}`, fontSize: 14, alignment: 'center', margin: [0, 0, 0, 16] },
      rows.length > 0
        ? { table: { widths: Array(COLUMNS).fill('*'), body: rows, dontBreakRows: true }, layout: 'noBorders' }
        : { text: '' },
    ],
  };
  return pdf.render(doc);
}
