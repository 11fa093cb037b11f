import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { NewOrdersBell } from './new-orders';
import { fakeApi, renderWithQuery } from './test-support';

// New orders show without reloading: the first poll only takes the cursor, each later one sends it back, and the
// orders it answers raise the "new" badge; the unpaid count is the server's.

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

const POLL = '/online/order/poll';
const placed = { id: 6, number: 'W-0006', state: 'unpaid' };

describe('NewOrdersBell', { timeout: 30_000 }, () => {
  it('polls from the cursor and counts what arrives', async () => {
    let calls = 0;
    const api = fakeApi({
      [POLL]: () => {
        calls += 1;
        if (calls === 1) return { cursor: 5, orders: [], unpaid: 0 };
        if (calls === 2) return { cursor: 6, orders: [placed], unpaid: 1 };
        return { cursor: 6, orders: [], unpaid: 1 };
      },
    });
    renderWithQuery(<NewOrdersBell intervalMs={20} />);
    await waitFor(() => expect(screen.getByTestId('order-new-count').textContent).toContain('1'));
    const bodies = api.bodiesTo(POLL);
    expect(bodies[0]).toEqual({});
    expect(bodies[1]).toEqual({ after: 5 });
    await waitFor(() => expect(api.bodiesTo(POLL).length).toBeGreaterThan(2));
    expect(api.bodiesTo(POLL)[2]).toEqual({ after: 6 });
    expect(screen.getByTestId('order-unpaid').textContent).toContain('1');
  });
});
