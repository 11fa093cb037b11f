import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeLang } from '../i18n/lang';
import { getToken, saveSession, setNavigator } from '../session/session';
import { toast } from '../ui/toast';
import { ApiError, download, post, stripPhoneFields, tzOffset } from './client';

// The catalogue is being filled elsewhere; here one code has a localised text and the rest have none.
vi.mock('@tillbook/contract', async (importOriginal) => {
  const original = await importOriginal<typeof import('@tillbook/contract')>();
  return {
    ...original,
    errorMessage: (code: number, lang: string) => (code === 20027 ? `wrong password (${lang})` : undefined),
  };
});

const user = {
  id: 7,
  tenantId: 1,
  name: 'Ana',
  loginName: 'ana',
  email: 'ana@example.com',
  sysCurrencyId: 1,
  languageDto: { sysLanguageId: 3, sysLanguageCode: 'en_GB' },
  isBoss: true,
  permissions: [1],
};

function respond(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let errorToast: ReturnType<typeof vi.spyOn>;
let navigate: ReturnType<typeof vi.fn>;

beforeEach(() => {
  errorToast = vi.spyOn(toast, 'error').mockImplementation(() => {});
  navigate = vi.fn();
  setNavigator(navigate as unknown as (path: string) => void);
  saveSession({ token: 'tok-123', user });
  storeLang('fr_FR');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setNavigator(null);
});

describe('API client (§7, §8)', () => {
  it('posts JSON to /m<path> with the token, language and time-zone headers', async () => {
    const fetchMock = respond({ code: 200, msg: 'ok', data: { a: 1 } });
    const envelope = await post('/user/info', { x: 1 });
    expect(envelope).toEqual({ code: 200, msg: 'ok', data: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/m/user/info');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ x: 1 });
    const headers = init.headers as Record<string, string>;
    const { ms, hours } = tzOffset();
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      token: 'tok-123',
      lang: 'fr_FR',
      'tz-offset-ms': String(ms),
      'tz-offset-hours': String(hours),
    });
  });

  it('reports the offset east of UTC (UTC+8 → 28800000 ms, 8 h)', () => {
    const date = new Date();
    vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(-480);
    expect(tzOffset(date)).toEqual({ ms: 28_800_000, hours: 8 });
    vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(330);
    expect(tzOffset(date)).toEqual({ ms: -19_800_000, hours: -5.5 });
    vi.spyOn(date, 'getTimezoneOffset').mockReturnValue(0);
    expect(Object.is(tzOffset(date).ms, 0)).toBe(true);
  });

  it('strips leading zeros from phone and telephone fields at any depth', async () => {
    const fetchMock = respond({ code: 200, msg: 'ok', data: null });
    await post('/x', { phone: '00612', store: { telephone: '0400' }, list: [{ phone: '000' }], note: '007' });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({
      phone: '612',
      store: { telephone: '400' },
      list: [{ phone: '0' }],
      note: '007',
    });
    await expect(stripPhoneFields({ Phone: '01' })).resolves.toEqual({ Phone: '1' });
  });

  it.each([20003, 20059, 20074])('hands result code %i back to the caller without a toast', async (code) => {
    respond({ code, msg: 'm', data: 'd' }, 409);
    await expect(post('/x')).resolves.toEqual({ code, msg: 'm', data: 'd' });
    expect(errorToast).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-123');
  });

  it('hands back codes a call declares it handles', async () => {
    respond({ code: 20034, msg: 'expired', data: null }, 400);
    await expect(post('/x', {}, { resultCodes: [20034] })).resolves.toMatchObject({ code: 20034 });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('234: clears the token silently and goes to login after 1 s', async () => {
    vi.useFakeTimers();
    respond({ code: 234, msg: 'unknown token', data: null }, 401);
    const error = await post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).handling).toBe('session');
    expect(errorToast).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('userId')).toBe('7');
    expect(localStorage.getItem('lang')).toBe('fr_FR');
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it.each([20032, 20082, 20083, 20084, 20085, 20087])(
    '%i: shows the message, clears the token, login after 1 s, rejects',
    async (code) => {
      vi.useFakeTimers();
      respond({ code, msg: 'session over', data: null }, 401);
      await expect(post('/x')).rejects.toBeInstanceOf(ApiError);
      expect(errorToast).toHaveBeenCalledWith(`[${code}]:session over`);
      expect(getToken()).toBeNull();
      vi.advanceTimersByTime(999);
      expect(navigate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(navigate).toHaveBeenCalledWith('/login');
    },
  );

  it('20086 (both lists of §8): ends the session and still hands the result back', async () => {
    vi.useFakeTimers();
    respond({ code: 20086, msg: 'token wrong', data: null }, 401);
    await expect(post('/x')).resolves.toMatchObject({ code: 20086 });
    expect(errorToast).toHaveBeenCalledWith('[20086]:token wrong');
    expect(getToken()).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('other codes: toast [code]:localised text, and reject', async () => {
    respond({ code: 20027, msg: 'server text', data: null }, 400);
    const error = (await post('/login/login').catch((e: unknown) => e)) as ApiError;
    expect(errorToast).toHaveBeenCalledWith('[20027]:wrong password (fr_FR)');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(20027);
    expect(error.handling).toBe('toast');
    expect(getToken()).toBe('tok-123');
  });

  it('other codes without a catalogue text: toast [code]:server msg, reject with the data', async () => {
    const issues = [{ path: 'email', message: 'bad' }];
    respond({ code: 1001, msg: 'parameter exception', data: { issues } }, 400);
    const error = (await post('/x').catch((e: unknown) => e)) as ApiError;
    expect(errorToast).toHaveBeenCalledWith('[1001]:parameter exception');
    expect(error.data).toEqual({ issues });
  });

  it('20120: toasts the plan limit the server names (which plan, how many), in the caller’s language', async () => {
    const message = 'Le forfait Free permet au plus 1 magasins. Passez à un forfait supérieur ou renouvelez-le.';
    respond({ code: 20120, msg: 'subscribe', data: { resource: 'stores', planName: 'Free', limit: 1, message } }, 400);
    const error = (await post('/store/save').catch((e: unknown) => e)) as ApiError;
    expect(errorToast).toHaveBeenCalledWith(`[20120]:${message}`);
    expect(error.handling).toBe('toast');
  });

  it('network errors: toast the error message and reject', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = (await post('/x').catch((e: unknown) => e)) as ApiError;
    expect(errorToast).toHaveBeenCalledWith('Failed to fetch');
    expect(error.handling).toBe('network');
  });

  it('a non-envelope answer (e.g. a proxy error page) is a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(post('/x')).rejects.toBeInstanceOf(ApiError);
    expect(errorToast).toHaveBeenCalledWith(expect.stringContaining('HTTP 502'));
  });

  it('times out after the given time with a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const error = (await post('/x', {}, { timeoutMs: 20 }).catch((e: unknown) => e)) as ApiError;
    expect(error.handling).toBe('network');
    expect(errorToast).toHaveBeenCalledWith(expect.stringContaining('timeout'));
  });

  it('downloads a file export and handles a JSON answer as an envelope', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('a,b', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': "attachment; filename*=UTF-8''ventes%20mars.csv",
            },
          }),
      ),
    );
    await expect(download('/deposit/export', {})).resolves.toEqual({ filename: 'ventes mars.csv' });
    expect(click).toHaveBeenCalled();

    respond({ code: 10196, msg: 'export failed', data: null }, 500);
    await expect(download('/deposit/export', {})).rejects.toBeInstanceOf(ApiError);
    expect(errorToast).toHaveBeenCalledWith('[10196]:export failed');
  });
});
