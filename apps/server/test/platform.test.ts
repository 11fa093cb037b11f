import { Err } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db';
import { AppError } from '../src/platform/errors';
import { route } from '../src/platform/http';
import { startTestApp } from './support/test-app';

const t = await startTestApp({
  extraRoutes: (app) => {
    route(app, '/test/boom', { access: 'session', body: z.object({}) }, async () => {
      throw new Error('secret internals');
    });
    route(app, '/test/stores', { access: { menu: 7 }, body: z.object({}) }, async (ctx) => ({
      tenantId: ctx.tenantId,
    }));
    route(app, '/test/refuse', { access: 'session', body: z.object({}) }, async () => {
      throw new AppError(Err.ROLE_IN_USE);
    });
  },
});

describe('the API envelope', () => {
  it('answers { code, msg, data } with msg in the language of the lang header', async () => {
    const res = await t.post('/common/findLanguage', {}, { lang: 'fr_FR' });
    expect(res.status).toBe(200);
    expect(res.code).toBe(200);
    expect(Array.isArray(res.data)).toBe(true);
    const bad = await t.post('/login/checkEmail', { email: 'not-an-address' }, { lang: 'en_GB' });
    const badFr = await t.post('/login/checkEmail', { email: 'not-an-address' }, { lang: 'fr_FR' });
    expect(bad.code).toBe(Err.EMAIL_FORMAT);
    expect(bad.msg).not.toBe(badFr.msg);
    expect(bad.msg.length).toBeGreaterThan(3);
  });

  it('defaults to Simplified Chinese messages, and Icelandic falls back to English', async () => {
    const zh = await t.post('/login/checkEmail', { email: 'x' });
    const is = await t.post('/login/checkEmail', { email: 'x' }, { lang: 'is_IS' });
    const en = await t.post('/login/checkEmail', { email: 'x' }, { lang: 'en_GB' });
    expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(is.msg).toBe(en.msg);
  });

  it('answers 1001 with the field issues for a body that breaks its schema', async () => {
    const res = await t.post('/login/login', { email: 42 });
    expect(res.code).toBe(Err.PARAM);
    expect(res.status).toBe(400);
    const issues = (res.data as { issues: { path: string }[] }).issues;
    expect(issues.map((i) => i.path)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('answers a rule its own code: passwords that differ are 20017, on the confirmation field', async () => {
    const res = await t.post('/login/updatePwd', { token: 'x', password: 'abcdef1', confirmPassword: 'abcdef2' });
    expect(res.code).toBe(Err.PASSWORDS_DIFFER);
    expect((res.data as { issues: { path: string }[] }).issues[0].path).toBe('confirmPassword');
  });

  it('answers 1001 for malformed JSON, and never reads the query string', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/m/login/checkEmail',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.json().code).toBe(Err.PARAM);
    const q = await t.app.inject({ method: 'POST', url: '/m/login/checkEmail?email=free.address@example.test' });
    expect(q.json().code).toBe(Err.PARAM);
  });

  it('answers 500 with a request id and no internals for an unexpected failure', async () => {
    const { newTenant } = await import('./support/test-app');
    const boss = await newTenant(t);
    const res = await t.post('/test/boom', {}, { token: boss.token });
    expect(res.status).toBe(500);
    expect(res.code).toBe(Err.SYSTEM);
    expect(JSON.stringify(res)).not.toContain('secret internals');
    expect((res.data as { requestId: string }).requestId).toMatch(/^req-/);
  });

  it('answers a thrown AppError with its code and HTTP status class', async () => {
    const { newTenant } = await import('./support/test-app');
    const boss = await newTenant(t);
    const res = await t.post('/test/refuse', {}, { token: boss.token, lang: 'en_GB' });
    expect(res.code).toBe(Err.ROLE_IN_USE);
    expect(res.status).toBe(409);
  });

  it('answers unknown API paths with 404 inside the envelope', async () => {
    const res = await t.post('/nothing/here');
    expect(res.status).toBe(404);
  });
});

describe('health and OpenAPI', () => {
  it('reports the database on /m/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/m/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.database).toMatch(/pglite|postgres/);
  });

  it('publishes the OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/m/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/m/login/login', '/m/login/register', '/m/user/updatePwd']),
    );
    const login = doc.paths['/m/login/login'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(login.properties)).toEqual(['email', 'password']);
  });
});

describe('the guard', () => {
  it('refuses to start when a route declares neither public nor a permission', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const config = { ...loadConfig({}), dataDir: 'memory://' };
    const build = buildApp({
      config,
      database,
      logger: false,
      extraRoutes: (app) => {
        app.post('/m/test/unguarded', async () => ({}));
      },
    });
    await expect(build.then((a) => a.ready())).rejects.toThrow(/declares no access/);
    await database.close();
  });

  it('answers 401 without a token and 234 for a token it does not know', async () => {
    expect((await t.post('/test/stores')).code).toBe(Err.TOKEN_MISSING);
    const unknown = await t.post('/test/stores', {}, { token: 'made-up-token' });
    expect(unknown.code).toBe(Err.TOKEN_UNKNOWN);
    expect(unknown.status).toBe(401);
  });

  it('lets a user with the menu code through and refuses one without it (20041)', async () => {
    const { newTenant } = await import('./support/test-app');
    const { roles } = await import('../src/db/schema');
    const { and, eq } = await import('drizzle-orm');
    const boss = await newTenant(t);
    expect((await t.post('/test/stores', {}, { token: boss.token })).data).toEqual({ tenantId: boss.user.tenantId });
    // Take the boss flag away from the role to see the menu code decide.
    await t.db
      .update(roles)
      .set({ isBoss: false, menuCodes: [1, 2] })
      .where(and(eq(roles.tenantId, boss.user.tenantId)));
    const refused = await t.post('/test/stores', {}, { token: boss.token });
    expect(refused.code).toBe(Err.NO_PERMISSION);
    expect(refused.status).toBe(403);
  });
});

describe('the embedded database', () => {
  it('gathers planner statistics when asked (PGlite has no autovacuum to do it)', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const lastAnalyze = async () => {
      const rows = await database.db.execute<{ analyzed: boolean }>(
        sql`select last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'stock_movements'`,
      );
      return (rows as unknown as { rows: { analyzed: boolean }[] }).rows[0].analyzed;
    };
    expect(await lastAnalyze()).toBe(false);
    await database.analyze();
    expect(await lastAnalyze()).toBe(true);
    await database.close();
  });
});
