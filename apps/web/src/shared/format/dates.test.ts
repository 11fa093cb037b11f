import { UI_LANGS, type UiLang } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { dateFormat, dateTimeFormat, formatDate, formatDateTime, formatPeriod } from './dates';

const each = (write: (lang: UiLang) => string) => Object.fromEntries(UI_LANGS.map((l) => [l, write(l)]));
// 30 May 2026, 13:05 in the browser's time zone.
const local = new Date(2026, 4, 30, 13, 5);

describe('date formats', () => {
  it('writes a date-time one way per language, the same as its date pickers', () => {
    expect(each((lang) => formatDateTime(local.toISOString(), lang))).toEqual({
      zh_CN: '2026/05/30 13:05',
      zh_TW: '2026/05/30 13:05',
      en_GB: '30/05/2026 13:05',
      es_ES: '30/05/2026 13:05',
      fr_FR: '30/05/2026 13:05',
      pt_PT: '30/05/2026 13:05',
    });
    expect(formatDateTime(local.getTime() / 1000, 'en_GB')).toBe('30/05/2026 13:05');
    expect(dateTimeFormat('en_GB')).toBe('DD/MM/YYYY HH:mm');
    expect(dateFormat('zh_CN')).toBe('YYYY/MM/DD');
  });

  it('keeps a local day of the API on its day, and shows an unreadable value as it came', () => {
    expect(formatDate('2026-05-30', 'fr_FR')).toBe('30/05/2026');
    expect(formatDate(local, 'zh_TW')).toBe('2026/05/30');
    expect(formatDate('someday', 'en_GB')).toBe('someday');
  });

  it('writes report periods the language’s way: hours and days as dates, months by name', () => {
    expect(formatPeriod('2026-11-22 13:00', 'en_GB')).toBe('22/11/2026 13:00');
    expect(formatPeriod('2026-11-22', 'zh_CN')).toBe('2026/11/22');
    expect(formatPeriod('2026-11', 'en_GB')).toBe('Nov 2026');
    expect(formatPeriod('2026-11', 'zh_CN')).toBe('2026年11月');
    expect(formatPeriod('2026-W47', 'fr_FR')).toBe('2026-W47');
    expect(formatPeriod('2026-Q4', 'fr_FR')).toBe('2026-Q4');
  });
});
