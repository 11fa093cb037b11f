import { DATE_FORMATS, localStampText, TIME_FORMAT, type UiLang } from '@tillbook/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { bcp47, getLang } from '../i18n/lang';

export { trimDecimal } from './numbers';

/** A moment of the API: an ISO string, unix seconds (report ranges, §3), a local day 'YYYY-MM-DD', or a date. */
export type DateValue = string | number | Date | Dayjs;

const toDayjs = (value: DateValue): Dayjs => (typeof value === 'number' ? dayjs.unix(value) : dayjs(value));

/** The language's date format in dayjs tokens ('DD/MM/YYYY', 'YYYY/MM/DD'), for date pickers. */
export const dateFormat = (lang: UiLang = getLang()): string => DATE_FORMATS[lang];

/** The language's date-and-time format in dayjs tokens ('DD/MM/YYYY HH:mm'), for date-time pickers. */
export const dateTimeFormat = (lang: UiLang = getLang()): string => `${DATE_FORMATS[lang]} ${TIME_FORMAT}`;

/**
 * A date-time in the browser's time zone, written the one way the interface language writes it (the same as its
 * date pickers and PDF exports). An unreadable value is shown as it came.
 */
export function formatDateTime(value: DateValue, lang: UiLang = getLang()): string {
  const d = toDayjs(value);
  return d.isValid() ? d.format(dateTimeFormat(lang)) : String(value);
}

/** The date part only ('YYYY-MM-DD' days of the API stay the same day in every time zone). */
export function formatDate(value: DateValue, lang: UiLang = getLang()): string {
  const d = toDayjs(value);
  return d.isValid() ? d.format(DATE_FORMATS[lang]) : String(value);
}

/**
 * A report period's label ('2026-11-22 13:00', '2026-11-22', '2026-11', '2026-W47', '2026-Q4', '2026') as the
 * language writes it: hours and days in its date format, months by name ('Nov 2026', '2026年11月'); weeks,
 * quarters and years as they are.
 */
export function formatPeriod(label: string, lang: UiLang = getLang()): string {
  const month = /^(\d{4})-(\d{2})$/.exec(label);
  if (!month) return localStampText(label, lang);
  const date = new Date(Number(month[1]), Number(month[2]) - 1, 1);
  return new Intl.DateTimeFormat(bcp47(lang), { year: 'numeric', month: 'short' }).format(date);
}
