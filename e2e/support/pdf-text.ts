import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text lines of a PDF, page by page, top to bottom, read by PDF.js (the reader of Firefox): the glyphs of each
 * run are decoded through the font they are set in. Runs on one baseline are joined.
 */
export async function pdfTexts(pdf: Buffer | Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      const byLine = new Map<number, string>();
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const y = Math.round(item.transform[5]);
        byLine.set(y, (byLine.get(y) ?? '') + item.str);
      }
      lines.push(...[...byLine].sort((a, b) => b[0] - a[0]).map(([, text]) => text));
    }
  } finally {
    await doc.destroy();
  }
  return lines;
}
