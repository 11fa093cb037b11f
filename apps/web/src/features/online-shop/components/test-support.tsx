import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ShopRow } from '@tillbook/contract';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

// What the online shop's component tests share: a fake API answering by path, and a shop as the API answers it.

export type Answers = Record<string, unknown | ((body: Record<string, unknown>) => unknown)>;

/** Stubs fetch: each path answers `{ code: 200, data }` from `answers` (unknown paths answer []); records bodies. */
export function fakeApi(answers: Answers) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = String(url).replace(/^\/m/, '');
      const body = JSON.parse(String(init.body ?? '{}'));
      sent.push({ path, body });
      const answer = answers[path];
      const data = typeof answer === 'function' ? answer(body) : (answer ?? []);
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { sent, bodiesTo: (path: string) => sent.filter((s) => s.path === path).map((s) => s.body) };
}

export function renderWithQuery(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

export const harbourShop: ShopRow = {
  id: 3,
  storeId: 10,
  storeName: 'Harbour Street',
  storeKind: 'store',
  name: 'Harbour online',
  code: 't1-abc123',
  open: false,
  url: 'https://shop.example.test/shop/#/t1-abc123',
  delivery: true,
  pickup: true,
  payOnDelivery: true,
  payInStore: true,
  guestCheckout: true,
  orderLimit: '0.00',
  defaultOrderType: 'delivery',
  orderTypeId: null,
  taxId: null,
  paymentMethodId: null,
  feeBasis: 'amount',
  deliveryFees: [{ upTo: '20.00', fee: '3.50', minOrder: '10.00' }],
  freeDeliveryAbove: null,
  backgroundColor: '#ffffff',
  openingHours: [{ weekday: 1, open: '09:00', close: '17:00' }],
  preparationMinutes: 15,
  slotCap: 0,
  createdAt: '2024-05-01T00:00:00.000Z',
  updatedAt: '2024-05-01T00:00:00.000Z',
};
