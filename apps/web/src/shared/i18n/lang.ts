import { DEFAULT_LANG, toUiLang, UI_LANGS, type UiLang } from '@tillbook/contract';
import { readLocal, writeLocal } from '../storage';

// The interface language is kept in browser storage (§1) and survives logout (§7).
export const LANG_KEY = 'lang';
/** The language the user picked from the full list (may be e.g. German, shown in English). */
export const LANGUAGE_ID_KEY = 'sysLanguageId';

let current: UiLang | null = null;

/** The current interface language: the stored choice, else the default (zh_CN). */
export function getLang(): UiLang {
  if (current) return current;
  const stored = readLocal(LANG_KEY);
  current = stored && (UI_LANGS as readonly string[]).includes(stored) ? (stored as UiLang) : DEFAULT_LANG;
  return current;
}

export function storeLang(lang: UiLang, sysLanguageId?: number): void {
  current = lang;
  writeLocal(LANG_KEY, lang);
  if (sysLanguageId !== undefined) writeLocal(LANGUAGE_ID_KEY, String(sysLanguageId));
}

export function getChosenLanguageId(): number | null {
  const raw = readLocal(LANGUAGE_ID_KEY);
  const id = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(id) ? id : null;
}

/** Any language code (server list, browser) as one of the six interface languages. */
export const asUiLang = (code: string | number | null | undefined): UiLang => toUiLang(code);

/** BCP 47 form for the html lang attribute and Intl ('zh_CN' → 'zh-CN'). */
export const bcp47 = (lang: UiLang): string => lang.replace('_', '-');
