import type { UiLang } from '@tillbook/contract';
import { i18n } from './i18n';
import { bcp47, storeLang } from './lang';
import { loadThirdPartyLocales } from './third-party-locales';

/** Switches the interface language everywhere (texts, antd, dayjs) and remembers the choice. */
export async function setLanguage(lang: UiLang, sysLanguageId?: number): Promise<void> {
  storeLang(lang, sysLanguageId);
  document.documentElement.lang = bcp47(lang);
  await Promise.all([i18n.changeLanguage(lang), loadThirdPartyLocales(lang)]);
}
