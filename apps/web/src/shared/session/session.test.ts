import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeLang } from '../i18n/lang';
import {
  clearToken,
  getLoginInfo,
  getToken,
  goTo,
  isLoggedIn,
  permissionsOf,
  saveSession,
  setNavigator,
  tokenCookieName,
} from './session';

const user = {
  id: 42,
  tenantId: 9,
  name: 'Rui',
  loginName: 'rui@example.com',
  email: 'rui@example.com',
  sysCurrencyId: 1,
  languageDto: { sysLanguageId: 5, sysLanguageCode: 'fr_FR' },
  isBoss: false,
  permissions: [1, 4],
};

afterEach(() => setNavigator(null));

describe('session storage (§7)', () => {
  it('keeps the token in a cookie keyed by the user id, the user id and login info in local storage', () => {
    saveSession({ token: 'abc', user });
    expect(tokenCookieName(42)).toBe('token_42');
    expect(document.cookie).toContain('token_42=abc');
    expect(localStorage.getItem('userId')).toBe('42');
    expect(getToken()).toBe('abc');
    expect(getLoginInfo()).toEqual(user);
    expect(isLoggedIn()).toBe(true);
  });

  it('clearing the session keeps the language and the user id', () => {
    storeLang('pt_PT');
    saveSession({ token: 'abc', user });
    clearToken();
    expect(getToken()).toBeNull();
    expect(getLoginInfo()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('userId')).toBe('42');
    expect(localStorage.getItem('lang')).toBe('pt_PT');
  });

  it('gives the boss every menu code, others their own', () => {
    expect([...permissionsOf(user)]).toEqual([1, 4]);
    expect(permissionsOf({ ...user, isBoss: true, permissions: [] }).has(129)).toBe(true);
    expect(permissionsOf(null).size).toBe(0);
  });

  it('navigates through the router when it is mounted, else through the hash', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    goTo('/login');
    expect(navigate).toHaveBeenCalledWith('/login');
    setNavigator(null);
    goTo('/forget');
    expect(window.location.hash).toBe('#/forget');
  });
});
