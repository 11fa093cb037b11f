import type { UiLang } from '@tillbook/contract';
import dayjs from 'dayjs';

// dayjs's texts and week start (date pickers, written months) in the interface language. A module of its own, loaded
// on demand: the login page shows no date, so dayjs stays off the first page.
const DAYJS: Record<UiLang, { name: string; load: () => Promise<unknown> }> = {
  zh_CN: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  zh_TW: { name: 'zh-tw', load: () => import('dayjs/locale/zh-tw') },
  en_GB: { name: 'en-gb', load: () => import('dayjs/locale/en-gb') },
  es_ES: { name: 'es', load: () => import('dayjs/locale/es') },
  fr_FR: { name: 'fr', load: () => import('dayjs/locale/fr') },
  pt_PT: { name: 'pt', load: () => import('dayjs/locale/pt') },
};

export async function setDayjsLocale(lang: UiLang): Promise<void> {
  await DAYJS[lang].load();
  dayjs.locale(DAYJS[lang].name);
}
