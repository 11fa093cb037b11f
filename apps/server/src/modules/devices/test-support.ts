// Helpers for tests that need devices (this module's and the sales tests'): not a test file itself.
import { randomBytes } from 'node:crypto';
import type { DeviceKind, DeviceRow, DeviceSession } from '@tillbook/contract';
import type { Reply, TestApp } from '../../../test/support/test-app';

export const DEVICE_PASSWORD = 'Device123!';

/** An account no other device of any test has (the PostgreSQL run shares one database; accounts are global). */
export const uniqueAccount = (prefix = 'dev') => `${prefix}-${randomBytes(6).toString('hex')}`;

/** POST /m/device/save with a fresh account and the default password unless told otherwise. */
export function saveDevice(
  t: TestApp,
  token: string,
  body: { kind?: DeviceKind; storeId: number } & Record<string, unknown>,
): Promise<Reply<DeviceRow>> {
  return t.post<DeviceRow>(
    '/device/save',
    { kind: 'kiosk', name: 'Front kiosk', account: uniqueAccount(), password: DEVICE_PASSWORD, ...body },
    { token },
  );
}

/** A device saved through the API by a back-office session; answers the row, or throws. */
export async function addDevice(
  t: TestApp,
  token: string,
  body: { kind?: DeviceKind; storeId: number } & Record<string, unknown>,
): Promise<DeviceRow> {
  const res = await saveDevice(t, token, body);
  if (res.code !== 200) throw new Error(`device/save answered ${res.code}: ${JSON.stringify(res.data)}`);
  return res.data;
}

/** Signs a device in through POST /m/device/login; answers its session, or throws. */
export async function deviceLogin(t: TestApp, account: string, password = DEVICE_PASSWORD): Promise<DeviceSession> {
  const res = await t.post<DeviceSession>('/device/login', { account, password });
  if (res.code !== 200) throw new Error(`device/login answered ${res.code}`);
  return res.data;
}

/**
 * A device of `kind` in `storeId`, created by the back-office session `bossToken` and signed in through the real
 * device login. Answers the device row and its session (token for `{ device: [...] }` routes).
 */
export async function newDeviceSession(
  t: TestApp,
  bossToken: string,
  opts: { storeId: number; kind?: DeviceKind; name?: string },
): Promise<{ device: DeviceRow; session: DeviceSession; token: string }> {
  const device = await addDevice(t, bossToken, {
    storeId: opts.storeId,
    kind: opts.kind ?? 'kiosk',
    ...(opts.name ? { name: opts.name } : {}),
  });
  const session = await deviceLogin(t, device.account);
  return { device, session, token: session.token };
}

/** Another store of a merchant, written straight to the table (the stores API is another module's). */
export async function addStoreRow(t: TestApp, tenantId: number, name = 'Second Street'): Promise<number> {
  const { stores } = await import('../../db/schema');
  const [s] = await t.db.insert(stores).values({ tenantId, name }).returning({ id: stores.id });
  return s.id;
}
