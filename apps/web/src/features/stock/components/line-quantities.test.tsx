import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PurchaseQuantitiesBody } from '@tillbook/contract';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import { initI18n } from '../../../shared/i18n/i18n';
import { storeLang } from '../../../shared/i18n/lang';
import { LineQuantities, type QuantitiesResult, type QuantityLine } from './line-quantities';

// A receipt or return names only the lines with a quantity, none above what is still possible on its line, and the
// day the goods moved (today unless picked earlier).

const TODAY = dayjs().format('YYYY-MM-DD');

const line = (id: number, name: string, remaining: string): QuantityLine => ({
  id,
  productId: id,
  variantId: null,
  productName: name,
  variantName: null,
  sku: '',
  barcode: '',
  unit: 'piece',
  figures: [{ key: 'ordered', title: 'Ordered', value: '10' }],
  remaining,
});
const LINES = [line(11, 'Cola', '6.0000'), line(12, 'Lemonade', '2.5000'), line(13, 'Water', '0.0000')];

beforeAll(async () => {
  storeLang('en_GB');
  await initI18n('en_GB');
});

function renderQuantities(refusal?: ApiError) {
  const sent: QuantitiesResult[] = [];
  render(
    <LineQuantities
      lines={LINES}
      linesSchema={PurchaseQuantitiesBody.shape.lines}
      saving={false}
      submitLabel="Receive"
      onSubmit={async (r) => {
        sent.push(r);
        if (refusal) throw refusal;
      }}
      testId="receive"
    />,
  );
  return sent;
}

describe('LineQuantities', { timeout: 30_000 }, () => {
  it('sends only the lines with a quantity, and none above its remaining quantity', async () => {
    const sent = renderQuantities();
    await screen.findByTestId('receive-11', {}, { timeout: 5000 });
    expect(screen.queryByTestId('receive-13')).toBeNull();

    fireEvent.click(screen.getByTestId('receive-save'));
    expect(await screen.findByTestId('receive-error')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByTestId('receive-11'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('receive-save'));
    expect(await screen.findByText('At most 6')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByTestId('receive-11'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('receive-save'));
    await waitFor(() => expect(sent).toEqual([{ date: TODAY, lines: [{ lineId: 11, quantity: '4' }] }]));
  });

  it('fills in everything remaining at once', async () => {
    const sent = renderQuantities();
    fireEvent.click(await screen.findByTestId('receive-fill', {}, { timeout: 5000 }));
    expect((screen.getByTestId('receive-12') as HTMLInputElement).value).toBe('2.5');
    fireEvent.click(screen.getByTestId('receive-save'));
    await waitFor(() =>
      expect(sent[0]?.lines).toEqual([
        { lineId: 11, quantity: '6' },
        { lineId: 12, quantity: '2.5' },
      ]),
    );
  });

  it('marks the fields a refused save names: the day, and a line by its place in the request', async () => {
    const refusal = new ApiError(
      1001,
      '[1001]:invalid',
      {
        issues: [
          { path: 'date', message: 'more than 400 days back' },
          { path: 'lines.0.quantity', message: 'too many' },
        ],
      },
      'toast',
    );
    const sent = renderQuantities(refusal);
    fireEvent.change(await screen.findByTestId('receive-12', {}, { timeout: 5000 }), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('receive-save'));
    expect(await screen.findByText('more than 400 days back')).toBeTruthy();
    expect(await screen.findByText('too many')).toBeTruthy();
    expect(sent).toHaveLength(1);
    // The line's message sits in the row of line 12 (the only one sent).
    const row = screen.getByTestId('receive-12').closest('tr');
    expect(row?.textContent).toContain('too many');
  });
});
