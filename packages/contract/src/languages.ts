/** The six languages the interface is written in; zh_CN is the default. */
export const UI_LANGS = ['zh_CN', 'zh_TW', 'en_GB', 'es_ES', 'fr_FR', 'pt_PT'] as const;
export type UiLang = (typeof UI_LANGS)[number];
export const DEFAULT_LANG: UiLang = 'zh_CN';

/** A text in every interface language. */
export type Localized = Record<UiLang, string>;

/** A language a user may choose (§1); `uiLang` is the interface language it is shown in. */
export interface Language {
  sysLanguageId: number;
  code: string;
  nativeName: string;
  uiLang: UiLang;
}

/**
 * The language list of §1 (served by /common/findLanguage). Ids are stored in accounts and never change; add new
 * languages only at the end. Each is shown in its own name; `uiLang` is the interface language used for it:
 * Chinese by script, Spanish, French and Portuguese variants in es_ES, fr_FR and pt_PT, and every language
 * without its own interface translation (English (US), Icelandic, Norwegian, German, …) in en_GB.
 */
export const LANGUAGES: readonly Language[] = [
  { sysLanguageId: 1, code: 'zh_CN', nativeName: '简体中文', uiLang: 'zh_CN' },
  { sysLanguageId: 2, code: 'zh_TW', nativeName: '繁體中文', uiLang: 'zh_TW' },
  { sysLanguageId: 3, code: 'en_GB', nativeName: 'English', uiLang: 'en_GB' },
  { sysLanguageId: 4, code: 'es_ES', nativeName: 'Español', uiLang: 'es_ES' },
  { sysLanguageId: 5, code: 'fr_FR', nativeName: 'Français', uiLang: 'fr_FR' },
  { sysLanguageId: 6, code: 'pt_PT', nativeName: 'Português', uiLang: 'pt_PT' },
  { sysLanguageId: 7, code: 'ar_SA', nativeName: 'العربية', uiLang: 'en_GB' },
  { sysLanguageId: 8, code: 'bg_BG', nativeName: 'Български', uiLang: 'en_GB' },
  { sysLanguageId: 9, code: 'ca_ES', nativeName: 'Català', uiLang: 'en_GB' },
  { sysLanguageId: 10, code: 'cs_CZ', nativeName: 'Čeština', uiLang: 'en_GB' },
  { sysLanguageId: 11, code: 'de_DE', nativeName: 'Deutsch', uiLang: 'en_GB' },
  { sysLanguageId: 12, code: 'el_GR', nativeName: 'Ελληνικά', uiLang: 'en_GB' },
  { sysLanguageId: 13, code: 'en_US', nativeName: 'English (US)', uiLang: 'en_GB' },
  { sysLanguageId: 14, code: 'et_EE', nativeName: 'Eesti', uiLang: 'en_GB' },
  { sysLanguageId: 15, code: 'fa_IR', nativeName: 'فارسی', uiLang: 'en_GB' },
  { sysLanguageId: 16, code: 'fi_FI', nativeName: 'Suomi', uiLang: 'en_GB' },
  { sysLanguageId: 17, code: 'it_IT', nativeName: 'Italiano', uiLang: 'en_GB' },
  { sysLanguageId: 18, code: 'ja_JP', nativeName: '日本語', uiLang: 'en_GB' },
  { sysLanguageId: 19, code: 'ko_KR', nativeName: '한국어', uiLang: 'en_GB' },
  { sysLanguageId: 20, code: 'nl_NL', nativeName: 'Nederlands', uiLang: 'en_GB' },
  { sysLanguageId: 21, code: 'pl_PL', nativeName: 'Polski', uiLang: 'en_GB' },
  { sysLanguageId: 22, code: 'sk_SK', nativeName: 'Slovenčina', uiLang: 'en_GB' },
  { sysLanguageId: 23, code: 'sr_RS', nativeName: 'Српски', uiLang: 'en_GB' },
  { sysLanguageId: 24, code: 'sl_SI', nativeName: 'Slovenščina', uiLang: 'en_GB' },
  { sysLanguageId: 25, code: 'sv_SE', nativeName: 'Svenska', uiLang: 'en_GB' },
  { sysLanguageId: 26, code: 'th_TH', nativeName: 'ไทย', uiLang: 'en_GB' },
  { sysLanguageId: 27, code: 'tr_TR', nativeName: 'Türkçe', uiLang: 'en_GB' },
  { sysLanguageId: 28, code: 'ru_RU', nativeName: 'Русский', uiLang: 'en_GB' },
  { sysLanguageId: 29, code: 'uk_UA', nativeName: 'Українська', uiLang: 'en_GB' },
  { sysLanguageId: 30, code: 'vi_VN', nativeName: 'Tiếng Việt', uiLang: 'en_GB' },
  { sysLanguageId: 31, code: 'is_IS', nativeName: 'Íslenska', uiLang: 'en_GB' },
  { sysLanguageId: 32, code: 'nb_NO', nativeName: 'Norsk bokmål', uiLang: 'en_GB' },
  { sysLanguageId: 33, code: 'pt_BR', nativeName: 'Português (Brasil)', uiLang: 'pt_PT' },
];

/**
 * The interface language for any language code or id (a number, or digits as sent in a query string); unknown
 * ones (and is, no, nb, nn) fall back to English, and nothing at all to the default.
 */
export function toUiLang(codeOrId: string | number | undefined | null): UiLang {
  if (codeOrId === undefined || codeOrId === null || codeOrId === '') return DEFAULT_LANG;
  const raw = String(codeOrId).trim();
  const id = typeof codeOrId === 'number' ? codeOrId : /^\d+$/.test(raw) ? Number(raw) : undefined;
  const s = raw.replaceAll('-', '_');
  const found =
    id !== undefined
      ? LANGUAGES.find((l) => l.sysLanguageId === id)
      : LANGUAGES.find((l) => l.code.toLowerCase() === s.toLowerCase());
  if (found) return found.uiLang;
  const exact = UI_LANGS.find((l) => l.toLowerCase() === s.toLowerCase());
  if (exact) return exact;
  const prefix = s.slice(0, 2).toLowerCase();
  if (prefix === 'zh') return /tw|hk|mo|hant/i.test(s) ? 'zh_TW' : 'zh_CN';
  return UI_LANGS.find((l) => l.startsWith(prefix)) ?? 'en_GB';
}
