import type { PageLoader } from '../../shared/navigation/page-tree';
import { MEMBER_PATHS } from './paths';

/** Pages of the members feature by their full path in the route table. */
export const pages: Record<string, PageLoader> = {
  [MEMBER_PATHS.list]: () => import('./pages/member-list-page'),
  [MEMBER_PATHS.edit]: () => import('./pages/member-edit-page'),
  [MEMBER_PATHS.info]: () => import('./pages/member-info-page'),
  [MEMBER_PATHS.import]: () => import('./pages/member-import-page'),
};
