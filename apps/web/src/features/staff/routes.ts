import type { PageLoader } from '../../shared/navigation/page-tree';
import { STAFF_PATHS } from './paths';

/** Pages of the staff feature by their full path in the route table (e.g. '/storeManage/storeManage'). */
export const pages: Record<string, PageLoader> = {
  [STAFF_PATHS.staffList]: () => import('./pages/staff-list-page'),
  [STAFF_PATHS.staffEdit]: () => import('./pages/staff-edit-page'),
  [STAFF_PATHS.roleList]: () => import('./pages/role-list-page'),
  [STAFF_PATHS.roleEdit]: () => import('./pages/role-edit-page'),
  [STAFF_PATHS.timeCardList]: () => import('./pages/time-card-list-page'),
  [STAFF_PATHS.timeCardEdit]: () => import('./pages/time-card-edit-page'),
  [STAFF_PATHS.workCount]: () => import('./pages/staff-work-count-page'),
};
