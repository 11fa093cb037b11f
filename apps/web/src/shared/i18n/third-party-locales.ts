import { DATE_FORMATS, TIME_FORMAT, type UiLang } from '@tillbook/contract';
import type { Locale } from 'antd/es/locale';
import { useSyncExternalStore } from 'react';

// antd and dayjs carry their own texts (date pickers, pagination, empty states); they switch with the UI.
const ANTD: Record<UiLang, () => Promise<{ default: Locale }>> = {
  zh_CN: () => import('antd/es/locale/zh_CN'),
  zh_TW: () => import('antd/es/locale/zh_TW'),
  en_GB: () => import('antd/es/locale/en_GB'),
  es_ES: () => import('antd/es/locale/es_ES'),
  fr_FR: () => import('antd/es/locale/fr_FR'),
  pt_PT: () => import('antd/es/locale/pt_PT'),
};

/**
 * antd's texts with the language's one date format in every date picker's field (pickers without a `format` of
 * their own), the format lists and reports print dates in.
 */
export function withDateFormats(locale: Locale, lang: UiLang): Locale {
  const picker = locale.DatePicker;
  if (!picker) return locale;
  // The formats of shared/format/dates.ts, read from the contract here: that module brings dayjs along.
  const formats = { fieldDateFormat: DATE_FORMATS[lang], fieldDateTimeFormat: `${DATE_FORMATS[lang]} ${TIME_FORMAT}` };
  return { ...locale, DatePicker: { ...picker, lang: { ...picker.lang, ...formats } } };
}

let antdLocale: Locale | undefined;
const listeners = new Set<() => void>();
/** Whether dayjs is in use: the login page shows no date, so dayjs and its texts load with the pages that do. */
let datesShown = false;

const loadDayjsLocale = (lang: UiLang) => import('./dayjs-locale').then((m) => m.setDayjsLocale(lang));

/** antd's texts, and dayjs's once a page that shows dates has asked for them (`loadDateLocale`). */
export async function loadThirdPartyLocales(lang: UiLang): Promise<void> {
  const [antd] = await Promise.all([ANTD[lang](), datesShown ? loadDayjsLocale(lang) : undefined]);
  antdLocale = withDateFormats(antd.default, lang);
  for (const listener of listeners) listener();
}

/** dayjs in the interface language, from now on and after every language switch: before a page with dates draws. */
export function loadDateLocale(lang: UiLang): Promise<void> {
  datesShown = true;
  return loadDayjsLocale(lang);
}

export const getAntdLocale = (): Locale | undefined => antdLocale;

export function useAntdLocale(): Locale | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => antdLocale,
  );
}
