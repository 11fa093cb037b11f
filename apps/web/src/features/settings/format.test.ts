import { describe, expect, it } from 'vitest';
import { formatPercent, trimDecimal } from './format';

describe('settings formats', () => {
  it('writes a percentage from the API without trailing zeros, the way each language does', () => {
    expect(formatPercent('13.5000', 'en_GB')).toBe('13.5%');
    expect(formatPercent('0.0000', 'en_GB')).toBe('0%');
    expect(formatPercent('1.2345', 'fr_FR').replace(/\s/g, ' ')).toBe('1,2345 %');
  });

  it('trims the 4 places of a decimal for a form field', () => {
    expect(trimDecimal('13.5000')).toBe('13.5');
    expect(trimDecimal('20.0000')).toBe('20');
    expect(trimDecimal('0.0100')).toBe('0.01');
    expect(trimDecimal('100')).toBe('100');
  });
});
