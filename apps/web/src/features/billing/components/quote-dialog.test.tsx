import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BillingQuote, PlanRow } from '@tillbook/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { QuoteDialog } from './quote-dialog';
import { activeSubscription, fakeApi, refuse, renderWithQuery } from './test-support';

// A change is confirmed at the quoted total: the quote (price, credit, net, VAT, total) shows first, the total goes
// back as `expectedTotal`, and a total that changed meanwhile (20121) is shown and quoted again before a new confirm.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});
afterEach(() => vi.unstubAllGlobals());

const yearly: PlanRow = {
  code: 'yearly',
  name: 'Pro (12 months)',
  price: '250.00',
  currency: 'USD',
  periodMonths: 12,
  tier: 3,
  offered: true,
  limits: { stores: 20, staffAccounts: 200, kiosks: 20, onlineShops: 5 },
  features: { advancedStock: true, scanToOrder: true, selfService: true, onlineShop: true },
};

const quote = (over: Partial<BillingQuote> = {}): BillingQuote => ({
  planCode: 'yearly',
  kind: 'upgrade',
  effectiveAt: '2026-03-10T12:00:00.000Z',
  price: '250.00',
  credit: '17.74',
  net: '232.26',
  vatRate: '20',
  vatAmount: '46.45',
  total: '278.71',
  vatTreatment: 'standard',
  vatCountry: 'GB',
  ...over,
});

describe('QuoteDialog', { timeout: 30_000 }, () => {
  it('shows the quote and confirms with its total', async () => {
    const api = fakeApi({
      '/billing/quote': quote(),
      '/billing/change': { subscription: { ...activeSubscription, planCode: 'yearly' }, invoiceId: 9 },
    });
    const onClose = vi.fn();
    renderWithQuery(<QuoteDialog plan={yearly} onClose={onClose} />);
    expect((await screen.findByTestId('billing-quote-total')).textContent).toBe('$278.71');
    expect(screen.getByTestId('billing-quote-credit').textContent).toBe('−$17.74');
    expect(screen.getByTestId('billing-quote-net').textContent).toBe('$232.26');
    expect(screen.getByTestId('billing-quote-vat').textContent).toBe('$46.45');
    expect(screen.getByText('VAT 20% (GB)')).toBeTruthy();
    expect(screen.getByTestId('billing-quote-kind').textContent).toContain('credited');
    fireEvent.click(screen.getByTestId('billing-quote-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodiesTo('/billing/change')).toEqual([{ planCode: 'yearly', expectedTotal: '278.71' }]);
  });

  it('a changed total (20121) is shown, quoted again and confirmed at the new total', async () => {
    let quotes = 0;
    let changes = 0;
    const api = fakeApi({
      // The first quote is stale by the time it is confirmed: reverse charge now applies.
      '/billing/quote': () =>
        ++quotes === 1
          ? quote()
          : quote({
              vatRate: '0',
              vatAmount: '0.00',
              total: '232.26',
              vatTreatment: 'reverseCharge',
              vatCountry: null,
            }),
      '/billing/change': () =>
        ++changes === 1
          ? refuse(20121)
          : { subscription: { ...activeSubscription, planCode: 'yearly' }, invoiceId: 10 },
    });
    const onClose = vi.fn();
    renderWithQuery(<QuoteDialog plan={yearly} onClose={onClose} />);
    await screen.findByTestId('billing-quote-total');
    fireEvent.click(screen.getByTestId('billing-quote-confirm'));
    expect(await screen.findByTestId('billing-quote-changed')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('billing-quote-total').textContent).toBe('$232.26'));
    expect(screen.getByText('VAT: reverse charge')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('billing-quote-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodiesTo('/billing/change').map((b) => b.expectedTotal)).toEqual(['278.71', '232.26']);
  });

  it('a downgrade says when it happens and charges nothing now', async () => {
    fakeApi({
      '/billing/quote': quote({
        kind: 'downgrade',
        effectiveAt: '2026-04-01T00:00:00.000Z',
        price: '0.00',
        credit: '0.00',
        net: '0.00',
        vatAmount: '0.00',
        total: '0.00',
      }),
    });
    renderWithQuery(<QuoteDialog plan={{ ...yearly, code: 'free', name: 'Free' }} onClose={() => {}} />);
    expect((await screen.findByTestId('billing-quote-kind')).textContent).toContain('01/04/2026');
    expect(screen.getByTestId('billing-quote-confirm').textContent).toBe('Schedule the change');
    expect(screen.queryByTestId('billing-quote-credit')).toBeNull();
  });

  it('a plan that cannot be quoted (20112) says why and cannot be confirmed', async () => {
    const api = fakeApi({ '/billing/quote': refuse(20112) });
    renderWithQuery(<QuoteDialog plan={yearly} onClose={() => {}} />);
    expect((await screen.findByTestId('billing-quote-error')).textContent).toContain('20112');
    expect(screen.getByTestId('billing-quote-confirm').hasAttribute('disabled')).toBe(true);
    expect(api.bodiesTo('/billing/change')).toHaveLength(0);
  });
});
