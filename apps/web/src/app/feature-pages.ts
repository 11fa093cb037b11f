import { pages as catalogPages } from '../features/catalog/routes';
import { pages as depositsPages } from '../features/deposits/routes';
import { pages as devicesPages } from '../features/devices/routes';
import { pages as membersPages } from '../features/members/routes';
import { pages as reportsPages } from '../features/reports/routes';
import { pages as settingsPages } from '../features/settings/routes';
import { pages as staffPages } from '../features/staff/routes';
import { pages as stockPages } from '../features/stock/routes';
import { pages as storesPages } from '../features/stores/routes';
import type { PageLoader } from './route-table';

/**
 * The pages each domain feature provides, by full path. A path of the route table without an entry here (or a
 * `load` of its own) shows the "not available yet" state.
 */
export const FEATURE_PAGES: Readonly<Record<string, PageLoader>> = {
  ...storesPages,
  ...settingsPages,
  ...staffPages,
  ...membersPages,
  ...catalogPages,
  ...stockPages,
  ...depositsPages,
  ...devicesPages,
  ...reportsPages,
};
