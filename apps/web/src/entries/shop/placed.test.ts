import type { ShopperOrderDetail } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { keepPlaced, placedOrder, placedOrders } from './placed';

const order = (id: number, state: ShopperOrderDetail['state'] = 'unpaid') =>
  ({ id, number: `N${id}`, state, fulfilment: 'pickup', lines: [], states: [] }) as unknown as ShopperOrderDetail;

describe('a guest’s placed orders', () => {
  it('keep the follow token of the placement, per shop', () => {
    keepPlaced('1-aaaaaaaa', { ...order(3), followToken: '1.secret' });
    expect(placedOrder('1-aaaaaaaa', 3)?.followToken).toBe('1.secret');
    expect(placedOrder('1-bbbbbbbb', 3)).toBeUndefined();
  });

  it('keep the token when the followed order is kept again with its new state', () => {
    keepPlaced('1-aaaaaaaa', { ...order(3), followToken: '1.secret' });
    keepPlaced('1-aaaaaaaa', order(3, 'preparing'));
    expect(placedOrder('1-aaaaaaaa', 3)).toMatchObject({ state: 'preparing', followToken: '1.secret' });
    expect(placedOrders('1-aaaaaaaa')).toHaveLength(1);
  });

  it('keep the newest ten, newest first; unreadable storage is none', () => {
    for (let id = 1; id <= 12; id++) keepPlaced('1-aaaaaaaa', order(id));
    expect(placedOrders('1-aaaaaaaa').map((o) => o.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    localStorage.setItem('shopPlaced:1-cccccccc', '{bad');
    expect(placedOrders('1-cccccccc')).toEqual([]);
  });
});
