import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../shared/navigation/page-tree';
import { getLoginInfo, isLoggedIn, permissionsOf, setNavigator } from '../shared/session/session';
import { PageLoading } from '../shared/ui/page-loading';
import { decideRoute } from './guard';
import { isOnlineShopPath, LOGIN_PATH } from './route-table';

/** Root of every route: applies the §2 guard, keeps the document title, lets non-React code navigate. */
export function RouteGuard() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();

  useEffect(() => {
    setNavigator((path) => void navigate(path));
    return () => setNavigator(null);
  }, [navigate]);

  const lng = i18n.language;
  useEffect(() => {
    // §2: the online-shop pages carry the shop's title, every other page the product's.
    document.title = t(isOnlineShopPath(pathname) ? 'onlineShopTitle' : 'productTitle', { lng });
  }, [pathname, t, lng]);

  // Read at each navigation, not subscribed: after a session-end code the user stays 1 s before login (§8).
  const decision = decideRoute(pathname, isLoggedIn(), permissionsOf(getLoginInfo()));
  if (decision.action === 'redirect') {
    // The way back after signing in; not to '/' or the sales summary, which lead to the home of whoever signs in.
    const back = pathname !== '/' && pathname !== HOME_PATH;
    const from = decision.to === LOGIN_PATH && back ? `${pathname}${search}` : undefined;
    return <Navigate replace to={decision.to} state={from ? { from } : undefined} />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
