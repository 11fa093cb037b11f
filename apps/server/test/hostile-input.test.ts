// Requests a fuzzer sent that used to answer 500 or be processed when they should not: NUL characters, far times,
// out-of-range ids and time-zone headers, oversized bodies, other content types and query strings.
import { randomBytes } from 'node:crypto';
import { Err, IMPORT_MAX_BYTES, UPLOAD_LIMITS } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMITS, publicRoute } from '../src/platform/http';
import { newTenant, startTestApp } from './support/test-app';

const t = await startTestApp({
  extraRoutes: (app) => publicRoute(app, '/test/tz', { body: z.object({}) }, async (ctx) => ctx.tzOffsetMs),
});
const boss = await newTenant(t);

type Issues = { issues: { path: string }[] };

function raw(path: string, payload: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/m${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
}

describe('a NUL character', () => {
  it('in any text answers 1001 with the field, signed out or in (PostgreSQL refuses it)', async () => {
    const login = await t.post('/login/login', { email: 'a\u0000b@example.test', password: 'x' });
    expect([login.status, login.code]).toEqual([400, Err.PARAM]);
    expect((login.data as Issues).issues[0].path).toBe('email');

    const list = await t.post('/store/list', { keyword: 'café\u0000' }, { token: boss.token });
    expect([list.status, list.code]).toEqual([400, Err.PARAM]);
    const nested = await t.post(
      '/setting/area/save',
      { name: 'Zone', exchangeRates: [{ note: '\u0000' }] },
      {
        token: boss.token,
      },
    );
    expect((nested.data as Issues).issues[0].path).toBe('exchangeRates.0.note');
    const key = await t.post('/store/list', { 'page\u0000': 1 }, { token: boss.token });
    expect(key.code).toBe(Err.PARAM);
  });

  it('escaped as text (a backslash then u0000) is an ordinary text', async () => {
    const res = await t.post('/store/list', { keyword: '\\u0000' }, { token: boss.token });
    expect(res.code).toBe(200);
  });
});

describe('times, ids and numbers beyond what the database holds', () => {
  it('a date after 2100 answers 1001', async () => {
    const res = await t.post('/stock/transfer/list', { dateTo: '9999-12-31' }, { token: boss.token });
    expect([res.status, res.code]).toEqual([400, Err.PARAM]);
    const ok = await t.post('/stock/transfer/list', { dateTo: '2100-12-31' }, { token: boss.token });
    expect(ok.code).toBe(200);
  });

  it('unix seconds beyond 2100 answer 1001', async () => {
    for (const startTime of [8_640_000_000_001, Number.MAX_SAFE_INTEGER]) {
      const res = await t.post('/deposit/list', { startTime }, { token: boss.token });
      expect([res.status, res.code]).toEqual([400, Err.PARAM]);
    }
  });

  it('a country id beyond the int4 column answers 1001', async () => {
    const res = await t.post('/setting/area/list', { sysCountryId: 8_640_000_000_001 }, { token: boss.token });
    expect([res.status, res.code]).toEqual([400, Err.PARAM]);
  });
});

describe('the time-zone headers', () => {
  it('an offset beyond 15 hours, or not a number, is ignored as if absent', async () => {
    const odd: Record<string, string>[] = [
      { 'tz-offset-ms': '1e20' },
      { 'tz-offset-hours': '1e20' },
      { 'tz-offset-ms': '-Infinity' },
    ];
    for (const headers of odd) {
      const res = await raw('/timeCard/list', '{}', { token: boss.token, ...headers });
      expect(res.statusCode).toBe(200);
      expect((await raw('/test/tz', '{}', headers)).json().data).toBe(0);
    }
    // The hours header stands in for a milliseconds header out of range; ±15 h is the edge.
    const hours = await raw('/test/tz', '{}', { 'tz-offset-ms': '1e20', 'tz-offset-hours': '5.5' });
    expect(hours.json().data).toBe(5.5 * 3_600_000);
    expect((await raw('/test/tz', '{}', { 'tz-offset-ms': String(-15 * 3_600_000) })).json().data).toBe(-54_000_000);
    expect((await raw('/test/tz', '{}', { 'tz-offset-ms': String(15 * 3_600_000 + 1) })).json().data).toBe(0);
  });
});

describe('the body limit', () => {
  it('refuses a body over the default limit on every route with 413, even signed out', async () => {
    const res = await raw('/login/checkEmail', JSON.stringify({ email: 'x'.repeat(BODY_LIMITS.default) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(Err.PARAM);
  });

  it('a long random e-mail under the limit is refused without a 500', async () => {
    const email = `${randomBytes(60_000).toString('base64')}@example.test`;
    const res = await t.post('/login/login', { email, password: 'Secret123!' });
    expect(res.status).toBeLessThan(500);
  });

  it('lets uploads carry their file: an image, a logo and an import file of the largest size', async () => {
    const cases = [
      { path: '/goods/image/upload', bytes: UPLOAD_LIMITS.image.maxBytes },
      { path: '/store/invoice/logo', bytes: UPLOAD_LIMITS.logo.maxBytes },
      { path: '/member/import', bytes: IMPORT_MAX_BYTES },
      { path: '/goods/import', bytes: IMPORT_MAX_BYTES },
    ];
    for (const c of cases) {
      const base64 = Buffer.alloc(c.bytes).toString('base64');
      const res = await raw(c.path, JSON.stringify({ fileName: 'f.png', mimeType: 'image/png', base64 }), {
        token: boss.token,
      });
      expect(res.statusCode, c.path).not.toBe(413);
      expect(res.statusCode, c.path).toBeLessThan(500);
    }
  });

  it('lets a POS upload a receipt of the largest size its schema admits', async () => {
    const lines = Array.from({ length: 500 }, () => ({
      productId: 1,
      quantity: '99999999999999.9999',
      modifiers: Array.from({ length: 30 }, () => ({ itemId: 1, quantity: '1' })),
    }));
    const res = await raw('/app/order/upload', JSON.stringify({ clientId: 'uuid_abcd1234', lines }), {
      token: boss.token,
    });
    // A back-office token is refused by the guard, after the body was taken in full.
    expect(res.statusCode).not.toBe(413);
  });
});

describe('content types and the query string', () => {
  it('answers 415 to a post that is not JSON (a cross-site form cannot call the API)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/m/login/checkEmail',
        headers: { 'content-type': type },
        payload: type === 'text/plain' ? '{"email":"a@example.test"}' : 'email=a%40example.test',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().code).toBe(Err.PARAM);
    }
  });

  it('never reads the query string: the body alone is the request', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/m/login/checkEmail?email=free.address@example.test' });
    expect(res.json().code).not.toBe(200);
    const body = await t.post('/login/checkEmail', { email: 'free.address@example.test' });
    expect(body.code).toBe(200);
  });

  it('takes a post without any body as {} (§7 calls without payload)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/m/common/findLanguage' });
    expect(res.json().code).toBe(200);
  });
});
