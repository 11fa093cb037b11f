import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StorefrontProduct, TableMenu, TableOrderView } from '@tillbook/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../shared/i18n/i18n';
import { keepShopLang } from '../lang';
import TablePage from './table-page';

beforeAll(async () => {
  keepShopLang('en_GB');
  await initI18n('en_GB');
  await i18n.loadNamespaces(['shop']);
});

const TOKEN = '7.abcdefghijklmnopqrstuv';

const tea: StorefrontProduct = {
  productId: 21,
  name: 'Harbour Tea',
  categoryId: null,
  price: '4.50',
  imageKey: null,
  onlineImageKeys: [],
  soldOut: false,
  hasVariants: false,
  hasModifiers: false,
  description: '',
  variantOptions: [],
  variants: [],
  modifiers: [],
};
const cake: StorefrontProduct = { ...tea, productId: 22, name: 'Lemon Cake', soldOut: true };

const order = (over: Partial<TableOrderView> = {}): TableOrderView => ({
  id: 5,
  number: 'T-5',
  tableLabel: '4',
  status: 'unpaid',
  payFirst: false,
  inKitchen: true,
  lines: [
    { name: 'Harbour Tea', variantName: '', quantity: '2.0000', unitPrice: '4.50', modifiers: [], total: '9.90' },
  ],
  goodsTotal: '9.00',
  taxIncluded: '0.00',
  taxAdded: '0.90',
  total: '9.90',
  paidTotal: '0.00',
  orderedAt: '2026-01-01T12:00:00.000Z',
  paidAt: null,
  ...over,
});

const menu = (over: Partial<TableMenu> = {}): TableMenu => ({
  store: { id: 1, name: 'Quay Store', timeZone: 'Europe/London', sysCurrencyId: 4, payFirst: false },
  zone: { id: 2, name: 'Terrace' },
  table: { id: 3, number: '4', seats: 4 },
  categories: [],
  products: [tea, cake],
  order: null,
  ...over,
});

type Answer = { code: number; msg?: string; data?: unknown };
/** A server: each path answers by the body it is sent; the calls are recorded. */
function server(routes: Record<string, (body: Record<string, unknown>) => Answer>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/m/, '');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ path, body });
      const answer = routes[path]?.(body) ?? { code: 500 };
      return new Response(JSON.stringify({ msg: '', data: null, ...answer }));
    }),
  );
  return calls;
}

const show = () =>
  render(
    <MemoryRouter initialEntries={[`/table?token=${TOKEN}`]}>
      <Routes>
        <Route path="/table" element={<TablePage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('a table’s QR code', () => {
  it.each([
    [2000, 'This table cannot be found'],
    [2001, 'This QR code has been replaced'],
    [2002, 'Ordering by QR code is off'],
    [2003, 'The store is not open'],
  ])('refused with %i fills the page', async (code, title) => {
    server({ '/shop/table/open': () => ({ code, msg: 'refused' }) });
    show();
    const refused = await screen.findByTestId('table-refused');
    expect(refused.getAttribute('data-code')).toBe(String(code));
    expect(screen.getByTestId('table-refused-title').textContent).toContain(title);
    expect(screen.queryByTestId('table-menu')).toBeNull();
  });

  it('shows the store’s menu with sold-out products marked and not orderable', async () => {
    server({ '/shop/table/open': () => ({ code: 200, data: menu() }), '/shop/table/order': () => ({ code: 200 }) });
    show();
    expect((await screen.findByTestId('table-store')).textContent).toContain('Quay Store');
    expect(screen.getByTestId('table-label').textContent).toContain('Table 4 · Terrace');
    expect(screen.getByTestId('table-product-21').textContent).toContain('£4.50');
    expect((screen.getByTestId('table-product-22') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('table-soldout-22').textContent).toContain('Sold out');
  });

  it('adds this phone’s list; a 20115 shows the server’s total, which the shopper confirms', async () => {
    let adds = 0;
    const calls = server({
      '/shop/table/open': () => ({ code: 200, data: menu() }),
      '/shop/table/order': () => ({ code: 200, data: adds > 1 ? order() : null }),
      '/shop/table/add': (b) => {
        adds += 1;
        return b.total === '9.90' ? { code: 200, data: order() } : { code: 20115, data: { total: '9.90' } };
      },
    });
    show();
    fireEvent.click(await screen.findByTestId('table-product-21'));
    fireEvent.click(screen.getByTestId('table-sheet-qty-more'));
    fireEvent.click(screen.getByTestId('table-sheet-add'));
    expect(screen.getByTestId('table-list-count').textContent).toContain('2');
    fireEvent.click(screen.getByTestId('table-tab-list'));
    expect(screen.getByTestId('table-cart-add').textContent).toContain('£9.00');

    fireEvent.click(screen.getByTestId('table-cart-add'));
    expect((await screen.findByTestId('table-cart-total-changed')).textContent).toContain('£9.90');
    expect(screen.getByTestId('table-cart-add').textContent).toContain('Add for £9.90');
    fireEvent.click(screen.getByTestId('table-cart-add'));

    const shown = await screen.findByTestId('table-order');
    expect(within(shown).getByTestId('table-order-line-0').textContent).toContain('2 × Harbour Tea');
    expect(within(shown).getByTestId('table-order-total').textContent).toContain('£9.90');
    expect(screen.queryByTestId('table-list-count')).toBeNull();
    const sent = calls.filter((c) => c.path === '/shop/table/add').map((c) => c.body);
    expect(sent).toEqual([
      expect.objectContaining({
        token: TOKEN,
        total: '9.00',
        lines: [{ productId: 21, quantity: '2', modifiers: [] }],
      }),
      expect.objectContaining({ total: '9.90', clientId: sent[0].clientId }),
    ]);
  });

  it('says the order waits for payment at the counter when the store pays first', async () => {
    const waiting = order({ payFirst: true, inKitchen: false });
    server({
      '/shop/table/open': () => ({ code: 200, data: menu({ order: waiting }) }),
      '/shop/table/order': () => ({ code: 200, data: waiting }),
    });
    show();
    fireEvent.click(await screen.findByTestId('table-tab-order'));
    expect((await screen.findByTestId('table-pay-first')).textContent).toContain('Waiting for payment at the counter');
  });

  it('thanks the table once the counter has paid the order it follows', async () => {
    const calls = server({
      '/shop/table/open': () => ({ code: 200, data: menu({ order: order() }) }),
      '/shop/table/order': (b) => ({
        code: 200,
        data: b.orderId === 5 ? order({ status: 'paid', paidTotal: '9.90' }) : null,
      }),
    });
    show();
    expect((await screen.findByTestId('table-paid')).textContent).toContain('£9.90');
    expect(calls.find((c) => c.path === '/shop/table/order')?.body).toEqual({ token: TOKEN, orderId: 5 });
    fireEvent.click(screen.getByTestId('table-start-again'));
    await screen.findByTestId('table-menu');
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ token: TOKEN }));
  });

  it('turns to the refusal when the code is refreshed while the page is open (2001)', async () => {
    server({
      '/shop/table/open': () => ({ code: 200, data: menu() }),
      '/shop/table/order': () => ({ code: 2001, msg: 'expired' }),
    });
    show();
    expect((await screen.findByTestId('table-refused')).getAttribute('data-code')).toBe('2001');
  });
});
