import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { BillingOverview, SubscriptionView } from '@tillbook/contract';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

// What the billing page's component tests share: a fake API answering by path, and an overview as the API answers it.

/** An answer: data (code 200), or `{ code, data }` through `refuse`. */
export type Answer = unknown | ((body: Record<string, unknown>) => unknown);
const REFUSAL = Symbol('refusal');
export const refuse = (code: number, data: unknown = null) => ({ [REFUSAL]: true, code, data });

/** Stubs fetch: each path answers from `answers` (unknown paths answer null); records the bodies sent. */
export function fakeApi(answers: Record<string, Answer>) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = String(url).replace(/^\/m/, '');
      const body = JSON.parse(String(init.body ?? '{}'));
      sent.push({ path, body });
      const answer = answers[path];
      const out = typeof answer === 'function' ? answer(body) : (answer ?? null);
      const envelope =
        out && typeof out === 'object' && REFUSAL in out
          ? { code: (out as { code: number }).code, msg: 'refused', data: (out as { data: unknown }).data }
          : { code: 200, msg: 'ok', data: out };
      return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return { sent, bodiesTo: (path: string) => sent.filter((s) => s.path === path).map((s) => s.body) };
}

export function renderWithQuery(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

export const activeSubscription: SubscriptionView = {
  planCode: 'monthly',
  planName: 'Pro (monthly)',
  state: 'active',
  periodStart: '2026-03-01T00:00:00.000Z',
  periodEnd: '2026-04-01T00:00:00.000Z',
  graceUntil: null,
  nextRetryAt: null,
  cancelAtPeriodEnd: false,
  pendingPlanCode: null,
  effectivePlanCode: 'monthly',
};

export const testOverview = (subscription: Partial<SubscriptionView> = {}): BillingOverview => ({
  enabled: true,
  provider: 'test',
  subscription: { ...activeSubscription, ...subscription },
  limits: { stores: 20, staffAccounts: 200, kiosks: 20, onlineShops: 5 },
  features: { advancedStock: true, scanToOrder: true, selfService: true, onlineShop: true },
  usage: [
    { resource: 'stores', used: 2, limit: 20 },
    { resource: 'staffAccounts', used: 4, limit: 200 },
    { resource: 'kiosks', used: 0, limit: 20 },
    { resource: 'onlineShops', used: 1, limit: 5 },
  ],
  card: null,
  publishableKey: null,
  testClock: '2026-03-10T12:00:00.000Z',
});
