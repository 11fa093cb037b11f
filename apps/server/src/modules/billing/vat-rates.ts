/**
 * Standard VAT rates as data, each with the day it took effect (UTC): the rate of a country on a day is the entry with
 * the latest `from` not after it. The EU member states (VIES prefixes differ for Greece: EL) and the United Kingdom.
 * Add a line when a rate changes; never edit a past one (invoices already issued keep their own rate anyway).
 */
export interface VatRate {
  country: string;
  /** Percent, as a decimal string. */
  rate: string;
  from: string;
}

export const VAT_RATES: readonly VatRate[] = [
  { country: 'AT', rate: '20', from: '2016-01-01' },
  { country: 'BE', rate: '21', from: '1996-01-01' },
  { country: 'BG', rate: '20', from: '2007-01-01' },
  { country: 'CY', rate: '19', from: '2014-01-13' },
  { country: 'CZ', rate: '21', from: '2013-01-01' },
  { country: 'DE', rate: '19', from: '2021-01-01' },
  { country: 'DK', rate: '25', from: '1992-01-01' },
  { country: 'EE', rate: '22', from: '2024-01-01' },
  { country: 'EE', rate: '24', from: '2025-07-01' },
  { country: 'ES', rate: '21', from: '2012-09-01' },
  { country: 'FI', rate: '24', from: '2013-01-01' },
  { country: 'FI', rate: '25.5', from: '2024-09-01' },
  { country: 'FR', rate: '20', from: '2014-01-01' },
  { country: 'GR', rate: '24', from: '2016-06-01' },
  { country: 'HR', rate: '25', from: '2013-07-01' },
  { country: 'HU', rate: '27', from: '2012-01-01' },
  { country: 'IE', rate: '23', from: '2021-03-01' },
  { country: 'IT', rate: '22', from: '2013-10-01' },
  { country: 'LT', rate: '21', from: '2009-09-01' },
  { country: 'LU', rate: '16', from: '2023-01-01' },
  { country: 'LU', rate: '17', from: '2024-01-01' },
  { country: 'LV', rate: '21', from: '2011-07-01' },
  { country: 'MT', rate: '18', from: '2004-05-01' },
  { country: 'NL', rate: '21', from: '2012-10-01' },
  { country: 'PL', rate: '23', from: '2011-01-01' },
  { country: 'PT', rate: '23', from: '2011-01-01' },
  { country: 'RO', rate: '19', from: '2017-01-01' },
  { country: 'RO', rate: '21', from: '2025-08-01' },
  { country: 'SE', rate: '25', from: '1990-07-01' },
  { country: 'SI', rate: '22', from: '2013-07-01' },
  { country: 'SK', rate: '20', from: '2011-01-01' },
  { country: 'SK', rate: '23', from: '2025-01-01' },
  { country: 'GB', rate: '20', from: '2011-01-04' },
];

/** The EU member states (ISO alpha-2). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(VAT_RATES.map((r) => r.country).filter((c) => c !== 'GB'));

/** The standard rate of `country` on `at`, or null when none is known (outside the EU and the UK). */
export function vatRateOn(country: string, at: Date, rates: readonly VatRate[] = VAT_RATES): string | null {
  const day = at.toISOString().slice(0, 10);
  let found: VatRate | null = null;
  for (const r of rates) if (r.country === country && r.from <= day && (!found || r.from > found.from)) found = r;
  return found?.rate ?? null;
}
