import { bcp47, getLang } from '../../shared/i18n/lang';

/** An ISO date-time in the browser's zone, in the interface language's short form. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(bcp47(getLang()), { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** A quantity (decimal string, up to 4 places) without trailing zeros, grouped as the language writes numbers. */
export function formatQuantity(value: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return new Intl.NumberFormat(bcp47(getLang()), { maximumFractionDigits: 4 }).format(n);
}

/** A decimal string without trailing zeros, for editing ("12.5000" → "12.5"). */
export const trimDecimal = (value: string): string => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);
