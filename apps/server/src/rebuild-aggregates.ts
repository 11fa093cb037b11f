import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { rebuildAggregates } from './ledgers/aggregate-rebuild';
import { exitOnFailure, openDatabase, rowsOf } from './platform/db';

/**
 * `npm run aggregates:rebuild [-- --tenant ID]`: refills the report aggregates from the receipts, for one merchant or
 * all. Run it after a migration that adds an aggregate column (its existing rows hold the column's default) or to
 * repair. Safe while servers run: one merchant at a time, in batches of order ids, each its own short transaction,
 * next to the aggregate worker (`ledgers/aggregate-rebuild.ts`); the merchant's reports stay exact meanwhile (they
 * read what is not rebuilt yet from the receipts, so they are slower until it ends).
 */
async function main() {
  const { values } = parseArgs({ options: { tenant: { type: 'string' } } });
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const found = rowsOf<{ id: number | string }>(await database.db.execute(sql`select id from tenants order by id`));
  const all = found.map((r) => Number(r.id));
  const tenants = values.tenant ? all.filter((id) => id === Number(values.tenant)) : all;
  if (values.tenant && tenants.length === 0) throw new Error(`no merchant ${values.tenant}`);
  for (const tenantId of tenants) {
    const started = Date.now();
    const done = await rebuildAggregates(database.db, tenantId, {
      onBatch: (p) => {
        if (p.batches % 10 === 0) console.log(`merchant ${tenantId}: order ${p.doneOrderId} of ${p.uptoOrderId}`);
      },
    });
    console.log(`merchant ${tenantId}: aggregates rebuilt in ${Date.now() - started} ms (${done.batches} batches)`);
  }
  await database.close();
}

main().catch(exitOnFailure);
