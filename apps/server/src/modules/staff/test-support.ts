// Factories for the staff module's tests (not a test file itself).
import type { RoleRow, StaffRow } from '@tillbook/contract';
import { type Reply, type TestApp, uniqueEmail } from '../../../test/support/test-app';
import { stores } from '../../db/schema';

export const STAFF_PASSWORD = 'Staffpw123!';

/** A POST with the time-zone header (milliseconds east of UTC) and, optionally, token and language. */
export async function postAt<T = unknown>(
  t: TestApp,
  path: string,
  body: unknown,
  opt: { token?: string; tzOffsetMs?: number; lang?: string },
): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opt.token) headers.token = opt.token;
  if (opt.lang) headers.lang = opt.lang;
  if (opt.tzOffsetMs !== undefined) headers['tz-offset-ms'] = String(opt.tzOffsetMs);
  const res = await t.app.inject({ method: 'POST', url: `/m${path}`, headers, payload: JSON.stringify(body) });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: T }) };
}

/** Another store of a merchant, written straight to the table (the stores API is another module's). */
export async function addStore(t: TestApp, tenantId: number, name = 'Second Street'): Promise<number> {
  const [s] = await t.db.insert(stores).values({ tenantId, name }).returning({ id: stores.id });
  return s.id;
}

/** A role saved through the API; answers the row. */
export async function addRole(t: TestApp, token: string, body: Record<string, unknown> = {}): Promise<RoleRow> {
  const res = await t.post<RoleRow>(
    '/role/save',
    { name: `Role ${Math.random().toString(36).slice(2, 8)}`, menuCodes: [5, 6], ...body },
    { token },
  );
  if (res.code !== 200) throw new Error(`role/save answered ${res.code}: ${JSON.stringify(res.data)}`);
  return res.data;
}

/** Saves a staff member through the API (working in every store unless told otherwise). */
export function saveStaff(t: TestApp, token: string, body: Record<string, unknown>) {
  return t.post<StaffRow>(
    '/staff/save',
    { name: 'Sam Staff', email: uniqueEmail('staff'), allStores: true, password: STAFF_PASSWORD, ...body },
    { token },
  );
}

/** A staff member saved through the API; answers the row, or throws. */
export async function addStaff(t: TestApp, token: string, body: Record<string, unknown>): Promise<StaffRow> {
  const res = await saveStaff(t, token, body);
  if (res.code !== 200) throw new Error(`staff/save answered ${res.code}: ${JSON.stringify(res.data)}`);
  return res.data;
}

/** Signs in through the back-office login and answers the token. */
export async function login(t: TestApp, email: string, password = STAFF_PASSWORD): Promise<string> {
  const res = await t.post<{ token: string }>('/login/login', { email, password });
  if (res.code !== 200) throw new Error(`login answered ${res.code}`);
  return res.data.token;
}
