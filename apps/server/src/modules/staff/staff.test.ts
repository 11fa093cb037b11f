import { Err, type StaffRow } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addRole, addStaff, addStore, login, STAFF_PASSWORD, saveStaff } from '../../../test/factories';
import {
  DEFAULT_PASSWORD,
  firstStoreId,
  newStaffSession,
  newTenant,
  startTestApp,
  uniqueEmail,
} from '../../../test/support/test-app';
import { sessions, timeCards, users } from '../../db/schema';
import { createSession } from '../../platform/sessions';

// Staff with an unfinished shift, as the sales module will report them through the reference registry.
const onShift = new Set<number>();
const inOtherUse = new Set<number>();
const t = await startTestApp({
  extraRoutes: (_app, deps) => {
    deps.references.register('staff', 'shifts', async (_ctx, id) => onShift.has(id));
    deps.references.register('staff', 'orders', async (_ctx, id) => inOtherUse.has(id));
  },
});

type List = { list: StaffRow[]; total: number };

/** A merchant with a role holding codes 5 and 6, and its first store. */
async function merchant() {
  const boss = await newTenant(t);
  const storeA = await firstStoreId(t, boss.user.tenantId);
  const role = await addRole(t, boss.token);
  return { boss, storeA, role, tenantId: boss.user.tenantId };
}

/** Sessions of every kind for a user: a back-office login plus a POS app and a device session. */
async function allKindsOfSessions(tenantId: number, userId: number, email: string, password = STAFF_PASSWORD) {
  return [
    await login(t, email, password),
    await createSession(t.db, t.config, { tenantId, userId }, 'app'),
    await createSession(t.db, t.config, { tenantId, userId }, 'device'),
  ];
}

const sessionsOf = (tenantId: number, userId: number) =>
  t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId)));

