import type { PageLoader } from '../../shared/navigation/page-tree';
import { DEPOSIT_PATHS } from './paths';

/** Pages of the deposits feature by their full path in the route table. */
export const pages: Record<string, PageLoader> = {
  [DEPOSIT_PATHS.list]: () => import('./pages/deposit-list-page'),
};
