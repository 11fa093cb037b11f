import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text lines of a PDF, page by page and top to bottom, read by PDF.js (Firefox's reader: each glyph decoded
 * through the font it is set in). Runs on one baseline are joined without a separator, left to right.
 */
export async function pdfTexts(pdf: Buffer | Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const lines: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      const byLine = new Map<number, { x: number; text: string }[]>();
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const y = Math.round(item.transform[5]);
        byLine.set(y, [...(byLine.get(y) ?? []), { x: item.transform[4], text: item.str }]);
      }
      for (const [, runs] of [...byLine].sort((a, b) => b[0] - a[0]))
        lines.push(
          runs
            .sort((a, b) => a.x - b.x)
            .map((r) => r.text)
            .join(''),
        );
    }
  } finally {
    await doc.destroy();
  }
  return lines;
}
