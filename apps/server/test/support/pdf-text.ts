import { inflateSync } from 'node:zlib';

/**
 * The text lines of a PDF written by pdfkit (pdfmake), top to bottom, page by page. Each text run is decoded with
 * the ToUnicode map of the font it is set in (pdfkit numbers the glyphs of every embedded font from 1, so the fonts
 * of one file — e.g. a bold heading and regular rows — must not share one map); a standard font's bytes are read as
 * Latin-1. Runs on one baseline are joined without a separator.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const fontMaps = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values()) {
    for (const fonts of dict.matchAll(/\/Font\s*<<([^>]*)>>/g))
      for (const [, name, ref] of fonts[1].matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
        const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : undefined;
        fontMaps.set(name, cmap ? unicodeMap(cmap) : new Map());
      }
  }
  const kids = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dict))?.dict.match(/\/Kids \[([^\]]*)\]/);
  const pageRefs = [...(kids?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((k) => Number(k[1]));
  const lines: string[] = [];
  for (const page of pageRefs) {
    const contents = /\/Contents (\d+) 0 R/.exec(objects.get(page)?.dict ?? '')?.[1];
    const stream = contents ? objects.get(Number(contents))?.stream : undefined;
    if (!stream) continue;
    let font = new Map<string, string>();
    let y: string | undefined;
    let lastY: string | undefined;
    const ops = /\/([^\s/]+) [\d.]+ Tf|1 0 0 1 [\d.-]+ ([\d.-]+) Tm|\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g;
    for (const op of stream.matchAll(ops)) {
      if (op[1] !== undefined) font = fontMaps.get(op[1]) ?? new Map();
      else if (op[2] !== undefined) y = op[2];
      else {
        const hex = [...op[3].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
        const text =
          font.size > 0
            ? (hex.match(/.{4}/g) ?? []).map((c) => font.get(c.toLowerCase()) ?? '?').join('')
            : Buffer.from(hex, 'hex').toString('latin1');
        if (y === lastY) lines[lines.length - 1] += text;
        else lines.push(text);
        lastY = y;
      }
    }
  }
  return lines;
}

/** The file's objects by number: the dictionary's text and the stream's (inflated) text. */
function readObjects(pdf: Buffer): Map<number, { dict: string; stream?: string }> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: string }>();
  const header = /(\d+) 0 obj\b/g;
  for (let m = header.exec(raw); m; m = header.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endobj', start);
    const streamAt = raw.indexOf('stream', start);
    if (streamAt < 0 || streamAt > end) {
      objects.set(Number(m[1]), { dict: raw.slice(start, end) });
      continue;
    }
    const dict = raw.slice(start, streamAt);
    const dataStart = streamAt + (raw.startsWith('stream\r\n', streamAt) ? 8 : 7);
    const length = /\/Length (\d+)(?! \d+ R)/.exec(dict)?.[1];
    const dataEnd = length ? dataStart + Number(length) : raw.indexOf('endstream', dataStart);
    const bytes = pdf.subarray(dataStart, dataEnd);
    let text: string;
    try {
      text = /\/FlateDecode/.test(dict) ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1');
    } catch {
      text = bytes.toString('latin1');
    }
    objects.set(Number(m[1]), { dict, stream: text });
    // Skip the stream's bytes: binary data may look like an object header.
    header.lastIndex = dataEnd;
  }
  return objects;
}

/** A ToUnicode CMap as glyph code (4 lower-case hex digits) → text. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const text = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  const code = (n: number) => n.toString(16).padStart(4, '0');
  for (const block of cmap.match(/beginbfrange([\s\S]*?)endbfrange/g) ?? []) {
    for (const line of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g)) {
      const first = Number.parseInt(line[1], 16);
      const last = Number.parseInt(line[2], 16);
      if (line[3] !== undefined)
        [...line[3].matchAll(/<([0-9a-fA-F]+)>/g)].forEach((dst, i) => {
          map.set(code(first + i), text(dst[1]));
        });
      else
        for (let c = first; c <= last; c++)
          map.set(code(c), String.fromCodePoint(Number.parseInt(line[4], 16) + (c - first)));
    }
  }
  for (const block of cmap.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? [])
    for (const line of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(line[1].toLowerCase().padStart(4, '0'), text(line[2]));
  return map;
}
