import { UI_LANGS, type UiLang } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { decimalText, formatCount, formatPercent, formatQuantity, formatRate, trimDecimal } from './numbers';

const plain = (s: string) => s.replace(/\s/g, ' ');
const each = (write: (lang: UiLang) => string) => Object.fromEntries(UI_LANGS.map((l) => [l, plain(write(l))]));

describe('number formats', () => {
  it('writes quantities without trailing zeros, grouped as each language does', () => {
    expect(each((lang) => formatQuantity('12345.5000', { lang }))).toEqual({
      zh_CN: '12,345.5',
      zh_TW: '12,345.5',
      en_GB: '12,345.5',
      es_ES: '12.345,5',
      fr_FR: '12 345,5',
      pt_PT: '12 345,5',
    });
    expect(formatQuantity('0.0000', { lang: 'en_GB' })).toBe('0');
    expect(formatQuantity('-2.2500', { lang: 'en_GB' })).toBe('-2.25');
    expect(formatQuantity('3', { lang: 'en_GB', signed: true })).toBe('+3');
    expect(formatQuantity(null)).toBe('—');
    expect(formatQuantity('n/a')).toBe('n/a');
  });

  it('writes margins and shares to one decimal, negatives included', () => {
    expect(each((lang) => formatPercent('-12.3456', lang))).toEqual({
      zh_CN: '-12.3%',
      zh_TW: '-12.3%',
      en_GB: '-12.3%',
      es_ES: '-12,3 %',
      fr_FR: '-12,3 %',
      pt_PT: '-12,3%',
    });
    expect(formatPercent('40', 'en_GB')).toBe('40.0%');
    expect(formatPercent(null, 'en_GB')).toBe('—');
  });

  it('writes a rate the merchant set exactly, without trailing zeros', () => {
    expect(formatRate('1.7500', 'en_GB')).toBe('1.75%');
    expect(formatRate('20.0000', 'en_GB')).toBe('20%');
    expect(plain(formatRate('1.2345', 'fr_FR'))).toBe('1,2345 %');
  });

  it('writes counts whole', () => {
    expect(each((lang) => formatCount(1234, lang)).es_ES).toBe('1234');
    expect(formatCount('1234', 'en_GB')).toBe('1,234');
  });

  it('shows a stored decimal in a field without its stored precision', () => {
    expect(trimDecimal('13.5000')).toBe('13.5');
    expect(decimalText('4.5000')).toBe('4.5');
    expect(decimalText('0.0000')).toBe('0');
    expect(decimalText('4.5000', 2)).toBe('4.50');
    expect(decimalText('4', 2)).toBe('4.00');
    expect(decimalText('4.0000', 0)).toBe('4');
    expect(decimalText('4.1234', 2)).toBe('4.1234');
    expect(decimalText('-3.1000', 2)).toBe('-3.10');
    expect(decimalText('')).toBe('');
    expect(decimalText('4.')).toBe('4.');
  });
});
