// §6: nobody but the owner grants a permission or store they do not hold, changes their own role or stores, or
// reaches (password, PIN, profile, status) someone holding a permission or store they lack. The caller in these
// tests is an attacker holding only the staff-and-roles permission (code 5) in one store.
import {
  ALL_MENU_CODES,
  APP_PERMISSIONS,
  Err,
  type RoleRow,
  type StaffOptions,
  type StaffRow,
} from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addRole, addStaff, addStore, login, saveStaff } from '../../../test/factories';
import { firstStoreId, newTenant, startTestApp } from '../../../test/support/test-app';
import { roles, users } from '../../db/schema';

const t = await startTestApp();

type List<T> = { list: T[]; total: number };

const limit = (maxAmount: string | null, maxPercent: string | null) => ({ maxAmount, maxPercent });
const NONE = limit('0', '0');

/** The attacker's role: code 5; in the POS app sale and product discounts up to 5.00 or 10 %. */
const CLERK = {
  menuCodes: [5],
  appPermissions: {
    sale: true,
    productDiscount: true,
    discountLimits: { productDiscount: limit('5', '10'), discountAtCharge: NONE },
  },
  reportingApp: { productDiscount: limit('5', '10') },
};

/**
 * A merchant with stores A and B; the attacker (CLERK role, store A, signed in), a manager in store A holding more
 * (reports, stores, refunds), and a junior in store A holding less.
 */
async function merchant() {
  const boss = await newTenant(t);
  const tenantId = boss.user.tenantId;
  const storeA = await firstStoreId(t, tenantId);
  const storeB = await addStore(t, tenantId, { name: 'Store B' });
  const clerkRole = await addRole(t, boss.token, { name: 'Clerk', ...CLERK });
  const managerRole = await addRole(t, boss.token, {
    name: 'Manager',
    menuCodes: [1, 5, 7],
    appPermissions: { sale: true, refund: true },
  });
  const juniorRole = await addRole(t, boss.token, { name: 'Junior', menuCodes: [], appPermissions: { sale: true } });
  const inA = { allStores: false, storeIds: [storeA] };
  const attacker = await addStaff(t, boss.token, { name: 'Attacker', roleId: clerkRole.id, ...inA });
  const manager = await addStaff(t, boss.token, { name: 'Manager', roleId: managerRole.id, ...inA });
  const junior = await addStaff(t, boss.token, { name: 'Junior', roleId: juniorRole.id, ...inA });
  const token = await login(t, attacker.email);
  return { boss, tenantId, storeA, storeB, clerkRole, managerRole, juniorRole, attacker, manager, junior, token };
}

/** The body of /staff/save editing `row`, keeping what is not overridden. */
const edit = (row: StaffRow, changes: Record<string, unknown> = {}) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  roleId: row.roleId,
  allStores: row.allStores,
  storeIds: row.stores.map((s) => s.id),
  password: undefined,
  ...changes,
});

const roleCount = async (tenantId: number) =>
  (await t.db.select({ id: roles.id }).from(roles).where(eq(roles.tenantId, tenantId))).length;

