import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * PDF documents with pdfmake 0.3 on the server. Store, product and zone names may be Chinese, so documents use
 * Noto Sans CJK (Debian's fonts-noto-cjk, which `npm test` installs) when it is on the machine; otherwise the built-in
 * Helvetica, which covers Latin text only (logged once). Nothing is fetched at run time.
 */

/** Font family name to put in `defaultStyle.font`. */
export type PdfFont = 'Cjk' | 'Helvetica';

/** Where Noto Sans CJK is found on Debian/Ubuntu and a few other systems; PDF_CJK_FONT overrides. */
const CJK_FONT_CANDIDATES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
];
/** The simplified-Chinese face of the collection (it also holds the Latin, Japanese and Korean glyphs). */
const CJK_FACE = 'NotoSansCJKsc-Regular';
const CJK_BOLD_FACE = 'NotoSansCJKsc-Bold';

const STANDARD_FONTS = new Set(['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique']);

export interface PdfRenderer {
  /** The family documents should use (set as the default style by `render`). */
  font: PdfFont;
  /** Renders a document to a buffer. `compress: false` in the definition keeps text streams readable (tests). */
  render(doc: TDocumentDefinitions): Promise<Buffer>;
}

/** A face of a font collection: pdfmake passes `[file, face]` on to pdfkit (its types do not know this form). */
const face = (file: string, name: string) => [file, name] as unknown as string;

const renderers = new Map<string, PdfRenderer>();
/** Every font file any renderer of this process registered (pdfmake's fonts and access policy are global). */
const allowedFiles = new Set<string>(STANDARD_FONTS);

/**
 * The PDF renderer of this process. `fontPaths` replaces the CJK font search (tests use it for the fallback).
 * Renderers share pdfmake's global font table; each one only adds to it.
 */
export function pdfRenderer(log: FastifyBaseLogger, fontPaths?: readonly string[]): PdfRenderer {
  const candidates = fontPaths ?? [process.env.PDF_CJK_FONT, ...CJK_FONT_CANDIDATES].filter((p): p is string => !!p);
  const key = candidates.join('|');
  const known = renderers.get(key);
  if (known) return known;

  const regular = candidates.find((p) => fs.existsSync(p));
  const boldFile = regular?.replace(/Regular\.ttc$/, 'Bold.ttc');
  const bold = boldFile && boldFile !== regular && fs.existsSync(boldFile) ? boldFile : undefined;
  pdfmake.addFonts({
    Helvetica: {
      normal: 'Helvetica',
      bold: 'Helvetica-Bold',
      italics: 'Helvetica-Oblique',
      bolditalics: 'Helvetica-BoldOblique',
    },
  });
  if (regular) {
    allowedFiles.add(regular);
    if (bold) allowedFiles.add(bold);
    pdfmake.addFonts({
      Cjk: {
        normal: face(regular, CJK_FACE),
        bold: bold ? face(bold, CJK_BOLD_FACE) : face(regular, CJK_FACE),
        italics: face(regular, CJK_FACE),
        bolditalics: bold ? face(bold, CJK_BOLD_FACE) : face(regular, CJK_FACE),
      },
    });
  } else {
    log.warn(
      { searched: candidates },
      'no CJK font found (install fonts-noto-cjk): PDFs use Helvetica, which cannot show Chinese text',
    );
  }
  // Documents are built from our own data: no URL or other local file may be pulled in.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((p) => allowedFiles.has(p));

  const font: PdfFont = regular ? 'Cjk' : 'Helvetica';
  const renderer: PdfRenderer = {
    font,
    async render(doc) {
      const withFont = { ...doc, defaultStyle: { ...doc.defaultStyle, font } };
      return pdfmake.createPdf(withFont).getBuffer();
    },
  };
  renderers.set(key, renderer);
  return renderer;
}
