import { COUNTRIES, CURRENCIES, isTimeZone, type UiLang } from '@tillbook/contract';
import { bcp47 } from '../../../shared/i18n/lang';

/** Select search over the option labels. */
export const searchable = {
  filterOption: (input: string, option?: { label?: unknown }) =>
    String(option?.label ?? '')
      .toLowerCase()
      .includes(input.toLowerCase()),
};

/** Countries by name in the interface language. */
export function countryOptions(lang: UiLang) {
  const collator = new Intl.Collator(bcp47(lang));
  return COUNTRIES.map((c) => ({ value: c.sysCountryId, label: c.name[lang] })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

export const currencyOptions = (lang: UiLang) =>
  CURRENCIES.map((c) => ({ value: c.currencyId, label: `${c.code} (${c.symbol}) ${c.name[lang]}` }));

/** Every IANA time zone the browser knows, as the contract accepts them. */
export function timeZoneOptions() {
  const zones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];
  return zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }));
}

/** The browser's own time zone, when the contract accepts it. */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : undefined;
}
