import { HOME_PATH, isKnownPath, isPublicPath, LOGIN_PATH, NOT_FOUND_PATH } from './route-table';

export type GuardDecision = { action: 'stay' } | { action: 'redirect'; to: string };

const stay: GuardDecision = { action: 'stay' };
const redirect = (to: string): GuardDecision => ({ action: 'redirect', to });

/**
 * One step of the route guard of §2. The router applies it again after each redirect, so
 * e.g. a logged-out '/' goes '/' → '/report/saleCount' → '/login'.
 */
export function decideRoute(path: string, loggedIn: boolean): GuardDecision {
  if (!isKnownPath(path)) return redirect(NOT_FOUND_PATH);
  if (path === '/') return redirect(HOME_PATH);
  if (isPublicPath(path)) {
    // A logged-in user may stay on /login (e.g. to switch accounts); other public pages send them home.
    if (loggedIn && path !== LOGIN_PATH) return redirect('/');
    return stay;
  }
  return loggedIn ? stay : redirect(LOGIN_PATH);
}

/** Where a path finally lands after every guard step; for tests and for logging. */
export function resolveRoute(path: string, loggedIn: boolean): string {
  let current = path;
  for (let i = 0; i < 10; i++) {
    const decision = decideRoute(current, loggedIn);
    if (decision.action === 'stay') return current;
    current = decision.to;
  }
  throw new Error(`route guard loops on ${path}`);
}
