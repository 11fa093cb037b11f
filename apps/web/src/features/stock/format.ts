import type { StockItemInfo } from '@tillbook/contract';
import { currencyOf, formatMoney } from '../../shared/format/money';
import { bcp47, getLang } from '../../shared/i18n/lang';
import { useLoginInfo } from '../../shared/session/session';

/** A quantity (4-decimal string) without trailing zeros, grouped as the language writes numbers; '—' for none. */
export function formatQty(value: string | null | undefined, signed = false): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return new Intl.NumberFormat(bcp47(getLang()), {
    maximumFractionDigits: 4,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(n);
}

/** A percentage the API gives with 2 places ('12.50' → '12.5%'). */
export function formatPercent(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return `${new Intl.NumberFormat(bcp47(getLang()), { maximumFractionDigits: 2 }).format(n)}%`;
}

/** Money in the merchant's currency (§3: the login info's sysCurrencyId). */
export function useMoney(): (value: string) => string {
  const currency = currencyOf(useLoginInfo()?.sysCurrencyId);
  const lang = getLang();
  return (value: string) => formatMoney(value, currency, lang);
}

/** Product name, with the variant's name when the item is a variant. */
export const itemName = (item: Pick<StockItemInfo, 'productName' | 'variantName'>): string =>
  item.variantName ? `${item.productName} / ${item.variantName}` : item.productName;

/** The key of an item (product and variant): a document lists each item once (§5). */
export const itemKey = (item: Pick<StockItemInfo, 'productId' | 'variantId'>): string =>
  `${item.productId}:${item.variantId ?? 0}`;

/** Today as YYYY-MM-DD in the browser's time zone (the API's local dates). */
export function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** What is left of `total` after `done` (e.g. ordered − received), as a 4-place decimal string, never below 0. */
export const remaining = (total: string, done: string): string => Math.max(0, Number(total) - Number(done)).toFixed(4);
