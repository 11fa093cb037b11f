import { bcp47, getLang } from '../../shared/i18n/lang';

/** A quantity (decimal string, up to 4 places) without trailing zeros, grouped as the language writes numbers. */
export function formatQuantity(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return new Intl.NumberFormat(bcp47(getLang()), { maximumFractionDigits: 4 }).format(n);
}

export { formatDateTime, trimDecimal } from '../../shared/format/dates';
