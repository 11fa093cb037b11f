import type { PageLoader } from '../../shared/navigation/page-tree';
import { AD_PATHS } from './paths';

/** Pages of the ad-material feature by their full path in the route table (/deviceManage adList, adEdit). */
export const pages: Record<string, PageLoader> = {
  [AD_PATHS.list]: () => import('./pages/ad-list-page'),
  [AD_PATHS.edit]: () => import('./pages/ad-edit-page'),
};
