import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../shared/i18n/i18n';
import { storeLang } from '../shared/i18n/lang';
import { clearToken, getToken } from '../shared/session/session';
import { Providers } from './providers';
import { createAppRouter } from './router';

// A smoke test of the shell in jsdom: guard → lazy login page → login → layout with the menu and a
// not-yet-available page. The browser suite covers the real flows against the server.
const loginResult = {
  token: 'tok-1',
  user: {
    id: 3,
    tenantId: 1,
    name: 'Ana Lima',
    loginName: 'ana@example.com',
    email: 'ana@example.com',
    sysCurrencyId: 1,
    languageDto: { sysLanguageId: 3, sysLanguageCode: 'en_GB' },
    isBoss: false,
    permissions: [1, 13],
  },
};

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

afterEach(() => vi.unstubAllGlobals());

function renderAt(hash: string) {
  // A desktop window: the sidebar starts open (on smaller ones it starts closed, §2).
  window.innerWidth = 1800;
  window.location.hash = hash;
  const router = createAppRouter();
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/**
 * How long a page's lazily loaded code may take to arrive: the first page of a file pays for transforming its
 * modules, seconds on a loaded machine (the wait ends as soon as the element is there).
 */
const LOADED = { timeout: 20_000 };

describe('app shell', () => {
  it('sends a logged-out user to login, logs in, and shows the permitted menu', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const body = url.endsWith('/login/login')
        ? { code: 200, msg: 'ok', data: loginResult }
        : { code: 200, msg: 'ok', data: [] };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('#/report/saleCount');

    const email = await screen.findByTestId('login-email', {}, LOADED);
    expect(router.state.location.pathname).toBe('/login');
    expect(document.title).toBe('Tillbook POS');
    expect(screen.getByTestId('language-switcher')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('login-submit'));

    await screen.findByTestId('sidebar', {}, LOADED);
    expect(getToken()).toBe('tok-1');
    // Back to the page asked for before login.
    await waitFor(() => expect(router.state.location.pathname).toBe('/report/saleCount'));
    expect(await screen.findByTestId('report-page-saleCount', {}, LOADED)).toBeTruthy();
    expect(screen.getByTestId('user-name').textContent).toBe('Ana Lima');
    expect(screen.getByTestId('menu-/report')).toBeTruthy();
    expect(screen.getByTestId('menu-/setting')).toBeTruthy();
    expect(screen.queryByTestId('menu-/stockManage')).toBeNull();
    const [url, init] = fetchMock.mock.calls.find(([u]) => u.endsWith('/login/login')) as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/m/login/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@example.com', password: 'secret1' });
  }, 20_000);

  it('signs a role without reports in to the first page it may open, not to "No access"', async () => {
    clearToken();
    const stockOnly = { ...loginResult, user: { ...loginResult.user, permissions: [4] } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const data = url.endsWith('/login/login') ? stockOnly : [];
        return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const router = renderAt('#/');

    const email = await screen.findByTestId('login-email', {}, LOADED);
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('login-submit'));

    await screen.findByTestId('sidebar', {}, LOADED);
    await waitFor(() => expect(router.state.location.pathname).toBe('/stockManage/orderList'));
    expect(screen.queryByTestId('no-permission')).toBeNull();
  }, 20_000);

  it('titles the online-shop pages "Online Shop"', async () => {
    // The shell still asks for the language list: answer it, so that no error toast outlives the test.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'ok', data: [] }))),
    );
    renderAt('#/checkEmailRes?result=success');
    await screen.findByTestId('email-result-success', {}, LOADED);
    expect(document.title).toBe('Online Shop');
  }, 20_000);
});
