import type { PageLoader } from '../../shared/navigation/page-tree';
import { DEVICE_PATHS } from './paths';

/** Pages of the devices feature by their full path in the route table: one list and one edit page per kind. */
export const pages: Record<string, PageLoader> = {
  [DEVICE_PATHS.kiosk.list]: () => import('./pages/kiosk-list-page'),
  [DEVICE_PATHS.kiosk.edit]: () => import('./pages/kiosk-edit-page'),
  [DEVICE_PATHS.kitchen.list]: () => import('./pages/kitchen-list-page'),
  [DEVICE_PATHS.kitchen.edit]: () => import('./pages/kitchen-edit-page'),
  [DEVICE_PATHS.customer.list]: () => import('./pages/customer-list-page'),
  [DEVICE_PATHS.customer.edit]: () => import('./pages/customer-edit-page'),
};