describe('staff save', () => {
  it('creates a staff member who signs in with e-mail and password and holds the role’s menu codes', async () => {
    const { boss, storeA, role } = await merchant();
    const email = uniqueEmail('cook');
    const res = await saveStaff(t, boss.token, {
      name: 'Chris Cook',
      email: email.toUpperCase(),
      areaCode: '+44',
      phone: '07700900999',
      roleId: role.id,
      allStores: false,
      storeIds: [storeA, storeA],
      account: 'chris.cook',
      pin: '4821',
      available: false,
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Chris Cook',
      email,
      areaCode: '44',
      phone: '7700900999',
      account: 'chris.cook',
      roleId: role.id,
      roleName: role.name,
      isBoss: false,
      available: false,
      allStores: false,
      stores: [{ id: storeA, name: 'Harbour Café' }],
      status: 'normal',
      hasPin: true,
      canEdit: true,
      canDelete: true,
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, res.data.id));
    expect(stored.pinHash).toMatch(/^\$argon2id\$/);
    expect(stored.activated).toBe(true);
    const signedIn = await t.post<{ user: { permissions: number[]; isBoss: boolean } }>('/login/login', {
      email,
      password: STAFF_PASSWORD,
    });
    expect(signedIn.code).toBe(200);
    expect(signedIn.data.user).toMatchObject({ permissions: [5, 6], isBoss: false });
  });

  it('answers the rules’ codes: role missing 20052, no store 20076, password empty 20016 or 8-16 20018', async () => {
    const { boss, role, storeA } = await merchant();
    expect((await saveStaff(t, boss.token, { roleId: undefined })).code).toBe(Err.ROLE_INFO_MISSING);
    expect((await saveStaff(t, boss.token, { roleId: 999_999 })).code).toBe(Err.ROLE_INFO_MISSING);
    const noStore = await saveStaff(t, boss.token, { roleId: role.id, allStores: false, storeIds: [] });
    expect(noStore.code).toBe(Err.STORE_EMPTY);
    expect((noStore.data as unknown as { issues: { path: string }[] }).issues[0].path).toBe('storeIds');
    expect((await saveStaff(t, boss.token, { roleId: role.id, password: undefined })).code).toBe(Err.PASSWORD_EMPTY);
    expect((await saveStaff(t, boss.token, { roleId: role.id, password: 'Short1!' })).code).toBe(
      Err.PASSWORD_NON_COMPLIANT,
    );
    expect((await saveStaff(t, boss.token, { roleId: role.id, password: 'x'.repeat(17) })).code).toBe(
      Err.PASSWORD_NON_COMPLIANT,
    );
    expect((await saveStaff(t, boss.token, { roleId: role.id, email: '' })).code).toBe(Err.EMAIL_EMPTY);
    expect((await saveStaff(t, boss.token, { roleId: role.id, email: 'nope' })).code).toBe(Err.EMAIL_FORMAT);
    expect((await saveStaff(t, boss.token, { roleId: role.id, account: 'short' })).code).toBe(Err.PARAM);
    expect((await saveStaff(t, boss.token, { roleId: role.id, pin: '12a4' })).code).toBe(Err.PARAM);
    expect((await saveStaff(t, boss.token, { roleId: role.id, pin: '1234567' })).code).toBe(Err.PARAM);
    expect((await saveStaff(t, boss.token, { roleId: role.id, name: ' ' })).code).toBe(Err.PARAM);
    // A store of no one's (or another merchant's) is "missing".
    const other = await newTenant(t);
    const otherStore = await firstStoreId(t, other.user.tenantId);
    expect((await saveStaff(t, boss.token, { roleId: role.id, allStores: false, storeIds: [otherStore] })).code).toBe(
      Err.NO_DATA,
    );
    expect(
      (await saveStaff(t, boss.token, { roleId: role.id, allStores: false, storeIds: [storeA, 999_999] })).code,
    ).toBe(Err.NO_DATA);
  });

  it('keeps e-mail unique across merchants (20071) and account names unique in the merchant (20074)', async () => {
    const a = await merchant();
    const b = await merchant();
    const first = await addStaff(t, a.boss.token, { roleId: a.role.id, account: 'Front.Desk1' });
    expect((await saveStaff(t, a.boss.token, { roleId: a.role.id, email: first.email })).code).toBe(
      Err.EMAIL_OR_ACCOUNT_REGISTERED,
    );
    expect((await saveStaff(t, b.boss.token, { roleId: b.role.id, email: first.email })).code).toBe(
      Err.EMAIL_OR_ACCOUNT_REGISTERED,
    );
    // The boss's login address is taken too.
    expect((await saveStaff(t, a.boss.token, { roleId: a.role.id, email: b.boss.email })).code).toBe(
      Err.EMAIL_OR_ACCOUNT_REGISTERED,
    );
    expect((await saveStaff(t, a.boss.token, { roleId: a.role.id, account: 'front.desk1' })).code).toBe(
      Err.ACCOUNT_DUPLICATE,
    );
    // Another merchant may use the same account name; saving a record with its own name and e-mail is fine.
    expect((await saveStaff(t, b.boss.token, { roleId: b.role.id, account: 'front.desk1' })).code).toBe(200);
    const again = await saveStaff(t, a.boss.token, {
      id: first.id,
      roleId: a.role.id,
      email: first.email,
      account: 'FRONT.desk1',
      password: undefined,
    });
    expect(again.code).toBe(200);
    expect(again.data.account).toBe('FRONT.desk1');
    // Renaming onto someone else's account name is refused as well.
    const second = await addStaff(t, a.boss.token, { roleId: a.role.id, account: 'back.office' });
    const clash = await saveStaff(t, a.boss.token, {
      id: second.id,
      roleId: a.role.id,
      email: second.email,
      account: 'front.desk1',
    });
    expect(clash.code).toBe(Err.ACCOUNT_DUPLICATE);
  });

  it('keeps PINs unique in the merchant (1003); a PIN can be kept, changed or removed', async () => {
    const a = await merchant();
    const b = await merchant();
    const first = await addStaff(t, a.boss.token, { roleId: a.role.id, pin: '2468' });
    const taken = await saveStaff(t, a.boss.token, { roleId: a.role.id, pin: '2468' });
    expect(taken.code).toBe(Err.CODE_REPEATED);
    expect((await saveStaff(t, b.boss.token, { roleId: b.role.id, pin: '2468' })).code).toBe(200);
    const base = { id: first.id, roleId: a.role.id, email: first.email, password: undefined };
    // Its own PIN again is no clash; absent keeps it; null removes it and frees it for others.
    expect((await saveStaff(t, a.boss.token, { ...base, pin: '2468' })).data.hasPin).toBe(true);
    expect((await saveStaff(t, a.boss.token, { ...base, name: 'Renamed' })).data.hasPin).toBe(true);
    expect((await saveStaff(t, a.boss.token, { ...base, pin: null })).data.hasPin).toBe(false);
    expect((await saveStaff(t, a.boss.token, { roleId: a.role.id, pin: '2468' })).code).toBe(200);
  });

  it('replaces the profile on edit and leaves password, PIN and status alone when absent', async () => {
    const { boss, role, storeA, tenantId } = await merchant();
    const storeB = await addStore(t, tenantId);
    const staff = await addStaff(t, boss.token, { roleId: role.id, pin: '1357', account: 'keeper.one' });
    const token = await login(t, staff.email);
    const res = await saveStaff(t, boss.token, {
      id: staff.id,
      name: 'Kept Keeper',
      email: staff.email,
      roleId: role.id,
      allStores: false,
      storeIds: [storeB],
      password: undefined,
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ name: 'Kept Keeper', account: null, allStores: false, hasPin: true });
    expect(res.data.stores.map((s) => s.id)).toEqual([storeB]);
    // The session lives on: neither the password nor the status changed.
    expect((await t.post('/staff/list', {}, { token })).code).toBe(200);
    expect(storeA).not.toBe(storeB);
  });
});

