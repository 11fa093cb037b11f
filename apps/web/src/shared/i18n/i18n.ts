import { UI_LANGS, type UiLang } from '@tillbook/contract';
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Each locale namespace is its own chunk: a page loads only its namespaces in the current language.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = loaders[`../../locales/${lng}/${ns}.json`];
    if (!load) {
      callback(new Error(`no locale ${lng}/${ns}`), false);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (err: Error) => callback(err, false),
    );
  },
};

/** The shell's namespaces; each domain feature adds its own JSON files (one namespace per feature). */
export const NAMESPACES = ['common', 'menu', 'auth', 'account', 'privacy', 'crud'] as const;
export type Namespace = (typeof NAMESPACES)[number];

let ready: Promise<void> | undefined;

export function initI18n(lang: UiLang): Promise<void> {
  if (i18n.isInitialized) return ready ?? Promise.resolve();
  ready ??= i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      // Every language is complete (a test checks key parity), so no second language is ever loaded.
      fallbackLng: false,
      supportedLngs: [...UI_LANGS],
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // The first texts are asked now, not on the next task: a cold open then has them fetched before the pages'
      // code it asks next (main.tsx).
      initAsync: false,
    })
    .then(() => undefined);
  return ready;
}

/**
 * Loads namespaces in the current language once i18n is set up (`initI18n`), and may be asked before it is: a page
 * starts loading its texts together with its code, so that it draws without waiting for them afterwards.
 */
export async function loadTexts(namespaces: readonly string[]): Promise<void> {
  await ready;
  await i18n.loadNamespaces([...namespaces]);
}

/** A module loader that also loads the texts the module draws with, at the same time: a page and its namespaces. */
export const withTexts =
  <M>(namespaces: readonly string[], load: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([load(), loadTexts(namespaces)]).then(([module]) => module);

export { i18n };
