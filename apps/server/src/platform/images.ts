/**
 * What an uploaded image really is. The type of a stored file always comes from its bytes, never from its name or
 * the type a client declared, and an SVG is accepted and answered only when it is a plain picture: no scripts, no
 * event handlers, no embedded HTML, no references to anything outside the file (the inert subset of SVG).
 */

export const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG_ROOT =
  /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** The image type the bytes have by their signature (an SVG by its root element), or null when none of ours. */
export function sniffImageType(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  const text = bytes.subarray(0, 2048).toString('utf8');
  if (!text.includes('\u0000') && SVG_ROOT.test(text)) return 'image/svg+xml';
  return null;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character references (`&#106;`, `&#x6A;`, `&amp;`…) and CSS escapes (`\6A`) replaced by their characters. */
function decoded(text: string): string {
  const char = (code: number) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD');
  let out = text;
  // Twice, so that a doubly escaped reference cannot hide either.
  for (let i = 0; i < 2; i++) {
    out = out
      .replace(/&#(?:x([0-9a-f]+)|([0-9]+));?/gi, (_, hex, dec) => char(hex ? Number.parseInt(hex, 16) : Number(dec)))
      .replace(/&(amp|lt|gt|quot|apos);/gi, (_, name: string) => XML_ENTITIES[name.toLowerCase()])
      .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex) => char(Number.parseInt(hex, 16)))
      .replace(/\\([^0-9a-f\n])/gi, '$1');
  }
  return out;
}

/** Without the whitespace and control characters a browser ignores inside a URL scheme, lower case. */
const squeezed = (text: string) =>
  [...text]
    .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();

/** A reference that stays inside the file: a fragment (`#id`) or an embedded raster picture. */
const localReference = (value: string) =>
  value === '' || value.startsWith('#') || /^data:image\/(png|jpeg|gif|webp)[;,]/.test(value);

/** Elements that run code, embed documents or load other resources, in any namespace prefix. */
const ACTIVE_ELEMENT =
  /<\s*\/?\s*(?:[\w.-]+:)?(script|foreignobject|iframe|frame|frameset|embed|object|applet|handler|listener|base|link|meta|portal)(?![\w.:-])/i;
/** An event handler attribute (onload, onclick, ev:onfocus…). */
const EVENT_ATTRIBUTE = /[\s"'/](?:[\w.-]+:)?on[a-z]+\s*=/i;
/** Entity declarations, a DTD internal subset, processing instructions other than the XML declaration. */
const DECLARATIONS = /<!ENTITY|<!DOCTYPE[^>]*\[|<\?(?!xml\s)/i;
/** Namespaces whose elements are active in a browser (HTML inside SVG, MathML). */
const FOREIGN_NAMESPACE = /http:\/\/www\.w3\.org\/(1999\/xhtml|1998\/math\/mathml)/i;
const SCRIPT_SCHEME = /(javascript|vbscript|livescript):/;
const CSS_ACTIVE = /@import|expression\s*\(|-moz-binding|behavior\s*:/i;
const LINK_ATTRIBUTE = /[\s"'/](?:[\w.-]+:)?(?:href|src)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const CSS_URL = /url\s*\(\s*(["']?)([^"')]*)/gi;

/**
 * Why an SVG is not a plain picture, or null when it is: scripts, event handlers, HTML or MathML content,
 * javascript: URLs, entity tricks, external references (links, images, fonts, style sheets).
 */
export function activeSvgContent(svg: string): string | null {
  const text = decoded(svg);
  if (DECLARATIONS.test(svg)) return 'declaration';
  if (ACTIVE_ELEMENT.test(svg)) return 'active element';
  if (EVENT_ATTRIBUTE.test(svg)) return 'event handler';
  if (FOREIGN_NAMESPACE.test(text)) return 'foreign content';
  if (SCRIPT_SCHEME.test(squeezed(text))) return 'script URL';
  if (CSS_ACTIVE.test(text)) return 'active style';
  for (const [, quoted] of svg.matchAll(LINK_ATTRIBUTE)) {
    if (!localReference(squeezed(decoded(quoted.replace(/^["']|["']$/g, ''))))) return 'external reference';
  }
  for (const [, , url] of text.matchAll(CSS_URL)) {
    if (!localReference(squeezed(url))) return 'external reference';
  }
  return null;
}

/** The type of an image that may be stored and answered: its sniffed type, or null (unknown, or an active SVG). */
export function safeImageType(bytes: Buffer): string | null {
  const type = sniffImageType(bytes);
  if (type === 'image/svg+xml' && activeSvgContent(bytes.toString('utf8')) !== null) return null;
  return type;
}

/** A stored image as the API answers it, typed by its content; null when the file is missing or not a safe image. */
export function storedImage(key: string, bytes: Buffer | null) {
  const mimeType = bytes ? safeImageType(bytes) : null;
  if (!bytes || !mimeType) return null;
  return { key, mimeType, size: bytes.length, dataUrl: `data:${mimeType};base64,${bytes.toString('base64')}` };
}