describe('role save: nobody grants more than their own role', () => {
  it('refuses menus, app permissions and discount limits beyond the caller’s (20041) and saves what they hold', async () => {
    const m = await merchant();
    const before = await roleCount(m.tenantId);
    const everything = {
      menuCodes: [...ALL_MENU_CODES],
      appPermissions: {
        ...Object.fromEntries(APP_PERMISSIONS.map((p) => [p, true])),
        discountLimits: { productDiscount: limit(null, null), discountAtCharge: limit(null, null) },
      },
      reportingApp: { productDiscount: limit(null, null) },
    };
    const beyond = [
      everything,
      { ...CLERK, menuCodes: [1, 5] },
      { ...CLERK, appPermissions: { ...CLERK.appPermissions, refund: true } },
      {
        ...CLERK,
        appPermissions: { ...CLERK.appPermissions, discountLimits: { productDiscount: limit('5', '10.01') } },
      },
      { ...CLERK, appPermissions: { ...CLERK.appPermissions, discountLimits: { productDiscount: limit(null, '10') } } },
      {
        ...CLERK,
        appPermissions: { ...CLERK.appPermissions, discountLimits: { discountAtCharge: limit('0.01', '0') } },
      },
      // Limits count even with the permission unticked: the POS applies them as stored.
      { menuCodes: [], appPermissions: { discountLimits: { discountAtCharge: limit(null, null) } } },
      { ...CLERK, reportingApp: { productDiscount: limit('6', '10') } },
    ];
    for (const grants of beyond) {
      const res = await t.post('/role/save', { name: `Beyond ${Math.random()}`, ...grants }, { token: m.token });
      expect(res.code, JSON.stringify(grants)).toBe(Err.NO_PERMISSION);
    }
    expect(await roleCount(m.tenantId)).toBe(before);

    // What the caller holds, or less, is theirs to grant.
    const same = await t.post<RoleRow>('/role/save', { name: 'Clerk Two', ...CLERK }, { token: m.token });
    expect(same.code).toBe(200);
    const less = {
      name: 'Till only',
      menuCodes: [],
      appPermissions: { sale: true, discountLimits: { productDiscount: limit('2.5', '5'), discountAtCharge: NONE } },
      reportingApp: { productDiscount: NONE },
    };
    const saved = await t.post<RoleRow>('/role/save', less, { token: m.token });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ canEdit: true, appPermissions: { sale: true, refund: false } });
  });

  it('refuses changing one’s own role, a role granting more, or one held beyond the caller’s stores (20041)', async () => {
    const m = await merchant();
    const own = { id: m.clerkRole.id, name: 'Clerk', ...CLERK };
    expect((await t.post('/role/save', { ...own, menuCodes: [...ALL_MENU_CODES] }, { token: m.token })).code).toBe(
      Err.NO_PERMISSION,
    );
    // Even an unchanged save of one's own role is refused.
    expect((await t.post('/role/save', own, { token: m.token })).code).toBe(Err.NO_PERMISSION);
    // Cutting a superior's role down is acting on permissions the caller does not hold.
    const cut = { id: m.managerRole.id, name: 'Manager', menuCodes: [5] };
    expect((await t.post('/role/save', cut, { token: m.token })).code).toBe(Err.NO_PERMISSION);
    // A role held by staff of store B would change what happens there.
    const tillB = await addRole(t, m.boss.token, { name: 'Till B', menuCodes: [], appPermissions: { sale: true } });
    await addStaff(t, m.boss.token, { roleId: tillB.id, allStores: false, storeIds: [m.storeB] });
    const widen = { id: tillB.id, name: 'Till B', menuCodes: [5] };
    expect((await t.post('/role/save', widen, { token: m.token })).code).toBe(Err.NO_PERMISSION);
    // Refused deletes: a role granting more (unused), the owner role keeps its own code.
    const spare = await addRole(t, m.boss.token, { name: 'Spare', menuCodes: [1, 5] });
    expect((await t.post('/role/delete', { id: spare.id }, { token: m.token })).code).toBe(Err.NO_PERMISSION);

    const stored = await t.db.select().from(roles).where(eq(roles.tenantId, m.tenantId));
    expect(stored.find((r) => r.id === m.clerkRole.id)?.menuCodes).toEqual([5]);
    expect(stored.find((r) => r.id === m.managerRole.id)?.menuCodes).toEqual([1, 5, 7]);
    expect(stored.find((r) => r.id === tillB.id)?.menuCodes).toEqual([]);
    expect(stored.map((r) => r.id)).toContain(spare.id);

    // The list tells the form which roles the caller may change; the junior's role (store A only) is one.
    const list = (await t.post<List<RoleRow>>('/role/list', { pageSize: 50 }, { token: m.token })).data.list;
    const canEdit = Object.fromEntries(list.map((r) => [r.name, r.canEdit]));
    expect(canEdit).toEqual({
      boss: false,
      Clerk: false,
      Junior: true,
      Manager: false,
      Spare: false,
      'Till B': false,
    });
    const junior = { id: m.juniorRole.id, name: 'Junior', menuCodes: [5], appPermissions: { sale: true } };
    const ok = await t.post<RoleRow>('/role/save', junior, { token: m.token });
    expect(ok.code).toBe(200);
    expect(ok.data.menuCodes).toEqual([5]);
  });
});

