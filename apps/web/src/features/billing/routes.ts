import { BILLING_PATH, type PageLoader } from '../../shared/navigation/page-tree';

/** Pages of the billing feature by their full path in the route table: the account owner's billing screen (§2, §3). */
export const pages: Record<string, PageLoader> = {
  [BILLING_PATH]: () => import('./pages/billing-page'),
};
