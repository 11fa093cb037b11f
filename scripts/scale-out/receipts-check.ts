import type { OrderRow } from '@tillbook/contract';
import { checkInvariants } from '../../apps/server/src/demo/invariants';
import { openDatabase } from '../../apps/server/src/platform/db';
import type { Till } from '../../bench/src/sales';
import { check, cluster, post, query } from './cluster';

/** How many times each client id was written: { missing, twice, unacknowledged } against the acknowledged set. */
function compare(acked: Set<string>, written: Map<string, number>) {
  let missing = 0;
  let twice = 0;
  for (const id of acked) {
    const n = written.get(id) ?? 0;
    if (n === 0) missing++;
    if (n > 1) twice++;
  }
  const unacknowledged = [...written.keys()].filter((id) => !acked.has(id)).length;
  return { missing, twice, unacknowledged };
}

const describe = (r: ReturnType<typeof compare>, acked: number) =>
  `${acked} acknowledged: ${r.missing} missing, ${r.twice} written twice, ${r.unacknowledged} written but never acknowledged`;

/**
 * After the kill: every receipt a till was told succeeded exists exactly once — read through the API (copy C, on the
 * primary: no replica lag) and with SQL on the primary —, the ledgers hold (demo/invariants.ts, what the bench
 * checks), and the sessions signed in on the dead copy still work through the balancer.
 */
export async function checkReceipts(tenantId: number, acked: Set<string>, bossToken: string) {
  const sqlCounts = new Map<string, number>();
  const rows = await query<{ client_id: string; n: number }>(
    cluster.primaryUrl,
    'select client_id, count(*)::int as n from orders where tenant_id = $1 group by client_id',
    [tenantId],
  );
  for (const r of rows) sqlCounts.set(r.client_id, r.n);
  const bySql = compare(acked, sqlCounts);
  check(
    'every acknowledged receipt exists exactly once (SQL on the primary)',
    bySql.missing + bySql.twice + bySql.unacknowledged === 0,
    describe(bySql, acked.size),
  );

  const apiCounts = new Map<string, number>();
  for (let page = 1; ; page++) {
    const res = await post<{ list: OrderRow[]; total: number }>(
      cluster.copyC,
      '/sales/order/list',
      { page, pageSize: 200 },
      bossToken,
    );
    if (res.code !== 200) throw new Error(`/sales/order/list: ${res.code} ${res.msg}`);
    for (const o of res.data.list) apiCounts.set(o.clientId, (apiCounts.get(o.clientId) ?? 0) + 1);
    if (res.data.list.length === 0 || page * 200 >= res.data.total) break;
  }
  const byApi = compare(acked, apiCounts);
  check(
    'every acknowledged receipt exists exactly once (API: /sales/order/list)',
    byApi.missing + byApi.twice + byApi.unacknowledged === 0,
    describe(byApi, acked.size),
  );

  const database = await openDatabase({ databaseUrl: cluster.primaryUrl, dataDir: cluster.dataDir, poolSize: 2 });
  try {
    for (const r of await checkInvariants(database.db, tenantId))
      check(`invariant: ${r.name}`, r.bad === 0, `${r.checked} checked, ${r.bad} wrong`);
  } finally {
    await database.close();
  }
}

/** Sessions signed in on copy A answer through the balancer while A is dead (copy B serves them). */
export async function checkSessions(bossToken: string, tills: Till[]) {
  let tillsOk = 0;
  for (const till of tills) {
    const res = await post(cluster.balancer, '/app/order/list', { page: 1, pageSize: 1 }, till.token);
    if (res.code === 200) tillsOk++;
  }
  check(
    'POS sessions signed in on the dead copy keep working on the other',
    tillsOk === tills.length,
    `${tillsOk}/${tills.length} tills`,
  );
  const boss = await post(cluster.balancer, '/user/info', {}, bossToken);
  check('the back-office session signed in on the dead copy keeps working', boss.code === 200, `${boss.code}`);
}
