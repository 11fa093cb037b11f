import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { LOGIN_INFO_KEY } from '../../../shared/session/session';
import { fakeApi, renderWithQuery, testOverview } from '../components/test-support';
import BillingPage from './billing-page';

// Self-hosted the page says billing is off and nothing else; anyone but the account owner is told it is the owner's
// (and the page asks the server nothing); with a provider it shows the plan, its state and usage.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const login = (isBoss: boolean) =>
  localStorage.setItem(LOGIN_INFO_KEY, JSON.stringify({ isBoss, permissions: [], sysCurrencyId: 4 }));

const OFF = {
  enabled: false,
  provider: 'none',
  subscription: null,
  limits: { stores: null, staffAccounts: null, kiosks: null, onlineShops: null },
  features: { advancedStock: true, scanToOrder: true, selfService: true, onlineShop: true },
  usage: [{ resource: 'stores', used: 7, limit: null }],
  card: null,
  publishableKey: null,
  testClock: null,
};

describe('BillingPage', { timeout: 30_000 }, () => {
  it('self-hosted: says billing is off and every feature available, and shows nothing else', async () => {
    login(true);
    const api = fakeApi({ '/billing/overview': OFF });
    renderWithQuery(<BillingPage />);
    expect(await screen.findByTestId('billing-off')).toBeTruthy();
    expect(screen.getByText('Billing is off')).toBeTruthy();
    expect(screen.getByText(/every feature is available/)).toBeTruthy();
    expect(screen.queryByTestId('billing-tabs')).toBeNull();
    expect(screen.queryByTestId('billing-plans')).toBeNull();
    // Only the overview was asked: no plans, invoices or quotes.
    expect(api.sent.map((s) => s.path)).toEqual(['/billing/overview']);
  });

  it('is the account owner’s: anyone else is told so, and the server is not asked', async () => {
    login(false);
    const api = fakeApi({ '/billing/overview': OFF });
    renderWithQuery(<BillingPage />);
    expect(await screen.findByTestId('billing-owner-only')).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });

  it('with a provider: plan, state, usage against limits and the plans offered', async () => {
    login(true);
    fakeApi({
      '/billing/overview': testOverview({ state: 'pastDue', graceUntil: '2026-04-06T00:00:00.000Z' }),
      '/billing/plans': {
        list: [
          {
            code: 'free',
            name: 'Free',
            price: '0.00',
            currency: 'USD',
            periodMonths: 1,
            tier: 0,
            offered: true,
            limits: { stores: 1, staffAccounts: 3, kiosks: 0, onlineShops: 0 },
            features: { advancedStock: false, scanToOrder: false, selfService: false, onlineShop: false },
          },
          {
            code: 'yearly',
            name: 'Pro (12 months)',
            price: '250.00',
            currency: 'USD',
            periodMonths: 12,
            tier: 3,
            offered: true,
            limits: { stores: 20, staffAccounts: 200, kiosks: 20, onlineShops: 5 },
            features: { advancedStock: true, scanToOrder: true, selfService: true, onlineShop: true },
          },
        ],
      },
    });
    renderWithQuery(<BillingPage />);
    expect((await screen.findByTestId('billing-plan')).textContent).toBe('Pro (monthly)');
    expect(screen.getByTestId('billing-state').textContent).toBe('Past due');
    expect(screen.getByTestId('billing-past-due').textContent).toContain('06/04/2026');
    expect(screen.getByTestId('billing-usage-stores-value').textContent).toBe('2 of 20');
    expect((await screen.findByTestId('billing-plan-yearly')).textContent).toContain('$250.00 per 12 months');
    // The test provider's clock is there to run the life cycle.
    expect(screen.getByTestId('billing-test-clock')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('billing-choose-free')).toBeTruthy());
  });
});
