import { render, screen, waitFor } from '@testing-library/react';
import type { ShopperOrderDetail, StorefrontHome } from '@tillbook/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../shared/i18n/i18n';
import { keepShopLang } from '../lang';
import { keepPlaced, placedOrder } from '../placed';
import { ShopContext, type ShopState } from '../shop-context';
import OrderPage from './order-page';

beforeAll(async () => {
  keepShopLang('en_GB');
  await initI18n('en_GB');
  await i18n.loadNamespaces(['shop']);
});

const CODE = '7-0a1b2c3d';
const shop: ShopState = {
  code: CODE,
  home: {} as StorefrontHome,
  shop: {} as ShopState['shop'],
  money: (a) => `£${a}`,
};

const placed = (state: ShopperOrderDetail['state']): ShopperOrderDetail =>
  ({
    id: 41,
    number: 'W-41',
    shopCode: CODE,
    shopName: 'Harbour',
    state,
    fulfilment: 'pickup',
    payWay: 'store',
    contactName: 'Ada',
    areaCode: '',
    phone: '07700900456',
    address: '',
    total: '9.00',
    deliveryFee: '0.00',
    amount: '9.00',
    slotStart: null,
    note: '',
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-01-01T12:00:00.000Z',
    lines: [],
    states: [],
  }) as ShopperOrderDetail;

const show = (id = 41) =>
  render(
    <ShopContext.Provider value={shop}>
      <MemoryRouter initialEntries={[`/${CODE}/order/${id}`]}>
        <Routes>
          <Route path="/:code/order/:id" element={<OrderPage />} />
        </Routes>
      </MemoryRouter>
    </ShopContext.Provider>,
  );

const answering = (answer: { code: number; data?: unknown }) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ msg: 'm', data: null, ...answer })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('a guest’s order page', () => {
  it('follows the order by the token its placement gave, and keeps what it saw', async () => {
    keepPlaced(CODE, { ...placed('unpaid'), followToken: '7.secret' });
    const fetch = answering({ code: 200, data: placed('preparing') });
    show();
    await waitFor(() => expect(screen.getByTestId('order-state').textContent).toBe('Preparing'));
    expect(screen.getByTestId('order-page').getAttribute('data-live')).toBe('true');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/m/shop/order/follow');
    expect(JSON.parse(String(init.body))).toEqual({ token: '7.secret' });
    await waitFor(() => expect(placedOrder(CODE, 41)?.state).toBe('preparing'));
    expect(placedOrder(CODE, 41)?.followToken).toBe('7.secret');
  });

  it('shows the kept order, not live, when the token is refused', async () => {
    keepPlaced(CODE, { ...placed('unpaid'), followToken: '7.secret' });
    answering({ code: 20037 });
    show();
    await waitFor(() => expect(screen.getByTestId('order-page').getAttribute('data-live')).toBe('false'));
    expect(screen.getByTestId('order-state').textContent).toBe('Unpaid');
  });

  it('without a kept order, says the order is not known here', () => {
    const fetch = answering({ code: 200 });
    show(99);
    expect(screen.getByTestId('order-unknown')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
