import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type CountLookupResult, Err, errorMessage } from '@tillbook/contract';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { type CountLine, CountSheet } from './count-sheet';

// The counting screen's scan box: a code typed or scanned with Enter is looked up in the store, and the focus goes
// to that item's counted field (adding the item when the sheet does not list it yet); an unknown code stays in the
// box for a correction.

const info = (productId: number, name: string) => ({
  productId,
  variantId: null,
  productName: name,
  variantName: null,
  sku: `SKU-${productId}`,
  barcode: `400${productId}`,
  unit: 'piece' as const,
});
const LINES: CountLine[] = [
  { ...info(1, 'Cola'), key: '1:0', expected: '10.0000', counted: '' },
  { ...info(2, 'Lemonade'), key: '2:0', expected: '4.0000', counted: '' },
];
const FOUND: Record<string, CountLookupResult> = {
  '4002': { ...info(2, 'Lemonade'), onHand: '4.0000' },
  '4003': { ...info(3, 'Water'), onHand: '6.0000' },
};

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

function renderSheet() {
  const lookups: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { storeId: number; code: string };
      lookups.push(body);
      const item = FOUND[body.code];
      const envelope = item
        ? { code: 200, msg: 'ok', data: item }
        : { code: 20075, msg: 'product missing', data: null };
      return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    }),
  );
  let latest: CountLine[] = LINES;
  function Harness() {
    const [lines, setLines] = useState(LINES);
    latest = lines;
    return <CountSheet storeId={10} lines={lines} onChange={setLines} />;
  }
  render(<Harness />);
  return { lookups, lines: () => latest };
}

const scanBox = () => screen.getByTestId('count-scan').querySelector('input') ?? screen.getByTestId('count-scan');

async function scan(code: string) {
  const box = scanBox() as HTMLInputElement;
  fireEvent.change(box, { target: { value: code } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('CountSheet', { timeout: 30_000 }, () => {
  it('finds a scanned barcode through the lookup and focuses its counted field; Enter there goes back to the box', async () => {
    const { lookups, lines } = renderSheet();
    await screen.findByTestId('count-row-2:0', {}, { timeout: 5000 });
    await scan('4002');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('count-line-2:0')));
    expect(lookups).toEqual([{ storeId: 10, code: '4002' }]);
    expect((scanBox() as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByTestId('count-line-2:0'), { target: { value: '3x' } });
    expect(lines().find((l) => l.key === '2:0')?.counted).toBe('3');
    expect(screen.getByTestId('count-progress').textContent).toBe('1 of 2 counted');
    fireEvent.keyDown(screen.getByTestId('count-line-2:0'), { key: 'Enter' });
    expect(document.activeElement).toBe(scanBox());
  });

  it('adds an item the sheet does not list yet, at what is on hand', async () => {
    const { lines } = renderSheet();
    await screen.findByTestId('count-row-1:0', {}, { timeout: 5000 });
    await scan('4003');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('count-line-3:0')));
    expect(lines().map((l) => l.key)).toEqual(['1:0', '2:0', '3:0']);
    expect(lines()[2]).toMatchObject({ productName: 'Water', expected: '6.0000', counted: '' });
  });

  it('keeps an unknown code in the box and changes nothing', async () => {
    const { lines } = renderSheet();
    await screen.findByTestId('count-row-1:0', {}, { timeout: 5000 });
    await scan('nothing');
    await waitFor(() => expect(document.activeElement).toBe(scanBox()));
    expect((scanBox() as HTMLInputElement).value).toBe('nothing');
    expect(lines()).toEqual(LINES);
  });

  it('marks a count the contract refuses', async () => {
    renderSheet();
    const field = await screen.findByTestId('count-line-1:0', {}, { timeout: 5000 });
    fireEvent.change(field, { target: { value: '1000000' } });
    expect(screen.getByTestId('count-row-1:0').textContent).toContain(
      errorMessage(Err.QUANTITY_LIMIT_EXCEEDED, 'en_GB'),
    );
    fireEvent.change(field, { target: { value: '0' } });
    expect(screen.getByTestId('count-row-1:0').textContent).toContain('Difference -10');
  });
});
