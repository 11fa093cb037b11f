import { ALL_MENU_CODES, Menu } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { decideRoute as decide, homePath, resolveRoute as resolve } from './guard';
import { buildMenu, type MenuNode } from './layout/menu-model';
import { PUBLIC_ROUTES } from './route-table';

const publicPaths = PUBLIC_ROUTES.map((r) => r.path);
const boss = new Set<number>(ALL_MENU_CODES);
// The boss's view unless a test says otherwise.
const decideRoute = (path: string, loggedIn: boolean) => decide(path, loggedIn, boss);
const resolveRoute = (path: string, loggedIn: boolean) => resolve(path, loggedIn, boss);

describe('route guard (§2)', () => {
  it('lists exactly the public routes of §2', () => {
    expect(publicPaths.sort()).toEqual(
      [
        '/login',
        '/register',
        '/forget',
        '/forget1',
        '/updatePwd',
        '/updatePwd1',
        '/phone',
        '/privacyPolic',
        '/registerWelcome',
        '/onlineUpdatePwd',
        '/checkEmailRes',
        '/404',
      ].sort(),
    );
  });

  it.each(publicPaths)('logged out: public %s stays', (path) => {
    expect(decideRoute(path, false)).toEqual({ action: 'stay' });
  });

  it('logged in: /login may stay', () => {
    expect(decideRoute('/login', true)).toEqual({ action: 'stay' });
  });

  it.each(publicPaths.filter((p) => p !== '/login'))('logged in: public %s goes to /', (path) => {
    expect(decideRoute(path, true)).toEqual({ action: 'redirect', to: '/' });
  });

  it.each(['/report/saleCount', '/stockManage/addOrder', '/setting', '/setting/payway', '/user/userMsg'])(
    'non-public %s: stays when logged in, goes to /login when not',
    (path) => {
      expect(decideRoute(path, true)).toEqual({ action: 'stay' });
      expect(decideRoute(path, false)).toEqual({ action: 'redirect', to: '/login' });
    },
  );

  it('root goes to /report/saleCount when signed in, to /login through it when not', () => {
    expect(decideRoute('/', true)).toEqual({ action: 'redirect', to: '/report/saleCount' });
    expect(decideRoute('/', false)).toEqual({ action: 'redirect', to: '/report/saleCount' });
  });

  it('sends a role without reports from / (where the sign-in leads) to the first page it may open', () => {
    const stockAndStaff = new Set<number>([Menu.STOCK, Menu.STAFF]);
    expect(homePath(stockAndStaff)).toBe('/stockManage/orderList');
    expect(resolve('/', true, stockAndStaff)).toBe('/stockManage/orderList');
    // Every other page that leads home does the same.
    expect(resolve('/register', true, stockAndStaff)).toBe('/stockManage/orderList');
    expect(resolve('/', true, new Set<number>([Menu.REPORTS]))).toBe('/report/saleCount');
    expect(resolve('/', true, new Set<number>([Menu.TAXES]))).toBe('/setting');
    // A role that opens nothing but the own account still has that page.
    expect(resolve('/', true, new Set<number>())).toBe('/user/userMsg');
  });

  it('leads every single-permission role without reports to the first entry of its sidebar', () => {
    const firstEntry = (nodes: readonly MenuNode[]): string | undefined =>
      nodes[0]?.children?.length ? firstEntry(nodes[0].children) : nodes[0]?.key;
    for (const code of ALL_MENU_CODES.filter((c) => c !== Menu.REPORTS)) {
      const role = new Set<number>([code]);
      expect(homePath(role), `menu ${code}`).toBe(firstEntry(buildMenu(role)) ?? '/user/userMsg');
    }
  });

  it.each(['/nope', '/report/nope', '/LOGIN', '/setting/integral'])('unknown %s goes to /404', (path) => {
    expect(decideRoute(path, false)).toEqual({ action: 'redirect', to: '/404' });
    expect(decideRoute(path, true)).toEqual({ action: 'redirect', to: '/404' });
  });

  it('resolves the chains to their final page', () => {
    expect(resolveRoute('/', false)).toBe('/login');
    expect(resolveRoute('/', true)).toBe('/report/saleCount');
    expect(resolveRoute('/nope', false)).toBe('/404');
    // §2 read literally: /404 is a public page, so a logged-in user is sent on to '/'.
    expect(resolveRoute('/nope', true)).toBe('/report/saleCount');
    expect(resolveRoute('/register', true)).toBe('/report/saleCount');
    expect(resolveRoute('/goodsSetting/goodsList', false)).toBe('/login');
  });
});
