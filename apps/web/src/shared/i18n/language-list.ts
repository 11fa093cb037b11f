import { LANGUAGES, type Language } from '@tillbook/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { postData } from '../api/client';
import { readLocal, writeLocal } from '../storage';

// §1/§7: the further language list comes from the server and is cached locally (refreshed once a day).
// A small store instead of a query: the language switcher is on the first page, which stays light.
const CACHE_KEY = 'languages';
const DAY_MS = 24 * 3600 * 1000;

interface CachedList {
  at: number;
  list: Language[];
}

function readCache(): CachedList | undefined {
  try {
    const raw = readLocal(CACHE_KEY);
    const parsed = raw ? (JSON.parse(raw) as CachedList) : undefined;
    return parsed && Array.isArray(parsed.list) && parsed.list.length > 0 ? parsed : undefined;
  } catch {
    return undefined;
  }
}

let current: CachedList | undefined;
let refreshing: Promise<void> | null = null;
const listeners = new Set<() => void>();
const builtIn: Language[] = [...LANGUAGES];

function snapshot(): Language[] {
  current ??= readCache();
  return current?.list ?? builtIn;
}

/** Fetches the list unless a fresh one is cached; at most one request at a time. */
export function refreshLanguages(now = Date.now()): Promise<void> {
  current ??= readCache();
  if (current && now - current.at < DAY_MS) return Promise.resolve();
  refreshing ??= postData<Language[]>('/common/findLanguage')
    .then((list) => {
      if (!Array.isArray(list) || list.length === 0) return;
      current = { at: now, list };
      writeLocal(CACHE_KEY, JSON.stringify(current));
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // The client has said why; the cached or built-in list stays usable.
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The languages a user may choose: the cached (or built-in) list at once, refreshed from the server. */
export function useLanguageList(): Language[] {
  useEffect(() => {
    void refreshLanguages();
  }, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => builtIn,
  );
}
