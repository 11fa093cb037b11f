import { ALL_MENU_CODES } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../shared/navigation/sections';
import { breadcrumbFor, buildMenu, menuKeyFor, openablePages, openKeysFor } from './menu-model';

const all = new Set<number>(ALL_MENU_CODES);

describe('sidebar menu from permissions', () => {
  it('gives the boss every section (the account page is reached from the user dropdown)', () => {
    expect(buildMenu(all).map((n) => n.key)).toEqual([
      '/report',
      '/onlineReport',
      '/deposit/index',
      '/goodsSetting',
      '/stockManage',
      '/staffManage',
      '/deviceManage',
      '/storeManage',
      '/diningCar',
      '/readmeApp',
      '/vipManage/vipManage',
      '/setting',
    ]);
  });

  it('lists only visible pages, with stock adjustments as a group', () => {
    const stock = buildMenu(all).find((n) => n.key === '/stockManage');
    expect(stock?.children?.map((c) => c.key)).toContain('/stockManage/modifier');
    expect(stock?.children?.find((c) => c.key === '/stockManage/modifier')?.children?.map((c) => c.key)).toEqual([
      '/stockManage/modifier/increase',
      '/stockManage/modifier/damage',
      '/stockManage/modifier/loss',
    ]);
    expect(stock?.children?.map((c) => c.key)).not.toContain('/stockManage/addOrder');
  });

  it('shows only the sections and pages whose codes the user holds', () => {
    const menu = buildMenu(new Set([1, 6]));
    expect(menu.map((n) => n.key)).toEqual(['/report', '/staffManage']);
    expect(menu[1].children?.map((c) => c.key)).toEqual(['/staffManage/timeCard', '/staffManage/staffWorkCount']);
    expect(buildMenu(new Set())).toEqual([]);
  });

  it('shows the settings entry when any settings page is allowed, and indexes only those', () => {
    const setting = SECTIONS.find((s) => s.key === 'setting');
    if (!setting) throw new Error('no setting section');
    expect(buildMenu(new Set([13])).map((n) => n.key)).toEqual(['/setting']);
    expect(openablePages(setting, new Set([13])).map((p) => p.relPath)).toEqual(['revenueSetting']);
    expect(openablePages(setting, all).map((p) => p.relPath)).toEqual([
      'order',
      'payway',
      'orderClassify',
      'printSetting',
      'revenueSetting',
      'costType',
      'areaSet',
      'Integral',
      'orderDuration',
    ]);
  });

  it('highlights the owner of a hidden page and opens its section', () => {
    expect(menuKeyFor('/stockManage/addIncrease')).toBe('/stockManage/modifier/increase');
    expect(openKeysFor('/stockManage/addIncrease')).toEqual(['/stockManage', '/stockManage/modifier']);
    expect(menuKeyFor('/setting/paywayEdit')).toBe('/setting');
    expect(menuKeyFor('/vipManage/vipInfo')).toBe('/vipManage/vipManage');
    expect(menuKeyFor('/report/saleCount')).toBe('/report/saleCount');
  });

  it('builds the breadcrumb: section, owning page, page', () => {
    expect(breadcrumbFor('/goodsSetting/goodsList/addGoods')).toEqual([
      { titleKey: 'goodsSetting.title', path: '/goodsSetting' },
      { titleKey: 'goodsSetting.goodsList', path: '/goodsSetting/goodsList' },
      { titleKey: 'goodsSetting.goodsList/addGoods' },
    ]);
    expect(breadcrumbFor('/user/userMsg')).toEqual([{ titleKey: 'user.userMsg' }]);
    expect(breadcrumbFor('/setting')).toEqual([{ titleKey: 'setting.title' }]);
  });
});