describe('the boss rules (§6)', () => {
  it('the owner keeps the owner role (20049) and nobody else gets it (20051)', async () => {
    const { boss, role } = await merchant();
    const bossRow = (await t.post<StaffRow>('/staff/detail', { id: boss.user.id }, { token: boss.token })).data;
    expect(bossRow).toMatchObject({ isBoss: true, allStores: true, canEdit: true, canDelete: false });
    const base = { id: boss.user.id, email: boss.email, password: undefined };
    expect((await saveStaff(t, boss.token, { ...base, roleId: role.id })).code).toBe(Err.BOSS_EMPLOYEE_ROLE_FIXED);
    const renamed = await saveStaff(t, boss.token, { ...base, roleId: bossRow.roleId, name: 'Ana Owner' });
    expect(renamed.code).toBe(200);
    expect(renamed.data).toMatchObject({ name: 'Ana Owner', isBoss: true, allStores: true });
    // The owner's status stays normal.
    expect((await saveStaff(t, boss.token, { ...base, roleId: bossRow.roleId, status: 'frozen' })).code).toBe(
      Err.NO_PERMISSION,
    );
    expect(
      (await t.post('/staff/setStatus', { id: boss.user.id, status: 'inactive' }, { token: boss.token })).code,
    ).toBe(Err.NO_PERMISSION);
    expect((await saveStaff(t, boss.token, { roleId: bossRow.roleId })).code).toBe(Err.BOSS_ROLE_NOT_ASSIGNABLE);
    const staff = await addStaff(t, boss.token, { roleId: role.id });
    expect((await saveStaff(t, boss.token, { id: staff.id, email: staff.email, roleId: bossRow.roleId })).code).toBe(
      Err.BOSS_ROLE_NOT_ASSIGNABLE,
    );
  });

  it('ordinary employees cannot change the owner (20054) or delete anyone (20055); the owner is not deleted (20050)', async () => {
    const { boss, role, tenantId } = await merchant();
    const manager = await newStaffSession(t, tenantId, { menuCodes: [5, 6] });
    const bossRow = (await t.post<List>('/staff/list', {}, { token: manager.token })).data.list.find((r) => r.isBoss);
    expect(bossRow).toMatchObject({ id: boss.user.id, canEdit: false, canDelete: false });
    const edit = { id: boss.user.id, email: boss.email, roleId: bossRow?.roleId, name: 'Taken Over' };
    expect((await saveStaff(t, manager.token, { ...edit, password: undefined })).code).toBe(Err.BOSS_INFO_NOT_EDITABLE);
    const pwd = { id: boss.user.id, password: 'Hijacked123', confirmPassword: 'Hijacked123' };
    expect((await t.post('/staff/updatePwd', pwd, { token: manager.token })).code).toBe(Err.BOSS_INFO_NOT_EDITABLE);
    const freeze = { id: boss.user.id, status: 'frozen' };
    expect((await t.post('/staff/setStatus', freeze, { token: manager.token })).code).toBe(Err.BOSS_INFO_NOT_EDITABLE);
    const staff = await addStaff(t, boss.token, { roleId: role.id });
    expect((await t.post('/staff/delete', { id: staff.id }, { token: manager.token })).code).toBe(Err.CANNOT_DELETE);
    expect((await t.post('/staff/delete', { id: boss.user.id }, { token: manager.token })).code).toBe(
      Err.CANNOT_DELETE,
    );
    expect((await t.post('/staff/delete', { id: boss.user.id }, { token: boss.token })).code).toBe(
      Err.BOSS_EMPLOYEE_CANNOT_DELETE,
    );
    // An ordinary employee with code 5 does edit ordinary staff.
    const ok = await saveStaff(t, manager.token, {
      id: staff.id,
      email: staff.email,
      roleId: role.id,
      name: 'Edited',
      password: undefined,
    });
    expect(ok.code).toBe(200);
    expect(ok.data.canDelete).toBe(false);
    expect((await t.post('/login/login', { email: boss.email, password: DEFAULT_PASSWORD })).code).toBe(200);
  });
});

