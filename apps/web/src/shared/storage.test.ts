import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './storage';

/** The cookie strings the page writes. */
function writtenCookies() {
  const setter = vi.spyOn(document, 'cookie', 'set');
  return () => setter.mock.calls.map(([value]) => value);
}

afterEach(() => vi.unstubAllGlobals());

describe('cookies', () => {
  it('are for this site only: SameSite=Strict, when written and when cleared', () => {
    const written = writtenCookies();
    writeCookie('token_7', 'a b');
    writeCookie('token_7', null);
    expect(written()).toEqual([
      'token_7=a%20b; path=/; max-age=2592000; SameSite=Strict',
      'token_7=; path=/; max-age=0; SameSite=Strict',
    ]);
  });

  it('are Secure on an HTTPS page', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    const written = writtenCookies();
    writeCookie('token_7', 'abc', 60);
    expect(written()).toEqual(['token_7=abc; path=/; max-age=60; SameSite=Strict; Secure']);
  });

  it('are read back', () => {
    writeCookie('token_8', 'x=y');
    expect(readCookie('token_8')).toBe('x=y');
  });
});
