import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Db } from '../src/platform/db';
import { route } from '../src/platform/http';
import { merchant, newMember } from './factories';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The read replica through HTTP. PostgreSQL only: PGlite has no replica (the suite runs on PostgreSQL in CI too).
 * The "replica" is the primary's own database reached through read-only sessions under a name of their own: its
 * lag is 0, it refuses every write like a standby (25006), and pg_stat_activity tells which queries it ran. A real
 * streaming standby is tested by the scale-out scripts.
 */
const onPostgres = !!process.env.DATABASE_URL;

/** The primary's database as a replica URL whose connections carry `appName`. */
function replicaUrl(appName: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.searchParams.set('application_name', appName);
  url.searchParams.set('options', '-c default_transaction_read_only=on');
  return url.href;
}

/** A server log that keeps its lines. */
function logLines() {
  const lines: { level: number; msg: string }[] = [];
  const logger = { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
  const warnings = (msg: string) => lines.filter((l) => l.level === 40 && l.msg === msg);
  return { logger, lines, warnings };
}

const UNUSABLE = 'read replica not usable: lag-tolerant reads go to the primary';

const replicaName = `tb_replica_${randomBytes(4).toString('hex')}`;
const laggingName = `tb_replica_${randomBytes(4).toString('hex')}`;
const log = logLines();
const downLog = logLines();
const laggingLog = logLines();
// The handler of the test route below asks whether it runs on the primary.
const primary: { db?: Db } = {};
const t = onPostgres
  ? await startTestApp({
      config: { databaseReadUrl: replicaUrl(replicaName), readMaxLagSeconds: 10 },
      logger: log.logger,
      extraRoutes: (app) =>
        // A lag-tolerant read whose replica connection ends under it (57P01), as when the standby restarts.
        route(app, '/test/replicaDrops', { access: 'office', reads: 'replica', body: z.object({}) }, async (ctx) => {
          if (ctx.db === primary.db) return { on: 'primary' };
          await ctx.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
          return { on: 'replica' };
        }),
    })
  : (undefined as unknown as TestApp);
if (onPostgres) primary.db = t.db;
// A replica where nothing listens (port 1: the connection is refused at once).
const down = onPostgres
  ? await startTestApp({
      config: { databaseReadUrl: 'postgres://postgres@127.0.0.1:1/tillbook' },
      logger: downLog.logger,
    })
  : (undefined as unknown as TestApp);
// A replica whose measured lag is beyond the bound.
const lagging = onPostgres
  ? await startTestApp({
      config: { databaseReadUrl: replicaUrl(laggingName), readMaxLagSeconds: 10 },
      logger: laggingLog.logger,
      readLagProbe: async () => 30,
    })
  : (undefined as unknown as TestApp);

/** The server's clock now, to tell the queries run after it. */
async function clock(): Promise<string> {
  const res = (await t.db.execute(sql`select clock_timestamp()::text as now`)) as unknown as {
    rows: { now: string }[];
  };
  return res.rows[0].now;
}

/** The queries the replica's read connections started after `since` (the monitor's own left out). */
async function replicaQueriesSince(since: string, appName = replicaName): Promise<string[]> {
  const res = (await t.db.execute(
    sql`select query from pg_stat_activity where application_name = ${appName} and query_start > ${since}::timestamptz
          and query not like '%pg_is_in_recovery%'`,
  )) as unknown as { rows: { query: string }[] };
  return res.rows.map((r) => r.query);
}

/** POST /m<path> with the caller's cookie, answering the reply, its JSON envelope (when JSON) and its Set-Cookie. */
async function call(app: TestApp, path: string, body: unknown, opts: { token: string; cookie?: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json', token: opts.token };
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await app.app.inject({ method: 'POST', url: `/m${path}`, headers, payload: JSON.stringify(body) });
  const json = String(res.headers['content-type']).startsWith('application/json');
  const setCookie = res.headers['set-cookie'];
  return {
    status: res.statusCode,
    body: json ? (res.json() as { code: number; data: unknown }) : undefined,
    cookie: (Array.isArray(setCookie) ? setCookie.join('\n') : setCookie) ?? '',
  };
}

/** The cookie a browser sends back for a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(';')[0];

describe.skipIf(!onPostgres)('read replica (PostgreSQL only: PGlite has no replica)', () => {
  it('is measured before the server answers: reachable and not behind', () => {
    expect(t.database.replicaStatus()).toEqual({ state: 'ok', lagSeconds: 0 });
    expect(log.lines.some((l) => l.msg === 'read replica in use for lag-tolerant reads')).toBe(true);
  });

  it('answers a lag-tolerant route from the replica and any other route from the primary', async () => {
    const m = await merchant(t);
    let since = await clock();
    const list = await call(t, '/store/list', {}, { token: m.token });
    expect(list.body?.code).toBe(200);
    expect((await replicaQueriesSince(since)).some((q) => q.includes('"stores"'))).toBe(true);
    // A lag-tolerant read writes nothing, so it sets no marker.
    expect(list.cookie).toBe('');

    since = await clock();
    const detail = await call(t, '/store/detail', { id: m.storeA }, { token: m.token });
    expect(detail.body?.code).toBe(200);
    expect(await replicaQueriesSince(since)).toEqual([]);
    expect(detail.cookie).toMatch(/^tb_read_primary_until=\d+; Max-Age=12; Path=\/m; HttpOnly; SameSite=Strict$/);
  });

  it('reads the session’s own write: after a save its lists read the primary until the marker runs out', async () => {
    const m = await merchant(t);
    const saved = await call(t, '/store/save', { name: 'Quay Street' }, { token: m.token });
    expect(saved.body?.code, JSON.stringify(saved.body)).toBe(200);
    const cookie = sentBack(saved.cookie);
    expect(cookie).toMatch(/^tb_read_primary_until=\d+$/);

    let since = await clock();
    const after = await call(t, '/store/list', {}, { token: m.token, cookie });
    const names = (after.body as { data: { list: { name: string }[] } }).data.list.map((s) => s.name);
    expect(names).toContain('Quay Street');
    expect(await replicaQueriesSince(since)).toEqual([]);

    // A marker whose time has passed sends the reads to the replica again.
    since = await clock();
    await call(t, '/store/list', {}, { token: m.token, cookie: `tb_read_primary_until=${Date.now() - 1}` });
    expect((await replicaQueriesSince(since)).length).toBeGreaterThan(0);
  });

  it('runs every lag-tolerant route on the replica, which refuses writes: none of them writes', async () => {
    const m = await merchant(t);
    const member = await newMember(t, m.token);
    const now = Math.floor(Date.now() / 1000);
    const range = { startTime: now - 7 * 86_400, endTime: now };
    const days = { from: '2026-01-01', to: '2026-01-31' };
    const xlsx = { format: 'xlsx' };
    const reports = ['goods', 'type', 'batching', 'sale', 'user', 'promoter', 'pay', 'tax', 'rebate', 'expend'];
    const online = ['goods', 'type', 'batching', 'sale', 'pay', 'tax'];
    const bodies: [string, unknown][] = [
      ...reports.flatMap((r): [string, unknown][] => [
        [`/statistics/${r}`, range],
        [`/statistics/${r}/export`, { ...range, ...xlsx }],
      ]),
      ...online.flatMap((r): [string, unknown][] => [
        [`/online/statistics/${r}`, range],
        [`/online/statistics/${r}/export`, { ...range, ...xlsx }],
      ]),
      ['/sales/order/list', {}],
      ['/deposit/list', {}],
      ['/deposit/export', xlsx],
      ['/statistics/receipt/export', xlsx],
      ['/statistics/error/export', xlsx],
      ['/userDuty/export', xlsx],
      ['/statistics/prepare/export', xlsx],
      ['/sales/shift/list', {}],
      ['/sales/reservation/list', {}],
      ['/goods/category/list', {}],
      ['/goods/list', {}],
      ['/goods/export', {}],
      ['/setGoods/exportSale', {}],
      ['/subProduct/exportPdf', {}],
      ['/goods/price/list', {}],
      ['/goods/spice/list', {}],
      ['/goods/reward/list', {}],
      ['/store/list', {}],
      ['/diningCar/list', {}],
      ['/store/asset/list', {}],
      ['/diningCar/asset/list', {}],
      ['/store/area/list', { storeId: m.storeA }],
      ['/diningCar/place/list', {}],
      ['/setting/payway/list', {}],
      ['/setting/revenue/list', {}],
      ['/setting/costType/list', {}],
      ['/setting/printGroup/list', {}],
      ['/setting/area/list', {}],
      ['/staff/list', {}],
      ['/role/list', {}],
      ['/timeCard/list', {}],
      ['/staffWorkCount/list', days],
      ['/staffWorkCount/export', days],
      ...['supplier', 'manufacturer'].flatMap((k): [string, unknown][] => [
        [`/stock/${k}/list`, {}],
        [`/stock/${k}/export`, xlsx],
      ]),
      ['/stock/adjustment/list', { kind: 'damage' }],
      ['/stock/adjustment/export', { kind: 'damage', ...xlsx }],
      ['/stock/production/list', {}],
      ['/stock/production/export', xlsx],
      ['/stock/history', {}],
      ['/stock/history/export', xlsx],
      ['/stock/value', {}],
      ['/stock/value/export', xlsx],
      ['/stock/damage', {}],
      ['/stock/damage/export', xlsx],
      ['/stock/lowStock', {}],
      ...['purchase', 'transfer', 'count'].flatMap((k): [string, unknown][] => [
        [`/stock/${k}/list`, {}],
        [`/stock/${k}/export`, xlsx],
      ]),
      ['/member/list', {}],
      ['/member/export', {}],
      ['/member/points/history', { memberId: member.id }],
      ['/member/credit/history', { memberId: member.id }],
      ['/device/list', { kind: 'kiosk' }],
    ];
    const failed: string[] = [];
    for (const [path, body] of bodies) {
      const since = await clock();
      const res = await call(t, path, body, { token: m.token });
      const answered = res.status === 200 && (res.body === undefined || res.body.code === 200);
      const onReplica = (await replicaQueriesSince(since)).length > 0;
      if (!answered || !onReplica)
        failed.push(`${path}: ${res.status} ${JSON.stringify(res.body)} replica=${onReplica}`);
    }
    expect(failed).toEqual([]);
    expect(bodies).toHaveLength(91);
    // One shift's cash flow: a shift of another tenant answers "missing", read on the replica too.
    const since = await clock();
    const flow = await call(t, '/statistics/flow/export', { id: 1, format: 'xlsx' }, { token: m.token });
    expect(flow.status).not.toBe(500);
    expect((await replicaQueriesSince(since)).length).toBeGreaterThan(0);
  });

  it('keeps on the primary the order types list, which writes the built-in types on a first read', async () => {
    const m = await merchant(t);
    // A merchant registered before the built-ins were written at registration: the list writes them.
    await t.db.execute(sql`delete from order_types where tenant_id = ${m.tenantId} and builtin_key is not null`);
    const since = await clock();
    const res = await call(t, '/setting/orderClassify/list', {}, { token: m.token });
    expect(res.body).toMatchObject({ code: 200, data: { total: 3 } });
    expect(await replicaQueriesSince(since)).toEqual([]);
  });

  it('answers from the primary when the replica drops a read, and counts it down until measured well', async () => {
    const m = await merchant(t);
    const res = await call(t, '/test/replicaDrops', {}, { token: m.token });
    expect(res.body).toMatchObject({ code: 200, data: { on: 'primary' } });
    expect(log.warnings(UNUSABLE)).toHaveLength(1);
    // The monitor measures it again and takes it back.
    await vi.waitFor(() => expect(t.database.replicaStatus().state).toBe('ok'), { timeout: 15_000, interval: 100 });
    expect(log.lines.some((l) => l.msg === 'read replica usable again: lag-tolerant reads go back to it')).toBe(true);
    const again = await call(t, '/store/list', {}, { token: m.token });
    expect(again.body?.code).toBe(200);
  });
});

describe.skipIf(!onPostgres)('a read replica that cannot be used (PostgreSQL only: PGlite has no replica)', () => {
  it('is down when nothing listens: reports answer from the primary, with one warning', async () => {
    expect(down.database.replicaStatus()).toEqual({ state: 'down', lagSeconds: null });
    const m = await merchant(down);
    const now = Math.floor(Date.now() / 1000);
    for (const path of ['/statistics/sale', '/statistics/pay', '/statistics/goods']) {
      const res = await call(down, path, { startTime: now - 86_400, endTime: now }, { token: m.token });
      expect(res.body?.code).toBe(200);
    }
    expect(downLog.warnings(UNUSABLE)).toHaveLength(1);
  });

  it('is lagging beyond the bound: lag-tolerant reads go to the primary', async () => {
    expect(lagging.database.replicaStatus()).toEqual({ state: 'lagging', lagSeconds: 30 });
    const m = await merchant(lagging);
    const since = await clock();
    const res = await call(lagging, '/store/list', {}, { token: m.token });
    expect(res.body?.code).toBe(200);
    expect(await replicaQueriesSince(since, laggingName)).toEqual([]);
    expect(laggingLog.warnings(UNUSABLE)).toHaveLength(1);
  });
});
