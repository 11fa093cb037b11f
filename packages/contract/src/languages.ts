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

// Filled with the full list of §1 by the contract data work; kept minimal here so the rest compiles.
export const LANGUAGES: readonly Language[] = [
  { sysLanguageId: 1, code: 'zh_CN', nativeName: '简体中文', uiLang: 'zh_CN' },
  { sysLanguageId: 2, code: 'zh_TW', nativeName: '繁體中文', uiLang: 'zh_TW' },
  { sysLanguageId: 3, code: 'en_GB', nativeName: 'English', uiLang: 'en_GB' },
  { sysLanguageId: 4, code: 'es_ES', nativeName: 'Español', uiLang: 'es_ES' },
  { sysLanguageId: 5, code: 'fr_FR', nativeName: 'Français', uiLang: 'fr_FR' },
  { sysLanguageId: 6, code: 'pt_PT', nativeName: 'Português', uiLang: 'pt_PT' },
];

/** The interface language for any language code or id; unknown ones (and is, no, nb, nn) fall back to English. */
export function toUiLang(codeOrId: string | number | undefined | null): UiLang {
  if (codeOrId === undefined || codeOrId === null || codeOrId === '') return DEFAULT_LANG;
  const found =
    typeof codeOrId === 'number'
      ? LANGUAGES.find((l) => l.sysLanguageId === codeOrId)
      : LANGUAGES.find((l) => l.code.toLowerCase() === String(codeOrId).replace('-', '_').toLowerCase());
  if (found) return found.uiLang;
  const s = String(codeOrId).replace('-', '_');
  const exact = UI_LANGS.find((l) => l.toLowerCase() === s.toLowerCase());
  if (exact) return exact;
  const prefix = s.slice(0, 2).toLowerCase();
  if (prefix === 'zh') return /tw|hk|mo|hant/i.test(s) ? 'zh_TW' : 'zh_CN';
  return UI_LANGS.find((l) => l.startsWith(prefix)) ?? 'en_GB';
}
