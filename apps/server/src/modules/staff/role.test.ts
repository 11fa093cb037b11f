import { ALL_MENU_CODES, APP_PERMISSIONS, Err, type RoleRow } from '@tillbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addRole, addStaff, saveStaff } from '../../../test/factories';
import { newStaffSession, newTenant, startTestApp } from '../../../test/support/test-app';
import { roles } from '../../db/schema';

const t = await startTestApp();

type List = { list: RoleRow[]; total: number };

const cashier = {
  name: 'Cashier',
  menuCodes: [6, 1, 1],
  appPermissions: {
    sale: true,
    refund: true,
    productDiscount: true,
    discountLimits: {
      productDiscount: { maxAmount: '5.5', maxPercent: 10 },
      discountAtCharge: { maxAmount: null, maxPercent: '12.5' },
    },
  },
  reportingApp: { productDiscount: { maxAmount: 20, maxPercent: null } },
};

describe('roles', () => {
  it('saves back-office, app and reporting-app permissions and reads them back', async () => {
    const boss = await newTenant(t);
    const res = await t.post<RoleRow>('/role/save', cashier, { token: boss.token });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Cashier',
      isBoss: false,
      menuCodes: [1, 6],
      staffCount: 0,
      appPermissions: {
        sale: true,
        refund: true,
        productDiscount: true,
        onCredit: false,
        discountAtCharge: false,
        discountLimits: {
          productDiscount: { maxAmount: '5.5', maxPercent: '10' },
          discountAtCharge: { maxAmount: null, maxPercent: '12.5' },
        },
      },
      reportingApp: { productDiscount: { maxAmount: '20', maxPercent: null } },
    });
    expect(Object.keys(res.data.appPermissions)).toEqual([...APP_PERMISSIONS, 'discountLimits']);
    const detail = await t.post<RoleRow>('/role/detail', { id: res.data.id }, { token: boss.token });
    expect(detail.data).toEqual(res.data);
    // A role sent with no permissions holds none, and no discount.
    const bare = await addRole(t, boss.token, { name: 'Bare', menuCodes: undefined });
    expect(bare.menuCodes).toEqual([]);
    expect(bare.appPermissions.sale).toBe(false);
    expect(bare.appPermissions.discountLimits.productDiscount).toEqual({ maxAmount: '0', maxPercent: '0' });
    // Replacing a role replaces its permissions.
    const edited = await t.post<RoleRow>(
      '/role/save',
      { id: res.data.id, name: 'Head cashier', menuCodes: [5] },
      { token: boss.token },
    );
    expect(edited.data).toMatchObject({ id: res.data.id, name: 'Head cashier', menuCodes: [5] });
    expect(edited.data.appPermissions.sale).toBe(false);
  });

  it('lists the owner role first with every permission: the permission matrix', async () => {
    const boss = await newTenant(t);
    const a = await addRole(t, boss.token, { name: 'Waiter', menuCodes: [1] });
    await addRole(t, boss.token, { name: 'Barista', menuCodes: [3] });
    await addStaff(t, boss.token, { roleId: a.id });
    const list = await t.post<List>('/role/list', { pageSize: 200 }, { token: boss.token });
    expect(list.data.total).toBe(3);
    expect(list.data.list.map((r) => r.name)).toEqual(['boss', 'Barista', 'Waiter']);
    const [owner, , waiter] = list.data.list;
    expect(owner).toMatchObject({ isBoss: true, staffCount: 1, menuCodes: [...ALL_MENU_CODES].sort((x, y) => x - y) });
    expect(Object.values(owner.appPermissions).filter((v) => v === true)).toHaveLength(APP_PERMISSIONS.length);
    expect(owner.appPermissions.discountLimits.discountAtCharge).toEqual({ maxAmount: null, maxPercent: null });
    expect(waiter.staffCount).toBe(1);
    const found = await t.post<List>('/role/list', { name: 'rist' }, { token: boss.token });
    expect(found.data.list.map((r) => r.name)).toEqual(['Barista']);
    const desc = await t.post<List>('/role/list', { sort: '-name' }, { token: boss.token });
    expect(desc.data.list.map((r) => r.name)).toEqual(['boss', 'Waiter', 'Barista']);
  });

  it('refuses a taken name (20043), case aside', async () => {
    const boss = await newTenant(t);
    const waiter = await addRole(t, boss.token, { name: 'Waiter' });
    expect((await t.post('/role/save', { name: 'waiter' }, { token: boss.token })).code).toBe(Err.ROLE_EXISTS);
    const cook = await addRole(t, boss.token, { name: 'Cook' });
    expect((await t.post('/role/save', { id: cook.id, name: 'WAITER' }, { token: boss.token })).code).toBe(
      Err.ROLE_EXISTS,
    );
    // A role keeps its own name; another merchant may use it.
    expect((await t.post('/role/save', { id: waiter.id, name: 'Waiter' }, { token: boss.token })).code).toBe(200);
    const other = await newTenant(t);
    expect((await t.post('/role/save', { name: 'Waiter' }, { token: other.token })).code).toBe(200);
  });

  it('refuses unknown menu codes and percentages above 100 (20114), and malformed amounts (1001)', async () => {
    const boss = await newTenant(t);
    expect((await t.post('/role/save', { name: 'X', menuCodes: [5, 17] }, { token: boss.token })).code).toBe(
      Err.ROLE_INFO_INCORRECT,
    );
    const tooMuch = { discountLimits: { productDiscount: { maxAmount: null, maxPercent: '100.01' } } };
    expect((await t.post('/role/save', { name: 'X', appPermissions: tooMuch }, { token: boss.token })).code).toBe(
      Err.ROLE_INFO_INCORRECT,
    );
    const reportingTooMuch = { productDiscount: { maxAmount: null, maxPercent: 101 } };
    expect(
      (await t.post('/role/save', { name: 'X', reportingApp: reportingTooMuch }, { token: boss.token })).code,
    ).toBe(Err.ROLE_INFO_INCORRECT);
    const malformed = { discountLimits: { productDiscount: { maxAmount: '-1', maxPercent: '1.234' } } };
    const res = await t.post<{ issues: { path: string }[] }>(
      '/role/save',
      { name: 'X', appPermissions: malformed },
      { token: boss.token },
    );
    expect(res.code).toBe(Err.PARAM);
    expect(res.data.issues.map((i) => i.path)).toEqual([
      'appPermissions.discountLimits.productDiscount.maxAmount',
      'appPermissions.discountLimits.productDiscount.maxPercent',
    ]);
    expect(
      (await t.post('/role/save', { name: 'X', appPermissions: { sale: 'yes' } }, { token: boss.token })).code,
    ).toBe(Err.PARAM);
    expect((await t.post('/role/save', { name: '' }, { token: boss.token })).code).toBe(Err.PARAM);
    expect(await t.db.select().from(roles).where(eq(roles.tenantId, boss.user.tenantId))).toHaveLength(1);
  });
});

