import { Err, EXPORT_JOB_HEADER, type ExportJobState, Menu } from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { importJobs } from '../src/db/schema';
import type { Deps } from '../src/platform/deps';
import { AppError } from '../src/platform/errors';
import { type ExportResult, exportKind, exportRoute } from '../src/platform/export-jobs';
import { fileOf, newMember, sheetRows } from './factories';
import { newStaffSession, newTenant, startTestApp } from './support/test-app';

// The web's exports run as durable jobs (header x-export-job: 1): any server copy makes the file, a copy that dies
// leaves the job to another, the file waits an hour in the shared file store for the user who asked for it. Without
// the header an export answers the file as before. Here the test app is one copy.
let deps: Deps;
const t = await startTestApp({
  extraRoutes: (app, appDeps) => {
    deps = appDeps;
    // An export that always fails (as one whose data went missing does).
    exportRoute(app, appDeps, '/test/failing/export', { access: 'office', body: z.object({}) }, async () => {
      throw new AppError(Err.EXPORT_FAILED);
    });
  },
});
const queue = process.env.JOB_QUEUE as string;

type Boss = Awaited<ReturnType<typeof newTenant>>;
let boss: Boss;
beforeAll(async () => {
  boss = await newTenant(t);
  await newMember(t, boss.token, { name: 'Export Alice' });
  await newMember(t, boss.token, { name: 'Export Bob' });
});

