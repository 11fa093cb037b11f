import { LIMITS } from '@tillbook/contract';
import type { ComponentType } from 'react';
import { type LazyComponent, lazyComponent } from '../shared/ui/lazy-component';

const RELOADED_AT_KEY = 'chunkReloadAt';
// A second failure soon after a reload is a real outage: show the error instead of reloading forever.
const RELOAD_GUARD_MS = 30_000;

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`page load timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** Reloads the page once after a chunk failed to load (usually a deploy replaced the old chunks). */
export function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** §2/§9: a page whose code fails to load (or takes over 120 s) reloads the app. */
export async function loadPage<M>(loader: () => Promise<M>, timeoutMs: number = LIMITS.chunkLoadTimeoutMs): Promise<M> {
  try {
    return await withTimeout(loader(), timeoutMs);
  } catch (err) {
    // While the reload happens, keep the page suspended instead of flashing an error.
    if (reloadOnce()) return new Promise<never>(() => {});
    throw err;
  }
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
const cache = new Map<unknown, LazyComponent<never>>();

function lazyOf<P extends object>(loader: Loader<P>): LazyComponent<P> {
  let component = cache.get(loader) as LazyComponent<P> | undefined;
  if (!component) {
    component = lazyComponent(() => loadPage(loader));
    cache.set(loader, component as LazyComponent<never>);
  }
  return component;
}

/**
 * One lazy component per loader, so React keeps its state across renders; it draws at once when its code has
 * arrived (`preloadPage`), without showing the loading state first.
 */
export function lazyPage<P extends object = object>(loader: Loader<P>): ComponentType<P> {
  return lazyOf(loader).Component;
}

/** Starts loading a page's code (once per loader) before it draws: a cold open asks it with the entry. */
export function preloadPage<P extends object>(loader: Loader<P>): void {
  lazyOf(loader)
    .preload()
    .catch(() => undefined);
}
