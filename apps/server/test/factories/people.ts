// Staff, roles and the sessions of tills and devices.
import { randomBytes } from 'node:crypto';
import type {
  AppPermission,
  DeviceKind,
  DeviceRow,
  DeviceSession,
  RoleAppPermissions,
  RoleRow,
  StaffRow,
} from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { devices, roles, userStores, users } from '../../src/db/schema';
import { hashPin } from '../../src/platform/pins';
import { createSession } from '../../src/platform/sessions';
import { claimName } from '../../src/platform/sign-in-names';
import { type Reply, type TestApp, uniqueEmail } from '../support/test-app';
import { merchantEmail } from './merchant';

export const STAFF_PASSWORD = 'Staffpw123!';

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

let pinSeq = 1000;

/**
 * A staff member with a role granting `permissions` (and discount limits), a PIN, bound to `storeIds` ('all' by
 * default), signed in on a POS in `storeId` through POST /m/app/login. Answers the app token and the ids.
 */
export async function newAppSession(
  t: TestApp,
  tenantId: number,
  opts: {
    storeId: number;
    permissions?: AppPermission[];
    discountLimits?: RoleAppPermissions['discountLimits'];
    storeIds?: number[] | 'all';
    name?: string;
  },
) {
  const flags = Object.fromEntries((opts.permissions ?? ['sale']).map((p) => [p, true]));
  const [role] = await t.db
    .insert(roles)
    .values({
      tenantId,
      name: `pos-${randomBytes(4).toString('hex')}`,
      menuCodes: [],
      appPermissions: { ...flags, ...(opts.discountLimits ? { discountLimits: opts.discountLimits } : {}) },
    })
    .returning();
  const pin = String((pinSeq++ % 9000) + 1000) + String(Math.floor(Math.random() * 90) + 10);
  const storeIds = opts.storeIds ?? 'all';
  const [user] = await t.db
    .insert(users)
    .values({
      tenantId,
      roleId: role.id,
      name: opts.name ?? 'Till Staff',
      email: uniqueEmail('till'),
      sysLanguageId: 3,
      allStores: storeIds === 'all',
      pinHash: await hashPin(pin),
    })
    .returning();
  // Its e-mail signs in like any user's (written straight to the database, it is claimed here as the API would).
  await claimName(t.db, 'email', user.email as string, { tenantId, ownerId: user.id });
  if (storeIds !== 'all' && storeIds.length > 0) {
    await t.db.insert(userStores).values(storeIds.map((storeId) => ({ tenantId, userId: user.id, storeId })));
  }
  const merchant = await merchantEmail(t, tenantId);
  const res = await t.post('/app/login', { merchant, pin, storeId: opts.storeId });
  if (res.code !== 200) throw new Error(`app login failed: ${res.code} ${res.msg}`);
  return { token: (res.data as { token: string }).token, userId: user.id, roleId: role.id, pin, merchant };
}

/** The owner signed in on a POS in `storeId` (every app permission, no discount limit). */
export async function bossAppSession(t: TestApp, tenantId: number, storeId: number) {
  const [boss] = await t.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(eq(users.tenantId, tenantId), eq(roles.isBoss, true)))
    .limit(1);
  const pin = String(100000 + Math.floor(Math.random() * 899999));
  await t.db
    .update(users)
    .set({ pinHash: await hashPin(pin) })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, boss.id)));
  const res = await t.post<{ token: string }>('/app/login', {
    merchant: await merchantEmail(t, tenantId),
    pin,
    storeId,
  });
  if (res.code !== 200) throw new Error(`boss app login failed: ${res.code}`);
  return { token: res.data.token, userId: boss.id };
}

export const DEVICE_PASSWORD = 'Device123!';

/** An account no other device of any test has (accounts are global). */
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

/** A device of `kind` in `storeId` written straight to the table, with a device session. */
export async function addDeviceSession(
  t: TestApp,
  tenantId: number,
  storeId: number,
  kind: 'kiosk' | 'kitchen' | 'customer',
) {
  const [d] = await t.db
    .insert(devices)
    .values({ tenantId, kind, account: `dev-${randomBytes(4).toString('hex')}`, passwordHash: 'x', storeId })
    .returning({ id: devices.id });
  const token = await createSession(t.db, t.config, { tenantId, userId: 0, storeId, deviceId: d.id }, 'device');
  return { token, deviceId: d.id };
}
