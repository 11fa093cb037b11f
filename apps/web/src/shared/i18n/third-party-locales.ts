import type { UiLang } from '@tillbook/contract';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { useSyncExternalStore } from 'react';
import { dateFormat, dateTimeFormat } from '../format/dates';

// antd and dayjs carry their own texts (date pickers, pagination, empty states); they switch with the UI.
const ANTD: Record<UiLang, () => Promise<{ default: Locale }>> = {
  zh_CN: () => import('antd/es/locale/zh_CN'),
  zh_TW: () => import('antd/es/locale/zh_TW'),
  en_GB: () => import('antd/es/locale/en_GB'),
  es_ES: () => import('antd/es/locale/es_ES'),
  fr_FR: () => import('antd/es/locale/fr_FR'),
  pt_PT: () => import('antd/es/locale/pt_PT'),
};

const DAYJS: Record<UiLang, { name: string; load: () => Promise<unknown> }> = {
  zh_CN: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  zh_TW: { name: 'zh-tw', load: () => import('dayjs/locale/zh-tw') },
  en_GB: { name: 'en-gb', load: () => import('dayjs/locale/en-gb') },
  es_ES: { name: 'es', load: () => import('dayjs/locale/es') },
  fr_FR: { name: 'fr', load: () => import('dayjs/locale/fr') },
  pt_PT: { name: 'pt', load: () => import('dayjs/locale/pt') },
};

/**
 * antd's texts with the language's one date format in every date picker's field (pickers without a `format` of
 * their own), the format lists and reports print dates in.
 */
export function withDateFormats(locale: Locale, lang: UiLang): Locale {
  const picker = locale.DatePicker;
  if (!picker) return locale;
  const formats = { fieldDateFormat: dateFormat(lang), fieldDateTimeFormat: dateTimeFormat(lang) };
  return { ...locale, DatePicker: { ...picker, lang: { ...picker.lang, ...formats } } };
}

let antdLocale: Locale | undefined;
const listeners = new Set<() => void>();

export async function loadThirdPartyLocales(lang: UiLang): Promise<void> {
  const [antd] = await Promise.all([ANTD[lang](), DAYJS[lang].load()]);
  dayjs.locale(DAYJS[lang].name);
  antdLocale = withDateFormats(antd.default, lang);
  for (const listener of listeners) listener();
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
