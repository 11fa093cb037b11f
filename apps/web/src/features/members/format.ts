import type { LoginInfo } from '@tillbook/contract';
import { currencyOf, formatMoney } from '../../shared/format/money';
import { bcp47, getLang } from '../../shared/i18n/lang';

/** A points amount (4-decimal string) without trailing zeros, grouped as the language writes numbers. */
export function formatPoints(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return new Intl.NumberFormat(bcp47(getLang()), { maximumFractionDigits: 4 }).format(n);
}

/** Money in the merchant's currency (§3: the login info's sysCurrencyId). */
export function moneyFormatter(login: Pick<LoginInfo, 'sysCurrencyId'> | null) {
  const currency = currencyOf(login?.sysCurrencyId);
  const lang = getLang();
  return (value: string) => formatMoney(value, currency, lang);
}
