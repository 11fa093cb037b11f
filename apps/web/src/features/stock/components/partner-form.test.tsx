import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-client';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { PartnerForm } from './partner-form';

// A save the server refuses for a field (1001 with its issues): the field says why, and the client's `[code]:message`
// toast is on screen once, however often the same refused save is sent again.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

const errorToasts = () => [...document.querySelectorAll('[data-testid="toast-error"]')].map((e) => e.textContent);

describe('PartnerForm refused save', { timeout: 30_000 }, () => {
  it('marks the field and shows the toast once', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: 1001,
            msg: 'Parameter exception',
            data: { issues: [{ path: 'name', message: 'That name is taken' }] },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <PartnerForm kind="supplier" />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(await screen.findByTestId('partner-form-name', {}, { timeout: 5000 }), {
      target: { value: 'Acme' },
    });
    const save = screen.getByTestId('partner-form-save');
    fireEvent.click(save);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('That name is taken')).toBeTruthy();
    await waitFor(() => expect(errorToasts()).toHaveLength(1));
    // The same save again: the same refusal, still one toast.
    fireEvent.click(save);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('partner-form-save').className).not.toContain('loading'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errorToasts()).toEqual(['[1001]:Some of the information entered is not valid.']);
    expect(screen.getByText('That name is taken')).toBeTruthy();
  });
});
