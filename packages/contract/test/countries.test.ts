import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryById, countryByIso2 } from '../src/countries';
import { CURRENCIES } from '../src/currencies';
import { UI_LANGS } from '../src/languages';

describe('countries', () => {
  it('lists every ISO 3166-1 country and territory once', () => {
    expect(COUNTRIES.length).toBe(249);
    expect(new Set(COUNTRIES.map((c) => c.iso2)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) expect(c.iso2).toMatch(/^[A-Z]{2}$/);
  });

  it('numbers them 1..n with China first', () => {
    expect(COUNTRIES.map((c) => c.sysCountryId)).toEqual(COUNTRIES.map((_, i) => i + 1));
    expect(countryById(1)?.iso2).toBe('CN');
    const rest = COUNTRIES.slice(1).map((c) => c.iso2);
    expect(rest).toEqual([...rest].sort());
  });

  it('gives every country a dialling code and a built-in currency', () => {
    const builtIn = new Set(CURRENCIES.map((c) => c.code));
    for (const c of COUNTRIES) {
      expect(c.areaCode, c.iso2).toMatch(/^[1-9]\d{0,3}$/);
      expect(builtIn.has(c.currencyCode), `${c.iso2} ${c.currencyCode}`).toBe(true);
    }
    expect(countryByIso2('GB')).toMatchObject({ areaCode: '44', currencyCode: 'GBP' });
    expect(countryByIso2('us')).toMatchObject({ areaCode: '1', currencyCode: 'USD' });
    expect(countryByIso2('PT')).toMatchObject({ areaCode: '351', currencyCode: 'EUR' });
    expect(countryByIso2('HK')).toMatchObject({ areaCode: '852', currencyCode: 'HKD' });
    expect(countryByIso2('JP')).toMatchObject({ areaCode: '81', currencyCode: 'JPY' });
  });

  it('names every country in the six interface languages', () => {
    for (const c of COUNTRIES) {
      for (const lang of UI_LANGS) expect(c.name[lang]?.length, `${c.iso2} ${lang}`).toBeGreaterThan(0);
    }
    expect(countryByIso2('DE')?.name).toMatchObject({ en_GB: 'Germany', fr_FR: 'Allemagne', pt_PT: 'Alemanha' });
    expect(countryByIso2('ES')?.name.es_ES).toBe('España');
  });

  it('answers undefined for unknown ids and codes', () => {
    expect(countryById(0)).toBeUndefined();
    expect(countryByIso2('ZZ')).toBeUndefined();
  });
});
