import { bcp47, getLang } from '../i18n/lang';

const toDate = (value: string | number) => (typeof value === 'number' ? new Date(value * 1000) : new Date(value));

/**
 * A date-time of the API — an ISO string, or unix seconds as report ranges travel (§3) — in the browser's time
 * zone, written the way the interface language writes it. An unreadable value is shown as it came.
 */
export function formatDateTime(value: string | number): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(bcp47(getLang()), { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** The date part only. */
export function formatDate(value: string | number): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(bcp47(getLang()), { dateStyle: 'short' }).format(date);
}

/** A decimal string without the trailing zeros of its 4 places, for a form field ("12.5000" → "12.5"). */
export const trimDecimal = (value: string): string => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);
