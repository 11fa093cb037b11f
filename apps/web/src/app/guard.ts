import { ACCOUNT_PATH, ALL_PAGES, canOpen, findPage, HOME_PATH } from '../shared/navigation/page-tree';
import { isKnownPath, isPublicPath, LOGIN_PATH, NOT_FOUND_PATH } from './route-table';

export type GuardDecision = { action: 'stay' } | { action: 'redirect'; to: string };

const stay: GuardDecision = { action: 'stay' };
const redirect = (to: string): GuardDecision => ({ action: 'redirect', to });

/**
 * Where '/' (and so the sign-in) leads: the sales summary (§2) for a user who may open it, else the first entry
 * of their sidebar, so that a role without reports starts on a page it may use; the own account page when the
 * role opens nothing else.
 */
export function homePath(permissions: ReadonlySet<number>): string {
  if (canOpen(findPage(HOME_PATH)?.code ?? null, permissions)) return HOME_PATH;
  // The route table lists pages in the sidebar's order; grouping entries only redirect to their first page, and
  // pages everyone may open (the own account) are the last resort.
  const first = ALL_PAGES.find(
    (p) =>
      p.section.menu !== 'none' &&
      // Settings pages are all hidden: their section's entry opens an index of them.
      (!p.hidden || p.section.menu === 'settingsIndex') &&
      !p.redirectTo &&
      p.code !== null &&
      canOpen(p.code, permissions),
  );
  if (!first) return ACCOUNT_PATH;
  return first.section.menu === 'settingsIndex' ? first.section.path : first.fullPath;
}

/**
 * One step of the route guard of §2. The router applies it again after each redirect, so e.g. '/register'
 * signed in goes '/register' → '/' → the user's home, and a signed-out '/' goes '/' → '/report/saleCount' →
 * '/login' (the guard then keeps no way back to the sales summary: the sign-in leads to the home of whoever signs
 * in, not to a page their role may not open).
 */
export function decideRoute(path: string, loggedIn: boolean, permissions: ReadonlySet<number>): GuardDecision {
  if (!isKnownPath(path)) return redirect(NOT_FOUND_PATH);
  if (path === '/') return redirect(loggedIn ? homePath(permissions) : HOME_PATH);
  if (isPublicPath(path)) {
    // A logged-in user may stay on /login (e.g. to switch accounts); other public pages send them home.
    if (loggedIn && path !== LOGIN_PATH) return redirect('/');
    return stay;
  }
  return loggedIn ? stay : redirect(LOGIN_PATH);
}

/** Where a path finally lands after every guard step; for tests and for logging. */
export function resolveRoute(path: string, loggedIn: boolean, permissions: ReadonlySet<number>): string {
  let current = path;
  for (let i = 0; i < 10; i++) {
    const decision = decideRoute(current, loggedIn, permissions);
    if (decision.action === 'stay') return current;
    current = decision.to;
  }
  throw new Error(`route guard loops on ${path}`);
}
