import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CURRENCIES } from '@tillbook/contract';
import { Form } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_INFO_KEY } from '../session/session';
import { CellDecimalInput, DecimalInput } from './decimal-input';

const currencyId = (code: string) => CURRENCIES.find((c) => c.code === code)?.currencyId;
const signIn = (code: string) =>
  localStorage.setItem(LOGIN_INFO_KEY, JSON.stringify({ sysCurrencyId: currencyId(code) }));

afterEach(() => localStorage.clear());

function Harness({ value, onSubmit }: { value: string; onSubmit: (v: { price: string; quantity: string }) => void }) {
  return (
    <Form initialValues={{ price: value, quantity: value }} onFinish={onSubmit}>
      <Form.Item name="price">
        <DecimalInput kind="money" places={2} testId="price" />
      </Form.Item>
      <Form.Item name="quantity">
        <DecimalInput testId="quantity" />
      </Form.Item>
      <button type="submit">save</button>
    </Form>
  );
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('DecimalInput', () => {
  it('shows a stored value without its stored precision: money in minor units, quantities without zeros', () => {
    signIn('GBP');
    render(<Harness value="4.5000" onSubmit={() => {}} />);
    expect(input('price').value).toBe('4.50');
    expect(input('quantity').value).toBe('4.5');
  });

  it('shows zero as 0 and a yen amount without decimals', () => {
    signIn('JPY');
    render(<Harness value="0.0000" onSubmit={() => {}} />);
    expect(input('price').value).toBe('0');
    expect(input('quantity').value).toBe('0');
  });

  it('shows what is typed as typed, stripped of what it may not hold, and keeps the stored value until then', async () => {
    signIn('GBP');
    const submitted: { price: string; quantity: string }[] = [];
    render(<Harness value="4.5000" onSubmit={(v) => submitted.push(v)} />);
    fireEvent.change(input('price'), { target: { value: '12.' } });
    expect(input('price').value).toBe('12.');
    fireEvent.change(input('price'), { target: { value: '12.3x45' } });
    expect(input('price').value).toBe('12.34');
    fireEvent.change(input('quantity'), { target: { value: '2.50' } });
    expect(input('quantity').value).toBe('2.50');
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(submitted).toEqual([{ price: '12.34', quantity: '2.50' }]));
  });

  it('takes the props of every form: width, prefix and suffix, status; a table cell is 130 px', () => {
    render(
      <>
        <DecimalInput testId="a" value="1.0000" prefix="£" suffix="%" status="error" width={110} ariaLabel="Price" />
        <CellDecimalInput testId="b" value={null} placeholder="Counted" />
      </>,
    );
    expect(input('a').value).toBe('1');
    expect(screen.getByLabelText('Price')).toBe(input('a'));
    expect(screen.getByText('%')).toBeTruthy();
    expect(input('b').value).toBe('');
    expect(input('b').style.width).toBe('130px');
  });
});
