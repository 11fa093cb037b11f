import type { UiLang } from '@tillbook/contract';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PdfRenderer } from '../../platform/pdf';
import { invoiceDate, INVOICE_TEXTS as T } from './billing.texts';
import { type Invoice, type InvoiceParty, rateText } from './invoices';

const party = (label: string, p: InvoiceParty, vatLabel: string): Content => ({
  stack: [
    { text: label, bold: true, margin: [0, 0, 0, 4] },
    { text: p.name || '—' },
    ...p.lines.map((l) => ({ text: l })),
    ...(p.country ? [{ text: p.country }] : []),
    ...(p.vatId ? [{ text: `${vatLabel}: ${p.vatId}` }] : []),
  ],
});

/**
 * An invoice or credit note as a PDF in the language it was issued in (the merchant's), through the server's PDF
 * path (Noto Sans CJK when installed). A reverse-charge invoice says so, naming the rule.
 */
export async function invoicePdf(renderer: PdfRenderer, inv: Invoice, credited: Invoice | null): Promise<Buffer> {
  const lang = inv.lang as UiLang;
  const money = (v: string) => `${Number(v).toFixed(2)} ${inv.currency}`;
  const note =
    inv.vatTreatment === 'reverseCharge'
      ? inv.vatCountry === 'GB'
        ? T.reverseChargeUk[lang]
        : T.reverseCharge[lang]
      : inv.vatTreatment === 'none'
        ? T.noVat[lang]
        : null;
  const doc: TDocumentDefinitions = {
    info: { title: `${inv.kind === 'creditNote' ? T.creditNote.en_GB : T.invoice.en_GB} ${inv.number}` },
    pageMargins: [40, 40, 40, 40],
    content: [
      { text: inv.kind === 'creditNote' ? T.creditNote[lang] : T.invoice[lang], fontSize: 20, bold: true },
      { text: `${T.number[lang]}: ${inv.number}`, margin: [0, 8, 0, 0] },
      { text: `${T.date[lang]}: ${invoiceDate(inv.issuedAt, lang)}` },
      ...(credited ? [{ text: `${T.credits[lang]}: ${credited.number}` }] : []),
      {
        columns: [
          party(T.seller[lang], inv.seller as InvoiceParty, T.vatId[lang]),
          party(T.buyer[lang], inv.buyer as InvoiceParty, T.vatId[lang]),
        ],
        margin: [0, 16, 0, 16],
      },
      {
        table: {
          widths: ['*', 'auto', 'auto', 'auto'],
          body: [
            [T.description[lang], T.net[lang], `${T.vat[lang]} ${rateText(inv.vatRate)}%`, T.total[lang]].map((t) => ({
              text: t,
              bold: true,
            })),
            [inv.description, money(inv.net), money(inv.vatAmount), money(inv.total)],
          ],
        },
      },
      { text: `${T.total[lang]}: ${money(inv.total)}`, bold: true, alignment: 'right', margin: [0, 12, 0, 0] },
      ...(note ? [{ text: note, margin: [0, 12, 0, 0] as [number, number, number, number] }] : []),
      ...(inv.kind === 'invoice'
        ? [{ text: T.paid[lang], margin: [0, 12, 0, 0] as [number, number, number, number] }]
        : []),
    ],
  };
  return renderer.render(doc);
}
