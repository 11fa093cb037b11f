import { CURRENCIES, type Currency, type LoginInfo, type UiLang } from '@tillbook/contract';
import { useMemo } from 'react';
import { getLang } from '../i18n/lang';
import { getLoginInfo, useLoginInfo } from '../session/session';
import { NONE, type Numeric, numberFormat, numberOf } from './numbers';

// Imports the currency list: use from lazily loaded pages only (it is not for the first page).

/** §3: the user's currency symbol is found by matching sysCurrencyId to the list's currencyId. */
export const currencyOf = (sysCurrencyId: number | undefined): Currency | undefined =>
  CURRENCIES.find((c) => c.currencyId === sysCurrencyId);

/** The decimals a money amount shows: the currency's minor units (ISO 4217), 2 without a currency. */
export const minorUnitsOf = (currency: Currency | undefined): number => currency?.minorUnits ?? 2;

/**
 * A money amount (decimal string from the API) with the currency's symbol and minor units, written the way the
 * language writes money: where the symbol goes, the grouping, and the sign of a negative amount ('-£5.30',
 * '-5,30 €', never '£-5.30'). The symbol is the currency list's. An unreadable amount is shown as it came.
 */
export function formatMoney(amount: string | number, currency: Currency | undefined, lang: UiLang = getLang()): string {
  const value = numberOf(amount);
  if (value === undefined) return String(amount);
  const digits = minorUnitsOf(currency);
  // 'negative': an amount that rounds to zero shows no minus sign.
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: 'negative' } as const;
  if (!currency) return numberFormat(lang, options).format(value);
  return numberFormat(lang, { ...options, style: 'currency', currency: currency.code })
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? currency.symbol : part.value))
    .join('');
}

/** Writes money in the tenant's currency (§3: the login info's sysCurrencyId); '—' for none. */
export type MoneyFormat = (value: Numeric) => string;

/** The money format of a login (outside React; in a component use `useMoney`). */
export function moneyFormatter(
  login: Pick<LoginInfo, 'sysCurrencyId'> | null | undefined,
  lang: UiLang = getLang(),
): MoneyFormat {
  const currency = currencyOf(login?.sysCurrencyId);
  return (value) => (value === null || value === undefined || value === '' ? NONE : formatMoney(value, currency, lang));
}

/** Money in the tenant's currency, at once (outside React). */
export const formatTenantMoney: MoneyFormat = (value) => moneyFormatter(getLoginInfo())(value);

/** The money format of the signed-in tenant, for components. */
export function useMoney(): MoneyFormat {
  const sysCurrencyId = useLoginInfo()?.sysCurrencyId;
  const lang = getLang();
  return useMemo(
    () => moneyFormatter(sysCurrencyId === undefined ? null : { sysCurrencyId }, lang),
    [sysCurrencyId, lang],
  );
}

/** The minor units of the signed-in tenant's currency (e.g. 2 for GBP, 0 for JPY). */
export function useMinorUnits(): number {
  return minorUnitsOf(currencyOf(useLoginInfo()?.sysCurrencyId));
}
