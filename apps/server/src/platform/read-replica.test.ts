import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createReplicaMonitor,
  isReplicaFailure,
  type LagProbe,
  primaryMarkerCookie,
  primaryUntil,
  type ReplicaLog,
} from './read-replica';

/** A log that keeps its lines. */
function captureLog() {
  const lines: { level: 'warn' | 'info'; msg: string; obj: object }[] = [];
  const log: ReplicaLog = {
    warn: (obj, msg) => void lines.push({ level: 'warn', msg, obj }),
    info: (obj, msg) => void lines.push({ level: 'info', msg, obj }),
  };
  return { log, lines };
}

/** A probe answering the lag the test sets (a number, null for unknown, or an error for an unreachable replica). */
function settableProbe(first: number | null | Error) {
  let next = first;
  const probe: LagProbe = async () => {
    if (next instanceof Error) throw next;
    return next;
  };
  const set = (v: number | null | Error) => {
    next = v;
  };
  return { probe, set };
}

describe('the replica monitor', () => {
  afterEach(() => void vi.useRealTimers());

  it('is ok within the lag bound, lagging beyond it or when the lag is unknown, down when unreachable', async () => {
    const lag = settableProbe(3);
    const m = createReplicaMonitor({ probe: lag.probe, maxLagSeconds: 10 });
    expect(m.status().state).toBe('down');
    expect(await m.check()).toEqual({ state: 'ok', lagSeconds: 3 });
    lag.set(10);
    expect(await m.check()).toEqual({ state: 'ok', lagSeconds: 10 });
    lag.set(10.5);
    expect(await m.check()).toEqual({ state: 'lagging', lagSeconds: 10.5 });
    lag.set(null);
    expect(await m.check()).toEqual({ state: 'lagging', lagSeconds: null });
    lag.set(new Error('connect ECONNREFUSED 127.0.0.1:1'));
    expect(await m.check()).toEqual({ state: 'down', lagSeconds: null });
    expect(m.status().state).toBe('down');
  });

  it('logs once per change of where the reads go, never per measurement', async () => {
    const lag = settableProbe(0);
    const { log, lines } = captureLog();
    const m = createReplicaMonitor({ probe: lag.probe, maxLagSeconds: 10, log });
    await m.check();
    await m.check();
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'read replica in use for lag-tolerant reads' }),
    ]);

    lag.set(60);
    await m.check();
    await m.check();
    lag.set(new Error('gone'));
    await m.check();
    expect(lines.slice(1)).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'read replica not usable: lag-tolerant reads go to the primary',
        obj: expect.objectContaining({ replica: { state: 'lagging', lagSeconds: 60 } }),
      }),
    ]);

    lag.set(1);
    await m.check();
    await m.check();
    expect(lines.slice(2)).toEqual([
      expect.objectContaining({ level: 'info', msg: 'read replica usable again: lag-tolerant reads go back to it' }),
    ]);
  });

  it('tells a state reached before it had a log as soon as it gets one', async () => {
    const m = createReplicaMonitor({ probe: settableProbe(new Error('refused')).probe, maxLagSeconds: 10 });
    await m.check();
    const { log, lines } = captureLog();
    m.logTo(log);
    m.logTo(log);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'warn', obj: expect.objectContaining({ reason: 'refused' }) }),
    ]);
  });

  it("says why in the driver's words, not a failed query's SQL text", async () => {
    const failed = new Error('Failed query: select now() - pg_last_xact_replay_timestamp()', {
      cause: new Error('connect ECONNREFUSED 127.0.0.1:5433'),
    });
    const m = createReplicaMonitor({ probe: settableProbe(failed).probe, maxLagSeconds: 10 });
    await m.check();
    const { log, lines } = captureLog();
    m.logTo(log);
    expect(lines).toEqual([
      expect.objectContaining({ obj: expect.objectContaining({ reason: 'connect ECONNREFUSED 127.0.0.1:5433' }) }),
    ]);
  });

  it('marks the replica down on a failed read, and a measurement begun before the failure does not undo it', async () => {
    let release: (lag: number) => void = () => {};
    let calls = 0;
    const probe: LagProbe = () => {
      calls++;
      return calls === 1 ? Promise.resolve(0) : new Promise((resolve) => (release = resolve));
    };
    const { log, lines } = captureLog();
    const m = createReplicaMonitor({ probe, maxLagSeconds: 10, log });
    await m.check();
    const running = m.check();
    // A second call while one runs joins it.
    expect(m.check()).toBe(running);
    m.markDown(new Error('Connection terminated unexpectedly'));
    m.markDown(new Error('Connection terminated unexpectedly'));
    release(0);
    await running;
    expect(m.status()).toEqual({ state: 'down', lagSeconds: null });
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
    // The next measurement finds it well again.
    const next = m.check();
    release(0);
    expect(await next).toEqual({ state: 'ok', lagSeconds: 0 });
  });

  it('measures on a timer until stopped', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const m = createReplicaMonitor({
      probe: async () => {
        calls++;
        return 0;
      },
      maxLagSeconds: 10,
      intervalMs: 2_000,
    });
    m.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toBe(2);
    await m.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(2);
  });
});

describe('replica failures', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it('are lost connections and conflicts with recovery, also wrapped by the query builder', () => {
    expect(isReplicaFailure(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isReplicaFailure(wrapped(Object.assign(new Error('terminating'), { code: '57P01' })))).toBe(true);
    expect(isReplicaFailure(wrapped(Object.assign(new Error('conflict with recovery'), { code: '40001' })))).toBe(true);
    expect(isReplicaFailure(wrapped(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isReplicaFailure(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isReplicaFailure(new AggregateError([Object.assign(new Error('c'), { code: 'ECONNREFUSED' })]))).toBe(true);
  });

  it('are not the query’s own errors', () => {
    expect(isReplicaFailure(wrapped(Object.assign(new Error('read-only'), { code: '25006' })))).toBe(false);
    expect(isReplicaFailure(wrapped(Object.assign(new Error('syntax'), { code: '42601' })))).toBe(false);
    // A query that names a column "terminated_at" is not a lost connection.
    expect(isReplicaFailure(new Error('Failed query: select terminated_at from t'))).toBe(false);
    expect(isReplicaFailure(undefined)).toBe(false);
  });
});

describe('the read-your-own-writes marker', () => {
  it('holds the time until which reads stay on the primary: the lag bound and one measurement', () => {
    const before = Date.now();
    const cookie = primaryMarkerCookie(10, false);
    expect(cookie).toMatch(/^tb_read_primary_until=\d+; Max-Age=12; Path=\/m; HttpOnly; SameSite=Strict$/);
    const until = primaryUntil(cookie.split(';')[0]);
    expect(until).toBeGreaterThanOrEqual(before + 12_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 12_000);
    expect(primaryMarkerCookie(10, true)).toMatch(/; Secure$/);
  });

  it('is read among other cookies, and nothing else counts', () => {
    expect(primaryUntil('a=1; tb_read_primary_until=1234; b=2')).toBe(1234);
    expect(primaryUntil(undefined)).toBe(0);
    expect(primaryUntil('xtb_read_primary_until=99')).toBe(0);
    expect(primaryUntil('tb_read_primary_until=soon')).toBe(0);
  });
});