describe('staff save: roles and stores', () => {
  it('refuses giving a role granting more, on creation or edit, to others or oneself (20041)', async () => {
    const m = await merchant();
    const inA = { allStores: false, storeIds: [m.storeA] };
    const created = await saveStaff(t, m.token, { roleId: m.managerRole.id, ...inA });
    expect(created.code).toBe(Err.NO_PERMISSION);
    expect((await saveStaff(t, m.token, edit(m.junior, { roleId: m.managerRole.id }))).code).toBe(Err.NO_PERMISSION);
    expect((await saveStaff(t, m.token, edit(m.attacker, { roleId: m.managerRole.id }))).code).toBe(Err.NO_PERMISSION);
    // A role the caller may give is still refused on their own record: nobody changes their own role.
    expect((await saveStaff(t, m.token, edit(m.attacker, { roleId: m.juniorRole.id }))).code).toBe(Err.NO_PERMISSION);
    const [me] = await t.db.select().from(users).where(eq(users.id, m.attacker.id));
    expect(me.roleId).toBe(m.clerkRole.id);
    const [junior] = await t.db.select().from(users).where(eq(users.id, m.junior.id));
    expect(junior.roleId).toBe(m.juniorRole.id);

    // What the caller holds is theirs to give; their own profile is theirs to edit.
    expect((await saveStaff(t, m.token, { roleId: m.clerkRole.id, ...inA })).code).toBe(200);
    expect((await saveStaff(t, m.token, edit(m.junior, { roleId: m.clerkRole.id }))).code).toBe(200);
    const renamed = await saveStaff(t, m.token, edit(m.attacker, { name: 'Still Me' }));
    expect(renamed.code).toBe(200);
    expect(renamed.data).toMatchObject({ name: 'Still Me', roleId: m.clerkRole.id, isSelf: true });

    const options = await t.post<StaffOptions>('/staff/options', {}, { token: m.token });
    const assignable = Object.fromEntries(options.data.roles.map((r) => [r.name, r.assignable]));
    expect(assignable).toEqual({ boss: false, Clerk: true, Junior: true, Manager: false });
  });

  it('refuses changing one’s own stores (20041), even dropping one', async () => {
    const m = await merchant();
    const both = await addStaff(t, m.boss.token, {
      roleId: m.clerkRole.id,
      allStores: false,
      storeIds: [m.storeA, m.storeB],
    });
    const token = await login(t, both.email);
    expect((await saveStaff(t, token, edit(both, { storeIds: [m.storeA] }))).code).toBe(Err.NO_PERMISSION);
    expect((await saveStaff(t, m.token, edit(m.attacker, { allStores: true, storeIds: [] }))).code).toBe(Err.NO_DATA);
    expect((await saveStaff(t, token, edit(both, { name: 'Both Stores' }))).code).toBe(200);
    const mine = await t.post<StaffRow>('/staff/detail', { id: both.id }, { token });
    expect(mine.data.stores.map((s) => s.id).sort()).toEqual([m.storeA, m.storeB].sort());
  });
});

