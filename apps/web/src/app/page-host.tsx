import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { permissionsOf, useLoginInfo } from '../shared/session/session';
import { NotAvailableYet } from '../shared/ui/not-available-yet';
import { lazyPage } from './lazy-page';
import { NoPermission } from './pages/no-permission';
import { canOpen, type FlatPage, pageTitleKey } from './route-table';

/** One page of the route table: permission check, then its code, or the "not available yet" state. */
export default function PageHost({ page }: { page: FlatPage }) {
  const { t } = useTranslation('menu');
  const permissions = permissionsOf(useLoginInfo());
  if (page.redirectTo) return <Navigate replace to={page.redirectTo} />;
  if (!canOpen(page.code, permissions)) return <NoPermission />;
  if (!page.load) return <NotAvailableYet pageTitle={t(pageTitleKey(page))} />;
  const Page = lazyPage(page.load);
  return <Page />;
}
