// Browser storage can throw (private mode, disabled cookies, quota); the app must keep working without it.

export function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/**
 * Writes a cookie for this site only: never sent with a request another site starts (SameSite=Strict), and only
 * over HTTPS when the page came over it (Secure). Script reads it, so the page's Content-Security-Policy (only the
 * server's own scripts run) is what keeps it from injected code.
 */
export function writeCookie(name: string, value: string | null, maxAgeSeconds = 30 * 24 * 3600): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const attributes = `path=/; max-age=${value === null ? 0 : maxAgeSeconds}; SameSite=Strict${secure}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${name}=${value === null ? '' : encodeURIComponent(value)}; ${attributes}`;
}
