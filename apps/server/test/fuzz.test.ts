// The fuzzer's idea as a test: every route of the OpenAPI document gets malformed bodies derived from its own schema
// and odd headers, signed out and as each kind of caller it admits; no answer may be a 5xx. Deterministic: the
// bodies come from a seeded generator and the routes are walked in document order.
import { APP_PERMISSIONS, Err } from '@tillbook/contract';
import { describe, expect, it } from 'vitest';
import { createSession } from '../src/platform/sessions';
import { newAppSession, newDeviceSession } from './factories';
import { fuzzCases, type Schema, seededRandom } from './support/fuzz-bodies';
import { firstStoreId, newTenant, startTestApp } from './support/test-app';

const t = await startTestApp();

/** Cases per route and caller; with about 290 routes this keeps the whole walk near a minute on PGlite. */
const CASES_PER_ROUTE = 16;

/** Routes that end the callers' own sessions or accounts run last, so the others keep their callers. */
const ENDS_CALLERS = /\/(user\/delete|device\/delete|device\/setStatus|staff\/setStatus|staff\/delete|login\/logout)$/;

const ODD_HEADERS: Record<string, string>[] = [
  { 'tz-offset-ms': '1e20' },
  { 'tz-offset-hours': '1e20' },
  { 'tz-offset-ms': '-Infinity', 'tz-offset-hours': '9007199254740991' },
  { 'tz-offset-ms': String(Number.MAX_SAFE_INTEGER) },
  { lang: `${'x'.repeat(300)}ÿ` },
  { token: 'A'.repeat(4_000) },
  { token: 'not a token' },
];

const HUGE_BODY = JSON.stringify({ x: 'x'.repeat(3_000_000) });

interface Answer {
  status: number;
  code?: number;
}

async function send(
  path: string,
  opts: { token?: string; headers?: Record<string, string>; payload: string; contentType?: string },
): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': opts.contentType ?? 'application/json' };
  if (opts.token) headers.token = opts.token;
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, ...opts.headers },
    payload: opts.payload,
  });
  let code: number | undefined;
  try {
    code = (res.json() as { code?: number }).code;
  } catch {
    // A file (an export): only the status matters.
  }
  return { status: res.statusCode, code };
}

describe('the fuzzer', () => {
  it('gets no 5xx from any route, whatever the body, headers or caller', { timeout: 600_000 }, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/m/openapi.json' })).json() as {
      paths: Record<string, { post?: { requestBody?: { content: { 'application/json': { schema: Schema } } } } }>;
    };
    const boss = await newTenant(t);
    const tenantId = boss.user.tenantId;
    const storeId = await firstStoreId(t, tenantId);
    const app = await newAppSession(t, tenantId, { storeId, permissions: [...APP_PERMISSIONS] });
    const kiosk = await newDeviceSession(t, boss.token, { storeId, kind: 'kiosk' });
    const kitchen = await newDeviceSession(t, boss.token, { storeId, kind: 'kitchen' });
    const display = await newDeviceSession(t, boss.token, { storeId, kind: 'customer' });
    // A fresh session per route: a route may end the one before (logout, password change, device frozen).
    const callers: Record<string, () => Promise<string | undefined>> = {
      'signed out': async () => undefined,
      boss: () => createSession(t.db, t.config, { tenantId, userId: boss.user.id }, 'web'),
      'POS app': () => createSession(t.db, t.config, { tenantId, userId: app.userId, storeId }, 'app'),
      kiosk: () => createSession(t.db, t.config, { tenantId, userId: 0, deviceId: kiosk.device.id }, 'device'),
      kitchen: () => createSession(t.db, t.config, { tenantId, userId: 0, deviceId: kitchen.device.id }, 'device'),
      'customer display': () =>
        createSession(t.db, t.config, { tenantId, userId: 0, deviceId: display.device.id }, 'device'),
    };

    const random = seededRandom(20_240_315);
    const failures: string[] = [];
    const requests: Record<string, number> = {};
    const check = async (path: string, who: string, what: string, a: Promise<Answer>) => {
      const answer = await a;
      requests[who] = (requests[who] ?? 0) + 1;
      if (answer.status >= 500) failures.push(`${path} as ${who}, ${what}: HTTP ${answer.status} code ${answer.code}`);
      return answer;
    };

    const paths = Object.keys(doc.paths).filter((p) => doc.paths[p].post);
    paths.sort((a, b) => Number(ENDS_CALLERS.test(a)) - Number(ENDS_CALLERS.test(b)));
    for (const path of paths) {
      const schema = doc.paths[path].post?.requestBody?.content['application/json'].schema ?? { type: 'object' };
      const cases = fuzzCases(schema, { storeId }, random, CASES_PER_ROUTE);
      const base = JSON.stringify(cases[0].body);
      // Signed out: odd headers reach every route's guard (two per route, in turn, to keep the walk short).
      const oddHeaders = [0, 1].map((i) => ODD_HEADERS[(paths.indexOf(path) * 2 + i) % ODD_HEADERS.length]);
      for (const headers of oddHeaders) {
        await check(path, 'signed out', JSON.stringify(headers), send(path, { headers, payload: base }));
      }
      let isPublic = false;
      for (const [who, newToken] of Object.entries(callers)) {
        // A public route treats every caller alike: signed out covers it.
        if (isPublic) break;
        // After the account's own deletion (the last route) no session can be made: the guard was reached already.
        const token = await newToken().catch(() => 'ended');
        const probe = await check(path, who, 'probe', send(path, { token, payload: base }));
        // A caller this route does not admit stops at the guard: nothing more to learn from it.
        if (who !== 'signed out' && (probe.code === Err.NO_PERMISSION || probe.code === Err.TOKEN_UNKNOWN)) continue;
        if (who === 'signed out' && probe.code === Err.TOKEN_MISSING) continue;
        isPublic = who === 'signed out';
        for (const c of cases) {
          await check(path, who, c.name, send(path, { token, payload: JSON.stringify(c.body) }));
        }
        for (const headers of ODD_HEADERS.slice(0, 3)) {
          await check(path, who, JSON.stringify(headers), send(path, { token, headers, payload: base }));
        }
        await check(path, who, 'text/plain', send(path, { token, payload: base, contentType: 'text/plain' }));
        await check(path, who, 'malformed JSON', send(path, { token, payload: '{"a":' }));
        await check(path, who, 'deep JSON', send(path, { token, payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}` }));
        await check(path, who, '3 MB body', send(path, { token, payload: HUGE_BODY }));
      }
    }
    const total = Object.values(requests).reduce((a, b) => a + b, 0);
    console.info(`fuzz: ${paths.length} routes, ${total} requests ${JSON.stringify(requests)}, ${failures.length} 5xx`);
    expect(failures).toEqual([]);
  });
});
