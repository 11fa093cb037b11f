import { isDeepStrictEqual } from 'node:util';
import {
  check,
  cluster,
  ctl,
  figures,
  logMark,
  logMessage,
  logOf,
  logSince,
  post,
  query,
  replicaState,
  seconds,
  waitFor,
} from './cluster';

const DAY = 86_400;

/** Every report of the API (POST /m/statistics/… and /m/online/statistics/…, exports aside), from its OpenAPI. */
async function reportPaths(): Promise<string[]> {
  const res = await fetch(`${cluster.copyC}/m/openapi.json`);
  const spec = (await res.json()) as { paths: Record<string, unknown> };
  return Object.keys(spec.paths)
    .filter((p) => /^\/m\/(online\/)?statistics\/[^/]+$/.test(p))
    .map((p) => p.slice(2))
    .sort();
}

/** The last 7 days up to the end of today (UTC, the caller's zone here): the receipts of the proof are today's. */
function reportBody() {
  const end = Math.ceil(Date.now() / 1000 / DAY) * DAY;
  return { startTime: end - 7 * DAY, endTime: end, page: 1, pageSize: 500 };
}

const TZ = { 'tz-offset-ms': '0' };

/** Waits until the standby has replayed everything the primary had written when asked. Answers the wait in ms. */
async function catchUp(): Promise<number> {
  const t0 = performance.now();
  const [{ lsn }] = await query<{ lsn: string }>(cluster.primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
  await waitFor('the standby to replay the primary’s writes', 60, async () => {
    const [r] = await query<{ behind: string | null }>(
      cluster.standbyUrl,
      'select pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn())::text as behind',
      [lsn],
    );
    return r.behind !== null && Number(r.behind) <= 0 ? true : undefined;
  });
  return performance.now() - t0;
}

/**
 * Report statements the standby ran since `mark`: it logs every statement (an entry starts with its time and may
 * run over several lines); the reports read the sales_* aggregates.
 */
const standbyReportQueries = (mark: number) =>
  logSince(logOf('standby'), mark)
    .split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/)
    .filter((entry) => /LOG: {2}(statement|execute [^:]*):/.test(entry) && /\bsales_\w+/.test(entry)).length;

const COPIES = [
  ['A', cluster.copyA],
  ['B', cluster.copyB],
] as const;

/** Waits until every copy with the replica reports it in state `wanted` (or not in it); answers the wait in ms. */
async function replicaStates(wanted: (state: string) => boolean, what: string): Promise<number | undefined> {
  const t0 = performance.now();
  if ((await replicaState(cluster.copyA)) === undefined) return undefined; // no metrics: nothing to wait for
  await waitFor(what, 30, async () => {
    const states = await Promise.all(COPIES.map(([, base]) => replicaState(base)));
    return states.every((s) => s !== undefined && wanted(s)) ? true : undefined;
  });
  return performance.now() - t0;
}

/**
 * Step 3: every report read through copies A and B (primary + standby) equals copy C's answer (primary alone) once
 * the standby has caught up and the copies use it, and the standby did serve them; then the standby is stopped and
 * the reports still answer (read on the primary), with each copy saying so in its log.
 */
export async function replicaReads(bossToken: string) {
  const paths = await reportPaths();
  const body = reportBody();
  const lagMs = await catchUp();
  await replicaStates((s) => s === 'ok', 'copies A and B to use the standby');
  const standbyMark = logMark(logOf('standby'));
  let compared = 0;
  const differing: string[] = [];
  for (const p of paths) {
    const reference = await post(cluster.copyC, p, body, bossToken, TZ);
    if (reference.code !== 200) {
      differing.push(`${p}: copy C answered ${reference.code} ${reference.msg}`);
      continue;
    }
    for (const [name, base] of COPIES) {
      const res = await post(base, p, body, bossToken, TZ);
      compared++;
      if (res.code !== 200 || !isDeepStrictEqual(res.data, reference.data))
        differing.push(`${p} on ${name}: ${res.code === 200 ? 'differs from the primary' : `${res.code} ${res.msg}`}`);
    }
  }
  check(
    'every report read through the replica equals the primary’s answer',
    differing.length === 0 && paths.length > 0,
    `${paths.length} reports × copies A and B = ${compared} answers compared, ${differing.length} differing${differing.length ? `: ${differing.slice(0, 3).join('; ')}` : ''}`,
  );
  const served = await waitFor(
    'the standby’s log',
    5,
    async () => standbyReportQueries(standbyMark) || undefined,
  ).catch(() => 0);
  check('the reports were read on the standby', served > 0, `${served} report queries ran on the standby`);
  figures.push(['standby caught up with the primary in', seconds(lagMs)]);
  figures.push(['reports compared, replica against primary', `${compared} (${paths.length} reports × 2 copies)`]);
  await fallBack(paths, body, bossToken);
}

/** The standby stops: every report still answers, from the primary, and each copy says so in its log. */
async function fallBack(paths: string[], body: ReturnType<typeof reportBody>, bossToken: string) {
  const marks = COPIES.map(([name]) => logMark(logOf(`copy-${name}`)));
  ctl('stop-standby');
  const stoppedAt = performance.now();
  let answered = 0;
  const failed: string[] = [];
  for (const p of paths) {
    const reference = await post(cluster.copyC, p, body, bossToken, TZ);
    const res = await waitFor(
      `${p} with the standby stopped`,
      30,
      async () => {
        const r = await post(cluster.balancer, p, body, bossToken, TZ);
        return r.code === 200 ? r : undefined;
      },
      200,
    ).catch(() => undefined);
    if (res && isDeepStrictEqual(res.data, reference.data)) answered++;
    else failed.push(p);
  }
  const fallbackMs = performance.now() - stoppedAt;
  check(
    'with the standby stopped every report still answers (from the primary), equal to before',
    answered === paths.length,
    `${answered}/${paths.length} answered in ${seconds(fallbackMs)}${failed.length ? `; failing: ${failed.slice(0, 3).join(', ')}` : ''}`,
  );
  const noticed = await replicaStates((s) => s !== 'ok', 'copies A and B to notice the standby is gone').catch(
    () => null,
  );
  if (noticed !== undefined)
    check(
      'copies A and B report the standby unusable (metrics)',
      noticed !== null,
      noticed === null ? 'still "ok" after 30 s' : `${seconds(performance.now() - stoppedAt)} after the stop`,
    );
  const lines = await Promise.all(
    COPIES.map(([name], i) =>
      waitFor(`copy ${name}'s log line about the replica`, 15, async () =>
        logSince(logOf(`copy-${name}`), marks[i])
          .split('\n')
          .find((l) => /replica/i.test(l)),
      ).catch(() => undefined),
    ),
  );
  check(
    'each copy logged its fall-back to the primary',
    lines.every((l) => l !== undefined),
    COPIES.map(([name], i) => `${name}: ${lines[i] ? logMessage(lines[i]) : 'no line mentions the replica'}`).join(
      '; ',
    ),
  );
  figures.push([
    'fall-back: reports answered with the standby stopped',
    `${answered}/${paths.length} in ${seconds(fallbackMs)} (log lines ${lines.filter(Boolean).length}/2)`,
  ]);
}
