// Test helpers of the stores module (not a test file itself).
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

/** The text lines of a PDF (one reader for every test: `test/support/pdf-text.ts`). */
export { pdfTexts } from '../../../test/support/pdf-text';
