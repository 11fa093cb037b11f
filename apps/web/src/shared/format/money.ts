import { CURRENCIES, type Currency, type UiLang } from '@tillbook/contract';
import { bcp47 } from '../i18n/lang';

// Imports the currency list: use from lazily loaded pages only (it is not for the first page).

/** §3: the user's currency symbol is found by matching sysCurrencyId to the list's currencyId. */
export const currencyOf = (sysCurrencyId: number | undefined): Currency | undefined =>
  CURRENCIES.find((c) => c.currencyId === sysCurrencyId);

/**
 * A money amount (decimal string from the API, §2 of ARCHITECTURE: never a float in transit) with the
 * currency's symbol and minor units, grouped the way the interface language writes numbers.
 */
export function formatMoney(amount: string | number, currency: Currency | undefined, lang: UiLang): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  const digits = currency?.minorUnits ?? 2;
  const number = new Intl.NumberFormat(bcp47(lang), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return currency ? `${currency.symbol}${number}` : number;
}
