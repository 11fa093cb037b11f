import type { Localized } from './languages';

export interface Country {
  sysCountryId: number;
  iso2: string;
  /** International dialling code without the plus sign. */
  areaCode: string;
  /** ISO 4217 code of the country's usual currency. */
  currencyCode: string;
  name: Localized;
}

// SKELETON: the contract data work replaces this with every country.
export const COUNTRIES: readonly Country[] = [
  {
    sysCountryId: 1,
    iso2: 'CN',
    areaCode: '86',
    currencyCode: 'CNY',
    name: { zh_CN: '中国', zh_TW: '中國', en_GB: 'China', es_ES: 'China', fr_FR: 'Chine', pt_PT: 'China' },
  },
];
export const countryById = (id: number): Country | undefined => COUNTRIES.find((c) => c.sysCountryId === id);
