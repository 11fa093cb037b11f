import { createHashRouter, type RouteObject } from 'react-router';
import { ALL_PAGES } from '../shared/navigation/page-tree';
import { SECTIONS } from '../shared/navigation/sections';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';
import { PUBLIC_ROUTES } from './route-table';

// The back-office frame and its page hosts are chunks of their own: the login route never loads them.
const AppLayout = lazyPage(() => import('./layout/app-layout'));
const PageHost = lazyPage(() => import('./page-host'));
const SectionHost = lazyPage(() => import('./section-host'));

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
        ...publicRoutes,
        { element: <AppLayout />, children: protectedRoutes },
        // '/' and unknown paths: the guard redirects before anything renders here.
        { path: '*', element: null },
      ],
    },
  ];
}

/** Hash history (§2): URLs look like /#/login, so any static server can host the app. */
export const createAppRouter = () => createHashRouter(buildRoutes());
