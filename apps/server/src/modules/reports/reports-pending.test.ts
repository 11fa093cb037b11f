// Reports stay exact while receipts wait for the aggregates: those still in `aggregate_queue`, and during a rebuild
// in batches those past its last batch, are read from the raw receipts in the same statement as the aggregate rows.
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/factories';
import { startTestApp } from '../../../test/support/test-app';
import { lockMerchantAggregates } from '../../ledgers/aggregate-lock';
import { applyQueuedAggregates } from '../../ledgers/aggregate-queue';
import { AGGREGATE_TABLES, addToAggregates } from '../../ledgers/sales-aggregates';
import type { Db } from '../../platform/db';
import { DAY, rankedHistory } from './ranked.test-support';
import { endOfToday, TZ8 } from './summary.test-support';

const t = await startTestApp();
const h = await rankedHistory(t);

const rows = async <T>(query: SQL): Promise<T[]> => {
  const r = (await t.db.execute(query)) as unknown as { rows?: T[] };
  return r.rows ?? (r as unknown as T[]);
};
const ids = sql.raw;
const idList = (list: number[]) => ids(`array[${list.join(',') || 'null'}]::bigint[]`);

/** India: a half-hour offset. */
const IST = 5.5 * 3_600_000;

/**
 * Every report of the merchant over the history (whole UTC days, so partial days at UTC+8), as answered to callers
 * at each of `zones`.
 */
async function reports(zones = [0, TZ8]) {
  const answers: Record<string, unknown> = {};
  for (const tzOffsetMs of zones)
    for (const [path, body] of asked(tzOffsetMs))
      answers[`${path} ${JSON.stringify(body)} UTC+${tzOffsetMs / 3_600_000}`] = ok(
        await t.post(path, body, { token: h.token, tzOffsetMs }),
      );
  return answers;
}

/** The reports asked, from the day before the history to the end of today in the caller's time zone. */
function asked(tzOffsetMs: number): [string, Record<string, unknown>][] {
  const range = { startTime: h.D - DAY, endTime: endOfToday(tzOffsetMs) };
  const ranked = { ...range, page: 1, pageSize: 50 };
  return [
    ['/statistics/sale', { ...range, groupBy: 'day' }],
    ['/statistics/sale', { ...range, groupBy: 'hour' }],
    ['/statistics/sale', { ...range, groupBy: 'day', storeIds: [h.storeA] }],
    ['/statistics/user', range],
    ['/statistics/promoter', range],
    ['/statistics/pay', range],
    ['/statistics/tax', range],
    ['/statistics/rebate', range],
    ['/statistics/goods', ranked],
    ['/statistics/goods', { ...ranked, storeIds: [h.storeA] }],
    ['/statistics/type', ranked],
    ['/statistics/batching', ranked],
    ['/online/statistics/sale', { ...range, groupBy: 'day' }],
    ['/online/statistics/pay', range],
    ['/online/statistics/goods', ranked],
    ['/online/statistics/type', ranked],
  ];
}

/** The paid receipts of the merchant (sales and refunds), by id. */
const paid = async () =>
  (
    await rows<{ id: number | string }>(
      sql`select id from orders where tenant_id = ${h.tenantId} and status = 'paid' order by id`,
    )
  ).map((r) => Number(r.id));

