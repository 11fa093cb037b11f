import { pathToFileURL } from 'node:url';
import { loadConfig } from './config';
import {
  describeViolation,
  distributedTables,
  globalTables,
  readTenancyCatalog,
  shardingViolations,
  TENANT_COLUMN,
  TENANTS,
  type TenancyCatalog,
} from './db/tenancy-catalog';
import { exitOnFailure, openDatabase } from './platform/db';

const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;

/**
 * Orders `tables` so that every table comes after the tables it references (self-references aside), ties by name
 * so the output is stable. A cycle cannot be distributed in one pass (a foreign key would have to be dropped and
 * added again after): it is refused, naming its tables.
 */
function referencedFirst(tables: string[], catalog: TenancyCatalog): string[] {
  const pending = new Map(
    tables.map((t) => [
      t,
      new Set(
        catalog.foreignKeys
          .filter((fk) => fk.table === t && fk.refTable !== t && tables.includes(fk.refTable))
          .map((fk) => fk.refTable),
      ),
    ]),
  );
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter(([, refs]) => refs.size === 0).map(([t]) => t);
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle among: ${[...pending.keys()].sort().join(', ')}`);
    for (const t of ready.sort()) {
      ordered.push(t);
      pending.delete(t);
    }
    for (const refs of pending.values()) for (const t of ready) refs.delete(t);
  }
  return ordered;
}

/**
 * The statements that turn the migrated schema into a Citus cluster sharded by merchant: reference tables first
 * (replicated to every node; distributed tables may reference them), then tenants by its id, then every tenant table
 * by tenant_id co-located with tenants, each after the tables its foreign keys point to. What the schema rules
 * still find (see tenancy-catalog) is listed on top: those tables' statements fail until it is fixed.
 */
export function citusStatements(catalog: TenancyCatalog): string[] {
  const head = [
    '-- Sharding by merchant: run on the Citus coordinator, in the migrated database, after CREATE EXTENSION citus',
    '-- and citus_add_node for each worker. Generated from the database catalog by `npm run citus:statements`.',
  ];
  const violations = shardingViolations(catalog);
  if (violations.length > 0) {
    head.push(`-- ${violations.length} constraint(s) do not include the distribution column; their tables fail below:`);
    for (const v of violations) head.push(`--   ${describeViolation(v)}`);
  }
  const reference = referencedFirst(globalTables(catalog), catalog);
  const distributed = referencedFirst(
    distributedTables(catalog).filter((t) => t !== TENANTS),
    catalog,
  );
  return [
    ...head,
    ...reference.map((t) => `select create_reference_table(${literal(t)});`),
    ...(catalog.tables.some((t) => t.name === TENANTS) ? [`select create_distributed_table('${TENANTS}', 'id');`] : []),
    ...distributed.map(
      (t) => `select create_distributed_table(${literal(t)}, '${TENANT_COLUMN}', colocate_with => '${TENANTS}');`,
    ),
  ];
}

/** `npm run citus:statements -w apps/server`: prints the statements for the configured database. */
async function main() {
  const config = loadConfig();
  // The primary only: the catalog is the same on a standby, and it need not be measured.
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // The embedded database is migrated here like the server does at start; PostgreSQL is read as it is.
    if (database.kind === 'pglite') await database.migrate();
    const catalog = await readTenancyCatalog(database.db);
    console.log(citusStatements(catalog).join('\n'));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main().catch(exitOnFailure);
