import { Err, type ImportJobState } from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../src/db/schema';
import { memberImporter } from '../src/modules/members/members.import';
import type { TenantCtx } from '../src/platform/context';
import type { Deps } from '../src/platform/deps';
import { registerImporter } from '../src/platform/imports';
import { finishJob, JOB_INTERRUPTED, Jobs, MAX_RUNS } from '../src/platform/jobs';
import { newMember, xlsxBase64 } from './factories';
import { MEMBER_IMPORT_HEADERS } from './factories/member';
import { newTenant, startTestApp } from './support/test-app';

// Durable jobs: a job's row, its file in the shared store and its message on the PostgreSQL queue let any server
// copy run it; a copy that dies leaves a silent heartbeat and another copy takes the job over; a stopping copy hands
// its job back at the end of a batch. Here the test app is one copy; extra `Jobs` on the same database are others.
let deps: Deps;
const t = await startTestApp({
  extraRoutes: (_app, appDeps) => {
    deps = appDeps;
  },
});
const silent = pino({ level: 'silent' });
const queue = process.env.JOB_QUEUE as string;

type Boss = Awaited<ReturnType<typeof newTenant>>;
let boss: Boss;
beforeAll(async () => {
  boss = await newTenant(t);
});

const ctxOf = (b: Boss): TenantCtx => ({
  db: t.db,
  lang: 'en_GB',
  tzOffsetMs: 0,
  requestId: 'test',
  ip: '',
  tenantId: b.user.tenantId,
  userId: b.user.id,
  sessionId: 0,
  sessionKind: 'web',
  isBoss: true,
  permissions: new Set(),
  storeIds: 'all',
});

/** An xlsx of `n` members whose phones start with `prefix`. */
async function membersFile(n: number, prefix: string): Promise<Buffer> {
  const rows = Array.from({ length: n }, (_, i) => ['Job Member', '', `${prefix}${String(i).padStart(5, '0')}`]);
  return Buffer.from(await xlsxBase64([MEMBER_IMPORT_HEADERS, ...rows]), 'base64');
}

/**
 * A member import job as a dead copy leaves it: running (`status`), run `attempts` times, its heartbeat
 * `ageSeconds` old, its file in the store.
 */
async function deadJob(b: Boss, opts: { status: 'checking' | 'writing'; attempts: number; ageSeconds: number }) {
  const fileKey = `jobs/${b.user.tenantId}/${Math.random().toString(16).slice(2).padEnd(32, '0')}.xlsx`;
  await deps.files.put(fileKey, await membersFile(30, `7${opts.attempts}${opts.ageSeconds % 10}`));
  const ctx = ctxOf(b);
  const [row] = await t.db
    .insert(importJobs)
    .values({
      tenantId: ctx.tenantId,
      kind: memberImporter.kind,
      status: opts.status,
      attempts: opts.attempts,
      runner: 'a-copy-that-died:1',
      fileKey,
      input: { queue, caller: { ...ctx, db: undefined, permissions: [] }, options: {} },
      heartbeatAt: sql`now() - make_interval(secs => ${opts.ageSeconds}::float8)`,
    })
    .returning();
  return row;
}

async function stored(tenantId: number, id: number) {
  const [row] = await t.db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.tenantId, tenantId), eq(importJobs.id, id)));
  return row;
}

const readJob = (token: string, jobId: number, lang = 'en_GB') =>
  t.post<ImportJobState>('/member/importJob', { jobId }, { token, lang });

