import { fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { KitchenBoard } from '@tillbook/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { storeLang } from '../../shared/i18n/lang';
import { KitchenScreen } from './kitchen-screen';
import { useNewTicketSound } from './new-ticket-sound';

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
  await i18n.loadNamespaces(['deviceScreen', 'kitchen']);
});

const NOW = Date.parse('2026-11-27T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

const ticket = (orderId: number, age: number, bumpedFirst = false): KitchenBoard['tickets'][number] => ({
  orderId,
  number: `1-20261127-${orderId}`,
  channel: orderId === 2 ? 'qr' : 'pos',
  orderTypeName: 'Dine in',
  tableLabel: 'T7',
  note: orderId === 1 ? 'No onions' : '',
  orderedAt: minutesAgo(age),
  lines: [
    {
      lineId: orderId * 10 + 1,
      name: 'Burger',
      variantName: '',
      quantity: '2.0000',
      modifiers: [{ name: 'Cheese', quantity: '1.0000' }],
      bumpedAt: bumpedFirst ? minutesAgo(1) : null,
    },
    {
      lineId: orderId * 10 + 2,
      name: 'Salad',
      variantName: 'Large',
      quantity: '1.0000',
      modifiers: [],
      bumpedAt: null,
    },
  ],
});

function stubServer(boards: KitchenBoard[]) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  let i = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = String(url).replace('/m', '');
      const body = JSON.parse(String(init.body));
      if (path !== '/device/kitchen/board') sent.push({ path, body });
      const data =
        path === '/device/kitchen/board' ? boards[Math.min(i++, boards.length - 1)] : { bumpId: 1, lineIds: [] };
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

const board = (tickets: KitchenBoard['tickets'], over: Partial<KitchenBoard> = {}): KitchenBoard => ({
  tickets,
  station: null,
  stations: [{ id: 7, name: 'Grill' }],
  orderDuration: { enabled: true, minutes: 20 },
  lastBump: null,
  serverTime: new Date(NOW).toISOString(),
  ...over,
});

const info = { deviceId: 3, kind: 'kitchen' as const, storeId: 9, storeName: 'High Street' };

describe('KitchenScreen', { timeout: 30_000 }, () => {
  it('shows the tickets with type, table, lines and modifiers, orange then red against the order duration', async () => {
    stubServer([board([ticket(1, 5, true), ticket(2, 16), ticket(3, 25)])]);
    render(<KitchenScreen info={info} />);
    const first = await screen.findByTestId('kitchen-ticket-1');
    expect(first.dataset.urgency).toBe('normal');
    expect(first.textContent).toContain('Dine in');
    expect(first.textContent).toContain('Table T7');
    expect(first.textContent).toContain('+ Cheese');
    expect(first.textContent).toContain('Salad (Large)');
    expect(first.textContent).toContain('No onions');
    expect(screen.getByTestId('kitchen-ticket-age-1').textContent).toBe('5 min');
    expect((screen.getByTestId('kitchen-line-11') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('kitchen-ticket-2').dataset.urgency).toBe('warning');
    expect(screen.getByTestId('kitchen-ticket-2').textContent).toContain('QR table');
    expect(screen.getByTestId('kitchen-ticket-3').dataset.urgency).toBe('late');
  });

  it('bumps a line or a ticket, recalls the last bump and picks the station', async () => {
    const sent = stubServer([board([ticket(1, 5)], { lastBump: { orderId: 9, number: '1-20261127-9' } })]);
    render(<KitchenScreen info={info} />);
    fireEvent.click(await screen.findByTestId('kitchen-line-12'));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect((screen.getByTestId('kitchen-bump-1') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('kitchen-bump-1'));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect((screen.getByTestId('kitchen-recall') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('kitchen-recall').textContent).toBe('Recall 1-20261127-9');
    fireEvent.click(screen.getByTestId('kitchen-recall'));
    await waitFor(() => expect(sent).toHaveLength(3));
    await waitFor(() => expect((screen.getByTestId('kitchen-station') as HTMLSelectElement).disabled).toBe(false));
    fireEvent.change(screen.getByTestId('kitchen-station'), { target: { value: '7' } });
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(sent).toEqual([
      { path: '/device/kitchen/bump', body: { orderId: 1, lineIds: [12] } },
      { path: '/device/kitchen/bump', body: { orderId: 1 } },
      { path: '/device/kitchen/recall', body: {} },
      { path: '/device/kitchen/station', body: { printerGroupId: 7 } },
    ]);
  });

  it('says so when there is nothing to prepare, and picks up a new ticket without reload', async () => {
    stubServer([board([]), board([ticket(4, 0)])]);
    render(<KitchenScreen info={info} />);
    expect(await screen.findByTestId('kitchen-empty')).toBeTruthy();
    expect(await screen.findByTestId('kitchen-ticket-4')).toBeTruthy();
  });
});

describe('useNewTicketSound', () => {
  it('chimes when a ticket appears, not for those already there at start nor when one goes', () => {
    const play = vi.fn();
    const { rerender } = renderHook(({ ids }) => useNewTicketSound(ids, play), {
      initialProps: { ids: undefined as number[] | undefined },
    });
    rerender({ ids: [1, 2] });
    expect(play).not.toHaveBeenCalled();
    rerender({ ids: [1, 2, 3] });
    expect(play).toHaveBeenCalledTimes(1);
    rerender({ ids: [2, 3] });
    expect(play).toHaveBeenCalledTimes(1);
  });
});
