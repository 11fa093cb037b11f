import { CURRENCIES } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { currencyOf, formatMoney } from './money';

describe('money format', () => {
  it('finds the currency by sysCurrencyId (§3)', () => {
    const first = CURRENCIES[0];
    expect(currencyOf(first.currencyId)).toBe(first);
    expect(currencyOf(99_999)).toBeUndefined();
  });

  it('shows the symbol and the minor units, grouped per language', () => {
    const eur = CURRENCIES.find((c) => c.code === 'EUR');
    const jpy = CURRENCIES.find((c) => c.code === 'JPY');
    expect(formatMoney('1234.5', eur, 'en_GB')).toBe('€1,234.50');
    expect(formatMoney('1234.5', eur, 'pt_PT')).toMatch(/^€1\s?234,50$/);
    expect(formatMoney('1234', jpy, 'zh_CN')).toBe(`${jpy?.symbol}1,234`);
    expect(formatMoney('n/a', eur, 'en_GB')).toBe('n/a');
  });
});
