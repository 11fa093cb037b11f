import { Err, type MyPermissions, type StaffRow } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addRole, addStaff, addStore, login, saveStaff } from '../../../test/factories';
import { firstStoreId, newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';
import { userStores, users } from '../../db/schema';

const t = await startTestApp();

type List = { list: StaffRow[]; total: number };

/** A merchant with two stores, a role, and staff in store A, in store B, in both, and in every store. */
async function twoStores() {
  const boss = await newTenant(t);
  const tenantId = boss.user.tenantId;
  const storeA = await firstStoreId(t, tenantId);
  const storeB = await addStore(t, tenantId, { name: 'Store B' });
  const role = await addRole(t, boss.token, { menuCodes: [5] });
  const staff = (name: string, storeIds: number[] | 'all') =>
    addStaff(t, boss.token, {
      name,
      roleId: role.id,
      allStores: storeIds === 'all',
      storeIds: storeIds === 'all' ? [] : storeIds,
    });
  return {
    boss,
    tenantId,
    storeA,
    storeB,
    role,
    inA: await staff('In A', [storeA]),
    inB: await staff('In B', [storeB]),
    inBoth: await staff('In Both', [storeA, storeB]),
    everywhere: await staff('Everywhere', 'all'),
  };
}

describe('menu permissions', () => {
  it('refuses a staff user without code 5 on staff and roles, and without code 6 on time cards (20041)', async () => {
    const boss = await newTenant(t);
    const noStaff = await newStaffSession(t, boss.user.tenantId, { menuCodes: [1, 6] });
    for (const path of ['/staff/list', '/staff/detail', '/staff/save', '/staff/delete', '/staff/updatePwd']) {
      expect((await t.post(path, { id: boss.user.id }, { token: noStaff.token })).code).toBe(Err.NO_PERMISSION);
    }
    for (const path of ['/staff/setStatus', '/staff/options', '/role/list', '/role/save', '/role/delete']) {
      expect((await t.post(path, { id: 1 }, { token: noStaff.token })).code).toBe(Err.NO_PERMISSION);
    }
    expect((await t.post('/timeCard/list', {}, { token: noStaff.token })).code).toBe(200);
    const noTime = await newStaffSession(t, boss.user.tenantId, { menuCodes: [5] });
    for (const path of ['/timeCard/list', '/timeCard/save', '/timeCard/delete', '/staffWorkCount/list']) {
      expect((await t.post(path, {}, { token: noTime.token })).code).toBe(Err.NO_PERMISSION);
    }
    expect((await t.post('/staffWorkCount/export', {}, { token: noTime.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/staff/list', {})).code).toBe(Err.TOKEN_MISSING);
  });

  it('applies a role change on the next request, not the next login', async () => {
    const { boss, role, inA } = await twoStores();
    const token = await login(t, inA.email);
    expect((await t.post('/staff/list', {}, { token })).code).toBe(200);
    const perms = await t.post<MyPermissions>('/staff/permissions', {}, { token });
    expect(perms.data).toMatchObject({ isBoss: false, menuCodes: [5] });
    await t.post('/role/save', { id: role.id, name: role.name, menuCodes: [1] }, { token: boss.token });
    expect((await t.post('/staff/list', {}, { token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post<MyPermissions>('/staff/permissions', {}, { token })).data.menuCodes).toEqual([1]);
    // Moving the staff member to another role works the same way.
    const timeRole = await addRole(t, boss.token, { menuCodes: [5, 6] });
    await saveStaff(t, boss.token, {
      id: inA.id,
      email: inA.email,
      roleId: timeRole.id,
      allStores: false,
      storeIds: inA.stores.map((s) => s.id),
      password: undefined,
    });
    expect((await t.post('/staffWorkCount/list', { from: '2024-01-01', to: '2024-01-31' }, { token })).code).toBe(200);
  });

  it('answers the caller’s own permissions to any signed-in user', async () => {
    const boss = await newTenant(t);
    const mine = await t.post<MyPermissions>('/staff/permissions', {}, { token: boss.token });
    expect(mine.data).toMatchObject({ isBoss: true, storeIds: 'all' });
    expect(mine.data.menuCodes).toContain(129);
    expect(mine.data.appPermissions).toMatchObject({
      sale: true,
      refund: true,
      discountLimits: { productDiscount: { maxAmount: null, maxPercent: null } },
    });
    const storeA = await firstStoreId(t, boss.user.tenantId);
    const none = await newStaffSession(t, boss.user.tenantId, { menuCodes: [], storeIds: [storeA] });
    const theirs = await t.post<MyPermissions>('/staff/permissions', {}, { token: none.token });
    expect(theirs.data).toMatchObject({ isBoss: false, menuCodes: [], storeIds: [storeA] });
    expect(theirs.data.appPermissions.sale).toBe(false);
  });
});

describe('store binding', () => {
  it('a user bound to store A sees staff sharing a store with them; store B’s staff are missing (20037)', async () => {
    const m = await twoStores();
    const userA = await newStaffSession(t, m.tenantId, { menuCodes: [5], storeIds: [m.storeA] });
    const list = await t.post<List>('/staff/list', { pageSize: 50 }, { token: userA.token });
    const seen = list.data.list.map((r) => r.id);
    expect(seen).toEqual(expect.arrayContaining([m.inA.id, m.inBoth.id, m.everywhere.id, m.boss.user.id]));
    expect(seen).not.toContain(m.inB.id);
    // Store B's name is not told: the staff member of both stores shows store A only.
    expect(list.data.list.find((r) => r.id === m.inBoth.id)?.stores).toEqual([{ id: m.storeA, name: 'Harbour Café' }]);
    expect((await t.post<List>('/staff/list', { storeId: m.storeB }, { token: userA.token })).data.total).toBe(0);

    for (const [path, body] of [
      ['/staff/detail', { id: m.inB.id }],
      ['/staff/save', { id: m.inB.id, name: 'x', email: m.inB.email, roleId: m.role.id, allStores: true }],
      ['/staff/updatePwd', { id: m.inB.id, password: 'Pass12345', confirmPassword: 'Pass12345' }],
      ['/staff/setStatus', { id: m.inB.id, status: 'frozen' }],
    ] as const) {
      expect((await t.post(path, body, { token: userA.token })).code).toBe(Err.NO_DATA);
    }
    // Nothing was changed; deleting is the owner's alone (20055 before anything else).
    expect((await t.post('/staff/delete', { id: m.inB.id }, { token: userA.token })).code).toBe(Err.CANNOT_DELETE);
    const [row] = await t.db.select().from(users).where(eq(users.id, m.inB.id));
    expect(row.status).toBe('normal');
  });

  it('a user bound to store A edits only staff whose stores they all see (20041) and binds only store A (20037)', async () => {
    const m = await twoStores();
    const userA = await newStaffSession(t, m.tenantId, { menuCodes: [5], storeIds: [m.storeA] });
    const rows = (await t.post<List>('/staff/list', { pageSize: 50 }, { token: userA.token })).data.list;
    expect(rows.find((r) => r.id === m.inA.id)?.canEdit).toBe(true);
    expect(rows.find((r) => r.id === m.inBoth.id)?.canEdit).toBe(false);
    expect(rows.find((r) => r.id === m.everywhere.id)?.canEdit).toBe(false);
    // Taking over the password of someone who works in more stores would widen the caller's reach.
    for (const target of [m.inBoth, m.everywhere]) {
      const pwd = { id: target.id, password: 'Pass12345', confirmPassword: 'Pass12345' };
      expect((await t.post('/staff/updatePwd', pwd, { token: userA.token })).code).toBe(Err.NO_PERMISSION);
      const save = { id: target.id, email: target.email, roleId: m.role.id, allStores: false, storeIds: [m.storeA] };
      expect((await saveStaff(t, userA.token, { ...save, password: undefined })).code).toBe(Err.NO_PERMISSION);
    }
    const base = { roleId: m.role.id, allStores: false };
    expect((await saveStaff(t, userA.token, { ...base, storeIds: [m.storeB] })).code).toBe(Err.NO_DATA);
    expect((await saveStaff(t, userA.token, { ...base, storeIds: [m.storeA, m.storeB] })).code).toBe(Err.NO_DATA);
    expect((await saveStaff(t, userA.token, { ...base, allStores: true })).code).toBe(Err.NO_DATA);
    const created = await saveStaff(t, userA.token, { ...base, storeIds: [m.storeA] });
    expect(created.code).toBe(200);
    const edited = await saveStaff(t, userA.token, {
      ...base,
      id: m.inA.id,
      email: m.inA.email,
      storeIds: [m.storeA],
      name: 'Still In A',
      password: undefined,
    });
    expect(edited.data.name).toBe('Still In A');
    const bound = await t.db.select().from(userStores).where(eq(userStores.userId, created.data.id));
    expect(bound.map((b) => b.storeId)).toEqual([m.storeA]);
  });

  it('store binding changes apply on the next request', async () => {
    const m = await twoStores();
    const token = await login(t, m.inA.email);
    expect((await t.post('/staff/detail', { id: m.inB.id }, { token })).code).toBe(Err.NO_DATA);
    await saveStaff(t, m.boss.token, {
      id: m.inA.id,
      email: m.inA.email,
      roleId: m.role.id,
      allStores: false,
      storeIds: [m.storeB],
      password: undefined,
    });
    expect((await t.post('/staff/detail', { id: m.inB.id }, { token })).code).toBe(200);
    expect((await t.post<MyPermissions>('/staff/permissions', {}, { token })).data.storeIds).toEqual([m.storeB]);
  });

  it('a user bound to no store sees no staff', async () => {
    const m = await twoStores();
    const none = await newStaffSession(t, m.tenantId, { menuCodes: [5], storeIds: [] });
    expect((await t.post<List>('/staff/list', {}, { token: none.token })).data).toEqual({ list: [], total: 0 });
  });
});

describe('other merchants', () => {
  it('another merchant’s staff and roles are missing (20037, 20052)', async () => {
    const a = await twoStores();
    const b = await newTenant(t);
    const bRole = await addRole(t, b.token);
    const ids = (await t.post<List>('/staff/list', { pageSize: 50 }, { token: b.token })).data.list.map((r) => r.id);
    expect(ids).toEqual([b.user.id]);
    for (const [path, body] of [
      ['/staff/detail', { id: a.inA.id }],
      ['/staff/save', { id: a.inA.id, name: 'x', email: a.inA.email, roleId: bRole.id, allStores: true }],
      ['/staff/updatePwd', { id: a.inA.id, password: 'Pass12345', confirmPassword: 'Pass12345' }],
      ['/staff/setStatus', { id: a.inA.id, status: 'frozen' }],
      ['/staff/delete', { id: a.inA.id }],
      ['/staff/delete', { id: a.boss.user.id }],
    ] as const) {
      expect((await t.post(path, body, { token: b.token })).code).toBe(Err.NO_DATA);
    }
    // Their role cannot be given to one's own staff, read, changed or deleted.
    expect((await saveStaff(t, b.token, { roleId: a.role.id })).code).toBe(Err.ROLE_INFO_MISSING);
    expect((await t.post('/role/detail', { id: a.role.id }, { token: b.token })).code).toBe(Err.ROLE_INFO_MISSING);
    expect((await t.post('/role/delete', { id: a.role.id }, { token: b.token })).code).toBe(Err.ROLE_INFO_MISSING);
    expect((await t.post('/role/save', { id: a.role.id, name: 'Mine' }, { token: b.token })).code).toBe(
      Err.ROLE_INFO_MISSING,
    );
  });
});