describe('reaching a colleague who holds more', () => {
  it('refuses their password, PIN, e-mail, role and status (20041), and leaves them as they were', async () => {
    const m = await merchant();
    const rows = (await t.post<List<StaffRow>>('/staff/list', { pageSize: 50 }, { token: m.token })).data.list;
    const canEdit = Object.fromEntries(rows.map((r) => [r.name, r.canEdit]));
    expect(canEdit).toMatchObject({ Manager: false, Junior: true, Attacker: true });

    const pwd = { id: m.manager.id, password: 'Hijacked123', confirmPassword: 'Hijacked123' };
    expect((await t.post('/staff/updatePwd', pwd, { token: m.token })).code).toBe(Err.NO_PERMISSION);
    const takeovers = [
      { pin: '9999' },
      { password: 'Hijacked123' },
      { email: `taken-${Math.random().toString(36).slice(2)}@example.com` },
      { roleId: m.juniorRole.id },
      { status: 'frozen' },
    ];
    for (const change of takeovers) {
      expect((await saveStaff(t, m.token, edit(m.manager, change))).code, JSON.stringify(change)).toBe(
        Err.NO_PERMISSION,
      );
    }
    const freeze = { id: m.manager.id, status: 'inactive' };
    expect((await t.post('/staff/setStatus', freeze, { token: m.token })).code).toBe(Err.NO_PERMISSION);
    expect((await t.post('/staff/delete', { id: m.manager.id }, { token: m.token })).code).toBe(Err.CANNOT_DELETE);

    const [row] = await t.db.select().from(users).where(eq(users.id, m.manager.id));
    expect(row).toMatchObject({ status: 'normal', pinHash: null, email: m.manager.email, roleId: m.managerRole.id });
    expect((await t.post('/login/login', { email: m.manager.email, password: 'Hijacked123' })).code).not.toBe(200);
    await login(t, m.manager.email);
  });

  it('counts app permissions and discount limits too: a colleague allowed a larger discount is out of reach', async () => {
    const m = await merchant();
    const bigger = await addRole(t, m.boss.token, {
      name: 'Clerk Plus',
      ...CLERK,
      appPermissions: { ...CLERK.appPermissions, discountLimits: { productDiscount: limit('5', '15') } },
    });
    const colleague = await addStaff(t, m.boss.token, { roleId: bigger.id, allStores: false, storeIds: [m.storeA] });
    const pwd = { id: colleague.id, password: 'Hijacked123', confirmPassword: 'Hijacked123' };
    expect((await t.post('/staff/updatePwd', pwd, { token: m.token })).code).toBe(Err.NO_PERMISSION);
    expect((await saveStaff(t, m.token, edit(colleague, { pin: '9999' }))).code).toBe(Err.NO_PERMISSION);
  });

  it('still sets the password and PIN of a colleague holding no more than the caller', async () => {
    const m = await merchant();
    const pwd = { id: m.junior.id, password: 'Newpass123', confirmPassword: 'Newpass123' };
    expect((await t.post('/staff/updatePwd', pwd, { token: m.token })).code).toBe(200);
    await login(t, m.junior.email, 'Newpass123');
    const pinned = await saveStaff(t, m.token, edit(m.junior, { pin: '5678' }));
    expect(pinned.code).toBe(200);
    expect(pinned.data.hasPin).toBe(true);
    expect((await t.post('/staff/setStatus', { id: m.junior.id, status: 'frozen' }, { token: m.token })).code).toBe(
      200,
    );
  });
});

describe('the owner is exempt', () => {
  it('grants every permission, gives any role and reaches every staff member', async () => {
    const m = await merchant();
    const all = await addRole(t, m.boss.token, {
      name: 'Everything',
      menuCodes: [...ALL_MENU_CODES],
      appPermissions: {
        ...Object.fromEntries(APP_PERMISSIONS.map((p) => [p, true])),
        discountLimits: { productDiscount: limit(null, null), discountAtCharge: limit(null, null) },
      },
      reportingApp: { productDiscount: limit(null, null) },
    });
    expect(all.canEdit).toBe(true);
    expect((await saveStaff(t, m.boss.token, edit(m.attacker, { roleId: all.id, allStores: true }))).code).toBe(200);
    const pwd = { id: m.manager.id, password: 'Bossset123', confirmPassword: 'Bossset123' };
    expect((await t.post('/staff/updatePwd', pwd, { token: m.boss.token })).code).toBe(200);
    expect((await saveStaff(t, m.boss.token, edit(m.manager, { pin: '1357' }))).code).toBe(200);
    const roleEdit = { id: m.managerRole.id, name: 'Manager', menuCodes: [1, 5, 7, 8] };
    expect((await t.post('/role/save', roleEdit, { token: m.boss.token })).code).toBe(200);
    const rows = (await t.post<List<StaffRow>>('/staff/list', { pageSize: 50 }, { token: m.boss.token })).data.list;
    expect(rows.every((r) => r.canEdit)).toBe(true);
    // The attacker now holds everything in every store, so the manager is within their reach.
    const token = await login(t, m.attacker.email);
    expect((await saveStaff(t, token, edit(m.manager, { pin: '2468' }))).code).toBe(200);
  });
});
