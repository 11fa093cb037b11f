// What sharding by merchant needs to know about the schema, read from the migrated database's own catalog (not from
// the drizzle definitions: the catalog is what PostgreSQL, and Citus, will see). The schema test checks its rules
// and `citus-statements.ts` turns it into the statements that distribute the tables.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../platform/db';

/** The merchant table: distributed by its own id, every tenant table co-located with it. */
export const TENANTS = 'tenants';
/** The distribution column of every other tenant-owned table. */
export const TENANT_COLUMN = 'tenant_id';

export interface ColumnInfo {
  /** As `format_type` writes it, e.g. 'bigint'. */
  type: string;
  notNull: boolean;
}

export interface TableInfo {
  name: string;
  /** The `tenant_id` column, or null for a table that holds no tenant's rows. */
  tenantId: ColumnInfo | null;
  /** The `id` column, if any (the distribution column of `tenants`). */
  id: ColumnInfo | null;
}

/** A primary key, unique or exclusion constraint, or a unique index that backs no constraint. */
export interface KeyInfo {
  table: string;
  name: string;
  kind: 'primary key' | 'unique constraint' | 'exclusion constraint' | 'unique index';
  /** Key columns in order; an expression appears as its text (e.g. 'lower(name)'), INCLUDE columns are left out. */
  columns: string[];
}

export interface ForeignKeyInfo {
  table: string;
  name: string;
  columns: string[];
  /** The referenced table; qualified with its schema when it lies outside the schema read. */
  refTable: string;
  refColumns: string[];
  /** pg_constraint's action codes: a no action, r restrict, c cascade, n set null, d set default. */
  onDelete: string;
  onUpdate: string;
}

/** A column filled from a sequence: an identity column or a serial default. */
export interface SequenceColumn {
  table: string;
  column: string;
  type: string;
}

