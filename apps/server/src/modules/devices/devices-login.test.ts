import { DEVICE_KINDS, type DeviceRow, type DeviceSession, Err, Menu } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDevice,
  addStore,
  DEVICE_PASSWORD,
  deviceLogin,
  newDeviceSession,
  uniqueAccount,
} from '../../../test/factories';
import { firstStoreId, newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';
import { devices, tenants } from '../../db/schema';

const t = await startTestApp();

async function merchant() {
  const boss = await newTenant(t);
  return { ...boss, storeId: await firstStoreId(t, boss.user.tenantId) };
}

/** What /m/device/me answers for a device token (the code alone when refused). */
const me = async (token: string) => t.post<Omit<DeviceSession, 'token'>>('/device/me', {}, { token });

describe('device login', () => {
  it.each(DEVICE_KINDS)(
    'signs a %s in (account in any case); its session names the device and its store',
    async (kind) => {
      const m = await merchant();
      const d = await addDevice(t, m.token, { kind, storeId: m.storeId, account: uniqueAccount('Login') });
      const res = await t.post<DeviceSession>('/device/login', {
        account: d.account.toUpperCase(),
        password: DEVICE_PASSWORD,
      });
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({ deviceId: d.id, kind, storeId: m.storeId, storeName: 'Harbour Café' });
      expect(res.data.token).toEqual(expect.any(String));
      const mine = await me(res.data.token);
      expect(mine.data).toEqual({ deviceId: d.id, kind, storeId: m.storeId, storeName: 'Harbour Café' });
      // The back office shows when the device was last seen.
      const row = await t.post<DeviceRow>('/device/detail', { id: d.id }, { token: m.token });
      expect(row.data.lastSeenAt).not.toBeNull();
    },
  );

  it('refuses an unknown account (20096), a wrong password (20101), a frozen (20098) or unavailable (20081) device', async () => {
    const m = await merchant();
    const d = await addDevice(t, m.token, { storeId: m.storeId });
    expect((await t.post('/device/login', { account: uniqueAccount(), password: DEVICE_PASSWORD })).code).toBe(
      Err.ACCOUNT_MISSING,
    );
    expect((await t.post('/device/login', { account: d.account, password: 'Wrong1234!' })).code).toBe(
      Err.ACCOUNT_PASSWORD_WRONG,
    );
    expect((await t.post('/device/login', { account: '', password: '' })).code).toBe(Err.PARAM);
    await t.post('/device/setStatus', { id: d.id, status: 'frozen' }, { token: m.token });
    expect((await t.post('/device/login', { account: d.account, password: DEVICE_PASSWORD })).code).toBe(
      Err.ACCOUNT_DISABLED,
    );
    // The state is told only to whoever knows the password.
    expect((await t.post('/device/login', { account: d.account, password: 'Wrong1234!' })).code).toBe(
      Err.ACCOUNT_PASSWORD_WRONG,
    );
    await t.post('/device/save', { ...d, status: 'normal', available: false }, { token: m.token });
    expect((await t.post('/device/login', { account: d.account, password: DEVICE_PASSWORD })).code).toBe(
      Err.DISABLED_CONTACT_ADMIN,
    );
    await t.post('/device/save', { ...d, available: true }, { token: m.token });
    expect((await t.post('/device/login', { account: d.account, password: DEVICE_PASSWORD })).code).toBe(200);
  });

  it('refuses the devices of a disabled merchant', async () => {
    const m = await merchant();
    const { token, device } = await newDeviceSession(t, m.token, { storeId: m.storeId });
    await t.db.update(tenants).set({ status: 'disabled' }).where(eq(tenants.id, m.user.tenantId));
    expect((await me(token)).code).toBe(Err.TENANT_DISABLED);
    expect((await t.post('/device/login', { account: device.account, password: DEVICE_PASSWORD })).code).toBe(
      Err.TENANT_DISABLED,
    );
  });

  it('locks an account after too many failures (20025), whatever the password then', async () => {
    const m = await merchant();
    const d = await addDevice(t, m.token, { storeId: m.storeId });
    for (let i = 0; i < t.config.login.lockAfter; i++) {
      const res = await t.post('/device/login', { account: d.account, password: `Wrong${i}xyz!` });
      expect(res.code).toBe(Err.ACCOUNT_PASSWORD_WRONG);
    }
    const locked = await t.post('/device/login', { account: d.account, password: DEVICE_PASSWORD });
    expect(locked.code).toBe(Err.LOGIN_LOCKED);
    // Another device is not affected.
    const other = await addDevice(t, m.token, { storeId: m.storeId });
    expect((await t.post('/device/login', { account: other.account, password: DEVICE_PASSWORD })).code).toBe(200);
  });
});

describe('device sessions', () => {
  it('/device/me is for devices only: back-office sessions answer 20041, no token 401, the kind must match', async () => {
    const m = await merchant();
    expect((await me(m.token)).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/device/me', {})).code).toBe(Err.TOKEN_MISSING);
    // A device session cannot use the back-office device pages.
    const { token } = await newDeviceSession(t, m.token, { storeId: m.storeId, kind: 'kitchen' });
    expect((await t.post('/device/list', { kind: 'kitchen' }, { token })).code).toBe(Err.NO_PERMISSION);
    expect((await me(token)).code).toBe(200);
  });

  it('/device/logout ends the screen’s own session only; back-office sessions cannot use it', async () => {
    const m = await merchant();
    const one = await newDeviceSession(t, m.token, { storeId: m.storeId, kind: 'kitchen' });
    const other = await newDeviceSession(t, m.token, { storeId: m.storeId, kind: 'customer' });
    expect((await t.post('/device/logout', {}, { token: m.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/device/logout', {}, { token: one.token })).code).toBe(200);
    expect((await me(one.token)).code).toBe(Err.TOKEN_UNKNOWN);
    expect((await me(other.token)).code).toBe(200);
    expect((await me(m.token)).code).toBe(Err.NO_PERMISSION);
  });

  it('ends the sessions on a password change (234); the new password signs in, the old one not', async () => {
    const m = await merchant();
    const { token, device } = await newDeviceSession(t, m.token, { storeId: m.storeId });
    // Edits that keep the password, store and state keep the session.
    await t.post('/device/save', { ...device, name: 'Renamed kiosk' }, { token: m.token });
    expect((await me(token)).code).toBe(200);
    await t.post('/device/save', { ...device, password: 'NewPass123!' }, { token: m.token });
    expect((await me(token)).code).toBe(Err.TOKEN_UNKNOWN);
    expect((await t.post('/device/login', { account: device.account, password: DEVICE_PASSWORD })).code).toBe(
      Err.ACCOUNT_PASSWORD_WRONG,
    );
    expect((await deviceLogin(t, device.account, 'NewPass123!')).deviceId).toBe(device.id);
  });

  it('ends the sessions on freezing (setStatus or save) and on making unavailable', async () => {
    const m = await merchant();
    const a = await newDeviceSession(t, m.token, { storeId: m.storeId });
    await t.post('/device/setStatus', { id: a.device.id, status: 'frozen' }, { token: m.token });
    expect((await me(a.token)).code).toBe(Err.TOKEN_UNKNOWN);

    const b = await newDeviceSession(t, m.token, { storeId: m.storeId, kind: 'customer' });
    await t.post('/device/save', { ...b.device, status: 'frozen' }, { token: m.token });
    expect((await me(b.token)).code).toBe(Err.TOKEN_UNKNOWN);

    const c = await newDeviceSession(t, m.token, { storeId: m.storeId, kind: 'kitchen' });
    await t.post('/device/save', { ...c.device, available: false }, { token: m.token });
    expect((await me(c.token)).code).toBe(Err.TOKEN_UNKNOWN);
  });

  it('ends the sessions on a store change; the new session names the new store', async () => {
    const m = await merchant();
    const second = await addStore(t, m.user.tenantId, { name: 'Dock Road' });
    const { token, device } = await newDeviceSession(t, m.token, { storeId: m.storeId });
    await t.post('/device/save', { ...device, storeId: second }, { token: m.token });
    expect((await me(token)).code).toBe(Err.TOKEN_UNKNOWN);
    const again = await deviceLogin(t, device.account);
    expect(again).toMatchObject({ storeId: second, storeName: 'Dock Road' });
  });

  it('ends the sessions on deletion; the account is then unknown (20096) and free again', async () => {
    const m = await merchant();
    const { token, device } = await newDeviceSession(t, m.token, { storeId: m.storeId });
    expect((await t.post('/device/delete', { id: device.id }, { token: m.token })).code).toBe(200);
    expect((await me(token)).code).toBe(Err.TOKEN_UNKNOWN);
    expect((await t.post('/device/login', { account: device.account, password: DEVICE_PASSWORD })).code).toBe(
      Err.ACCOUNT_MISSING,
    );
    expect((await addDevice(t, m.token, { storeId: m.storeId, account: device.account })).account).toBe(device.account);
  });

  it('refuses a live session whose device was frozen (20098), made unavailable (20081) or removed (20096) behind it', async () => {
    // Written straight to the table: the API ends the sessions first, this checks the resolver's own guard.
    const m = await merchant();
    const { token, device } = await newDeviceSession(t, m.token, { storeId: m.storeId });
    const where = and(eq(devices.tenantId, m.user.tenantId), eq(devices.id, device.id));
    await t.db.update(devices).set({ status: 'frozen' }).where(where);
    expect((await me(token)).code).toBe(Err.ACCOUNT_DISABLED);
    await t.db.update(devices).set({ status: 'normal', available: false }).where(where);
    expect((await me(token)).code).toBe(Err.DISABLED_CONTACT_ADMIN);
    await t.db.delete(devices).where(where);
    expect((await me(token)).code).toBe(Err.ACCOUNT_MISSING);
  });
});

describe('stores with devices', () => {
  it('refuses to delete a store while it has devices (1016), allows it once they are gone', async () => {
    const m = await merchant();
    const second = await addStore(t, m.user.tenantId, { name: 'Dock Road' });
    const d = await addDevice(t, m.token, { storeId: second, kind: 'kitchen' });
    const refused = await t.post('/store/delete', { id: second }, { token: m.token });
    expect(refused).toMatchObject({ code: Err.SHOP_IN_USE, data: { usedBy: 'devices' } });
    expect((await t.post('/device/detail', { id: d.id }, { token: m.token })).code).toBe(200);
    await t.post('/device/delete', { id: d.id }, { token: m.token });
    expect((await t.post('/store/delete', { id: second }, { token: m.token })).code).toBe(200);
  });

  it("counts only the merchant's own devices", async () => {
    const a = await merchant();
    const b = await merchant();
    const bSecond = await addStore(t, b.user.tenantId);
    await addDevice(t, a.token, { storeId: a.storeId });
    expect((await t.post('/store/delete', { id: bSecond }, { token: b.token })).code).toBe(200);
    const staff = await newStaffSession(t, a.user.tenantId, { menuCodes: [Menu.DEVICES] });
    expect((await t.post('/store/delete', { id: a.storeId }, { token: staff.token })).code).toBe(Err.NO_PERMISSION);
  });
});
