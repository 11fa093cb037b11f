import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import LoginPage from './login-page';

// The login page checks its fields itself (no antd Form, to stay light): as antd's Form did, on submit and as
// each field is typed in, with the same messages.
beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

afterEach(() => vi.unstubAllGlobals());

function renderLogin() {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ code: 20027, msg: 'wrong password', data: null }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] });
  render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return fetchMock;
}

describe('login page', () => {
  it('asks for both fields on an empty submit, without calling the server', async () => {
    const fetchMock = renderLogin();
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(screen.getByTestId('login-email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/login/login'))).toHaveLength(0);
  });

  it('checks a field as it is typed in, leaving the other alone', async () => {
    renderLogin();
    const password = await screen.findByTestId('login-password');
    fireEvent.change(password, { target: { value: 'x' } });
    fireEvent.change(password, { target: { value: '' } });
    expect(await screen.findByText('Enter your password')).toBeTruthy();
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
    fireEvent.change(password, { target: { value: 'secret1' } });
    expect(screen.queryByText('Enter your password')).toBeNull();
  });

  it('sends the address and password as typed', async () => {
    const fetchMock = renderLogin();
    fireEvent.change(await screen.findByTestId('login-email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: ' secret1' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/login/login'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/login/login')) as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ana@example.com', password: ' secret1' });
  });
});
