import { renderHook } from '@testing-library/react';
import { CURRENCIES, type Currency, UI_LANGS, type UiLang } from '@tillbook/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { storeLang } from '../i18n/lang';
import { LOGIN_INFO_KEY } from '../session/session';
import { currencyOf, formatMoney, moneyFormatter, useMinorUnits, useMoney } from './money';

const currency = (code: string) => CURRENCIES.find((c) => c.code === code) as Currency;
const eur = currency('EUR');
const gbp = currency('GBP');
const jpy = currency('JPY');
// Intl writes some spaces as no-break spaces (U+00A0, U+202F): compared as plain spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

afterEach(() => {
  localStorage.clear();
  storeLang('zh_CN');
});

describe('money format', () => {
  it('finds the currency by sysCurrencyId (§3)', () => {
    const first = CURRENCIES[0];
    expect(currencyOf(first.currencyId)).toBe(first);
    expect(currencyOf(99_999)).toBeUndefined();
  });

  it('writes money the way each language does: symbol place, grouping, minor units', () => {
    const expected: Record<UiLang, string> = {
      zh_CN: '€1,234.50',
      zh_TW: '€1,234.50',
      en_GB: '€1,234.50',
      es_ES: '1234,50 €',
      fr_FR: '1 234,50 €',
      pt_PT: '1234,50 €',
    };
    for (const lang of UI_LANGS) expect(plain(formatMoney('1234.5', eur, lang))).toBe(expected[lang]);
    expect(formatMoney('1234', jpy, 'zh_CN')).toBe(`${jpy.symbol}1,234`);
    expect(formatMoney('1234.5000', jpy, 'en_GB')).toBe(`${jpy.symbol}1,235`);
    expect(formatMoney('4.5000', gbp, 'en_GB')).toBe('£4.50');
    expect(formatMoney('n/a', eur, 'en_GB')).toBe('n/a');
  });

  it('writes a negative amount as the language does, never as £-5.30', () => {
    const expected: Record<UiLang, string> = {
      zh_CN: '-£5.30',
      zh_TW: '-£5.30',
      en_GB: '-£5.30',
      es_ES: '-5,30 £',
      fr_FR: '-5,30 £',
      pt_PT: '-5,30 £',
    };
    for (const lang of UI_LANGS) expect(plain(formatMoney('-5.3000', gbp, lang))).toBe(expected[lang]);
    expect(formatMoney('-0.0010', gbp, 'en_GB')).toBe('£0.00');
  });

  it('without a currency: the number with 2 decimals', () => {
    expect(formatMoney('-1234.5', undefined, 'en_GB')).toBe('-1,234.50');
  });

  it('formats in the tenant currency and language, with a dash for none', () => {
    const yen = moneyFormatter({ sysCurrencyId: jpy.currencyId }, 'fr_FR');
    expect(plain(yen('-1234.0000'))).toBe(`-1 234 ${jpy.symbol}`);
    expect(yen(null)).toBe('—');
    expect(yen('')).toBe('—');
  });

  it('useMoney and useMinorUnits follow the signed-in tenant and the interface language', () => {
    localStorage.setItem(LOGIN_INFO_KEY, JSON.stringify({ sysCurrencyId: gbp.currencyId }));
    storeLang('en_GB');
    const money = renderHook(() => useMoney()).result.current;
    expect(money('-5.3')).toBe('-£5.30');
    expect(money(undefined)).toBe('—');
    expect(renderHook(() => useMinorUnits()).result.current).toBe(2);
    localStorage.setItem(LOGIN_INFO_KEY, JSON.stringify({ sysCurrencyId: jpy.currencyId }));
    expect(renderHook(() => useMinorUnits()).result.current).toBe(0);
  });
});
