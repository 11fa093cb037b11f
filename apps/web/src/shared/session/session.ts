import { ALL_MENU_CODES, type LoginInfo, type LoginResult } from '@tillbook/contract';
import { useSyncExternalStore } from 'react';
import { readCookie, readLocal, writeCookie, writeLocal } from '../storage';

// §7: the token lives in a cookie keyed by the user id; the user id and language survive logout.
export const USER_ID_KEY = 'userId';
export const LOGIN_INFO_KEY = 'loginInfo';
export const tokenCookieName = (userId: string | number): string => `token_${userId}`;

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedInfo: LoginInfo | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

export function getUserId(): string | null {
  return readLocal(USER_ID_KEY);
}

export function getToken(): string | null {
  const userId = getUserId();
  return userId ? readCookie(tokenCookieName(userId)) : null;
}

/** The cached login info; the same object while the stored value is unchanged (for useSyncExternalStore). */
export function getLoginInfo(): LoginInfo | null {
  const raw = readLocal(LOGIN_INFO_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedInfo = raw ? (JSON.parse(raw) as LoginInfo) : null;
    } catch {
      cachedInfo = null;
    }
  }
  return cachedInfo;
}

export function isLoggedIn(): boolean {
  return getToken() !== null && getLoginInfo() !== null;
}

export function saveSession(result: LoginResult): void {
  const userId = String(result.user.id);
  writeLocal(USER_ID_KEY, userId);
  writeCookie(tokenCookieName(userId), result.token);
  writeLocal(LOGIN_INFO_KEY, JSON.stringify(result.user));
  notify();
}

/** Updates the cached login info after the user changed their own details (e.g. e-mail). */
export function patchLoginInfo(patch: Partial<LoginInfo>): void {
  const info = getLoginInfo();
  if (!info) return;
  writeLocal(LOGIN_INFO_KEY, JSON.stringify({ ...info, ...patch }));
  notify();
}

/** Ends the local session: token cookie and cached login info go; language and user id stay (§7). */
export function clearToken(): void {
  const userId = getUserId();
  if (userId) writeCookie(tokenCookieName(userId), null);
  writeLocal(LOGIN_INFO_KEY, null);
  notify();
}

/** Menu codes the user may open; the boss holds every one. */
export function permissionsOf(info: LoginInfo | null): ReadonlySet<number> {
  if (!info) return new Set();
  return new Set(info.isBoss ? [...ALL_MENU_CODES, ...info.permissions] : info.permissions);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginInfo(): LoginInfo | null {
  return useSyncExternalStore(subscribeSession, getLoginInfo, () => null);
}

// The router registers its navigate function so non-React code (the API client) can send the user to login.
let navigator: ((path: string) => void) | null = null;

export function setNavigator(navigate: ((path: string) => void) | null): void {
  navigator = navigate;
}

export function goTo(path: string): void {
  if (navigator) navigator(path);
  else globalThis.location.hash = `#${path}`;
}
