import { pages as adMaterialPages } from '../features/ad-material/routes';
import { pages as billingPages } from '../features/billing/routes';
import { pages as catalogPages } from '../features/catalog/routes';
import { pages as depositsPages } from '../features/deposits/routes';
import { pages as devicesPages } from '../features/devices/routes';
import { pages as membersPages } from '../features/members/routes';
import { pages as onlineShopPages } from '../features/online-shop/routes';
import { pages as reportsPages } from '../features/reports/routes';
import { pages as settingsPages } from '../features/settings/routes';
import { pages as staffPages } from '../features/staff/routes';
import { pages as stockPages } from '../features/stock/routes';
import { pages as storesPages } from '../features/stores/routes';
import { ACCOUNT_PATH, type PageLoader } from '../shared/navigation/page-tree';

/**
 * The pages each domain feature provides (and the own account page), by full path of the page tree. A path of the
 * tree without an entry here shows the "not available yet" state.
 */
export const FEATURE_PAGES: Readonly<Record<string, PageLoader>> = {
  [ACCOUNT_PATH]: () => import('../features/account/pages/user-msg-page'),
  ...storesPages,
  ...settingsPages,
  ...staffPages,
  ...membersPages,
  ...catalogPages,
  ...stockPages,
  ...depositsPages,
  ...devicesPages,
  ...adMaterialPages,
  ...reportsPages,
  ...onlineShopPages,
  ...billingPages,
};
