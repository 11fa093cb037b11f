import type { StockItemInfo } from '@tillbook/contract';
import { formatQuantity, type Numeric } from '../../shared/format/numbers';

export { useMoney } from '../../shared/format/money';
/** A margin or share to one decimal ('12.50' → '12.5%'). */
export { formatPercent } from '../../shared/format/numbers';

/** A quantity (4-decimal string) without trailing zeros, grouped as the language writes numbers; '—' for none. */
export const formatQty = (value: Numeric, signed = false): string => formatQuantity(value, { signed });

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
