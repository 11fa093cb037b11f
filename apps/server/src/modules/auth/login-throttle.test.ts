import * as argon2 from '@node-rs/argon2';
import { Err } from '@tillbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PASSWORD, newTenant, startTestApp, type TestApp, uniqueEmail } from '../../../test/support/test-app';

// Every argon2 check is counted (and still done), to tell that an unknown account costs a check too.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

// The failed-login limits of README "Login limits", under parallel requests and forged client addresses.

const base = await startTestApp();
const limits = (over: Partial<TestApp['config']['login']>) => ({ login: { ...base.config.login, ...over } });
const t = await startTestApp({ config: limits({ lockAfter: 10, slowAfter: 100, ipLockAfter: 100_000 }) });

/** An address of its own for each use (the PostgreSQL run shares one database between files and runs). */
const freshIp = (prefix: string) => `${prefix}.${Math.floor(Math.random() * 250) + 1}`;

const codesOf = (replies: { code: number }[]) => {
  const count: Record<number, number> = {};
  for (const r of replies) count[r.code] = (count[r.code] ?? 0) + 1;
  return count;
};

/** A login carrying an X-Forwarded-For header, from `remoteAddress`. */
async function loginFrom(app: TestApp, body: object, remoteAddress: string, forwardedFor?: string) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/m/login/login',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: JSON.stringify(body),
    remoteAddress,
  });
  return (res.json() as { code: number }).code;
}

describe('password login throttle', () => {
  it('checks at most LOGIN_LOCK_AFTER of 40 parallel wrong passwords; the rest and the right one are refused', async () => {
    const boss = await newTenant(t);
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => t.post('/login/login', { email: boss.email, password: 'Wrong123!' })),
    );
    const count = codesOf(replies);
    expect(count[Err.PASSWORD_WRONG]).toBe(10);
    expect(count[Err.LOGIN_LOCKED]).toBe(30);
    expect((await t.post('/login/login', { email: boss.email, password: DEFAULT_PASSWORD })).code).toBe(
      Err.LOGIN_LOCKED,
    );
  });

  it('checks at most LOGIN_IP_LOCK_AFTER parallel attempts from one address across accounts', async () => {
    const app = await startTestApp({ config: limits({ lockAfter: 100, slowAfter: 100, ipLockAfter: 7 }) });
    const ip = freshIp('10.3.3');
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => app.post('/login/login', { email: uniqueEmail(), password: 'x' }, { ip })),
    );
    const count = codesOf(replies);
    expect(count[Err.ACCOUNT_NOT_REGISTERED]).toBe(7);
    expect(count[Err.LOGIN_LOCKED]).toBe(33);
  });

  it('a right password gives its attempt back: the address is not used up by people who sign in', async () => {
    const app = await startTestApp({ config: limits({ lockAfter: 100, slowAfter: 100, ipLockAfter: 3 }) });
    const boss = await newTenant(app);
    const ip = freshIp('10.3.4');
    for (let i = 0; i < 6; i++) {
      const res = await app.post('/login/login', { email: boss.email, password: DEFAULT_PASSWORD }, { ip });
      expect(res.code).toBe(200);
    }
  });

  it('answers an unknown account (20024) and a wrong password (20027) after the same argon2 work', async () => {
    const verify = vi.mocked(argon2.verify);
    const boss = await newTenant(t);
    verify.mockClear();
    expect((await t.post('/login/login', { email: uniqueEmail(), password: 'Wrong123!' })).code).toBe(
      Err.ACCOUNT_NOT_REGISTERED,
    );
    const unknownChecks = verify.mock.calls.length;
    verify.mockClear();
    expect((await t.post('/login/login', { email: boss.email, password: 'Wrong123!' })).code).toBe(Err.PASSWORD_WRONG);
    expect(unknownChecks).toBe(1);
    expect(verify.mock.calls.length).toBe(1);
  });
});

describe('slow-down', () => {
  afterEach(() => vi.restoreAllMocks());

  it('delays the answer from the LOGIN_SLOW_AFTER-th failure on (the 5th by default), one delay more each time', async () => {
    const delayMs = 739;
    const app = await startTestApp({ config: limits({ lockAfter: 100, slowAfter: 5, delayMs, ipLockAfter: 100_000 }) });
    const boss = await newTenant(app);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    // The throttle's waits are the timers of a multiple of delayMs; count them after each failure.
    const waits = () =>
      timers.mock.calls
        .map((c) => c[1])
        .filter((ms): ms is number => typeof ms === 'number' && ms % delayMs === 0 && ms > 0 && ms <= 5000);
    const seen: number[][] = [];
    for (let i = 1; i <= 6; i++) {
      timers.mockClear();
      expect((await app.post('/login/login', { email: boss.email, password: 'Wrong123!' })).code).toBe(
        Err.PASSWORD_WRONG,
      );
      seen.push(waits());
    }
    expect(seen).toEqual([[], [], [], [], [delayMs], [2 * delayMs]]);
  });
});

describe('client address', () => {
  it('ignores a forged X-Forwarded-For by default: the connection address is limited', async () => {
    const app = await startTestApp({ config: limits({ lockAfter: 100, slowAfter: 100, ipLockAfter: 3 }) });
    const ip = freshIp('10.3.5');
    for (let i = 0; i < 3; i++) {
      const code = await loginFrom(app, { email: uniqueEmail(), password: 'x' }, ip, `198.51.100.${i}`);
      expect(code).toBe(Err.ACCOUNT_NOT_REGISTERED);
    }
    expect(await loginFrom(app, { email: uniqueEmail(), password: 'x' }, ip, '198.51.100.99')).toBe(Err.LOGIN_LOCKED);
  });

  it('believes X-Forwarded-For from a proxy listed in TRUST_PROXY', async () => {
    const app = await startTestApp({
      config: { trustProxy: ['127.0.0.1'], ...limits({ lockAfter: 100, slowAfter: 100, ipLockAfter: 3 }) },
    });
    const client = freshIp('203.0.113');
    for (let i = 0; i < 3; i++) {
      const other = freshIp('198.51.100');
      // Other clients behind the same proxy are counted apart.
      expect(await loginFrom(app, { email: uniqueEmail(), password: 'x' }, '127.0.0.1', other)).not.toBe(
        Err.LOGIN_LOCKED,
      );
      expect(await loginFrom(app, { email: uniqueEmail(), password: 'x' }, '127.0.0.1', client)).toBe(
        Err.ACCOUNT_NOT_REGISTERED,
      );
    }
    expect(await loginFrom(app, { email: uniqueEmail(), password: 'x' }, '127.0.0.1', client)).toBe(Err.LOGIN_LOCKED);
  });
});
