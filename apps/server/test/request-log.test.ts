import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicRoute } from '../src/platform/http';
import { withLogContext } from '../src/platform/request-log';
import { deferred, LogCapture, opsApp } from './support/ops-app';

const log = new LogCapture();
const secondLogged = deferred();
const { app, database } = await opsApp({
  log,
  extraRoutes: (api, deps) => {
    publicRoute(api, '/test/log', { body: z.object({ tag: z.enum(['first', 'second']) }) }, async (ctx, body) => {
      // The first request logs only after the second one has: their lines interleave, their ids must not.
      if (body.tag === 'first') await secondLogged.promise;
      await ctx.db.execute(sql`select 1`);
      deps.log.info({ tag: body.tag }, 'handler line');
      if (body.tag === 'second') secondLogged.resolve();
      return { requestId: ctx.requestId };
    });
    api.post('/m/test/fail', { config: { access: 'public' } }, async () => {
      throw new Error('boom');
    });
  },
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

const GENERATED = /^req-[0-9a-z]+-[0-9a-f]{8}$/;
const health = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/m/health', headers });
const postLog = (tag: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/m/test/log',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ tag }),
  });

describe('X-Request-Id', () => {
  it('is made for every answer and sent back', async () => {
    const res = await health();
    expect(res.headers['x-request-id']).toMatch(GENERATED);
    expect((await health()).headers['x-request-id']).not.toBe(res.headers['x-request-id']);
    const missing = await app.inject({ method: 'POST', url: '/m/no/such/path', payload: {} });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(GENERATED);
  });

  it("keeps the load balancer's id when it is safe", async () => {
    const id = '7F000001:8296_7F000101:0050_4A0B2E7C.1';
    expect((await health({ 'x-request-id': id })).headers['x-request-id']).toBe(id);
  });

  it('replaces an unsafe or overlong incoming id with its own', async () => {
    for (const bad of ['two words', 'a"b', '<script>', 'x'.repeat(65), 'line\\nbreak', '']) {
      const echoed = (await health({ 'x-request-id': bad })).headers['x-request-id'];
      expect(echoed).toMatch(GENERATED);
    }
  });

  it('is the request id of an unexpected failure, in the answer and in its log line', async () => {
    const res = await app.inject({ method: 'POST', url: '/m/test/fail', headers: { 'x-request-id': 'lb-500-case' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('lb-500-case');
    expect(res.json().data).toEqual({ requestId: 'lb-500-case' });
    const line = await log.next((l) => l.msg === 'unhandled error' && l.requestId === 'lb-500-case');
    expect(line.json.level).toBe(50);
  });
});

describe('log lines', () => {
  it("written through deps.log inside a handler carry the request's id, never another request's", async () => {
    const [first, second] = await Promise.all([postLog('first', { 'x-request-id': 'lb-first' }), postLog('second')]);
    expect(first.json().data).toEqual({ requestId: 'lb-first' });
    const secondId = second.headers['x-request-id'] as string;
    expect(secondId).toMatch(GENERATED);
    const firstLine = await log.next((l) => l.msg === 'handler line' && l.tag === 'first');
    const secondLine = await log.next((l) => l.msg === 'handler line' && l.tag === 'second');
    expect(firstLine.json.requestId).toBe('lb-first');
    expect(secondLine.json.requestId).toBe(secondId);
  });

  it("of the request's own logger carry the id once", async () => {
    const res = await health({ 'x-request-id': 'lb-once' });
    expect(res.statusCode).toBe(200);
    // The probes log their requests at warn only; a POST shows Fastify's own request lines.
    await postLog('second', { 'x-request-id': 'lb-once-post' });
    const done = await log.next((l) => l.msg === 'request completed' && l.requestId === 'lb-once-post');
    expect(done.raw.match(/"requestId"/g)).toHaveLength(1);
    expect(log.lines.some((l) => l.json.requestId === 'lb-once')).toBe(false);
  });

  it('of background work carry the fields it runs with, and no request id', async () => {
    await withLogContext({ jobId: 'job-42', queue: 'import' }, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      app.log.info('job step');
    });
    app.log.info('outside any work');
    const step = await log.next((l) => l.msg === 'job step');
    expect(step.json).toMatchObject({ jobId: 'job-42', queue: 'import' });
    expect(step.json.requestId).toBeUndefined();
    const outside = await log.next((l) => l.msg === 'outside any work');
    expect(outside.json.jobId).toBeUndefined();
  });
});
