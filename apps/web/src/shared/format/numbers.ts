import type { UiLang } from '@tillbook/contract';
import { bcp47, getLang } from '../i18n/lang';

/** A number of the API: a decimal string (§2 of ARCHITECTURE: never a float in transit), a number, or none. */
export type Numeric = string | number | null | undefined;

/** What a cell shows for no value (e.g. a margin without revenue). */
export const NONE = '—';

/** The number of a value, or undefined when there is none or it is no number. */
export function numberOf(value: Numeric): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The number format of a language and options, made once: making one costs far more than using it, and a report
 * table writes hundreds of cells when it draws.
 */
export function numberFormat(lang: UiLang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(bcp47(lang), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A value written with `format`; '—' for none, an unreadable value as it came. */
function write(value: Numeric, format: (n: number) => string): string {
  if (value === null || value === undefined || value === '') return NONE;
  const n = numberOf(value);
  return n === undefined ? String(value) : format(n);
}

/** A quantity (up to 4 places) without trailing zeros, grouped as the language writes numbers: '1,234.5', '0'. */
export function formatQuantity(value: Numeric, opts: { signed?: boolean; lang?: UiLang } = {}): string {
  const intl = numberFormat(opts.lang ?? getLang(), {
    maximumFractionDigits: 4,
    signDisplay: opts.signed ? 'exceptZero' : 'auto',
  });
  return write(value, (n) => intl.format(n));
}

/** A whole count, grouped as the language writes numbers. */
export function formatCount(value: Numeric, lang: UiLang = getLang()): string {
  const intl = numberFormat(lang, { maximumFractionDigits: 0 });
  return write(value, (n) => intl.format(n));
}

/**
 * A percentage the system works out (margin, share, discount rate: '12.3456' meaning 12.3456 %) to one decimal,
 * the way the language writes percentages: '12.3%', '12,3 %'.
 */
export function formatPercent(value: Numeric, lang: UiLang = getLang()): string {
  const intl = numberFormat(lang, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return write(value, (n) => intl.format(n / 100));
}

/**
 * A rate the merchant set (a tax rate, a card fee: '1.7500') exactly as set, without trailing zeros: '1.75%',
 * '20%', '1,2345 %'.
 */
export function formatRate(value: Numeric, lang: UiLang = getLang()): string {
  const intl = numberFormat(lang, { style: 'percent', maximumFractionDigits: 4 });
  return write(value, (n) => intl.format(n / 100));
}

/** A decimal string without the trailing zeros of its 4 places, for a form field ("12.5000" → "12.5"). */
export const trimDecimal = (value: string): string => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/**
 * A stored decimal for an input field: no trailing zeros beyond `minPlaces` ("4.5000" → "4.5", or "4.50" with 2
 * places; "0.0000" → "0"), never fewer digits than it holds ("4.1234" stays). Text that is no plain decimal stays
 * as it is.
 */
export function decimalText(value: string, minPlaces = 0): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const [int, fraction = ''] = trimDecimal(value).split('.');
  const places = fraction.padEnd(minPlaces, '0');
  return places ? `${int}.${places}` : int;
}
