import { CURRENCIES, type UiLang } from '@tillbook/contract';

/** The 94 currencies by code, named in the interface language ("EUR · Euro"). */
export const currencyOptions = (lang: UiLang) =>
  [...CURRENCIES]
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((c) => ({ value: c.currencyId, label: `${c.code} · ${c.name[lang]}` }));
