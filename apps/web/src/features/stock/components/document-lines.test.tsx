import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Err, errorMessage, type StockItemRow } from '@tillbook/contract';
import { Button, Form } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { type DocumentLine, DocumentLines } from './document-lines';

// The lines editor holds the document rules the user meets while typing: an item only once (picking it again goes to
// its line instead of adding a second one), a quantity above 0 and below 1,000,000, at least one line.

const item = (productId: number, name: string, purchaseCost = '2.5000'): StockItemRow => ({
  productId,
  variantId: null,
  productName: name,
  variantName: null,
  sku: `SKU-${productId}`,
  barcode: `400${productId}`,
  unit: 'piece',
  onHand: '7.0000',
  averageCost: '2.0000',
  purchaseCost,
  price: '5.0000',
  composite: false,
});

const ITEMS = [item(1, 'Cola'), item(2, 'Lemonade', '1.2000')];

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

function renderLines() {
  const requests: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ path: url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { list: ITEMS, total: ITEMS.length } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const submitted: DocumentLine[][] = [];
  function Harness() {
    const [form] = Form.useForm<{ lines: DocumentLine[] }>();
    return (
      <Form form={form} initialValues={{ lines: [] }} onFinish={() => submitted.push(form.getFieldValue('lines'))}>
        <DocumentLines storeId={10} cost />
        <Button htmlType="submit">save</Button>
      </Form>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>,
  );
  return { requests, submitted };
}

async function pick(key: string) {
  // The first render waits for the stock texts to load.
  await screen.findByTestId('lines-picker', {}, { timeout: 5000 });
  fireEvent.mouseDown(screen.getByTestId('lines-picker').querySelector('.ant-select-content, input') as Element);
  fireEvent.click(await screen.findByTestId(`lines-picker-option-${key}`));
}

describe('DocumentLines', { timeout: 30_000 }, () => {
  it('asks the store for its items, adds a picked item at its purchase cost, and never lists it twice', async () => {
    const { requests } = renderLines();
    await pick('1:0');
    await waitFor(() => expect(screen.getByTestId('lines-0-quantity')).toBeTruthy());
    expect(requests[0]).toMatchObject({ path: '/m/stock/items', body: { storeId: 10, page: 1 } });
    expect((screen.getByTestId('lines-0-quantity') as HTMLInputElement).value).toBe('1');
    expect((screen.getByTestId('lines-0-cost') as HTMLInputElement).value).toBe('2.50');

    await pick('2:0');
    await waitFor(() => expect(screen.getByTestId('lines-1-quantity')).toBeTruthy());
    await pick('1:0');
    // Still two lines: the second pick of Cola went to its line.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('lines-0-quantity')));
    expect(screen.queryByTestId('lines-2-quantity')).toBeNull();
    expect(screen.getByTestId('lines-picker-option-1:0').textContent).toContain('already listed');
  });

  it('refuses quantities outside the contract (0, 1,000,000 and more) and an empty list', async () => {
    const { submitted } = renderLines();
    fireEvent.click(await screen.findByText('save', {}, { timeout: 5000 }));
    expect(await screen.findByText(/at least one/i)).toBeTruthy();

    await pick('1:0');
    const quantity = await screen.findByTestId('lines-0-quantity');
    fireEvent.change(quantity, { target: { value: '1000000' } });
    fireEvent.click(screen.getByText('save'));
    // The contract's code 1018 and its text.
    expect(await screen.findByText(errorMessage(Err.QUANTITY_LIMIT_EXCEEDED, 'en_GB') as string)).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByText('Enter a quantity above 0 and below 1,000,000')).toBeTruthy();
    expect(submitted).toHaveLength(0);

    // Letters are stripped as typed; a valid quantity saves the line with its item.
    fireEvent.change(quantity, { target: { value: '12a.5' } });
    expect((quantity as HTMLInputElement).value).toBe('12.5');
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual([
      expect.objectContaining({ productId: 1, variantId: null, quantity: '12.5', cost: '2.5', onHand: '7.0000' }),
    ]);
  });
});
