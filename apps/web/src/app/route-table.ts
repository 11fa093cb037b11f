import { findPage, findSection, type PageLoader } from '../shared/navigation/page-tree';

/** Public routes (§2): no login needed. */
export interface PublicRoute {
  path: string;
  load: PageLoader;
  /** The online-shop pages carry the shop's title instead of the back office's (§2). */
  onlineShop?: boolean;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/login', load: () => import('../features/auth/pages/login-page') },
  { path: '/register', load: () => import('../features/auth/pages/register-page') },
  { path: '/forget', load: () => import('../features/auth/pages/forget-page') },
  { path: '/forget1', load: () => import('../features/auth/pages/reset-password-page') },
  { path: '/updatePwd', load: () => import('../features/auth/pages/invite-password-page') },
  { path: '/updatePwd1', load: () => import('../features/auth/pages/password-set-page') },
  { path: '/phone', load: () => import('../features/auth/pages/phone-page') },
  { path: '/privacyPolic', load: () => import('../features/auth/pages/privacy-policy-page') },
  { path: '/registerWelcome', load: () => import('../features/auth/pages/register-welcome-page') },
  { path: '/onlineUpdatePwd', load: () => import('../features/auth/pages/online-password-page'), onlineShop: true },
  { path: '/checkEmailRes', load: () => import('../features/auth/pages/check-email-result-page'), onlineShop: true },
  { path: '/404', load: () => import('./pages/not-found-page') },
];

const publicPaths = new Set(PUBLIC_ROUTES.map((r) => r.path));

export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';

export const isPublicPath = (path: string): boolean => publicPaths.has(path);
export const isOnlineShopPath = (path: string): boolean =>
  PUBLIC_ROUTES.some((r) => r.path === path && r.onlineShop === true);
/** Known paths: '/', the public pages, every section and every page of the page tree. */
export const isKnownPath = (path: string): boolean =>
  path === '/' || isPublicPath(path) || findPage(path) !== undefined || findSection(path) !== undefined;

/**
 * Printed table QR codes (`/storeManage` tables) open `<public address>/#/scan?token=…`: ordering at a table is the
 * storefront's, a page of its own (`shop/#/table?token=…`). The address to go to instead, or null for any other one.
 */
export function scanForward(href: string): string | null {
  const url = new URL(href);
  const [path, query = ''] = url.hash.replace(/^#/, '').split(/\?(.*)/s);
  if (path !== '/scan') return null;
  return new URL(`shop/#/table${query ? `?${query}` : ''}`, `${url.origin}${url.pathname}`).href;
}
