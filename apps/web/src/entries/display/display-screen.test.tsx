import { render, screen, waitFor } from '@testing-library/react';
import type { CustomerDisplayState } from '@tillbook/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { storeLang } from '../../shared/i18n/lang';
import type { AdClient } from './ad-client';
import { DisplayScreen } from './display-screen';

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
  await i18n.loadNamespaces(['deviceScreen', 'customerDisplay']);
});

const noAds: AdClient = {
  schedule: async () => ({ ads: [], nextChangeAt: 0 }),
  file: async () => new Blob([]),
  played: async () => null,
};

const cart: NonNullable<CustomerDisplayState['cart']> = {
  orderId: 5,
  number: '1-20261127-5',
  lines: [
    {
      lineId: 51,
      name: 'Burger',
      variantName: '',
      quantity: '2.0000',
      unitPrice: '10.00',
      modifiers: [{ name: 'Cheese', quantity: '1.0000', unitPrice: '2.00' }],
      gross: '24.00',
      discount: '2.40',
    },
  ],
  goodsTotal: '24.00',
  lineDiscountTotal: '2.40',
  orderDiscount: '0.00',
  taxes: [{ name: 'VAT', rate: '10', calculation: 'added', amount: '2.16' }],
  taxIncluded: '0.00',
  taxAdded: '2.16',
  total: '23.76',
  paidTotal: '0.00',
  changeTotal: '0.00',
};

function serve(states: CustomerDisplayState[]) {
  let i = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const data = states[Math.min(i++, states.length - 1)];
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const base = { storeName: 'Quay', lang: 'en_GB' as const, sysCurrencyId: 4 };
const info = { deviceId: 4, kind: 'customer' as const, storeId: 9, storeName: 'Quay' };

describe('DisplayScreen', { timeout: 30_000 }, () => {
  it('shows the ads alone, then the live cart in the merchant’s currency, then a thank-you', async () => {
    serve([
      { ...base, state: 'idle', cart: null },
      { ...base, state: 'cart', cart },
      { ...base, state: 'thanks', cart: { ...cart, paidTotal: '30.00', changeTotal: '6.24' } },
    ]);
    render(<DisplayScreen info={info} ads={noAds} />);
    expect((await screen.findByTestId('display-welcome')).textContent).toContain('Quay');
    const panel = await screen.findByTestId('display-cart');
    expect(screen.getByTestId('display-screen').dataset.state).toBe('cart');
    expect(panel.textContent).toContain('Burger');
    expect(panel.textContent).toContain('+ Cheese');
    expect(panel.textContent).toContain('−£2.40');
    expect(panel.textContent).toContain('VAT (10%)');
    expect(screen.getByTestId('display-total').textContent).toBe('£23.76');
    expect((await screen.findByTestId('display-thanks')).textContent).toContain('Thank you!');
    expect(screen.getByTestId('display-change').textContent).toBe('£6.24');
  });

  it('speaks the store’s language', async () => {
    serve([{ ...base, lang: 'fr_FR', state: 'cart', cart }]);
    render(<DisplayScreen info={info} ads={noAds} />);
    await waitFor(() => expect(screen.getByTestId('display-cart').textContent).toContain('Votre commande'));
    expect(screen.getByTestId('display-total').textContent).toMatch(/^23,76\s£$/);
    await i18n.changeLanguage('en_GB');
    storeLang('en_GB');
  });
});