export interface TenancyCatalog {
  tables: TableInfo[];
  keys: KeyInfo[];
  foreignKeys: ForeignKeyInfo[];
  sequenceColumns: SequenceColumn[];
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** Arrays come back as JSON so both drivers parse them the same way. */
const list = (v: unknown): string[] => (typeof v === 'string' ? JSON.parse(v) : (v as string[]));

const KEY_KINDS: Record<string, KeyInfo['kind']> = {
  p: 'primary key',
  u: 'unique constraint',
  x: 'exclusion constraint',
};

/**
 * Reads the tables of `schema` (ordinary and partitioned tables; partitions follow their parent), their keys,
 * unique indexes and foreign keys. Only one schema is read: drizzle's own `drizzle` schema and the job queue's
 * `pgboss` schema are not tenant data.
 */
export async function readTenancyCatalog(db: Db, schema = 'public'): Promise<TenancyCatalog> {
  const tables = await rows<{ name: string; tenant_id: unknown; id: unknown }>(
    db,
    sql`select c.relname as name,
          (select json_build_object('type', format_type(a.atttypid, a.atttypmod), 'notNull', a.attnotnull)
             from pg_attribute a where a.attrelid = c.oid and a.attname = ${TENANT_COLUMN} and not a.attisdropped) as tenant_id,
          (select json_build_object('type', format_type(a.atttypid, a.atttypmod), 'notNull', a.attnotnull)
             from pg_attribute a where a.attrelid = c.oid and a.attname = 'id' and not a.attisdropped) as id
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
  );
  const constraints = await rows<{
    table: string;
    name: string;
    contype: string;
    columns: unknown;
    ref_schema: string | null;
    ref_table: string | null;
    ref_columns: unknown;
    on_delete: string;
    on_update: string;
  }>(
    db,
    sql`select cl.relname as "table", co.conname as name, co.contype,
          to_json(array(select a.attname::text from unnest(co.conkey) with ordinality k(attnum, ord)
            join pg_attribute a on a.attrelid = co.conrelid and a.attnum = k.attnum order by k.ord)) as columns,
          rn.nspname as ref_schema, rc.relname as ref_table,
          to_json(array(select a.attname::text from unnest(co.confkey) with ordinality k(attnum, ord)
            join pg_attribute a on a.attrelid = co.confrelid and a.attnum = k.attnum order by k.ord)) as ref_columns,
          co.confdeltype::text as on_delete, co.confupdtype::text as on_update
        from pg_constraint co
        join pg_class cl on cl.oid = co.conrelid
        join pg_namespace n on n.oid = cl.relnamespace
        left join pg_class rc on rc.oid = co.confrelid
        left join pg_namespace rn on rn.oid = rc.relnamespace
        where n.nspname = ${schema} and co.contype in ('p', 'u', 'x', 'f') and not cl.relispartition
        order by cl.relname, co.conname`,
  );
  // Unique indexes made with CREATE UNIQUE INDEX (drizzle's uniqueIndex): those behind a constraint came above.
  const indexes = await rows<{ table: string; name: string; columns: unknown }>(
    db,
    sql`select cl.relname as "table", ic.relname as name,
          to_json(array(select pg_get_indexdef(i.indexrelid, k, true) from generate_series(1, i.indnkeyatts) k
            order by k)) as columns
        from pg_index i
        join pg_class ic on ic.oid = i.indexrelid
        join pg_class cl on cl.oid = i.indrelid
        join pg_namespace n on n.oid = cl.relnamespace
        where n.nspname = ${schema} and i.indisunique and cl.relkind in ('r', 'p') and not cl.relispartition
          and not exists (select 1 from pg_constraint co
                          where co.conindid = i.indexrelid and co.contype in ('p', 'u', 'x'))
        order by cl.relname, ic.relname`,
  );
  const sequenceColumns = await rows<SequenceColumn>(
    db,
    sql`select c.relname as "table", a.attname::text as "column", format_type(a.atttypid, a.atttypmod) as type
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = ${schema} and c.relkind in ('r', 'p') and not c.relispartition
          and a.attnum > 0 and not a.attisdropped
          and (a.attidentity <> '' or pg_get_expr(d.adbin, d.adrelid) like 'nextval(%')
        order by c.relname, a.attname`,
  );
  const column = (v: unknown): ColumnInfo | null =>
    v == null ? null : ((typeof v === 'string' ? JSON.parse(v) : v) as ColumnInfo);
  return {
    tables: tables.map((t) => ({ name: t.name, tenantId: column(t.tenant_id), id: column(t.id) })),
    keys: [
      ...constraints
        .filter((c) => c.contype !== 'f')
        .map((c) => ({ table: c.table, name: c.name, kind: KEY_KINDS[c.contype], columns: list(c.columns) })),
      ...indexes.map((i) => ({
        table: i.table,
        name: i.name,
        kind: 'unique index' as const,
        columns: list(i.columns),
      })),
    ],
    foreignKeys: constraints
      .filter((c) => c.contype === 'f')
      .map((c) => ({
        table: c.table,
        name: c.name,
        columns: list(c.columns),
        refTable: c.ref_schema === schema ? (c.ref_table ?? '') : `${c.ref_schema}.${c.ref_table}`,
        refColumns: list(c.ref_columns),
        onDelete: c.on_delete,
        onUpdate: c.on_update,
      })),
    sequenceColumns,
  };
}

/** The column a table is distributed by: `id` for tenants, `tenant_id` for tenant tables, null for global tables. */
export function distributionColumn(catalog: TenancyCatalog, table: string): string | null {
  if (table === TENANTS) return 'id';
  return catalog.tables.find((t) => t.name === table)?.tenantId ? TENANT_COLUMN : null;
}

/** Tables without tenant_id (besides tenants): replicated to every node as reference tables. */
export const globalTables = (catalog: TenancyCatalog) =>
  catalog.tables.filter((t) => distributionColumn(catalog, t.name) === null).map((t) => t.name);

/** Tables distributed by merchant: tenants and every table with tenant_id. */
export const distributedTables = (catalog: TenancyCatalog) =>
  catalog.tables.filter((t) => distributionColumn(catalog, t.name) !== null).map((t) => t.name);

export interface Violation {
  table: string;
  /** The constraint or index at fault, or the column. */
  constraint: string;
  columns: string[];
  problem: string;
}

/**
 * What would stop the tables from being distributed by merchant and co-located: the distribution column not a
 * NOT NULL column of the type of tenants.id; a primary key, unique or exclusion constraint or unique index
 * without it; a foreign key between distributed tables that does not pair the two distribution columns
 * (tenant_id → tenant_id, or tenant_id → tenants.id); a foreign key holding the distribution column that sets it
 * to null or a default on delete, or changes it on update (Citus refuses those); a global table referencing a
 * distributed one; an identity or serial column that is not bigint (Citus distributes bigint ones only).
 */
export function shardingViolations(catalog: TenancyCatalog): Violation[] {
  const found: Violation[] = [];
  const anchorType = catalog.tables.find((t) => t.name === TENANTS)?.id?.type;
  for (const table of catalog.tables) {
    const dist = distributionColumn(catalog, table.name);
    if (!dist) continue;
    const col = dist === 'id' ? table.id : table.tenantId;
    if (col && (!col.notNull || (anchorType && col.type !== anchorType))) {
      const problem = `must be NOT NULL ${anchorType ?? 'bigint'} (is ${col.notNull ? '' : 'nullable '}${col.type})`;
      found.push({ table: table.name, constraint: `column ${dist}`, columns: [dist], problem });
    }
    const keys = catalog.keys.filter((k) => k.table === table.name);
    if (!keys.some((k) => k.kind === 'primary key')) {
      found.push({ table: table.name, constraint: '(none)', columns: [], problem: `has no primary key` });
    }
    for (const key of keys) {
      if (!key.columns.includes(dist)) {
        found.push({
          table: table.name,
          constraint: key.name,
          columns: key.columns,
          problem: `${key.kind} lacks ${dist}`,
        });
      }
    }
  }
  for (const fk of catalog.foreignKeys) {
    const from = distributionColumn(catalog, fk.table);
    const to = distributionColumn(catalog, fk.refTable);
    if (!to) continue; // to a reference table: allowed from anywhere
    const ref = `${fk.refTable}(${fk.refColumns.join(', ')})`;
    if (!from) {
      const problem = `global table references distributed ${ref}`;
      found.push({ table: fk.table, constraint: fk.name, columns: fk.columns, problem });
    } else if (!fk.columns.some((c, i) => c === from && fk.refColumns[i] === to)) {
      const problem = `foreign key to ${ref} does not pair ${from} with ${fk.refTable}.${to}`;
      found.push({ table: fk.table, constraint: fk.name, columns: fk.columns, problem });
    }
    if (from && fk.columns.includes(from)) {
      const actions = [
        ...(['n', 'd'].includes(fk.onDelete) ? [`ON DELETE ${ACTIONS[fk.onDelete]}`] : []),
        ...(['n', 'd', 'c'].includes(fk.onUpdate) ? [`ON UPDATE ${ACTIONS[fk.onUpdate]}`] : []),
      ];
      if (actions.length > 0) {
        const problem = `${actions.join(', ')} would change ${from}: refused by Citus`;
        found.push({ table: fk.table, constraint: fk.name, columns: fk.columns, problem });
      }
    }
  }
  for (const c of catalog.sequenceColumns) {
    if (c.type !== 'bigint') {
      const problem = `identity or serial column of type ${c.type}: only bigint ones can be distributed`;
      found.push({ table: c.table, constraint: `column ${c.column}`, columns: [c.column], problem });
    }
  }
  return found;
}

const ACTIONS: Record<string, string> = { c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

export const describeViolation = (v: Violation) =>
  `${v.table}: ${v.constraint} (${v.columns.join(', ')}) — ${v.problem}`;
