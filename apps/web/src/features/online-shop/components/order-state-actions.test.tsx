import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OnlineOrderRow } from '@tillbook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { OrderStateActions } from './order-state-actions';
import { fakeApi, renderWithQuery } from './test-support';

// The state buttons offer exactly the moves §4 allows from the order's state, and each move is sent only after it is
// confirmed, with what that move takes (the payment method of a completion, restocking of a refund).

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

const MOVE = '/online/order/setState';

const order = (over: Partial<OnlineOrderRow>): OnlineOrderRow => ({
  id: 41,
  orderId: 900,
  number: 'W-0041',
  shopId: 3,
  shopName: 'Harbour online',
  storeId: 10,
  state: 'unpaid',
  fulfilment: 'delivery',
  payWay: 'delivery',
  onlineMemberId: null,
  memberName: '',
  contactName: 'Ada',
  areaCode: '44',
  phone: '7700900123',
  address: '1 Quay Road',
  total: '12.00',
  deliveryFee: '3.50',
  amount: '15.50',
  slotStart: null,
  note: '',
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  ...over,
});

function setup(row: OnlineOrderRow) {
  const api = fakeApi({
    [MOVE]: (body: Record<string, unknown>) => ({ ...row, state: body.to, lines: [], events: [], refundOrderId: null }),
    '/setting/payway/options': [
      { id: 7, name: 'Cash', type: 'cash' },
      { id: 8, name: 'Card', type: 'card' },
    ],
  });
  renderWithQuery(<OrderStateActions order={row} />);
  return api;
}

const buttons = () => screen.queryAllByTestId(/^order-41-to-/).map((b) => b.getAttribute('data-testid'));

describe('OrderStateActions', { timeout: 30_000 }, () => {
  it('offers only the moves of the order state', async () => {
    fakeApi({});
    const { rerender } = renderWithQuery(<OrderStateActions order={order({ state: 'unpaid' })} />);
    await screen.findByTestId('order-41-to-preparing');
    expect(buttons()).toEqual(['order-41-to-preparing']);
    rerender(<OrderStateActions order={order({ state: 'preparing', fulfilment: 'pickup' })} />);
    expect(buttons()).toEqual(['order-41-to-delivering']);
    expect(screen.getByText('Ready for pickup')).toBeTruthy();
    rerender(<OrderStateActions order={order({ state: 'delivering' })} />);
    expect(buttons()).toEqual(['order-41-to-completed', 'order-41-to-refunded']);
    rerender(<OrderStateActions order={order({ state: 'completed' })} />);
    expect(buttons()).toEqual(['order-41-to-refunded']);
    rerender(<OrderStateActions order={order({ state: 'refunded' })} />);
    expect(buttons()).toEqual([]);
  });

  it('sends nothing when the move is cancelled', async () => {
    const api = setup(order({ state: 'unpaid' }));
    fireEvent.click(await screen.findByTestId('order-41-to-preparing'));
    expect(await screen.findByText('Order W-0041: Start preparing?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-move-cancel'));
    await waitFor(() => expect(screen.queryByTestId('order-move-ok')).toBeNull());
    expect(api.bodiesTo(MOVE)).toHaveLength(0);
  });

  it('sends a confirmed move', async () => {
    const api = setup(order({ state: 'unpaid' }));
    fireEvent.click(await screen.findByTestId('order-41-to-preparing'));
    fireEvent.click(await screen.findByTestId('order-move-ok'));
    await waitFor(() => expect(api.bodiesTo(MOVE)).toHaveLength(1));
    expect(api.bodiesTo(MOVE)[0]).toEqual({ id: 41, to: 'preparing' });
  });

  it('refunds a completed order without restocking when told so', async () => {
    const api = setup(order({ state: 'completed' }));
    fireEvent.click(await screen.findByTestId('order-41-to-refunded'));
    fireEvent.click(await screen.findByTestId('order-move-restock'));
    fireEvent.change(screen.getByTestId('order-move-reason'), { target: { value: 'Cold food' } });
    fireEvent.click(screen.getByTestId('order-move-ok'));
    await waitFor(() => expect(api.bodiesTo(MOVE)).toHaveLength(1));
    expect(api.bodiesTo(MOVE)[0]).toEqual({ id: 41, to: 'refunded', restock: false, reason: 'Cold food' });
  });

  it('completes with the shop payment method unless another is chosen', async () => {
    const api = setup(order({ state: 'delivering' }));
    fireEvent.click(await screen.findByTestId('order-41-to-completed'));
    expect(await screen.findByTestId('order-move-payment')).toBeTruthy();
    fireEvent.click(screen.getByTestId('order-move-ok'));
    await waitFor(() => expect(api.bodiesTo(MOVE)).toHaveLength(1));
    expect(api.bodiesTo(MOVE)[0]).toEqual({ id: 41, to: 'completed' });
  });
});
