import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config';
import { rebuildAggregates } from './ledgers/sales-aggregates';
import { exitOnFailure, openDatabase } from './platform/db';

/**
 * `npm run aggregates:rebuild [-- --tenant ID]`: refills the report aggregates from the receipts, for one merchant or
 * all. Run it after a migration that adds an aggregate column (its existing rows hold the column's default) or to
 * repair. One merchant at a time, each in its own transaction, so reports of the others keep answering meanwhile.
 */
async function main() {
  const { values } = parseArgs({ options: { tenant: { type: 'string' } } });
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const found = (await database.db.execute(sql`select id from tenants order by id`)) as unknown as {
    rows?: { id: number | string }[];
  };
  const all = (found.rows ?? (found as unknown as { id: number | string }[])).map((r) => Number(r.id));
  const tenants = values.tenant ? all.filter((id) => id === Number(values.tenant)) : all;
  if (values.tenant && tenants.length === 0) throw new Error(`no merchant ${values.tenant}`);
  for (const tenantId of tenants) {
    const started = Date.now();
    await database.db.transaction((tx) => rebuildAggregates(tx as unknown as typeof database.db, tenantId));
    console.log(`merchant ${tenantId}: aggregates rebuilt in ${Date.now() - started} ms`);
  }
  await database.close();
}

main().catch(exitOnFailure);
