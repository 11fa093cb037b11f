// Test helpers of the stores module (not a test file itself).
import { inflateSync } from 'node:zlib';
import type { StoreRow, ZoneRow } from '@tillbook/contract';
import type { TestApp } from '../../../test/support/test-app';

let seq = 0;
/** A name unique in this run (the PostgreSQL run shares one database between files). */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(seq++).toString(36)}`;

/** Adds a store (or, with path '/diningCar', a truck) through the API and answers its row. */
export async function newStore(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
  path: '/store' | '/diningCar' = '/store',
): Promise<StoreRow> {
  const res = await t.post<StoreRow>(
    `${path}/save`,
    { name: uniqueName(path === '/store' ? 'Store' : 'Truck'), ...overrides },
    { token },
  );
  if (res.code !== 200) throw new Error(`${path}/save answered ${res.code}: ${JSON.stringify(res.data)}`);
  return res.data;
}

/** Adds a zone with tables numbered as given. */
export async function newZone(
  t: TestApp,
  token: string,
  storeId: number,
  numbers: string[],
  name = uniqueName('Hall'),
): Promise<ZoneRow> {
  const res = await t.post<ZoneRow>(
    '/store/area/save',
    { storeId, name, tables: numbers.map((number) => ({ number, seats: 4 })) },
    { token },
  );
  if (res.code !== 200) throw new Error(`area/save answered ${res.code}: ${JSON.stringify(res.data)}`);
  return res.data;
}

/** The token inside a table's QR URL. */
export const tokenOf = (qrUrl: string) => new URL(qrUrl.replace('/#/', '/')).searchParams.get('token') ?? '';

/** POSTs and answers the raw reply (for file answers). */
export async function postRaw(t: TestApp, path: string, body: unknown, token: string) {
  return t.app.inject({
    method: 'POST',
    url: `/m${path}`,
    headers: { 'content-type': 'application/json', token },
    payload: JSON.stringify(body),
  });
}

/**
 * The text lines of a PDF written by pdfkit, top to bottom: content streams are inflated, and the glyph codes of each
 * TJ array are mapped back through the fonts' ToUnicode maps (embedded fonts) or read as single bytes (standard
 * fonts). Runs on one baseline are joined without a separator.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const streams: string[] = [];
  const raw = pdf.toString('latin1');
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    let text: string;
    try {
      text = inflateSync(bytes).toString('latin1');
    } catch {
      text = bytes.toString('latin1');
    }
    streams.push(text);
    re.lastIndex = end;
  }
  const toUnicode = new Map<string, string>();
  const hexToString = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  for (const s of streams) {
    for (const block of s.match(/beginbfrange([\s\S]*?)endbfrange/g) ?? []) {
      for (const line of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
        const first = Number.parseInt(line[1], 16);
        [...line[3].matchAll(/<([0-9a-fA-F]+)>/g)].forEach((dst, i) => {
          toUnicode.set((first + i).toString(16).padStart(4, '0'), hexToString(dst[1]));
        });
      }
    }
  }
  // Each text run is placed with "1 0 0 1 x y Tm" before its TJ; runs on one baseline make a line.
  const lines: string[] = [];
  for (const s of streams) {
    let lastY: string | undefined;
    for (const run of s.matchAll(/1 0 0 1 [\d.-]+ ([\d.-]+) Tm[^[]*\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
      const hex = [...run[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      const text =
        toUnicode.size > 0 && hex.length % 4 === 0
          ? (hex.match(/.{4}/g) ?? []).map((c) => toUnicode.get(c.toLowerCase()) ?? '?').join('')
          : Buffer.from(hex, 'hex').toString('latin1');
      if (run[1] === lastY) lines[lines.length - 1] += text;
      else lines.push(text);
      lastY = run[1];
    }
  }
  return lines;
}
