// The printable sheet of a shop's QR code; the code as a PNG is platform/qr-codes.ts `qrPng`, as a table's is.
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfRenderer } from '../../platform/pdf';

/**
 * A printable A4 sheet for a shop's counter or window: the shop's name, one large QR code (drawn as vectors, sharp at
 * any size) and the address it opens, for phones that cannot scan.
 */
export function shopQrSheet(pdf: PdfRenderer, shop: { name: string; storeName: string; url: string }): Promise<Buffer> {
  const doc: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [48, 72, 48, 72],
    info: { title: shop.name },
    content: [
      { text: shop.name, fontSize: 24, alignment: 'center', margin: [0, 0, 0, 8] },
      { text: shop.storeName, fontSize: 14, alignment: 'center', color: '#555555', margin: [0, 0, 0, 32] },
      { qr: shop.url, fit: 320, eccLevel: 'M', alignment: 'center', margin: [0, 0, 0, 24] },
      { text: shop.url, fontSize: 11, alignment: 'center' },
    ],
  };
  return pdf.render(doc);
}