async function emptyAggregates() {
  for (const table of AGGREGATE_TABLES)
    await t.db.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${h.tenantId}`);
}
const apply = (list: number[]) => addToAggregates(t.db, h.tenantId, sql`o.id = any(${idList(list)})`);
const queue = (list: number[]) =>
  t.db.execute(sql`insert into aggregate_queue (tenant_id, order_id)
    select ${h.tenantId}, unnest(${idList(list)}) on conflict do nothing`);
/**
 * Keeps the app's aggregate worker off the merchant while a state is set up by hand: a rebuild row whose batches
 * are all done (reports read as without one), committed under the exclusive lock (after the worker's batch in
 * flight).
 */
async function freeze() {
  await t.db.transaction(async (tx) => {
    await lockMerchantAggregates(tx as unknown as Db, h.tenantId, 'exclusive');
    await tx.execute(sql`insert into aggregate_rebuilds (tenant_id, upto_order_id, done_order_id)
      select ${h.tenantId}, max(id), max(id) from orders where tenant_id = ${h.tenantId}
      on conflict (tenant_id) do update set done_order_id = excluded.done_order_id`);
  });
}
const unfreeze = () => t.db.execute(sql`delete from aggregate_rebuilds where tenant_id = ${h.tenantId}`);

/** Back to every receipt in the aggregates and nothing queued (still frozen). */
async function settle() {
  await freeze();
  await t.db.execute(sql`delete from aggregate_queue where tenant_id = ${h.tenantId}`);
  await emptyAggregates();
  await apply(await paid());
}

describe('reports with receipts not in the aggregates yet', () => {
  it('add the queued receipts from the raw rows: the same answers as with every receipt aggregated', async () => {
    await settle();
    await unfreeze();
    const expected = await reports();
    const all = await paid();
    expect(all.length).toBeGreaterThanOrEqual(5);
    // Every other receipt (the refund among them) waits in the queue, the rest is aggregated.
    const queued = all.filter((_, i) => i % 2 === 1);
    await freeze();
    await emptyAggregates();
    await apply(all.filter((id) => !queued.includes(id)));
    await queue(queued);
    expect(await reports()).toEqual(expected);
    // Without the rebuild row the worker may add them meanwhile: each report sees them queued or added.
    await unfreeze();
    expect(await reports()).toEqual(expected);
    // Nothing aggregated, everything queued.
    await freeze();
    await t.db.execute(sql`delete from aggregate_queue where tenant_id = ${h.tenantId}`);
    await emptyAggregates();
    await queue(all);
    expect(await reports()).toEqual(expected);
    await settle();
    await unfreeze();
    expect(await reports()).toEqual(expected);
  });

  it('read the receipts past a rebuild’s last batch from the raw rows, and the queued ones once', async () => {
    await settle();
    await unfreeze();
    const expected = await reports();
    await freeze();
    const all = await paid();
    const done = all[Math.floor(all.length / 2)];
    // A batch covered the ids up to `done`, but one of them was paid after it ran (queued); one receipt past it was
    // also queued (paid during the rebuild).
    const paidLater = all.find((id) => id < done) as number;
    const pastDone = all.find((id) => id > done) as number;
    await emptyAggregates();
    await apply(all.filter((id) => id <= done && id !== paidLater));
    await queue([paidLater, pastDone]);
    await t.db.execute(sql`update aggregate_rebuilds set done_order_id = ${done} where tenant_id = ${h.tenantId}`);
    expect(await reports()).toEqual(expected);
    // Just started: aggregates emptied, nothing done.
    await emptyAggregates();
    await t.db.execute(sql`update aggregate_rebuilds set done_order_id = 0 where tenant_id = ${h.tenantId}`);
    expect(await reports()).toEqual(expected);
    await settle();
    await unfreeze();
    expect(await reports()).toEqual(expected);
  });

  it('answer from the hourly rows (at a half-hour offset the receipts) until the daily rows keep the offset asked', async () => {
    await settle();
    await unfreeze();
    const zones = [0, TZ8, IST];
    const keeping = async () =>
      (
        await rows<{ m: number; ready: boolean }>(sql`select offset_minutes as m, ready from aggregate_offsets
          where tenant_id = ${h.tenantId} order by 1`)
      ).map((r) => `${r.m}${r.ready ? '' : ' (filling)'}`);
    // The reports ask for the offsets; the worker fills them from the aggregated receipts.
    const expected = await reports(zones);
    await applyQueuedAggregates(t.db);
    expect(await keeping()).toEqual(['0', '330', '480']);
    expect(await reports(zones)).toEqual(expected);
    // Not kept yet (the worker held off): no daily rows, offsets not ready. Hourly rows and receipts answer.
    await freeze();
    const dropDaily = async () => {
      for (const table of ['sales_daily', 'sales_payment_daily', 'sales_tax_daily'])
        await t.db.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${h.tenantId}`);
    };
    await dropDaily();
    await t.db.execute(sql`update aggregate_offsets set ready = false where tenant_id = ${h.tenantId}`);
    expect(await keeping()).toEqual(['0 (filling)', '330 (filling)', '480 (filling)']);
    expect(await reports(zones)).toEqual(expected);
    // Marked ready, the daily rows are what the reports read (here none: the answers differ).
    await t.db.execute(sql`update aggregate_offsets set ready = true where tenant_id = ${h.tenantId}`);
    expect(await reports(zones)).not.toEqual(expected);
    // Filled again by the worker once the merchant is free: the daily rows equal the receipts again.
    await t.db.execute(sql`update aggregate_offsets set ready = false where tenant_id = ${h.tenantId}`);
    await unfreeze();
    await applyQueuedAggregates(t.db);
    expect(await keeping()).toEqual(['0', '330', '480']);
    expect(await reports(zones)).toEqual(expected);
  });
});
