import { Err, type ErrCode } from '@tillbook/contract';
import { asc, count, desc, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantCtx } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { containsPattern } from '../../platform/scope';

/** "Column contains `term`" in any case. */
export function contains(column: PgColumn | SQL, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  return ilike(column as PgColumn, containsPattern(term));
}

export const lowerOf = (column: PgColumn) => sql`lower(${column})`;

/**
 * ORDER BY for a list's `sort` ('name', '-createdAt', …), then the id so pages never overlap. `reversed` answers the
 * exact mirror order (to read a page from the end).
 */
export function orderFor(
  sort: string | undefined,
  fields: Record<string, PgColumn | SQL>,
  id: PgColumn,
  fallback: (PgColumn | SQL)[] = [],
  reversed = false,
): SQL[] {
  const descending = sort?.startsWith('-') ?? false;
  const name = sort && (descending ? sort.slice(1) : sort);
  // Own fields only: 'constructor' or 'toString' are no sort fields.
  const field = name && Object.hasOwn(fields, name) ? fields[name] : undefined;
  const up = (f: PgColumn | SQL) => (reversed ? desc(f) : asc(f));
  const down = (f: PgColumn | SQL) => (reversed ? asc(f) : desc(f));
  if (!field) return [...fallback.map(up), up(id)];
  return [descending ? down(field) : up(field), up(id)];
}

export async function countOf(ctx: TenantCtx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** Runs a save; a unique clash (also one raced in by another request) answers `code`. */
export async function uniqueOr<T>(code: ErrCode, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(code);
    throw e;
  }
}

export const iso = (d: Date) => d.toISOString();

/** A 1001 answer naming the field, like a validation failure. */
export const paramError = (path: string, message: string) => new AppError(Err.PARAM, { issues: [{ path, message }] });
