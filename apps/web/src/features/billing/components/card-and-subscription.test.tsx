import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { CardSection } from './card-section';
import { planBlock } from './plan-list';
import { SubscriptionCard, stateKey } from './subscription-card';
import { activeSubscription, fakeApi, renderWithQuery, testOverview } from './test-support';
import { usagePercent } from './usage-card';

// The card goes to the server only as the provider's token (the test provider's tokens by what they do); the
// subscription's states read as a merchant reads them, and what is scheduled can be withdrawn.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});
afterEach(() => vi.unstubAllGlobals());

const name = (code: string | null) => (code === 'free' ? 'Free' : (code ?? '—'));

describe('CardSection', { timeout: 30_000 }, () => {
  it('test provider: saves the chosen test token, and nothing else', async () => {
    const api = fakeApi({ '/billing/card/save': { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } });
    renderWithQuery(<CardSection overview={testOverview()} />);
    expect(await screen.findByTestId('billing-card-none')).toBeTruthy();
    fireEvent.click(screen.getByTestId('billing-card-save'));
    await waitFor(() => expect(api.bodiesTo('/billing/card/save')).toEqual([{ token: 'tok_visa' }]));
  });

  it('shows the card on file by brand, last four digits and expiry', async () => {
    fakeApi({});
    renderWithQuery(
      <CardSection
        overview={{ ...testOverview(), card: { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 } }}
      />,
    );
    expect((await screen.findByTestId('billing-card-on-file')).textContent).toBe(
      'visa ending in 4242, expires 03/2031',
    );
    expect(screen.queryByTestId('billing-test-card-form')).toBeNull();
  });
});

describe('SubscriptionCard', { timeout: 30_000 }, () => {
  it('a scheduled cancellation reads as such and is resumed', async () => {
    const api = fakeApi({ '/billing/resume': activeSubscription });
    renderWithQuery(<SubscriptionCard overview={testOverview({ cancelAtPeriodEnd: true })} planName={name} />);
    expect((await screen.findByTestId('billing-state')).textContent).toBe('Cancelled at period end');
    expect(screen.getByTestId('billing-cancel-scheduled').textContent).toContain('01/04/2026');
    expect(screen.queryByTestId('billing-cancel')).toBeNull();
    fireEvent.click(screen.getByTestId('billing-resume'));
    await waitFor(() => expect(api.bodiesTo('/billing/resume')).toHaveLength(1));
  });

  it('a scheduled downgrade names the plan and the date', async () => {
    fakeApi({});
    renderWithQuery(<SubscriptionCard overview={testOverview({ pendingPlanCode: 'free' })} planName={name} />);
    expect((await screen.findByTestId('billing-downgrade-scheduled')).textContent).toContain('Free');
    expect(screen.getByTestId('billing-resume')).toBeTruthy();
  });

  it('cancelling asks first', async () => {
    const api = fakeApi({ '/billing/cancel': { ...activeSubscription, cancelAtPeriodEnd: true } });
    renderWithQuery(<SubscriptionCard overview={testOverview()} planName={name} />);
    fireEvent.click(await screen.findByTestId('billing-cancel'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(api.bodiesTo('/billing/cancel')).toHaveLength(1));
  });
});

describe('plan and usage rules', () => {
  it('states: a scheduled cancellation of a running plan, else the state', () => {
    expect(stateKey({ ...activeSubscription, cancelAtPeriodEnd: true })).toBe('cancelling');
    expect(stateKey({ ...activeSubscription, state: 'expired', cancelAtPeriodEnd: true })).toBe('expired');
    expect(stateKey({ ...activeSubscription, state: 'pastDue' })).toBe('pastDue');
  });

  it('the held plan and the scheduled one cannot be chosen; a trial may choose its own plan', () => {
    const plan = { code: 'monthly' } as Parameters<typeof planBlock>[0];
    expect(planBlock(plan, activeSubscription)).toBe('current');
    expect(planBlock(plan, { ...activeSubscription, state: 'trial' })).toBeNull();
    expect(planBlock({ ...plan, code: 'free' }, { ...activeSubscription, pendingPlanCode: 'free' })).toBe('scheduled');
    expect(planBlock(plan, null)).toBeNull();
  });

  it('usage: share of the limit, full when over it, none when unlimited', () => {
    expect(usagePercent({ resource: 'stores', used: 1, limit: 4 })).toBe(25);
    expect(usagePercent({ resource: 'stores', used: 5, limit: 1 })).toBe(100);
    expect(usagePercent({ resource: 'kiosks', used: 1, limit: 0 })).toBe(100);
    expect(usagePercent({ resource: 'stores', used: 9, limit: null })).toBe(0);
  });
});
