import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { rewardResource, storeResource, taxResource } from '@tillbook/contract';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { exportBodyOf, resourceKeys, useDeleteResource, useResourceList, useSaveResource } from './resource';
import { storeOptionsKey } from './store-options';

// A write of a resource makes its lists and details stale, plus the store options when it is a store, truck or place,
// plus what the caller names; nothing else.

/** Answers every call with `data` and records the paths and bodies asked. */
function serve(data: unknown) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ path: url.replace(/^\/m/, ''), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Queries already in the cache, as screens would have left them.
  const cached = {
    taxList: resourceKeys(taxResource).list({ page: 1, pageSize: 20 }),
    taxDetail: resourceKeys(taxResource).detail(3),
    storeList: resourceKeys(storeResource).list({ page: 1, pageSize: 20 }),
    storeOptions: storeOptionsKey,
    other: ['catalog', 'product', 'list'],
  };
  for (const key of Object.values(cached)) client.setQueryData(key, { list: [], total: 0 });
  const stale = () =>
    Object.fromEntries(Object.entries(cached).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { stale, wrapper };
}

describe('resource hooks', () => {
  it('a save invalidates its own lists and details only', async () => {
    const calls = serve({ id: 3 });
    const { stale, wrapper } = setup();
    const { result } = renderHook(() => useSaveResource(taxResource), { wrapper });
    await act(() =>
      result.current.mutateAsync({ name: 'VAT', rate: '20', calculation: 'included', storeIds: [1], placeIds: [] }),
    );
    expect(calls[0].path).toBe('/setting/revenue/save');
    expect(stale()).toEqual({
      taxList: true,
      taxDetail: true,
      storeList: false,
      storeOptions: false,
      other: false,
    });
  });

  it('a store write invalidates the store options too, and what the caller adds', async () => {
    const calls = serve(null);
    const { stale, wrapper } = setup();
    const { result } = renderHook(() => useDeleteResource(storeResource, { invalidates: [['catalog']] }), {
      wrapper,
    });
    await act(() => result.current.mutateAsync(9));
    expect(calls).toEqual([{ path: '/store/delete', body: { id: 9 } }]);
    expect(stale()).toEqual({
      taxList: false,
      taxDetail: false,
      storeList: true,
      storeOptions: true,
      other: true,
    });
  });

  it('deletes by the id field the descriptor names', async () => {
    const calls = serve(null);
    const { wrapper } = setup();
    const { result } = renderHook(() => useDeleteResource(rewardResource), { wrapper });
    await act(() => result.current.mutateAsync(42));
    expect(calls).toEqual([{ path: '/goods/reward/delete', body: { productId: 42 } }]);
  });

  it('lists through the descriptor path with the body as its key', async () => {
    const calls = serve({ list: [{ id: 1, name: 'VAT' }], total: 1 });
    const { wrapper } = setup();
    const { result } = renderHook(() => useResourceList(taxResource, { page: 2, pageSize: 10, name: 'V' }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data?.total).toBe(1));
    expect(calls).toEqual([{ path: '/setting/revenue/list', body: { page: 2, pageSize: 10, name: 'V' } }]);
  });

  it('exports the filters without paging, with a format only where the export takes one', () => {
    const filters = { page: 3, pageSize: 20, keyword: 'a' };
    expect(exportBodyOf(storeResource, filters)).toEqual({ keyword: 'a' });
    expect(exportBodyOf({ ...storeResource, exportFormats: ['xlsx', 'pdf'] }, filters, 'pdf')).toEqual({
      keyword: 'a',
      format: 'pdf',
    });
  });
});