describe('delete staff', () => {
  it('deletes the staff member with their sessions, stores and time cards', async () => {
    const { boss, role, storeA, tenantId } = await merchant();
    const staff = await addStaff(t, boss.token, { roleId: role.id, allStores: false, storeIds: [storeA] });
    const [token] = await allKindsOfSessions(tenantId, staff.id, staff.email);
    await t.db.insert(timeCards).values({
      tenantId,
      storeId: storeA,
      userId: staff.id,
      startedAt: new Date('2024-02-01T09:00:00Z'),
      endedAt: new Date('2024-02-01T17:00:00Z'),
    });
    expect((await t.post('/staff/delete', { id: staff.id }, { token: boss.token })).code).toBe(200);
    expect((await t.post('/staff/detail', { id: staff.id }, { token: boss.token })).code).toBe(Err.NO_DATA);
    expect((await t.post('/staff/delete', { id: staff.id }, { token: boss.token })).code).toBe(Err.NO_DATA);
    expect(await sessionsOf(tenantId, staff.id)).toHaveLength(0);
    expect(await t.db.select().from(timeCards).where(eq(timeCards.userId, staff.id))).toHaveLength(0);
    expect((await t.post('/staff/list', {}, { token })).code).toBe(Err.TOKEN_UNKNOWN);
  });

  it('refuses staff with an unfinished shift (20088) and staff used elsewhere (20055)', async () => {
    const { boss, role } = await merchant();
    const staff = await addStaff(t, boss.token, { roleId: role.id });
    onShift.add(staff.id);
    const refused = await t.post('/staff/delete', { id: staff.id }, { token: boss.token });
    expect(refused.code).toBe(Err.UNFINISHED_SHIFT);
    onShift.delete(staff.id);
    inOtherUse.add(staff.id);
    const used = await t.post('/staff/delete', { id: staff.id }, { token: boss.token });
    expect(used).toMatchObject({ code: Err.CANNOT_DELETE, data: { reference: 'orders' } });
    inOtherUse.delete(staff.id);
    expect((await t.post('/staff/delete', { id: staff.id }, { token: boss.token })).code).toBe(200);
  });
});

describe('status and password', () => {
  it('inactive and frozen staff are signed out everywhere and cannot sign in (20029, 20081)', async () => {
    const { boss, role, tenantId } = await merchant();
    const staff = await addStaff(t, boss.token, { roleId: role.id });
    const tokens = await allKindsOfSessions(tenantId, staff.id, staff.email);
    const inactive = await t.post<StaffRow>(
      '/staff/setStatus',
      { id: staff.id, status: 'inactive' },
      { token: boss.token },
    );
    expect(inactive.data.status).toBe('inactive');
    expect(await sessionsOf(tenantId, staff.id)).toHaveLength(0);
    expect((await t.post('/staff/list', {}, { token: tokens[0] })).code).toBe(Err.TOKEN_UNKNOWN);
    const login1 = await t.post('/login/login', { email: staff.email, password: STAFF_PASSWORD });
    expect(login1.code).toBe(Err.USER_DISABLED);

    await t.post('/staff/setStatus', { id: staff.id, status: 'frozen' }, { token: boss.token });
    const login2 = await t.post('/login/login', { email: staff.email, password: STAFF_PASSWORD });
    expect(login2.code).toBe(Err.DISABLED_CONTACT_ADMIN);

    // Through the save form as well; back to normal signs in again.
    const normal = await saveStaff(t, boss.token, {
      id: staff.id,
      email: staff.email,
      roleId: role.id,
      status: 'normal',
      password: undefined,
    });
    expect(normal.data.status).toBe('normal');
    const token = await login(t, staff.email);
    await saveStaff(t, boss.token, { id: staff.id, email: staff.email, roleId: role.id, status: 'frozen' });
    expect((await t.post('/staff/list', {}, { token })).code).toBe(Err.TOKEN_UNKNOWN);
    const list = await t.post<List>('/staff/list', { status: 'frozen' }, { token: boss.token });
    expect(list.data.list.map((r) => r.id)).toEqual([staff.id]);
  });

  it('a new password ends every session of the staff member: back office, app and devices', async () => {
    const { boss, role, tenantId } = await merchant();
    const staff = await addStaff(t, boss.token, { roleId: role.id });
    const tokens = await allKindsOfSessions(tenantId, staff.id, staff.email);
    const differ = { id: staff.id, password: 'NewPass1234', confirmPassword: 'NewPass1235' };
    expect((await t.post('/staff/updatePwd', differ, { token: boss.token })).code).toBe(Err.PASSWORDS_DIFFER);
    const short = { id: staff.id, password: 'Np1', confirmPassword: 'Np1' };
    expect((await t.post('/staff/updatePwd', short, { token: boss.token })).code).toBe(Err.PASSWORD_NON_COMPLIANT);
    expect(await sessionsOf(tenantId, staff.id)).toHaveLength(3);
    const ok = { id: staff.id, password: 'NewPass1234', confirmPassword: 'NewPass1234' };
    expect((await t.post('/staff/updatePwd', ok, { token: boss.token })).code).toBe(200);
    expect(await sessionsOf(tenantId, staff.id)).toHaveLength(0);
    expect((await t.post('/staff/list', {}, { token: tokens[0] })).code).toBe(Err.TOKEN_UNKNOWN);
    expect((await t.post('/login/login', { email: staff.email, password: STAFF_PASSWORD })).code).toBe(
      Err.PASSWORD_WRONG,
    );
    // A password sent with the edit form does the same; the boss's own sessions stay.
    await allKindsOfSessions(tenantId, staff.id, staff.email, 'NewPass1234');
    const viaSave = await saveStaff(t, boss.token, {
      id: staff.id,
      email: staff.email,
      roleId: role.id,
      password: 'Third1234',
    });
    expect(viaSave.code).toBe(200);
    expect(await sessionsOf(tenantId, staff.id)).toHaveLength(0);
    expect(await sessionsOf(tenantId, boss.user.id)).toHaveLength(1);
    expect((await t.post('/login/login', { email: staff.email, password: 'Third1234' })).code).toBe(200);
  });
});