/** An export route asked for a job, as the web asks. */
async function startExport(path: string, body: unknown, token: string, lang = 'en_GB') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/m${path}`,
    headers: { 'content-type': 'application/json', token, lang, [EXPORT_JOB_HEADER]: '1' },
    payload: JSON.stringify(body),
  });
  return {
    type: String(res.headers['content-type']),
    ...(res.json() as { code: number; data: { exportJobId: number } }),
  };
}

const stateOf = (token: string, exportJobId: number) =>
  t.post<ExportJobState>('/export/state', { exportJobId }, { token });

/** Reads the job's state until it has ended (the copy works on its own; this waits for the row, not for time). */
async function ended(token: string, exportJobId: number): Promise<ExportJobState> {
  for (;;) {
    const state = await stateOf(token, exportJobId);
    if (state.code !== 200) throw new Error(`export/state answered ${state.code}`);
    if (state.data.status === 'done' || state.data.status === 'failed') return state.data;
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function stored(tenantId: number, id: number) {
  const [row] = await t.db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.tenantId, tenantId), eq(importJobs.id, id)));
  return row;
}

/** Starts an export job, waits for it and answers its id and file. */
async function exported(path: string, body: unknown, token = boss.token) {
  const started = await startExport(path, body, token);
  expect(started).toMatchObject({ code: 200, data: { exportJobId: expect.any(Number) } });
  const id = started.data.exportJobId;
  expect(await ended(token, id)).toMatchObject({ status: 'done' });
  return { id, file: await fileOf(t, '/export/file', { exportJobId: id }, token) };
}

/** Whether pg-boss's tables are installed in the test database. */
async function queueInstalled() {
  const rows = await t.db.execute(sql`select 1 from information_schema.schemata where schema_name = 'pgboss'`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}

// First in the file: nothing has started a job yet.
describe.skipIf(process.env.DATABASE_URL)('the queue on the embedded database', () => {
  it('is installed with the first job, not at start (the only copy has nothing to poll until then)', async () => {
    expect(await queueInstalled()).toBe(false);
    await exported('/member/export', {});
    expect(await queueInstalled()).toBe(true);
  });
});

describe('exports as jobs', () => {
  it('answers a job, which ends done with the same file as the export in the request', async () => {
    const started = await startExport('/member/export', {}, boss.token);
    expect(started.type).toContain('application/json');
    expect(started.code).toBe(200);
    const state = await ended(boss.token, started.data.exportJobId);
    expect(state).toEqual({ status: 'done', fileName: 'members.xlsx' });
    const file = await fileOf(t, '/export/file', { exportJobId: started.data.exportJobId }, boss.token);
    expect(file.status).toBe(200);
    expect(file.type).toContain('spreadsheetml');
    expect(file.disposition).toBe('attachment; filename="members.xlsx"');

    // Without the header: the file itself, as before, with the same rows.
    const inline = await fileOf(t, '/member/export', {}, boss.token);
    expect(inline.status).toBe(200);
    expect(inline.disposition).toBe('attachment; filename="members.xlsx"');
    const rows = await sheetRows(inline.body);
    expect(rows.length).toBe(3);
    expect(await sheetRows(file.body)).toEqual(rows);

    const row = await stored(boss.user.tenantId, started.data.exportJobId);
    expect(row).toMatchObject({ kind: exportKind('/member/export'), createdBy: boss.user.id, attempts: 1 });
    expect((row.result as unknown as ExportResult).fileKey).toMatch(
      new RegExp(`^jobs/${boss.user.tenantId}/[0-9a-f]{32}\\.xlsx$`),
    );
  });

  it('makes a PDF export in the caller’s language', async () => {
    const { file } = await exported('/stock/supplier/export', { format: 'pdf' });
    expect(file.type).toContain('application/pdf');
    expect(file.disposition).toBe('attachment; filename="suppliers.pdf"');
    expect(file.body.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('another user or merchant cannot see the job nor fetch its file: 20037', async () => {
    const { id } = await exported('/member/export', {});
    const colleague = await newStaffSession(t, boss.user.tenantId, { menuCodes: [Menu.MEMBERS] });
    const stranger = await newTenant(t);
    for (const token of [colleague.token, stranger.token]) {
      expect((await stateOf(token, id)).code).toBe(Err.NO_DATA);
      const file = await fileOf(t, '/export/file', { exportJobId: id }, token);
      expect(JSON.parse(file.body.toString()).code).toBe(Err.NO_DATA);
    }
    // An import job is not an export.
    const [other] = await t.db
      .insert(importJobs)
      .values({ tenantId: boss.user.tenantId, kind: 'members', createdBy: boss.user.id, input: { queue: 'none' } })
      .returning();
    expect((await stateOf(boss.token, other.id)).code).toBe(Err.NO_DATA);
  });

  it('the header changes neither the access guard nor the body’s checks', async () => {
    const clerk = await newStaffSession(t, boss.user.tenantId, { menuCodes: [Menu.STOCK] });
    expect((await startExport('/member/export', {}, clerk.token)).code).toBe(Err.NO_PERMISSION);
    expect((await startExport('/stock/supplier/export', { format: 'doc' }, boss.token)).code).toBe(Err.PARAM);
  });

  it('a failed export tells its code; its file answers that code', async () => {
    const started = await startExport('/test/failing/export', {}, boss.token);
    expect(started.code).toBe(200);
    expect(await ended(boss.token, started.data.exportJobId)).toEqual({ status: 'failed', code: Err.EXPORT_FAILED });
    const file = await fileOf(t, '/export/file', { exportJobId: started.data.exportJobId }, boss.token);
    expect(JSON.parse(file.body.toString()).code).toBe(Err.EXPORT_FAILED);
  });

  it('a job not made yet answers 700 for its file', async () => {
    const [row] = await t.db
      .insert(importJobs)
      .values({
        tenantId: boss.user.tenantId,
        kind: exportKind('/member/export'),
        createdBy: boss.user.id,
        input: { queue: `${queue}-nobody` },
      })
      .returning();
    expect((await stateOf(boss.token, row.id)).data).toEqual({ status: 'queued' });
    const file = await fileOf(t, '/export/file', { exportJobId: row.id }, boss.token);
    expect(JSON.parse(file.body.toString()).code).toBe(Err.IMPORT_EXPORT_NOT_PROCESSED);
  });

  it('an export whose copy died is made again by another copy', async () => {
    const inline = await sheetRows((await fileOf(t, '/member/export', {}, boss.token)).body);
    // As a dead copy leaves it: running, its heartbeat ten minutes old.
    const [row] = await t.db
      .insert(importJobs)
      .values({
        tenantId: boss.user.tenantId,
        kind: exportKind('/member/export'),
        status: 'checking',
        attempts: 1,
        runner: 'a-copy-that-died:1',
        createdBy: boss.user.id,
        input: {
          queue,
          caller: {
            lang: 'en_GB',
            tzOffsetMs: 0,
            tenantId: boss.user.tenantId,
            userId: boss.user.id,
            sessionId: 0,
            sessionKind: 'web',
            isBoss: true,
            permissions: [],
            storeIds: 'all',
          },
          options: { body: {} },
        },
        heartbeatAt: sql`now() - interval '10 minutes'`,
      })
      .returning();
    expect((await stateOf(boss.token, row.id)).data.status).toBe('running');
    expect(await deps.jobs.sweep()).toBeGreaterThanOrEqual(1);
    expect(await ended(boss.token, row.id)).toEqual({ status: 'done', fileName: 'members.xlsx' });
    expect(await stored(boss.user.tenantId, row.id)).toMatchObject({ attempts: 2 });
    const file = await fileOf(t, '/export/file', { exportJobId: row.id }, boss.token);
    expect(await sheetRows(file.body)).toEqual(inline);
  });

  it('files older than an hour are removed when the merchant exports again', async () => {
    const b = await newTenant(t);
    const old = await exported('/member/export', {}, b.token);
    const recent = await exported('/member/export', {}, b.token);
    const oldKey = ((await stored(b.user.tenantId, old.id)).result as unknown as ExportResult).fileKey;
    const recentKey = ((await stored(b.user.tenantId, recent.id)).result as unknown as ExportResult).fileKey;
    await t.db
      .update(importJobs)
      .set({ createdAt: sql`now() - interval '61 minutes'`, updatedAt: sql`now() - interval '61 minutes'` })
      .where(and(eq(importJobs.tenantId, b.user.tenantId), eq(importJobs.id, old.id)));
    // Another merchant's export leaves this one's files alone.
    await exported('/member/export', {});
    expect(await deps.files.get(oldKey)).not.toBeNull();

    await exported('/member/export', {}, b.token);
    expect(await deps.files.get(oldKey)).toBeNull();
    expect((await stored(b.user.tenantId, old.id)).result).not.toHaveProperty('fileKey');
    const gone = await fileOf(t, '/export/file', { exportJobId: old.id }, b.token);
    expect(JSON.parse(gone.body.toString()).code).toBe(Err.NO_DATA);
    expect(await deps.files.get(recentKey)).not.toBeNull();
    expect((await fileOf(t, '/export/file', { exportJobId: recent.id }, b.token)).status).toBe(200);
  });
});
