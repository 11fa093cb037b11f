import { COUNTRIES, CURRENCIES, type UiLang } from '@tillbook/contract';
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

/** The 94 currencies by code, named in the interface language ("EUR · Euro"). */
export const currencyOptions = (lang: UiLang) =>
  [...CURRENCIES]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((c) => ({ value: c.currencyId, label: `${c.code} · ${c.name[lang]}` }));
