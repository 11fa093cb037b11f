import { Err } from '@tillbook/contract';
import { asc, count, desc, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantCtx } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db';
import { AppError } from '../../platform/errors';

/** "Name contains `term`" in any case, with the LIKE wildcards of the term taken literally. */
export function nameContains(column: PgColumn, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  return ilike(column, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** A case-insensitive order on a text column. */
export const lowerOf = (column: PgColumn) => sql`lower(${column})`;

/**
 * ORDER BY for a list's `sort` ('name', '-createdAt', …): the chosen field, then the id so pages never overlap;
 * `fallback` when no sort is asked for.
 */
export function orderFor(
  sort: string | undefined,
  fields: Record<string, PgColumn | SQL>,
  id: PgColumn,
  fallback: (PgColumn | SQL)[] = [],
): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const field = sort ? fields[descending ? sort.slice(1) : sort] : undefined;
  if (!field) return [...fallback.map((f) => asc(f)), asc(id)];
  return [descending ? desc(field) : asc(field), asc(id)];
}

/** The number of rows of `table` matching `where`. */
export async function countOf(ctx: TenantCtx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** Runs a save; a unique-name clash (also one raced in by another request) answers 1003. */
export async function uniqueName<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(Err.CODE_REPEATED);
    throw e;
  }
}

export const iso = (d: Date) => d.toISOString();
