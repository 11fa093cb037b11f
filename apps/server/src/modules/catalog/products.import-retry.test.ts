import type { ImportJobState } from '@tillbook/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { merchant, ok, uniqCode, xlsxBase64 } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import type { TenantCtx } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { registerImporter, startImport } from '../../platform/imports';
import { HEADERS, productCount, row, storeName } from './import-test-support';
import { createProductImporter } from './products.import';

// A deadlock during the write pass re-runs the import's whole transaction (`inTransaction` retries it): the run
// after the rollback must not remember anything of the first one (rows counted, products it wrote and their ids).
let t: TestApp;
let deps: Deps;
beforeAll(async () => {
  t = await startTestApp({
    extraRoutes: (_app, appDeps) => {
      deps = appDeps;
    },
  });
});

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('product import retried after a deadlock', () => {
  it('writes every row once, composites pointing at the products of the run that committed', async () => {
    const m = await merchant(t);
    const a = await storeName(t, m.tenantId, m.storeA);
    const [tea, milk] = [uniqCode('tea'), uniqCode('milk')];
    const file = [
      HEADERS,
      row({ name: 'Tea bag', price: 1, cost: '0.1', stores: a, sku: tea }),
      row({ name: 'Milk', price: 1, cost: '0.3', stores: a, sku: milk }),
      row({ name: 'Tea set', price: 4, stores: a, composite: 'yes', components: `${tea}*2; ${milk}*1` }),
    ];
    const importer = createProductImporter();
    let calls = 0;
    // Two rows a batch; the second batch of the first run fails as a deadlock would.
    const flaky = {
      ...importer,
      batchSize: 2,
      writeBatch: async (...args: Parameters<typeof importer.writeBatch>) => {
        calls += 1;
        if (calls === 2) throw deadlock();
        return importer.writeBatch(...args);
      },
    };
    const ctx: TenantCtx = {
      db: t.db,
      lang: 'en_GB',
      tzOffsetMs: 0,
      requestId: 'retry',
      ip: '127.0.0.1',
      tenantId: m.tenantId,
      userId: m.boss.user.id,
      sessionId: 0,
      sessionKind: 'web',
      isBoss: true,
      permissions: new Set(),
      storeIds: 'all',
    };
    // This app's copy runs product imports with the flaky importer.
    registerImporter(deps, () => flaky);
    const { jobId } = await startImport(ctx, deps, flaky, {
      fileName: 'products.xlsx',
      base64: await xlsxBase64(file),
    });
    let job: ImportJobState | undefined;
    for (let i = 0; i < 6000 && job?.status !== 'done' && job?.status !== 'failed'; i++) {
      job = ok(await t.post<ImportJobState>('/goods/importJob', { jobId }, { token: m.token }));
      if (job.status !== 'done' && job.status !== 'failed') await new Promise((r) => setTimeout(r, 20));
    }
    expect(job, JSON.stringify(job?.errors)).toMatchObject({ status: 'done', written: 3, processed: 3 });
    expect(calls).toBe(4);
    expect(await productCount(t, m.tenantId)).toBe(3);
    // The POS order of the imported products follows on from the catalogue, as if the first run never happened.
    const sorts = (await t.db.execute(
      sql`select sort from products where tenant_id = ${m.tenantId} order by sort`,
    )) as unknown as { rows: { sort: number }[] };
    expect(sorts.rows.map((r) => Number(r.sort))).toEqual([1, 2, 3]);
    const list = ok(await t.post<{ list: { id: number; name: string }[] }>('/goods/list', {}, { token: m.token }));
    const set = list.list.find((p) => p.name === 'Tea set');
    const detail = ok(
      await t.post<{ cost: string; components: { name: string; quantity: string }[] }>(
        '/goods/detail',
        { id: set?.id },
        { token: m.token },
      ),
    );
    expect(detail.components.map((c) => [c.name, c.quantity])).toEqual([
      ['Tea bag', '2.0000'],
      ['Milk', '1.0000'],
    ]);
    expect(detail.cost).toBe('0.5000');
  });
});
