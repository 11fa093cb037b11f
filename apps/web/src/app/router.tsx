import { createHashRouter, type RouteObject } from 'react-router';
import { loadTexts } from '../shared/i18n/i18n';
import { getLang } from '../shared/i18n/lang';
import { loadDateLocale } from '../shared/i18n/third-party-locales';
import { ALL_PAGES } from '../shared/navigation/page-tree';
import { SECTIONS } from '../shared/navigation/sections';
import { isLoggedIn } from '../shared/session/session';
import { lazyPage, preloadPage } from './lazy-page';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';
import { isPublicPath, LOGIN_PATH, PUBLIC_ROUTES } from './route-table';

// The back-office frame and its page hosts are chunks of their own: the login route never loads them.
const AppLayoutModule = () => import('./layout/app-layout');
const PageHostModule = () => import('./page-host');
const AppLayout = lazyPage(AppLayoutModule);
const PageHost = lazyPage(PageHostModule);
const SectionHost = lazyPage(() => import('./section-host'));
// The query cache, zod's setting and dayjs's texts, around every page but the login page (the first one). A signed-in
// user is on the way into the back office: its frame and page host load alongside instead of one after the other
// (their lazy components then find them loaded; a failure shows there, not here).
const loadAppServices = () =>
  Promise.all([import('./app-services'), loadDateLocale(getLang())]).then(([services]) => {
    if (isLoggedIn()) for (const load of [AppLayoutModule, PageHostModule]) preloadPage(load);
    return services;
  });
const AppServices = lazyPage(loadAppServices);

/**
 * A signed-in open of a back-office page (a link, a reload): what every such page needs (the services above, the
 * frame, the page host, which starts the page itself, and the menu's texts) starts loading now, with the entry's own
 * texts, rather than each after the one before.
 */
export function preloadSignedIn(path: string): void {
  if (!isLoggedIn() || isPublicPath(path)) return;
  for (const load of [loadAppServices, AppLayoutModule, PageHostModule]) preloadPage(load);
  loadTexts(['menu']).catch(() => undefined);
}

export function buildRoutes(): RouteObject[] {
  const publicRoutes: RouteObject[] = PUBLIC_ROUTES.map((route) => {
    const Page = lazyPage(route.load);
    return { path: route.path, element: <Page />, caseSensitive: true };
  });
  const protectedRoutes: RouteObject[] = [
    ...SECTIONS.map((section) => ({
      path: section.path,
      element: <SectionHost section={section} />,
      caseSensitive: true,
    })),
    ...ALL_PAGES.map((page) => ({ path: page.fullPath, element: <PageHost page={page} />, caseSensitive: true })),
  ];
  return [
    {
      element: <RouteGuard />,
      errorElement: <RouteError />,
      children: [
        ...publicRoutes.filter((route) => route.path === LOGIN_PATH),
        {
          element: <AppServices />,
          children: [
            ...publicRoutes.filter((route) => route.path !== LOGIN_PATH),
            { element: <AppLayout />, children: protectedRoutes },
          ],
        },
        // '/' and unknown paths: the guard redirects before anything renders here.
        { path: '*', element: null },
      ],
    },
  ];
}

/** Hash history (§2): URLs look like /#/login, so any static server can host the app. */
export const createAppRouter = () => createHashRouter(buildRoutes());
