import type { UiLang } from './languages';

/**
 * The one way each interface language writes a date (dayjs tokens): lists, reports, date pickers and PDF exports
 * all use it, so a merchant reads the same date everywhere. Times are 24-hour in every language.
 */
export const DATE_FORMATS: Record<UiLang, string> = {
  zh_CN: 'YYYY/MM/DD',
  zh_TW: 'YYYY/MM/DD',
  en_GB: 'DD/MM/YYYY',
  es_ES: 'DD/MM/YYYY',
  fr_FR: 'DD/MM/YYYY',
  pt_PT: 'DD/MM/YYYY',
};
/** The time of a date-time, after its date. */
export const TIME_FORMAT = 'HH:mm';

const LOCAL_STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2})?)?$/;

/**
 * A local date or date-time as the server writes it for people ('2026-05-30', '2026-05-30 13:05',
 * '2026-05-30 13:05:09') in the language's format, to the minute as the screens show it. Any other text comes back
 * unchanged.
 */
export function localStampText(value: string, lang: UiLang): string {
  const m = LOCAL_STAMP.exec(value);
  if (!m) return value;
  const [, year, month, day, hour, minute] = m;
  const date = DATE_FORMATS[lang].replace('YYYY', year).replace('MM', month).replace('DD', day);
  if (hour === undefined) return date;
  return `${date} ${hour}:${minute}`;
}
