import { check, cluster, ctl, ctlAsync, failures, figures, seconds, waitFor } from './cluster';
import { importTakeover } from './import-takeover';
import { ingest } from './ingest';
import { setupMerchant } from './merchant';
import { checkReceipts, checkSessions } from './receipts-check';
import { replicaReads } from './replica-reads';

/**
 * The scale-out proof's checks (run.sh starts the processes and calls this): PASS/FAIL lines, then the figures.
 * Exits 1 when a check failed. The receipts per ingest run are what copy B alone takes in SCALE_SECONDS (10), so the
 * proof lasts about as long on a slow machine as on a fast one; SCALE_RECEIPTS fixes the number instead.
 * SCALE_TILLS (8), SCALE_IMPORT_ROWS (20000).
 */
const fixedReceipts = process.env.SCALE_RECEIPTS ? Number(process.env.SCALE_RECEIPTS) : undefined;
const ingestSeconds = Number(process.env.SCALE_SECONDS ?? 10);
const tillCount = Number(process.env.SCALE_TILLS ?? 8);
const importRows = Number(process.env.SCALE_IMPORT_ROWS ?? 20_000);

/** HAProxy's view of a copy ('UP', 'DOWN', …), from its CSV statistics. */
async function balancerState(server: string): Promise<string> {
  const csv = await (await fetch(`${cluster.stats};csv`)).text();
  const line = csv.split('\n').find((l) => l.startsWith(`copies,${server},`));
  return line?.split(',')[17] ?? 'unknown';
}

async function main() {
  let t0 = performance.now();
  const { m, tills, bossOnA } = await setupMerchant(tillCount);
  console.log(
    `  merchant set up through the balancer in ${seconds(performance.now() - t0)}: ${m.stores.length} stores, ${m.products.length} products, ${tills.length} tills signed in on copy A`,
  );

  console.log(`\n1. Receipts from ${tills.length} tills at once`);
  const alone = await ingest(cluster.copyB, m, tills, {
    seed: 'alone',
    ...(fixedReceipts ? { receipts: fixedReceipts } : { seconds: ingestSeconds }),
  });
  const receipts = alone.acked.size;
  console.log(
    `  copy B alone:                 ${alone.receiptsPerSecond.toFixed(0)} receipts/s (${receipts} receipts)`,
  );
  const both = await ingest(cluster.balancer, m, tills, { receipts, seed: 'both' });
  console.log(`  balancer, copies A and B:     ${both.receiptsPerSecond.toFixed(0)} receipts/s (${receipts} receipts)`);

  let downAfterMs: number | undefined;
  const killRun = await ingest(cluster.balancer, m, tills, {
    receipts,
    seed: 'kill',
    killAfter: Math.floor(receipts / 3),
    kill: async () => {
      const at = performance.now();
      await ctlAsync('crash-copy', 'A');
      console.log(`  copy A killed (-9) after ${Math.floor(receipts / 3)} receipts`);
      await waitFor('HAProxy to mark A down', 30, async () =>
        (await balancerState('A')).startsWith('DOWN') ? true : undefined,
      );
      downAfterMs = performance.now() - at;
    },
  });
  console.log(
    `  balancer, A killed mid-run:   ${killRun.receiptsPerSecond.toFixed(0)} receipts/s; ${killRun.failedAttempts} failed requests (${killRun.retriedReceipts} receipts sent again), first: ${killRun.firstError || 'none'}`,
  );
  const acked = new Set([...alone.acked, ...both.acked, ...killRun.acked]);
  const gaveUp = alone.gaveUp + both.gaveUp + killRun.gaveUp;
  check(
    'every till succeeded in the end (retrying with the same client id)',
    gaveUp === 0,
    `${gaveUp} receipts given up`,
  );
  check(
    'no refusal without the kill',
    alone.failedAttempts + both.failedAttempts === 0,
    `${alone.failedAttempts + both.failedAttempts} failed (first: ${alone.firstError || both.firstError || 'none'})`,
  );
  await checkSessions(bossOnA, tills);
  await checkReceipts(m.tenantId, acked, m.bossToken);
  figures.push([
    'receipts/s: one copy alone → balancer with two copies',
    `${alone.receiptsPerSecond.toFixed(0)} → ${both.receiptsPerSecond.toFixed(0)} (×${(both.receiptsPerSecond / alone.receiptsPerSecond).toFixed(2)}; ${receipts} receipts, ${tills.length} tills each)`,
  ]);
  figures.push([
    'failed requests during the kill (each retried)',
    `${killRun.failedAttempts} (${killRun.retriedReceipts} receipts sent again, ${killRun.gaveUp} given up)`,
  ]);
  figures.push([
    'time from the kill until every till succeeded again',
    killRun.recoveryMs === undefined || !Number.isFinite(killRun.recoveryMs) ? 'n/a' : seconds(killRun.recoveryMs),
  ]);
  if (downAfterMs !== undefined) figures.push(['HAProxy marked A down after', seconds(downAfterMs)]);

  console.log(`\n2. Product import of ${importRows.toLocaleString('en')} rows on copy A, A killed while it writes`);
  t0 = performance.now();
  ctl('start-copy', 'A');
  console.log(`  copy A started again in ${seconds(performance.now() - t0)}`);
  await importTakeover(m, importRows);

  console.log('\n3. Reports through the standby, then with the standby stopped');
  await replicaReads(m.bossToken);

  console.log('\nFigures');
  for (const [name, value] of figures) console.log(`  ${name.padEnd(64)} ${value}`);
  const failed = failures();
  console.log(failed === 0 ? '\nScale-out proof: all checks passed' : `\nScale-out proof: ${failed} checks FAILED`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((e) => {
  console.error(`  FAIL  the proof stopped: ${e instanceof Error ? e.message : e}`);
  process.exitCode = 1;
});
