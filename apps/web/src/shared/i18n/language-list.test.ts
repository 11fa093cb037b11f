import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const german = { sysLanguageId: 9, code: 'de_DE', nativeName: 'Deutsch', uiLang: 'en_GB' };

function stubLanguages() {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify({ code: 200, msg: 'ok', data: [german] }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('language list (§1, §7: fetched from the server, cached locally)', () => {
  it('fetches /m/common/findLanguage once and caches it for a day', async () => {
    const fetchMock = stubLanguages();
    const { refreshLanguages } = await import('./language-list');
    await refreshLanguages(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/m/common/findLanguage');
    expect(JSON.parse(localStorage.getItem('languages') ?? '{}').list).toEqual([german]);
    await refreshLanguages(1_000 + 3_600_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses the cache of an earlier visit without asking again', async () => {
    localStorage.setItem('languages', JSON.stringify({ at: Date.now(), list: [german] }));
    const fetchMock = stubLanguages();
    const { refreshLanguages } = await import('./language-list');
    await refreshLanguages();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
