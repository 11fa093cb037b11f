import type { PageLoader } from '../../shared/navigation/page-tree';
import { ONLINE_PATHS } from './paths';

/** Pages of the online shop feature (/readmeApp, menu 16) by their full path in the route table. */
export const pages: Record<string, PageLoader> = {
  [ONLINE_PATHS.shops]: () => import('./pages/shop-list-page'),
  [ONLINE_PATHS.members]: () => import('./pages/member-list-page'),
  [ONLINE_PATHS.memberEdit]: () => import('./pages/member-edit-page'),
  [ONLINE_PATHS.qr]: () => import('./pages/shop-qr-page'),
  [ONLINE_PATHS.orders]: () => import('./pages/order-list-page'),
  '/readmeApp/settings/set': () => import('./pages/settings-set-page'),
  '/readmeApp/settings/goods': () => import('./pages/settings-goods-page'),
  '/readmeApp/settings/type': () => import('./pages/settings-type-page'),
  '/readmeApp/settings/home': () => import('./pages/settings-home-page'),
  '/readmeApp/settings/ad': () => import('./pages/settings-ad-page'),
  '/readmeApp/settings/adEdit': () => import('./pages/settings-ad-edit-page'),
  '/readmeApp/settings/theme': () => import('./pages/settings-theme-page'),
  '/readmeApp/settings/themeEdit': () => import('./pages/settings-theme-edit-page'),
};
