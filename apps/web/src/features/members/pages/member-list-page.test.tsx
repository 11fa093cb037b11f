import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import MemberListPage from './member-list-page';

// The list's credit choice is one select but two fields of the list call (`onCredit`, `owing`); the city applies on
// Enter.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

function renderPage() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/m/, '');
      calls.push({ path, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { list: [], total: 0 } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MemberListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const lists = () => calls.filter((c) => c.path === '/member/list').map((c) => c.body);
  return { lists };
}

const choose = async (testId: string, option: string) => {
  fireEvent.mouseDown(screen.getByTestId(testId).querySelector('.ant-select-content, input') as Element);
  fireEvent.click(await screen.findByTitle(option));
};

describe('MemberListPage', { timeout: 30_000 }, () => {
  it('offers adding and importing on an empty list', async () => {
    renderPage();
    expect((await screen.findByTestId('member-empty', {}, { timeout: 5000 })).textContent).toContain('No members yet');
    expect(screen.getByTestId('member-empty-add')).toBeTruthy();
    expect(screen.getByTestId('member-empty-import')).toBeTruthy();
  });

  it('sends the credit choice and the city as the list call takes them', async () => {
    const { lists } = renderPage();
    await screen.findByTestId('member-empty-add', {}, { timeout: 5000 });

    await choose('member-filter-credit', 'Owes money');
    await waitFor(() => expect(lists().at(-1)).toEqual({ page: 1, pageSize: 20, owing: true }));
    await choose('member-filter-credit', 'No credit');
    await waitFor(() => expect(lists().at(-1)).toEqual({ page: 1, pageSize: 20, onCredit: false }));

    const city = screen.getByTestId('member-filter-city') as HTMLInputElement;
    fireEvent.change(city, { target: { value: ' Leeds ' } });
    fireEvent.keyDown(city, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lists().at(-1)).toEqual({ page: 1, pageSize: 20, onCredit: false, city: 'Leeds' }));
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();

    // Reset empties the fields too.
    fireEvent.click(screen.getByTestId('member-reset'));
    await waitFor(() => expect(lists().at(-1)).toEqual({ page: 1, pageSize: 20 }));
    expect(city.value).toBe('');
  });
});
