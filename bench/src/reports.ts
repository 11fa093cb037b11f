import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/platform/db';
import { goalMisses, REPORT_GOAL } from './reports-goal';
import { tableSizes } from './reports-load';
import {
  type Answer,
  apiItems,
  apiModifiers,
  apiPayments,
  apiSales,
  apiStaff,
  apiTaxes,
  differences,
  type RawScope,
  rawDiscounts,
  rawItems,
  rawModifiers,
  rawPayments,
  rawPromoters,
  rawSales,
  rawStaff,
  rawTaxes,
} from './reports-raw';
import { BENCH_DB, type Bench, openBench } from './reports-setup';

/**
 * Reports on years of data (issue 11, ARCHITECTURE §9): the large merchant — 20 stores, 5,000 products, 2,000,000
 * receipts (≈ 6,000,000 lines) over 24 months, 2 % refunded, some unpaid or cancelled — bulk-generated on PostgreSQL
 * (reports-load.ts) with its aggregates built by the server's rebuild (`npm run aggregates:rebuild`: batches of
 * order ids through the worker's own statements; it prints how long it took), then every report endpoint over
 * the last 12 months through app.inject with the boss's session (p50/p95 of `runs` after a warm-up), each next to the
 * same answer computed straight from the raw receipts (reports-raw.ts; p50 of `rawRuns`), with the ratio.
 * Goal (reports-goal.ts): every answer equal to the raw one to the cent, under 200 ms p50 and at least 10× faster
 * than the raw query; answers false (and sets exit code 1) when any report misses it.
 * Needs DATABASE_URL (PostgreSQL); the generated database `tillbook_bench_reports` on that server is kept between
 * runs. Alone: `npx tsx bench/src/reports.ts [--receipts N] [--fresh] [--rebuild]`
 * (--rebuild: the aggregates only; done by itself when a migration was applied since the load) (BENCH_REPORT_RUNS, BENCH_REPORT_RAW_RUNS, BENCH_REPORT_TZ_MINUTES).
 */