describe('the owner role (§6)', () => {
  it('cannot be created (20044), modified (20045) or deleted (20046)', async () => {
    const boss = await newTenant(t);
    const owner = (await t.post<List>('/role/list', {}, { token: boss.token })).data.list[0];
    expect(owner.isBoss).toBe(true);
    expect((await t.post('/role/save', { name: 'Owner 2', isBoss: true }, { token: boss.token })).code).toBe(
      Err.BOSS_ROLE_CANNOT_CREATE,
    );
    expect((await t.post('/role/save', { name: 'BOSS' }, { token: boss.token })).code).toBe(
      Err.BOSS_ROLE_CANNOT_CREATE,
    );
    const cook = await addRole(t, boss.token, { name: 'Cook' });
    expect((await t.post('/role/save', { id: cook.id, name: 'Boss' }, { token: boss.token })).code).toBe(
      Err.BOSS_ROLE_CANNOT_CREATE,
    );
    expect((await t.post('/role/save', { id: cook.id, name: 'Cook', isBoss: true }, { token: boss.token })).code).toBe(
      Err.BOSS_ROLE_CANNOT_CREATE,
    );
    expect(
      (await t.post('/role/save', { id: owner.id, name: 'boss', menuCodes: [1] }, { token: boss.token })).code,
    ).toBe(Err.BOSS_ROLE_CANNOT_MODIFY);
    expect((await t.post('/role/delete', { id: owner.id }, { token: boss.token })).code).toBe(
      Err.BOSS_ROLE_CANNOT_DELETE,
    );
    const after = (await t.post<RoleRow>('/role/detail', { id: owner.id }, { token: boss.token })).data;
    expect(after).toEqual(owner);
  });

  it('holds for staff with code 5 as well', async () => {
    const boss = await newTenant(t);
    const manager = await newStaffSession(t, boss.user.tenantId, { menuCodes: [5] });
    const owner = (await t.post<List>('/role/list', {}, { token: manager.token })).data.list[0];
    expect((await t.post('/role/save', { id: owner.id, name: 'boss' }, { token: manager.token })).code).toBe(
      Err.BOSS_ROLE_CANNOT_MODIFY,
    );
    expect((await t.post('/role/delete', { id: owner.id }, { token: manager.token })).code).toBe(
      Err.BOSS_ROLE_CANNOT_DELETE,
    );
  });
});

describe('delete role', () => {
  it('refuses a role in use (20047) and deletes it once free; a missing role is 20052', async () => {
    const boss = await newTenant(t);
    const used = await addRole(t, boss.token, { name: 'Used' });
    const spare = await addRole(t, boss.token, { name: 'Spare' });
    const staff = await addStaff(t, boss.token, { roleId: used.id });
    expect((await t.post('/role/delete', { id: used.id }, { token: boss.token })).code).toBe(Err.ROLE_IN_USE);
    await saveStaff(t, boss.token, { id: staff.id, email: staff.email, roleId: spare.id, password: undefined });
    expect((await t.post('/role/delete', { id: used.id }, { token: boss.token })).code).toBe(200);
    expect((await t.post('/role/delete', { id: used.id }, { token: boss.token })).code).toBe(Err.ROLE_INFO_MISSING);
    expect((await t.post('/role/detail', { id: used.id }, { token: boss.token })).code).toBe(Err.ROLE_INFO_MISSING);
    expect((await t.post('/role/save', { id: used.id, name: 'Back' }, { token: boss.token })).code).toBe(
      Err.ROLE_INFO_MISSING,
    );
  });
});
