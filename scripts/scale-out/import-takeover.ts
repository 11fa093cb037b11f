import type { ImportJobState, ImportStarted } from '@tillbook/contract';
import type { DemoMerchant } from '../../apps/server/src/demo/model';
import { IMPORT_KEYS, type ImportKey, PRODUCT_IMPORT_TEXT } from '../../apps/server/src/modules/catalog/import-columns';
import { xlsxBase64 } from '../../apps/server/test/factories/files';
import {
  check,
  cluster,
  ctl,
  ctlAsync,
  figures,
  logMark,
  logMessage,
  logOf,
  logSince,
  post,
  query,
  seconds,
  waitFor,
} from './cluster';

const row = (v: Partial<Record<ImportKey, string>>) => IMPORT_KEYS.map((k) => v[k] ?? '');

/**
 * Step 2: a product import of `rows` rows started on copy A; A is killed (-9) while the import writes; copy B must
 * take the job over (its heartbeat goes stale after JOB_STALE_SECONDS) and finish it: every row written once, or —
 * had it failed — none. Copy C is stopped meanwhile (it would take the job over as readily), so B is the only copy
 * left. Read through the balancer (B while A is dead) and with SQL on the primary.
 */
export async function importTakeover(m: DemoMerchant, rows: number) {
  const prefix = `SO${Date.now().toString(36).toUpperCase()}-`;
  const store = m.stores[0].name;
  const t0 = performance.now();
  const file = await xlsxBase64([
    IMPORT_KEYS.map((k) => PRODUCT_IMPORT_TEXT[k].en_GB),
    ...Array.from({ length: rows }, (_, i) =>
      row({ name: `Scale item ${i + 1}`, sku: `${prefix}${i + 1}`, price: '2.50', cost: '1.10', stores: store }),
    ),
  ]);
  console.log(
    `  ${rows} rows in an xlsx of ${(file.length / 1.37 / 1024).toFixed(0)} KB (${seconds(performance.now() - t0)})`,
  );

  ctl('stop-copy', 'C');
  let killed = false;
  try {
    killed = await runAndKill(m, rows, file, prefix);
  } finally {
    // The copies step 3 reads from, started again whatever happened here.
    await Promise.all([killed ? ctlAsync('start-copy', 'A') : undefined, ctlAsync('start-copy', 'C')]);
  }
}

/** Uploads the file on A, kills A once the job writes, waits for B to end the job, checks. Answers whether A died. */
async function runAndKill(m: DemoMerchant, rows: number, file: string, prefix: string): Promise<boolean> {
  const started = await post<ImportStarted>(
    cluster.copyA,
    '/goods/import',
    { fileName: 'products.xlsx', base64: file },
    m.bossToken,
  );
  if (started.code !== 200) throw new Error(`/goods/import on copy A: ${started.code} ${started.msg}`);
  const { jobId } = started.data;
  const job = () =>
    query<{ status: string; processed: number; total: number }>(
      cluster.primaryUrl,
      'select status, processed, total from import_jobs where tenant_id = $1 and id = $2',
      [m.tenantId, jobId],
    ).then((r) => r[0]);

  // Killed once rows are being written (inside the import's transaction), not before.
  const before = await waitFor('the import writing on copy A', 120, async () => {
    const j = await job();
    if (j.status === 'done' || j.status === 'failed') return j;
    return j.status === 'writing' && j.processed > 0 ? j : undefined;
  });
  if (before.status !== 'writing') {
    check('copy A was killed in the middle of the import', false, `the job ended (${before.status}) before the kill`);
    return false;
  }
  const markB = logMark(logOf('copy-B'));
  ctl('crash-copy', 'A');
  const killedAt = performance.now();
  console.log(`  copy A killed (-9) with the job writing, ${before.processed}/${before.total} rows processed`);

  const end = await waitFor(
    'the import job to end after the kill',
    180,
    async () => {
      const res = await post<ImportJobState>(cluster.balancer, '/goods/importJob', { jobId }, m.bossToken);
      return res.code === 200 && (res.data.status === 'done' || res.data.status === 'failed') ? res.data : undefined;
    },
    250,
  );
  const takeoverMs = performance.now() - killedAt;
  const [written] = await query<{ n: number; distinct: number; linked: number }>(
    cluster.primaryUrl,
    `select count(*)::int as n, count(distinct p.sku)::int as distinct,
            (select count(*)::int from product_stores ps join products q
               on q.tenant_id = ps.tenant_id and q.id = ps.product_id
             where q.tenant_id = $1 and q.sku like $2) as linked
     from products p where p.tenant_id = $1 and p.sku like $2`,
    [m.tenantId, `${prefix}%`],
  );
  check(
    'copy B finished the import copy A was running when it died',
    end.status === 'done' && end.written === rows,
    `job ${end.status}${end.interrupted ? ' (interrupted: not taken over)' : ''}, ${end.written} written, ${seconds(takeoverMs)} after the kill`,
  );
  check(
    'nothing half-written: every product once, with its store',
    (written.n === rows && written.distinct === rows && written.linked === rows) || written.n === 0,
    `${written.n} products, ${written.distinct} distinct SKUs, ${written.linked} store links for ${rows} rows`,
  );
  const said = logSince(logOf('copy-B'), markB)
    .split('\n')
    .find((l) => /job/i.test(l) && !/"url"/.test(l));
  if (said) console.log(`  copy B's log: ${logMessage(said)}`);
  figures.push([
    `import of ${rows.toLocaleString('en')} rows: from the kill of A until B finished it`,
    seconds(takeoverMs),
  ]);
  return true;
}
