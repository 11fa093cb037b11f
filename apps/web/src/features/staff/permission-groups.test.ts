import { ALL_MENU_CODES, Menu } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { menuPermissionGroups } from './permission-groups';

describe('menuPermissionGroups', () => {
  const groups = menuPermissionGroups();
  const codes = groups.flatMap((g) => g.permissions.map((p) => p.code));

  it('offers every menu code of §6 exactly once', () => {
    expect([...codes].sort((a, b) => a - b)).toEqual([...ALL_MENU_CODES].sort((a, b) => a - b));
  });

  it('groups staff (5) and time cards (6) under the staff section, with their pages', () => {
    const staff = groups.find((g) => g.key === 'staffManage');
    expect(staff?.permissions).toEqual([
      { code: Menu.STAFF, pageTitleKeys: ['staffManage.staffManage', 'staffManage.roleManage'] },
      { code: Menu.TIME_CARDS, pageTitleKeys: ['staffManage.timeCard', 'staffManage.staffWorkCount'] },
    ]);
  });

  it('splits the settings section by the codes of its pages', () => {
    const settings = groups.find((g) => g.key === 'setting');
    expect(settings?.permissions.map((p) => p.code)).toEqual([
      Menu.ORDERING_SETTINGS,
      Menu.PAYMENT_METHODS,
      Menu.ORDER_TYPES,
      Menu.PRINTER_GROUPS,
      Menu.TAXES,
      Menu.COST_TYPES,
      Menu.REGIONS,
    ]);
  });

  it('leaves out pages every user may open (the account page)', () => {
    expect(groups.some((g) => g.key === 'user')).toBe(false);
  });
});
