import type { Localized } from './languages';

export interface Currency {
  currencyId: number;
  code: string;
  symbol: string;
  minorUnits: number;
  name: Localized;
}

// SKELETON: the contract data work replaces this with the 94 built-in currencies.
export const CURRENCIES: readonly Currency[] = [
  {
    currencyId: 1,
    code: 'CNY',
    symbol: '¥',
    minorUnits: 2,
    name: {
      zh_CN: '人民币',
      zh_TW: '人民幣',
      en_GB: 'Chinese Yuan',
      es_ES: 'yuan',
      fr_FR: 'yuan renminbi chinois',
      pt_PT: 'yuan',
    },
  },
];
export const currencyById = (id: number): Currency | undefined => CURRENCIES.find((c) => c.currencyId === id);
