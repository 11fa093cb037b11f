import { Err, type ImportJobState, type MemberRow } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failDeadJobs, finishJob, JOB_INTERRUPTED } from '../src/platform/jobs';
import { newMember } from './factories';
import { newTenant, startTestApp } from './support/test-app';

// A job whose runner died (process killed while importing) must not stay 'writing' forever: the runner's heartbeat
// tells a dead job from a live one, on any server copy, by the database alone.
const t = await startTestApp();

type JobRow = { status: string; processed: number; total: number };

/** A job row as a process leaves it: `status`, progress, and a heartbeat `ageSeconds` old. */
async function jobRow(
  tenantId: number,
  opts: { status: string; ageSeconds: number; processed?: number; total?: number; kind?: string },
): Promise<number> {
  const res = (await t.db.execute(sql`
    insert into import_jobs (tenant_id, kind, status, processed, total, heartbeat_at)
    values (${tenantId}, ${opts.kind ?? 'members'}, ${opts.status}, ${opts.processed ?? 0}, ${opts.total ?? 0},
            now() - make_interval(secs => ${opts.ageSeconds}::float8))
    returning id`)) as unknown as { rows: { id: string | number }[] };
  return Number(res.rows[0].id);
}

async function stored(tenantId: number, id: number): Promise<JobRow> {
  const res = (await t.db.execute(
    sql`select status, processed, total from import_jobs where tenant_id = ${tenantId} and id = ${id}`,
  )) as unknown as { rows: JobRow[] };
  return res.rows[0];
}

const readJob = (token: string, jobId: number, lang = 'en_GB') =>
  t.post<ImportJobState>('/member/importJob', { jobId }, { token, lang });

describe('import jobs whose runner died', () => {
  it('a job left writing by a dead process reads as failed (interrupted, code 700), data untouched', async () => {
    const boss = await newTenant(t);
    const member = await newMember(t, boss.token, { name: 'Kept Before Crash' });
    const jobId = await jobRow(boss.user.tenantId, {
      status: 'writing',
      ageSeconds: 120,
      processed: 9000,
      total: 20000,
    });

    const res = await readJob(boss.token, jobId, 'fr_FR');
    expect(res.code).toBe(200);
    expect(res.data).toEqual({
      jobId,
      status: 'failed',
      processed: 9000,
      total: 20000,
      errors: [{ row: 0, column: '', code: JOB_INTERRUPTED }],
      errorCount: 1,
      written: 0,
      interrupted: true,
    });
    expect(JOB_INTERRUPTED).toBe(Err.IMPORT_EXPORT_NOT_PROCESSED);
    expect((await stored(boss.user.tenantId, jobId)).status).toBe('failed');
    // Reading it again answers the same final state.
    expect((await readJob(boss.token, jobId)).data).toMatchObject({ status: 'failed', interrupted: true });
    // The members are as they were: the import wrote nothing, and reading the job wrote nothing else.
    const list = await t.post<{ list: MemberRow[]; total: number }>('/member/list', {}, { token: boss.token });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({ id: member.id, name: 'Kept Before Crash' });
  });

  it('a job left checking by a dead process fails too', async () => {
    const boss = await newTenant(t);
    const jobId = await jobRow(boss.user.tenantId, { status: 'checking', ageSeconds: 600, processed: 500 });
    expect((await readJob(boss.token, jobId)).data).toMatchObject({ status: 'failed', interrupted: true });
  });

  it('a live job (recent heartbeat) is not marked, and a finished job keeps its end', async () => {
    const boss = await newTenant(t);
    const tenantId = boss.user.tenantId;
    const fresh = await jobRow(tenantId, { status: 'writing', ageSeconds: 0, processed: 500, total: 2000 });
    const late = await jobRow(tenantId, { status: 'writing', ageSeconds: 30, processed: 1000, total: 2000 });
    const done = await jobRow(tenantId, { status: 'done', ageSeconds: 3600, processed: 10, total: 10 });
    for (const jobId of [fresh, late]) {
      const res = await readJob(boss.token, jobId);
      expect(res.data).toMatchObject({ jobId, status: 'writing', errors: [], interrupted: false });
      expect((await stored(tenantId, jobId)).status).toBe('writing');
    }
    expect((await readJob(boss.token, done)).data).toMatchObject({ status: 'done', interrupted: false });
  });

  it('a cell-refused import is failed but not interrupted', async () => {
    const boss = await newTenant(t);
    const jobId = await jobRow(boss.user.tenantId, { status: 'checking', ageSeconds: 0 });
    const job = { db: t.db, tenantId: boss.user.tenantId, id: jobId };
    await finishJob(job, { status: 'failed', errors: [{ row: 2, column: 'phone', code: Err.CELL_EMPTY }] });
    expect((await readJob(boss.token, jobId)).data).toMatchObject({ status: 'failed', interrupted: false });
  });

  it('a runner that was marked dead cannot finish its job afterwards', async () => {
    const boss = await newTenant(t);
    const jobId = await jobRow(boss.user.tenantId, { status: 'writing', ageSeconds: 120, processed: 5, total: 10 });
    expect((await readJob(boss.token, jobId)).data.status).toBe('failed');
    const job = { db: t.db, tenantId: boss.user.tenantId, id: jobId };
    expect(await finishJob(job, { status: 'done', processed: 10, total: 10, result: { written: 10 } })).toBe(false);
    expect((await readJob(boss.token, jobId)).data).toMatchObject({ status: 'failed', interrupted: true, written: 0 });
  });

  it('at server start, the dead jobs of every merchant are failed and the live ones left running', async () => {
    const a = await newTenant(t);
    const b = await newTenant(t);
    const deadA = await jobRow(a.user.tenantId, { status: 'writing', ageSeconds: 300 });
    const deadB = await jobRow(b.user.tenantId, { status: 'checking', ageSeconds: 300, kind: 'products' });
    const live = await jobRow(b.user.tenantId, { status: 'writing', ageSeconds: 1 });
    expect(await failDeadJobs(t.db)).toBeGreaterThanOrEqual(2);
    expect((await stored(a.user.tenantId, deadA)).status).toBe('failed');
    expect((await stored(b.user.tenantId, deadB)).status).toBe('failed');
    expect((await stored(b.user.tenantId, live)).status).toBe('writing');
  });

  it('another merchant’s dead job answers 20037 and is left alone', async () => {
    const owner = await newTenant(t);
    const other = await newTenant(t);
    const jobId = await jobRow(owner.user.tenantId, { status: 'writing', ageSeconds: 300 });
    expect((await readJob(other.token, jobId)).code).toBe(Err.NO_DATA);
    expect((await stored(owner.user.tenantId, jobId)).status).toBe('writing');
  });
});