describe('list', () => {
  it('filters by store, role, status and keyword, pages and sorts', async () => {
    const { boss, role, storeA, tenantId } = await merchant();
    const storeB = await addStore(t, tenantId);
    const other = await addRole(t, boss.token, { menuCodes: [6] });
    const inA = await addStaff(t, boss.token, {
      name: 'Alice A',
      roleId: role.id,
      allStores: false,
      storeIds: [storeA],
    });
    const inB = await addStaff(t, boss.token, {
      name: 'Bob B',
      roleId: other.id,
      allStores: false,
      storeIds: [storeB],
    });
    const everywhere = await addStaff(t, boss.token, { name: 'Cleo All', roleId: role.id, account: 'cleo.everywhere' });
    await t.post('/staff/setStatus', { id: inB.id, status: 'inactive' }, { token: boss.token });
    const ids = async (body: Record<string, unknown>) =>
      (await t.post<List>('/staff/list', body, { token: boss.token })).data.list.map((r) => r.id);
    expect(await ids({})).toEqual([inA.id, boss.user.id, inB.id, everywhere.id]); // Alice, Ana, Bob, Cleo
    expect(await ids({ storeId: storeA })).toEqual([inA.id, boss.user.id, everywhere.id]);
    expect(await ids({ storeId: storeB })).toEqual([boss.user.id, inB.id, everywhere.id]);
    expect(await ids({ roleId: other.id })).toEqual([inB.id]);
    expect(await ids({ status: 'inactive' })).toEqual([inB.id]);
    expect(await ids({ keyword: 'EVERYWHERE' })).toEqual([everywhere.id]);
    expect(await ids({ keyword: '%' })).toEqual([]);
    expect(await ids({ sort: '-name' })).toEqual([everywhere.id, inB.id, boss.user.id, inA.id]);
    const page = await t.post<List>('/staff/list', { page: 2, pageSize: 3 }, { token: boss.token });
    expect(page.data.total).toBe(4);
    expect(page.data.list.map((r) => r.id)).toEqual([everywhere.id]);
    expect((await t.post('/staff/list', { sort: 'password' }, { token: boss.token })).code).toBe(Err.PARAM);
  });

  it('offers the roles and the caller’s stores to the form', async () => {
    const { boss, storeA, tenantId, role } = await merchant();
    const storeB = await addStore(t, tenantId, { name: 'Annex' });
    const all = await t.post<{ roles: { id: number; isBoss: boolean }[]; stores: { id: number }[] }>(
      '/staff/options',
      {},
      { token: boss.token },
    );
    expect(all.data.roles[0].isBoss).toBe(true);
    expect(all.data.roles.map((r) => r.id)).toContain(role.id);
    expect(all.data.stores.map((s) => s.id)).toEqual([storeB, storeA]); // Annex, Harbour Café
    const bound = await newStaffSession(t, tenantId, { menuCodes: [5], storeIds: [storeB] });
    const mine = await t.post<{ stores: { id: number }[] }>('/staff/options', {}, { token: bound.token });
    expect(mine.data.stores.map((s) => s.id)).toEqual([storeB]);
  });
});
