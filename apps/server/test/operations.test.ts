import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db';
import { createReadiness, journalMigrationTimes } from '../src/platform/readiness';
import { deferred, opsApp } from './support/ops-app';
import { startTestApp } from './support/test-app';

const metricsToken = `metrics-${randomBytes(12).toString('hex')}`;
const t = await startTestApp({ config: { metricsToken } });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /m/health', () => {
  it('answers while the process runs, naming the database kind, without asking the database', async () => {
    const res = await get('/m/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'ok', data: { database: t.database.kind } });
  });
});

describe('GET /m/ready', () => {
  it('answers 200 on a migrated database, with the replica told but not decisive', async () => {
    const res = await get('/m/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ready: true,
      draining: false,
      database: 'ok',
      pendingMigrations: 0,
      replica: { state: 'none', lagSeconds: null },
    });
  });

  it('is not ready when this code knows a migration the database lacks (on the database of the run)', async () => {
    const known = journalMigrationTimes();
    const newer = createReadiness(t.database, { migrationTimes: [...known, Math.max(...known) + 1] });
    expect(await newer.check()).toMatchObject({ ready: false, database: 'ok', pendingMigrations: 1 });
    // A copy of older code on a database migrated further (a rolling deploy) stays ready.
    const older = createReadiness(t.database, { migrationTimes: known.slice(0, -1) });
    expect(await older.check()).toMatchObject({ ready: true, pendingMigrations: 0 });
  });

  it('is not ready on a database never migrated, lacking its last migration, or not answering', async () => {
    // A database of its own: its migrations table is changed below.
    const database = await openDatabase({ dataDir: 'memory://' });
    const readiness = createReadiness(database);
    expect(await readiness.check()).toMatchObject({
      ready: false,
      database: 'ok',
      pendingMigrations: journalMigrationTimes().length,
    });
    await database.migrate();
    expect(await readiness.check()).toMatchObject({ ready: true, pendingMigrations: 0 });
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const { app } = await opsApp({ database });
    const res = await app.inject({ method: 'GET', url: '/m/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503, data: { ready: false, database: 'ok', pendingMigrations: 1 } });
    await app.close();
    await database.close();
    expect(await readiness.check()).toMatchObject({ ready: false, database: 'unreachable', pendingMigrations: null });
    // Migrating a database of its own takes a while on a busy machine.
  }, 180_000);

  it('answers 503 once the copy drains, while /m/health still answers 200', async () => {
    const { app } = await opsApp({ database: t.database });
    expect((await app.inject({ method: 'GET', url: '/m/ready' })).statusCode).toBe(200);
    app.readiness.startDraining();
    const ready = await app.inject({ method: 'GET', url: '/m/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toMatchObject({ ready: false, draining: true, database: 'ok' });
    // Keep-alive clients are asked to leave: their next request goes to another copy.
    expect(ready.headers.connection).toBe('close');
    expect((await app.inject({ method: 'GET', url: '/m/health' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('shutting down', () => {
  it('lets a request in flight finish while close() runs, and answers 503 to new ones meanwhile', async () => {
    const started = deferred();
    const release = deferred();
    const closing = deferred();
    const mayClose = deferred();
    const { app } = await opsApp({
      database: t.database,
      extraRoutes: (api) => {
        api.post('/m/test/slow', { config: { access: 'public' } }, async () => {
          started.resolve();
          await release.promise;
          return { code: 200, msg: 'ok', data: 'finished' };
        });
      },
    });
    // Holds close() between "closing" and the listening socket's close, so a new request can arrive in between.
    app.addHook('preClose', async () => {
      closing.resolve();
      await mayClose.promise;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const slow = fetch(`${base}/m/test/slow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await started.promise;
    const closed = app.close();
    await closing.promise;
    expect(app.readiness.draining).toBe(true);
    expect((await app.readiness.check()).ready).toBe(false);
    const ready = await fetch(`${base}/m/ready`);
    expect(ready.status).toBe(503);
    await ready.arrayBuffer();

    mayClose.resolve();
    release.resolve();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    expect((await answer.json()).data).toBe('finished');
    await closed;
    await expect(fetch(`${base}/m/health`)).rejects.toThrow();
  });
});

describe('GET /m/metrics', () => {
  const scrape = (token?: string) => get('/m/metrics', token ? { authorization: `Bearer ${token}` } : {});

  it('is not served without METRICS_TOKEN', async () => {
    const { app } = await opsApp({ database: t.database, config: { metricsToken: undefined } });
    const res = await app.inject({ method: 'GET', url: '/m/metrics', headers: { authorization: 'Bearer anything' } });
    expect(res.statusCode).toBe(404);
    await app.close();
  });

  it('refuses a missing or wrong bearer token with 401', async () => {
    const missing = await scrape();
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect((await scrape(`${metricsToken}x`)).statusCode).toBe(401);
    expect((await get('/m/metrics', { authorization: metricsToken })).statusCode).toBe(401);
  });

  it('counts requests by route pattern, method and status class, with latency buckets', async () => {
    const email = `free.${randomBytes(4).toString('hex')}@example.test`;
    expect((await t.post('/login/checkEmail', { email })).code).toBe(200);
    await t.post(`/no/such/${randomBytes(4).toString('hex')}`);
    const res = await scrape(metricsToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /^tillbook_http_requests_total\{route="\/m\/login\/checkEmail",method="POST",status="2xx"\} \d+$/m,
    );
    expect(text).toMatch(/^tillbook_http_requests_total\{route="unmatched",method="POST",status="4xx"\} \d+$/m);
    expect(text).not.toContain('/no/such/');
    expect(text).toMatch(
      /^tillbook_http_request_duration_seconds_bucket\{le="0\.005",route="\/m\/login\/checkEmail",method="POST"\} \d+$/m,
    );
    expect(text).toMatch(
      /^tillbook_http_request_duration_seconds_bucket\{le="\+Inf",route="\/m\/login\/checkEmail",method="POST"\} [1-9]/m,
    );
    expect(text).toContain('tillbook_process_cpu_user_seconds_total');
    expect(text).toContain('tillbook_db_replica_state{state="none"} 1');
  });

  it('shows the database pool on PostgreSQL only', async () => {
    const text = (await scrape(metricsToken)).body;
    if (t.database.kind === 'postgres') {
      expect(text).toMatch(/^tillbook_db_pool_connections \d+$/m);
      expect(text).toMatch(/^tillbook_db_pool_idle_connections \d+$/m);
      expect(text).toMatch(/^tillbook_db_pool_waiting_clients \d+$/m);
    } else {
      expect(text).not.toContain('tillbook_db_pool');
    }
  });

  it('serves gauges other code adds to the app', async () => {
    t.app.metrics.addGauge({
      name: 'test_jobs_queued',
      help: 'Jobs waiting, per queue',
      labelNames: ['queue'],
      collect: async () => [{ labels: { queue: 'import' }, value: 2 }],
    });
    expect((await scrape(metricsToken)).body).toContain('tillbook_test_jobs_queued{queue="import"} 2');
  });
});

describe('OpenAPI', () => {
  it('does not list the operations endpoints', async () => {
    const paths = Object.keys((await get('/m/openapi.json')).json().paths);
    expect(paths).toContain('/m/login/login');
    for (const p of ['/m/health', '/m/ready', '/m/metrics']) expect(paths).not.toContain(p);
  });
});
