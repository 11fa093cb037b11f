import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TenantCtx } from '../../platform/context';

export type BulkType = 'bigint' | 'integer' | 'text' | 'numeric' | 'boolean';

/** A PostgreSQL array literal of the values (as text; NULL for null), to be cast to the column's array type. */
export function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((v) =>
    v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`,
  );
  return `{${items.join(',')}}`;
}

/**
 * INSERT of many rows as `SELECT * FROM unnest($1::type[], $2::type[], …)`: one parameter per column rather than one
 * per cell (several times faster than a VALUES list on PGlite and PostgreSQL, and free of the 65,535-parameter
 * limit). `columns` maps column names to their types; `rows` hold values in that order.
 */
export async function bulkInsert<R = Record<string, unknown>>(
  tx: TenantCtx,
  table: string,
  columns: readonly (readonly [string, BulkType])[],
  rows: readonly (readonly unknown[])[],
  returning?: SQL,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const names = sql.join(
    columns.map(([name]) => sql.identifier(name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(([, type], i) => sql`${arrayLiteral(rows.map((r) => r[i]))}::${sql.raw(type)}[]`),
    sql`, `,
  );
  const res = (await tx.db.execute(
    sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${arrays})${
      returning ? sql` returning ${returning}` : sql``
    }`,
  )) as unknown as { rows: R[] };
  return res.rows ?? [];
}

/** `column = any(values)` with the values as one array parameter (a long IN list is slow to parse and bind). */
export const anyOf = (column: SQL | PgColumn, values: readonly unknown[], type: BulkType = 'text'): SQL =>
  sql`${column} = any(${arrayLiteral(values)}::${sql.raw(type)}[])`;