/** Reads the job until it has ended (the copies work on their own; this waits for the row, not for time). */
async function ended(token: string, jobId: number): Promise<ImportJobState> {
  for (;;) {
    const job = (await readJob(token, jobId)).data;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const memberCount = async (token: string) =>
  (await t.post<{ total: number }>('/member/list', { pageSize: 1 }, { token })).data.total;

describe('durable jobs', () => {
  it('an upload is queued, run by a copy and its file removed when it ends', async () => {
    const b = await newTenant(t);
    const started = await t.post<{ jobId: number }>(
      '/member/import',
      { fileName: 'members.xlsx', base64: (await membersFile(12, '611')).toString('base64') },
      { token: b.token },
    );
    expect(started.code).toBe(200);
    const row = await stored(b.user.tenantId, started.data.jobId);
    expect(row.fileKey).toMatch(/^jobs\/\d+\/[0-9a-f]{32}\.xlsx$/);
    expect(row.input).toMatchObject({ queue, caller: { tenantId: b.user.tenantId, userId: b.user.id } });
    expect(await ended(b.token, started.data.jobId)).toMatchObject({ status: 'done', written: 12 });
    await deps.jobs.settle();
    expect(await deps.files.get(row.fileKey as string)).toBeNull();
    expect((await stored(b.user.tenantId, started.data.jobId)).attempts).toBe(1);
  });

  it('a job whose copy died is taken over by another copy and finished once, from the start', async () => {
    const b = await newTenant(t);
    await newMember(t, b.token, { name: 'Kept Before Crash' });
    const job = await deadJob(b, { status: 'writing', attempts: 1, ageSeconds: 600 });
    expect(await deps.jobs.sweep()).toBeGreaterThanOrEqual(1);
    expect(await ended(b.token, job.id)).toMatchObject({ status: 'done', written: 30, interrupted: false });
    const row = await stored(b.user.tenantId, job.id);
    expect(row.attempts).toBe(2);
    expect(row.runner).not.toBe('a-copy-that-died:1');
    expect(await memberCount(b.token)).toBe(31);
    await deps.jobs.settle();
    expect(await deps.files.get(job.fileKey as string)).toBeNull();
  });

  it('a job whose heartbeat is fresh is left to its copy', async () => {
    const b = await newTenant(t);
    const live = await deadJob(b, { status: 'writing', attempts: 1, ageSeconds: 0 });
    await deps.jobs.sweep();
    await deps.jobs.settle();
    expect(await stored(b.user.tenantId, live.id)).toMatchObject({ status: 'writing', attempts: 1 });
    expect((await readJob(b.token, live.id)).data).toMatchObject({ status: 'writing', interrupted: false });
  });

  it(`a job whose copies died ${MAX_RUNS} times is given up: failed, interrupted (700), nothing written`, async () => {
    const b = await newTenant(t);
    const job = await deadJob(b, { status: 'checking', attempts: MAX_RUNS, ageSeconds: 600 });
    await deps.jobs.sweep();
    const state = await ended(b.token, job.id);
    expect(state).toEqual({
      jobId: job.id,
      status: 'failed',
      processed: 0,
      total: 0,
      errors: [{ row: 0, column: '', code: JOB_INTERRUPTED }],
      errorCount: 1,
      written: 0,
      interrupted: true,
    });
    expect(JOB_INTERRUPTED).toBe(Err.IMPORT_EXPORT_NOT_PROCESSED);
    expect(await memberCount(b.token)).toBe(0);
    // In French too (the code's text in the caller's language).
    expect((await readJob(b.token, job.id, 'fr_FR')).data.interrupted).toBe(true);
  });

  it('ten deliveries of one message at once run the job once', async () => {
    const b = await newTenant(t);
    const job = await deadJob(b, { status: 'writing', attempts: 1, ageSeconds: 600 });
    const handle = (deps.jobs as unknown as { handle(m: { tenantId: number; id: number }): Promise<void> }).handle;
    await Promise.all(
      Array.from({ length: 10 }, () => handle.call(deps.jobs, { tenantId: b.user.tenantId, id: job.id })),
    );
    expect(await ended(b.token, job.id)).toMatchObject({ status: 'done', written: 30 });
    expect((await stored(b.user.tenantId, job.id)).attempts).toBe(2);
    expect(await memberCount(b.token)).toBe(30);
  });

  it('a run taken over can neither report progress nor finish', async () => {
    const b = await newTenant(t);
    const job = await deadJob(b, { status: 'writing', attempts: 2, ageSeconds: 0 });
    const oldRun = { db: t.db, tenantId: b.user.tenantId, id: job.id, run: 1 };
    expect(await finishJob(oldRun, { status: 'done', processed: 30, total: 30, result: { written: 30 } })).toBe(false);
    expect((await stored(b.user.tenantId, job.id)).status).toBe('writing');
    const thisRun = { ...oldRun, run: 2 };
    await finishJob(thisRun, { status: 'failed', errors: [{ row: 2, column: 'phone', code: Err.CELL_EMPTY }] });
    // A cell refusal is a failure, not an interruption.
    expect((await readJob(b.token, job.id)).data).toMatchObject({ status: 'failed', interrupted: false });
  });

  it('a copy that stops hands its job back at the end of a batch; another copy finishes it', async () => {
    const b = await newTenant(t);
    const name = `${queue}-stop`;
    const stopping = new Jobs(t.db, deps.files, silent, { queueName: name, concurrency: 1 });
    let release: () => void = () => {};
    const inBatch = new Promise<void>((resolve) => {
      let batches = 0;
      // The first batch is written, the second waits until the copy has been told to stop.
      registerImporter({ jobs: stopping }, () => ({
        ...memberImporter,
        batchSize: 10,
        writeBatch: async (tx, rows) => {
          await memberImporter.writeBatch(tx, rows);
          if (++batches === 1) {
            resolve();
            await new Promise<void>((r) => {
              release = r;
            });
          }
        },
      }));
    });
    await stopping.startWorkers();
    const { id } = await stopping.start(ctxOf(b), memberImporter.kind, {
      file: { bytes: await membersFile(30, '622'), ext: 'xlsx' },
    });
    await inBatch;
    const stopped = stopping.stop(30_000);
    release();
    await stopped;
    expect(await stored(b.user.tenantId, id)).toMatchObject({ status: 'queued', attempts: 0, runner: null });
    expect(await memberCount(b.token)).toBe(0);

    const other = new Jobs(t.db, deps.files, silent, { queueName: name, concurrency: 1 });
    registerImporter({ jobs: other }, () => memberImporter);
    await other.startWorkers();
    try {
      expect(await ended(b.token, id)).toMatchObject({ status: 'done', written: 30 });
      expect(await memberCount(b.token)).toBe(30);
      expect((await stored(b.user.tenantId, id)).attempts).toBe(1);
    } finally {
      await other.stop(5_000);
    }
  });

  it('another merchant’s job answers 20037 and is left alone', async () => {
    const other = await newTenant(t);
    const job = await deadJob(boss, { status: 'writing', attempts: 1, ageSeconds: 0 });
    expect((await readJob(other.token, job.id)).code).toBe(Err.NO_DATA);
    expect((await stored(boss.user.tenantId, job.id)).status).toBe('writing');
  });

  it('metrics show the jobs waiting and running, and the age of the oldest waiting one', async () => {
    const b = await newTenant(t);
    // A job nobody has taken yet (as if every copy were busy), queued ten minutes ago, and one running.
    await t.db.insert(importJobs).values({
      tenantId: b.user.tenantId,
      kind: memberImporter.kind,
      status: 'queued',
      input: { queue: `${queue}-nobody` },
      createdAt: new Date(Date.now() - 600_000),
    });
    await deadJob(b, { status: 'writing', attempts: 1, ageSeconds: 0 });
    const text = await t.app.metrics.registry.metrics();
    const value = (name: string) => Number(new RegExp(`^tillbook_${name} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('jobs_queued')).toBeGreaterThanOrEqual(1);
    expect(value('jobs_running')).toBeGreaterThanOrEqual(1);
    expect(value('jobs_oldest_queued_seconds')).toBeGreaterThanOrEqual(590);
  });
});
