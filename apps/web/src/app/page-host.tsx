import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { canOpen, type FlatPage, findPage, pageTitleKey } from '../shared/navigation/page-tree';
import { getLoginInfo, permissionsOf, useLoginInfo } from '../shared/session/session';
import { NotAvailableYet } from '../shared/ui/not-available-yet';
import { FEATURE_PAGES } from './feature-pages';
import { lazyPage, preloadPage } from './lazy-page';
import { NoPermission } from './pages/no-permission';

// The page the app opens on (a link, a reload) starts loading with this module, while the back office's frame is
// still loading, rather than after it; its lazy component then finds it loaded (and reports a failure). Only a page
// the user may open: its loader may ask for the page's data as well.
const openingPath = window.location.hash.replace(/^#/, '').split('?')[0];
const openingPage = FEATURE_PAGES[openingPath];
if (openingPage && canOpen(findPage(openingPath)?.code ?? null, permissionsOf(getLoginInfo())))
  preloadPage(openingPage);

/**
 * One page of the route table: permission check, then its code, or the "not available yet" state. The feature pages
 * are looked up here, not in the page tree or the route table: their dynamic imports (each with its list of chunks) then live in this
 * chunk, which the signed-in layout loads, instead of the entry the login page loads.
 */
export default function PageHost({ page }: { page: FlatPage }) {
  const { t } = useTranslation('menu');
  const permissions = permissionsOf(useLoginInfo());
  if (page.redirectTo) return <Navigate replace to={page.redirectTo} />;
  if (!canOpen(page.code, permissions)) return <NoPermission />;
  const load = FEATURE_PAGES[page.fullPath];
  if (!load) return <NotAvailableYet pageTitle={t(pageTitleKey(page))} />;
  const Page = lazyPage(load);
  return <Page />;
}
