import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { deviceResource, type TaxRow, taxResource } from '@tillbook/contract';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { storeLang } from '../../i18n/lang';
import { ResourceTable } from './resource-table';

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

const tax = (id: number, name: string) => ({ id, name }) as TaxRow;

/** Answers each path with what `reply` gives for it (an envelope), recording the calls. */
function serve(reply: (path: string, body: Record<string, unknown>) => { code: number; data: unknown }) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/m/, '');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ path, body });
      return new Response(JSON.stringify({ msg: 'm', ...reply(path, body) }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const NO_FILTERS = {};

function renderTaxes(props: { onAdd?: () => void; canDelete?: (row: TaxRow) => boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ResourceTable
          resource={taxResource}
          testId="tax"
          title="Taxes"
          initialFilters={NO_FILTERS}
          columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
          addLabel="Add tax"
          emptyText="No taxes yet"
          onAdd={props.onAdd ?? (() => {})}
          onEdit={() => {}}
          canDelete={props.canDelete}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ResourceTable', () => {
  it('offers the add action on an empty list', async () => {
    serve(() => ({ code: 200, data: { list: [], total: 0 } }));
    const add = vi.fn();
    renderTaxes({ onAdd: add });
    expect((await screen.findByTestId('tax-empty', {}, { timeout: 5000 })).textContent).toContain('No taxes yet');
    fireEvent.click(screen.getByTestId('tax-empty-add'));
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('says nothing matches a search, without the add action', async () => {
    const calls = serve(() => ({ code: 200, data: { list: [], total: 0 } }));
    renderTaxes();
    await screen.findByTestId('tax-empty-add');
    const search = screen.getByTestId('tax-search').querySelector('input') as HTMLInputElement;
    fireEvent.change(search, { target: { value: ' VAT ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(screen.queryByTestId('tax-empty-add')).toBeNull();
    expect(calls.at(-1)).toEqual({ path: '/setting/revenue/list', body: { page: 1, pageSize: 20, name: 'VAT' } });
    // Reset clears the search: the list is empty again, not filtered.
    fireEvent.click(screen.getByTestId('tax-reset'));
    expect(await screen.findByTestId('tax-empty-add')).toBeTruthy();
  });

  it('does not count a fixed initial filter as a search', async () => {
    serve(() => ({ code: 200, data: { list: [], total: 0 } }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ResourceTable
            resource={deviceResource}
            testId="kiosk"
            title="Kiosks"
            initialFilters={KIOSKS}
            columns={[]}
            emptyText="No kiosks yet"
            onAdd={() => {}}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('kiosk-empty')).textContent).toContain('No kiosks yet');
    expect(screen.getByTestId('kiosk-empty-add')).toBeTruthy();
  });

  it('shows the error state with a retry', async () => {
    let fail = true;
    serve(() => (fail ? { code: 20037, data: null } : { code: 200, data: { list: [tax(1, 'VAT')], total: 1 } }));
    renderTaxes();
    await screen.findByTestId('tax-load-error');
    expect(screen.queryByTestId('tax-table')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByTestId('tax-load-error-retry'));
    expect(await screen.findByTestId('tax-edit-1')).toBeTruthy();
  });

  it('asks before deleting, and deletes only the rows it may', async () => {
    let rows = [tax(1, 'VAT'), tax(2, 'Built-in')];
    const calls = serve((path, body) => {
      if (path.endsWith('/delete')) rows = rows.filter((r) => r.id !== body.id);
      return { code: 200, data: path.endsWith('/list') ? { list: rows, total: rows.length } : null };
    });
    renderTaxes({ canDelete: (row) => row.id !== 2 });
    await screen.findByTestId('tax-delete-1');
    expect(screen.queryByTestId('tax-delete-2')).toBeNull();

    // Cancelled: nothing is deleted.
    fireEvent.click(screen.getByTestId('tax-delete-1'));
    fireEvent.click(await screen.findByTestId('confirm-cancel', {}, { timeout: 3000 }));
    expect(calls.some((c) => c.path.endsWith('/delete'))).toBe(false);

    // Confirmed: deleted, and the list is read again.
    fireEvent.click(screen.getByTestId('tax-delete-1'));
    // The cancelled dialog may still be fading out: the new one is the last.
    await waitFor(() => expect(screen.getAllByTestId('confirm-ok').length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByTestId('confirm-ok').at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByTestId('tax-edit-1')).toBeNull());
    expect(calls.filter((c) => c.path.endsWith('/delete'))).toEqual([
      { path: '/setting/revenue/delete', body: { id: 1 } },
    ]);
    expect(screen.getByTestId('tax-edit-2')).toBeTruthy();
  });
});

const KIOSKS = { kind: 'kiosk' as const };
