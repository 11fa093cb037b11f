import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyByCode, currencyById } from '../src/currencies';
import { UI_LANGS } from '../src/languages';

describe('currencies', () => {
  it('has exactly 94 currencies with ids 1..94 in order', () => {
    expect(CURRENCIES).toHaveLength(94);
    expect(CURRENCIES.map((c) => c.currencyId)).toEqual(Array.from({ length: 94 }, (_, i) => i + 1));
  });

  it('has unique three-letter ISO codes', () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(94);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('keeps the first ids stable', () => {
    expect(CURRENCIES.slice(0, 5).map((c) => c.code)).toEqual(['CNY', 'USD', 'EUR', 'GBP', 'JPY']);
  });

  it('uses ISO 4217 minor units', () => {
    const units = (code: string) => currencyByCode(code)?.minorUnits;
    expect(units('USD')).toBe(2);
    expect(units('CNY')).toBe(2);
    expect(units('JPY')).toBe(0);
    expect(units('KRW')).toBe(0);
    expect(units('VND')).toBe(0);
    expect(units('CLP')).toBe(0);
    expect(units('ISK')).toBe(0);
    expect(units('KWD')).toBe(3);
    expect(units('BHD')).toBe(3);
    expect(units('IQD')).toBe(3);
    expect(units('IDR')).toBe(2);
    expect(units('HUF')).toBe(2);
    expect(units('TWD')).toBe(2);
    for (const c of CURRENCIES) expect([0, 2, 3]).toContain(c.minorUnits);
  });

  it('has a symbol and a name in every interface language', () => {
    for (const c of CURRENCIES) {
      expect(c.symbol.length, c.code).toBeGreaterThan(0);
      for (const lang of UI_LANGS) expect(c.name[lang]?.length, `${c.code} ${lang}`).toBeGreaterThan(0);
    }
    expect(currencyByCode('EUR')?.symbol).toBe('€');
    expect(currencyByCode('GBP')?.name.zh_CN).toBe('英镑');
    expect(currencyByCode('EUR')?.name.zh_TW).toBe('歐元');
  });

  it('finds currencies by id and code', () => {
    expect(currencyById(1)?.code).toBe('CNY');
    expect(currencyById(95)).toBeUndefined();
    expect(currencyByCode('eur')?.currencyId).toBe(3);
    expect(currencyByCode('XXX')).toBeUndefined();
  });
});
