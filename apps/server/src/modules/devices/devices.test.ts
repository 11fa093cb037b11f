import { DEVICE_KINDS, type DeviceRow, Err, Menu } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { addDevice, addStore, DEVICE_PASSWORD, saveDevice, uniqueAccount } from '../../../test/factories';
import { firstStoreId, newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';

const t = await startTestApp();
type List = { list: DeviceRow[]; total: number };

async function merchant() {
  const boss = await newTenant(t);
  return { ...boss, storeId: await firstStoreId(t, boss.user.tenantId) };
}

describe.each(DEVICE_KINDS)('%s devices: create, edit, list, delete', (kind) => {
  it('creates a device, shows it in its own list only, edits and deletes it', async () => {
    const m = await merchant();
    const account = uniqueAccount(kind);
    const created = await saveDevice(t, m.token, { kind, storeId: m.storeId, account, name: ' Till one ' });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({
      kind,
      name: 'Till one',
      account,
      available: true,
      storeId: m.storeId,
      storeName: 'Harbour Café',
      status: 'normal',
      lastSeenAt: null,
    });
    expect(created.data).not.toHaveProperty('passwordHash');
    const detail = await t.post<DeviceRow>('/device/detail', { id: created.data.id }, { token: m.token });
    expect(detail.data).toEqual(created.data);

    const mine = await t.post<List>('/device/list', { kind }, { token: m.token });
    expect(mine.data).toEqual({ list: [created.data], total: 1 });
    for (const other of DEVICE_KINDS.filter((k) => k !== kind)) {
      expect((await t.post<List>('/device/list', { kind: other }, { token: m.token })).data.total).toBe(0);
      // Another kind's page cannot edit it either.
      const cross = await t.post('/device/save', { ...created.data, kind: other }, { token: m.token });
      expect(cross.code).toBe(Err.NO_DATA);
    }

    const edited = await t.post<DeviceRow>(
      '/device/save',
      { id: created.data.id, kind, name: 'Till two', account: `${account}-x`, storeId: m.storeId, available: false },
      { token: m.token },
    );
    expect(edited.code).toBe(200);
    expect(edited.data).toMatchObject({ name: 'Till two', account: `${account}-x`, available: false });
    // No password sent: the old one still signs in once the device is available again.
    await t.post('/device/save', { ...edited.data, available: true }, { token: m.token });
    expect((await t.post('/device/login', { account: `${account}-x`, password: DEVICE_PASSWORD })).code).toBe(200);

    expect((await t.post('/device/delete', { id: created.data.id }, { token: m.token })).code).toBe(200);
    expect((await t.post('/device/detail', { id: created.data.id }, { token: m.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/device/delete', { id: created.data.id }, { token: m.token })).code).toBe(Err.NO_DATA);
  });
});

describe('device rules', () => {
  it('refuses an account taken by any merchant in any case (20074), accepts keeping its own', async () => {
    const a = await merchant();
    const b = await merchant();
    const account = uniqueAccount('Taken');
    const first = await addDevice(t, a.token, { storeId: a.storeId, account });
    const again = await saveDevice(t, b.token, { storeId: b.storeId, account: account.toUpperCase() });
    expect(again.code).toBe(Err.ACCOUNT_DUPLICATE);
    const sameKindOther = await saveDevice(t, a.token, { kind: 'kitchen', storeId: a.storeId, account });
    expect(sameKindOther.code).toBe(Err.ACCOUNT_DUPLICATE);
    const second = await addDevice(t, a.token, { storeId: a.storeId });
    expect((await t.post('/device/save', { ...second, account }, { token: a.token })).code).toBe(Err.ACCOUNT_DUPLICATE);
    const keep = await t.post('/device/save', { ...first, account: account.toLowerCase() }, { token: a.token });
    expect(keep.code).toBe(200);
  });

  it('needs a password on creation (20016), of 8-16 characters without spaces (§5)', async () => {
    const m = await merchant();
    const base = { kind: 'kiosk', account: uniqueAccount(), storeId: m.storeId };
    expect((await t.post('/device/save', base, { token: m.token })).code).toBe(Err.PASSWORD_EMPTY);
    expect((await t.post('/device/save', { ...base, password: '' }, { token: m.token })).code).toBe(Err.PASSWORD_EMPTY);
    expect((await t.post('/device/save', { ...base, password: 'short1!' }, { token: m.token })).code).toBe(
      Err.PASSWORD_NON_COMPLIANT,
    );
    expect((await t.post('/device/save', { ...base, password: 'x'.repeat(17) }, { token: m.token })).code).toBe(
      Err.PASSWORD_NON_COMPLIANT,
    );
    expect((await t.post('/device/save', { ...base, password: 'has space1' }, { token: m.token })).code).toBe(
      Err.PASSWORD_BAD_CHARS,
    );
    expect((await t.post('/device/list', { kind: 'kiosk' }, { token: m.token })).data).toMatchObject({ total: 0 });
  });

  it('checks the account length (8-30) and the kind', async () => {
    const m = await merchant();
    const short = await saveDevice(t, m.token, { storeId: m.storeId, account: 'seven77' });
    expect(short.code).toBe(Err.PARAM);
    expect((await saveDevice(t, m.token, { storeId: m.storeId, account: 'a'.repeat(31) })).code).toBe(Err.PARAM);
    expect((await saveDevice(t, m.token, { storeId: m.storeId, kind: 'printer' as never })).code).toBe(Err.PARAM);
    expect((await t.post('/device/list', {}, { token: m.token })).code).toBe(Err.PARAM);
  });

  it("needs a store of the caller's (20076): none, missing, another merchant's or an unbound one", async () => {
    const m = await merchant();
    const other = await merchant();
    const body = { kind: 'kiosk', account: uniqueAccount(), password: DEVICE_PASSWORD };
    expect((await t.post('/device/save', body, { token: m.token })).code).toBe(Err.PARAM);
    expect((await t.post('/device/save', { ...body, storeId: 99_999_999 }, { token: m.token })).code).toBe(
      Err.STORE_EMPTY,
    );
    expect((await t.post('/device/save', { ...body, storeId: other.storeId }, { token: m.token })).code).toBe(
      Err.STORE_EMPTY,
    );
    const second = await addStore(t, m.user.tenantId);
    const bound = await newStaffSession(t, m.user.tenantId, { menuCodes: [Menu.DEVICES], storeIds: [m.storeId] });
    expect((await t.post('/device/save', { ...body, storeId: second }, { token: bound.token })).code).toBe(
      Err.STORE_EMPTY,
    );
    // Editing cannot move a device to a store of another merchant either.
    const d = await addDevice(t, m.token, { storeId: m.storeId });
    expect((await t.post('/device/save', { ...d, storeId: other.storeId }, { token: m.token })).code).toBe(
      Err.STORE_EMPTY,
    );
  });

  it('freezes and unfreezes through setStatus', async () => {
    const m = await merchant();
    const d = await addDevice(t, m.token, { storeId: m.storeId, kind: 'customer' });
    const frozen = await t.post<DeviceRow>('/device/setStatus', { id: d.id, status: 'frozen' }, { token: m.token });
    expect(frozen.data.status).toBe('frozen');
    const normal = await t.post<DeviceRow>('/device/setStatus', { id: d.id, status: 'normal' }, { token: m.token });
    expect(normal.data.status).toBe('normal');
    expect((await t.post('/device/setStatus', { id: d.id, status: 'gone' }, { token: m.token })).code).toBe(Err.PARAM);
  });
});

describe('device list', () => {
  it('filters by store, status and keyword (account or name), sorts and pages', async () => {
    const m = await merchant();
    const second = await addStore(t, m.user.tenantId, { name: 'Dock Road' });
    const tag = uniqueAccount('list');
    const a = await addDevice(t, m.token, { storeId: m.storeId, account: `${tag}-a`, name: 'Door' });
    const b = await addDevice(t, m.token, { storeId: second, account: `${tag}-b`, name: 'Bar 100%' });
    const c = await addDevice(t, m.token, { storeId: second, account: `${tag}-c`, name: 'Patio', status: 'frozen' });
    const list = async (q: Record<string, unknown>) =>
      (await t.post<List>('/device/list', { kind: 'kiosk', ...q }, { token: m.token })).data;

    expect((await list({})).list.map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect((await list({ storeId: second })).list.map((r) => r.id)).toEqual([c.id, b.id]);
    expect((await list({ status: 'frozen' })).list.map((r) => r.id)).toEqual([c.id]);
    expect((await list({ keyword: `${tag}-A` })).list.map((r) => r.id)).toEqual([a.id]);
    expect((await list({ keyword: 'patio' })).list.map((r) => r.id)).toEqual([c.id]);
    // The keyword's wildcards are plain text.
    expect((await list({ keyword: '100%' })).list.map((r) => r.id)).toEqual([b.id]);
    expect((await list({ keyword: '%' })).list.map((r) => r.id)).toEqual([b.id]);
    expect((await list({ sort: 'account' })).list.map((r) => r.id)).toEqual([a.id, b.id, c.id]);
    expect((await list({ sort: '-account' })).list.map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect((await list({ sort: 'createdAt' })).list.map((r) => r.id)).toEqual([a.id, b.id, c.id]);
    const page2 = await list({ sort: 'account', page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, list: [{ id: c.id, storeName: 'Dock Road' }] });
  });
});

describe('device access', () => {
  it('refuses a session without menu 123 (20041), also for a POS-less staff with other menus', async () => {
    const m = await merchant();
    const d = await addDevice(t, m.token, { storeId: m.storeId });
    const staff = await newStaffSession(t, m.user.tenantId, { menuCodes: [Menu.STORES, Menu.STAFF] });
    const calls: [string, unknown][] = [
      ['/device/list', { kind: 'kiosk' }],
      ['/device/detail', { id: d.id }],
      ['/device/save', { ...d, name: 'Hijack' }],
      ['/device/setStatus', { id: d.id, status: 'frozen' }],
      ['/device/delete', { id: d.id }],
    ];
    for (const [path, body] of calls) {
      expect((await t.post(path, body, { token: staff.token })).code, path).toBe(Err.NO_PERMISSION);
    }
    expect((await t.post<DeviceRow>('/device/detail', { id: d.id }, { token: m.token })).data).toEqual(d);
  });

  it("answers another merchant's device as missing (20037) and lists none of it", async () => {
    const a = await merchant();
    const b = await merchant();
    const d = await addDevice(t, a.token, { storeId: a.storeId });
    const calls: [string, unknown][] = [
      ['/device/detail', { id: d.id }],
      ['/device/save', { ...d, storeId: b.storeId, name: 'Stolen' }],
      ['/device/setStatus', { id: d.id, status: 'frozen' }],
      ['/device/delete', { id: d.id }],
    ];
    for (const [path, body] of calls) {
      expect((await t.post(path, body, { token: b.token })).code, path).toBe(Err.NO_DATA);
    }
    expect((await t.post<List>('/device/list', { kind: 'kiosk' }, { token: b.token })).data.total).toBe(0);
    expect((await t.post<DeviceRow>('/device/detail', { id: d.id }, { token: a.token })).data).toEqual(d);
  });

  it("shows a store-bound staff member their stores' devices only; others answer missing (20037)", async () => {
    const m = await merchant();
    const second = await addStore(t, m.user.tenantId);
    const mine = await addDevice(t, m.token, { storeId: m.storeId });
    const theirs = await addDevice(t, m.token, { storeId: second });
    const bound = await newStaffSession(t, m.user.tenantId, { menuCodes: [Menu.DEVICES], storeIds: [m.storeId] });
    const listed = await t.post<List>('/device/list', { kind: 'kiosk' }, { token: bound.token });
    expect(listed.data).toEqual({ list: [mine], total: 1 });
    const filtered = await t.post<List>('/device/list', { kind: 'kiosk', storeId: second }, { token: bound.token });
    expect(filtered.data.total).toBe(0);
    const calls: [string, unknown][] = [
      ['/device/detail', { id: theirs.id }],
      ['/device/save', { ...theirs, storeId: m.storeId }],
      ['/device/setStatus', { id: theirs.id, status: 'frozen' }],
      ['/device/delete', { id: theirs.id }],
    ];
    for (const [path, body] of calls) {
      expect((await t.post(path, body, { token: bound.token })).code, path).toBe(Err.NO_DATA);
    }
    // Their own store's device they may manage.
    const renamed = await t.post<DeviceRow>('/device/save', { ...mine, name: 'Renamed' }, { token: bound.token });
    expect(renamed.data.name).toBe('Renamed');
    // A staff member bound to no store sees nothing.
    const none = await newStaffSession(t, m.user.tenantId, { menuCodes: [Menu.DEVICES], storeIds: [] });
    expect((await t.post<List>('/device/list', { kind: 'kiosk' }, { token: none.token })).data.total).toBe(0);
  });
});
