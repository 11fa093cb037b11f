// The shopper's language: one of the six, picked in the page's header; the first visit takes the browser's languages.
import { UI_LANGS, type UiLang } from '@tillbook/contract';
import { readLocal, writeLocal } from '../../shared/storage';

/** Kept apart from the back office's choice: a shopper and a merchant may share a browser. */
export const SHOP_LANG_KEY = 'shopLang';

/** The first of the browser's languages the storefront speaks (zh-TW/HK/Hant → zh_TW); English when none. */
export function browserLang(languages: readonly string[]): UiLang {
  for (const raw of languages) {
    const code = raw.replaceAll('-', '_').toLowerCase();
    const exact = UI_LANGS.find((l) => l.toLowerCase() === code);
    if (exact) return exact;
    const prefix = code.slice(0, 2);
    if (prefix === 'zh') return /_(tw|hk|mo)|hant/.test(code) ? 'zh_TW' : 'zh_CN';
    const same = UI_LANGS.find((l) => l.startsWith(`${prefix}_`));
    if (same) return same;
  }
  return 'en_GB';
}

/** The stored choice, else the browser's. */
export function shopLang(): UiLang {
  const stored = readLocal(SHOP_LANG_KEY);
  if (stored && (UI_LANGS as readonly string[]).includes(stored)) return stored as UiLang;
  const nav = globalThis.navigator;
  return browserLang(nav?.languages?.length ? nav.languages : [nav?.language ?? '']);
}

export function keepShopLang(lang: UiLang): void {
  writeLocal(SHOP_LANG_KEY, lang);
}
