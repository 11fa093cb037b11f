import { COUNTRIES, CURRENCIES, type UiLang } from '@tillbook/contract';
import { bcp47 } from '../i18n/lang';

/** Select search over the option labels, whatever their case. */
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

/** Currencies as the contract lists them: "EUR (€) Euro", named in the interface language. */
export const currencyOptions = (lang: UiLang) =>
  CURRENCIES.map((c) => ({ value: c.currencyId, label: `${c.code} (${c.symbol}) ${c.name[lang]}` }));