export async function benchReports(
  opts: { receipts?: number; fresh?: boolean; rebuild?: boolean; runs?: number; rawRuns?: number } = {},
): Promise<boolean> {
  const receipts = opts.receipts ?? 2_000_000;
  const runs = opts.runs ?? Number(process.env.BENCH_REPORT_RUNS ?? 10);
  const rawRuns = opts.rawRuns ?? Number(process.env.BENCH_REPORT_RAW_RUNS ?? 3);
  const url = process.env.DATABASE_URL;
  const zone = TZ_OFFSET_MS / 3_600_000;
  console.log(
    `\nReports over 12 months of ${receipts.toLocaleString('en')} receipts (24 months, 20 stores), caller at UTC${zone < 0 ? '' : '+'}${zone}`,
  );
  if (!url?.startsWith('postgres')) {
    console.log('  skipped: the reports bench needs PostgreSQL (set DATABASE_URL=postgres://…)');
    return true;
  }
  const t0 = performance.now();
  const bench = await openBench(url, receipts, {
    fresh: opts.fresh ?? false,
    rebuild: opts.rebuild ?? false,
    offsetMs: TZ_OFFSET_MS,
  });
  console.log(`  database ${BENCH_DB} ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // What the reports read, and what they would read without the aggregates (a count per table: a few seconds).
  for (const s of await tableSizes(bench.database.db, bench.tenantId))
    console.log(`    ${s.table.padEnd(22)} ${s.rows.toLocaleString('en').padStart(11)} rows ${s.size.padStart(9)}`);
  try {
    return await measure(bench, runs, rawRuns);
  } finally {
    await bench.close();
  }
}

interface Case {
  /** What the body asks beyond the range, when it matters. */
  detail?: string;
  path: string;
  body: Record<string, unknown>;
  online: boolean;
  paged: boolean;
  /** Filtered to one store (the first of the merchant). */
  oneStore?: boolean;
  raw: (db: Db, s: RawScope) => Promise<Answer>;
  // biome-ignore lint/suspicious/noExplicitAny: each case reads its own answer shape.
  api: (data: any) => Answer;
}

/** The caller's time zone: UTC+8 unless BENCH_REPORT_TZ_MINUTES says otherwise (330 = India: a half-hour zone,
 *  which reads the hourly aggregates instead of the daily ones). */
const TZ_OFFSET_MS = Number(process.env.BENCH_REPORT_TZ_MINUTES ?? 480) * 60_000;
const DAY = 86_400_000;

function cases(): Case[] {
  // The last 12 months up to the end of yesterday in the caller's time zone.
  const end = Math.floor((Date.now() + TZ_OFFSET_MS) / DAY) * DAY - TZ_OFFSET_MS;
  const range = { startTime: (end - 365 * DAY) / 1000, endTime: end / 1000 };
  const ranked = { ...range, page: 1, pageSize: 50 };
  const store: Case[] = [
    {
      detail: 'by month',
      path: 'sale',
      body: { ...range, groupBy: 'month' },
      paged: false,
      raw: (db, s) => rawSales(db, s, 'month'),
      api: apiSales,
      online: false,
    },
    {
      detail: 'by day',
      path: 'sale',
      body: { ...range, groupBy: 'day' },
      paged: false,
      raw: (db, s) => rawSales(db, s, 'day'),
      api: apiSales,
      online: false,
    },
    { path: 'user', body: range, paged: false, raw: rawStaff, api: apiStaff, online: false },
    { path: 'promoter', body: range, paged: false, raw: rawPromoters, api: apiStaff, online: false },
    { path: 'pay', body: range, paged: false, raw: rawPayments, api: apiPayments, online: false },
    { path: 'tax', body: range, paged: false, raw: rawTaxes, api: apiTaxes, online: false },
    { path: 'rebate', body: range, paged: false, raw: rawDiscounts, api: apiStaff, online: false },
    {
      detail: 'page 1 of 50',
      path: 'goods',
      body: ranked,
      paged: true,
      raw: (db, s) => rawItems(db, s, 'item'),
      api: apiItems,
      online: false,
    },
    {
      detail: 'page 1 of 50',
      path: 'type',
      body: ranked,
      paged: true,
      raw: (db, s) => rawItems(db, s, 'category'),
      api: apiItems,
      online: false,
    },
    {
      detail: 'page 1 of 50',
      path: 'batching',
      body: ranked,
      paged: true,
      raw: rawModifiers,
      api: apiModifiers,
      online: false,
    },
  ];
  const onlineNames = new Set(['sale', 'pay', 'tax', 'goods', 'type', 'batching']);
  const online = store.filter((c) => onlineNames.has(c.path)).map((c) => ({ ...c, online: true }));
  // The same reports for one store of the twenty: the store-filtered reads.
  const oneStore = store
    .filter((c) => c.detail !== 'by month')
    .map((c) => ({ ...c, oneStore: true, detail: c.detail ? `${c.detail}, one store` : 'one store' }));
  return [...store, ...online, ...oneStore];
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function measure(bench: Bench, runs: number, rawRuns: number): Promise<boolean> {
  const headers = { token: bench.token, 'tz-offset-ms': String(TZ_OFFSET_MS) };
  const [firstStore] = (
    (await bench.database.db.execute(
      sql`select min(id) as id from stores where tenant_id = ${bench.tenantId}`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  const storeId = Number(firstStore.id);
  const failed: string[] = [];
  console.log(
    `  ${'report (POST /m/…)'.padEnd(44)} ${'endpoint p50'.padStart(12)} ${'p95'.padStart(8)}   ${'raw p50'.padStart(9)}   ${'ratio'.padStart(6)}  answer`,
  );
  for (const c of cases()) {
    const url = `/m/${c.online ? 'online/statistics' : 'statistics'}/${c.path}`;
    const label = `${url.slice(3)}${c.detail ? ` (${c.detail})` : ''}`.padEnd(44);
    if (!bench.app.hasRoute({ method: 'POST', url })) {
      console.log(`  ${label} (no such endpoint yet)`);
      continue;
    }
    const body = c.oneStore ? { ...c.body, storeIds: [storeId] } : c.body;
    const call = async () => {
      const t = performance.now();
      const res = await bench.app.inject({ method: 'POST', url, payload: body, headers });
      return { ms: performance.now() - t, json: res.json() as { code: number; data: unknown; msg: string } };
    };
    const first = await call(); // warm-up (and the answer to compare)
    if (first.json.code !== 200) {
      console.log(`  ${label} FAILED: answered ${first.json.code} ${first.json.msg}`);
      failed.push(label.trim());
      continue;
    }
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await call()).ms);

    const scope: RawScope = {
      tenantId: bench.tenantId,
      start: new Date(Number(c.body.startTime) * 1000),
      end: new Date(Number(c.body.endTime) * 1000),
      channels: c.online ? ['online'] : ['pos', 'kiosk', 'qr'],
      tzOffsetMs: TZ_OFFSET_MS,
      ...(c.oneStore ? { storeIds: [storeId] } : {}),
    };
    const rawTimes: number[] = [];
    let raw: Answer | undefined;
    for (let i = 0; i < rawRuns; i++) {
      const t = performance.now();
      raw = await c.raw(bench.database.db, scope);
      rawTimes.push(performance.now() - t);
    }
    const diff = differences(c.api(first.json.data), raw as Answer, c.paged);
    const p50 = pct(times, 50);
    const raw50 = pct(rawTimes, 50);
    const misses = goalMisses({ p50, raw50, differences: diff.length });
    const rows = raw?.count ?? raw?.rows.size ?? 0;
    console.log(
      `  ${label} ${p50.toFixed(1).padStart(9)} ms ${pct(times, 95).toFixed(1).padStart(8)}   ${raw50.toFixed(0).padStart(6)} ms   ${(raw50 / p50).toFixed(1).padStart(5)}×  ${diff.length ? 'DIFFERS' : 'equal'} (${rows} rows)${misses.length ? `  MISSED: ${misses.join('; ')}` : ''}`,
    );
    for (const d of diff.slice(0, 5)) console.log(`      ${d}`);
    if (diff.length > 5) console.log(`      … ${diff.length - 5} more differences`);
    if (misses.length) failed.push(label.trim());
  }
  console.log(
    `  endpoint: ${runs} runs after a warm-up, through app.inject; raw: ${rawRuns} runs of the raw-table query`,
  );
  if (failed.length)
    console.log(
      `  FAILED: ${failed.length} reports miss the goal (< ${REPORT_GOAL.maxMs} ms p50, ≥ ${REPORT_GOAL.minRatio}× the raw query, equal answers): ${failed.join(', ')}`,
    );
  else console.log(`  every report within its goal (< ${REPORT_GOAL.maxMs} ms p50, ≥ ${REPORT_GOAL.minRatio}×, equal)`);
  if (failed.length) process.exitCode = 1;
  return failed.length === 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const receipts = Number(arg('--receipts') ?? process.env.BENCH_REPORT_RECEIPTS ?? 2_000_000);
  await benchReports({
    receipts,
    fresh: process.argv.includes('--fresh'),
    rebuild: process.argv.includes('--rebuild'),
  });
}
