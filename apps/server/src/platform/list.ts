import { asc, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantCtx } from './context';

// The pieces every list of the API is made of: { page, pageSize, sort, …filters } → { list, total }.

/** A list's sort as the API takes it: a field name, '-' in front for descending ('name', '-createdAt'). */
export type SortKey<K extends string> = K | `-${K}`;

/** A sort read against the fields a list allows. */
export interface SortChoice<K extends string> {
  field: K;
  descending: boolean;
}

type Allowed<K extends string> = readonly K[] | Readonly<Record<K, unknown>>;

const allows = <K extends string>(allowed: Allowed<K>, field: string): field is K =>
  Array.isArray(allowed) ? allowed.includes(field) : Object.hasOwn(allowed, field); // own keys only: not 'toString'

/**
 * Reads a list's `sort` against the fields the list allows (an array of names or a record keyed by them). A missing
 * sort or a field the list does not allow is `fallback` (the list's schema refuses unknown fields with 1001 where it
 * names them; a free-text sort falls back quietly); without a fallback it is `undefined`.
 */
export function parseSort<K extends string>(
  sort: string | undefined,
  allowed: Allowed<K>,
  fallback: SortKey<NoInfer<K>>,
): SortChoice<K>;
export function parseSort<K extends string>(sort: string | undefined, allowed: Allowed<K>): SortChoice<K> | undefined;
export function parseSort<K extends string>(
  sort: string | undefined,
  allowed: Allowed<K>,
  fallback?: SortKey<K>,
): SortChoice<K> | undefined {
  const read = (s: string) => {
    const descending = s.startsWith('-');
    const field = descending ? s.slice(1) : s;
    return allows(allowed, field) ? { field, descending } : undefined;
  };
  return (sort ? read(sort) : undefined) ?? (fallback ? read(fallback) : undefined);
}

type Sortable = PgColumn | SQL;

export interface OrderOptions<K extends string> {
  /** The last key, so that pages never overlap. */
  id: Sortable;
  /** The direction of `id`: ascending (default), descending, or that of the sorted column ('follow'). */
  idOrder?: 'asc' | 'desc' | 'follow';
  /** The order when no allowed sort is asked: a sort key ('-createdAt') or columns, ascending. Default: `id`. */
  fallback?: SortKey<NoInfer<K>> | Sortable[];
  /** Keys (with their direction) between an asked-for column and `id`. */
  ties?: SQL[];
  /** A descending column puts empty values last (ascending ones have them last anyway). */
  nullsLast?: boolean;
  /** The exact mirror order (to read a page from the end; `ties` are not mirrored). */
  reversed?: boolean;
}

/**
 * ORDER BY for a list's `sort` over the `columns` it allows (read by `parseSort`): the asked-for column, `ties`,
 * then `id`; without an allowed sort, the `fallback`, then `id`.
 */
export function orderFor<K extends string>(
  sort: string | undefined,
  columns: Readonly<Record<K, Sortable>>,
  o: OrderOptions<K>,
): SQL[] {
  const dir = (column: Sortable, descending: boolean, nullsLast = false) => {
    const down = descending !== (o.reversed ?? false);
    if (down && nullsLast) return sql`${column} desc nulls last`;
    return down ? desc(column) : asc(column);
  };
  const byId = (descending: boolean) => dir(o.id, o.idOrder === 'follow' ? descending : o.idOrder === 'desc');
  const asked = parseSort(sort, columns);
  if (asked)
    return [dir(columns[asked.field], asked.descending, o.nullsLast), ...(o.ties ?? []), byId(asked.descending)];
  if (typeof o.fallback === 'string') {
    const { field, descending } = parseSort(o.fallback, columns, o.fallback);
    return [dir(columns[field], descending, o.nullsLast), byId(descending)];
  }
  return [...(o.fallback ?? []).map((c) => dir(c, false)), byId(false)];
}

/** Offset and limit of a page (pages are 1-based). */
export const pageWindow = (q: { page: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});

/** The number of rows of `table` matching `where`. */
export async function countOf(ctx: TenantCtx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** An ILIKE pattern matching `text` anywhere, with the pattern's own wildcards (% _ \) escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "Column contains `term`" in any case, the term's wildcards taken literally; nothing for an empty term. */
export function contains(column: Sortable, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  return ilike(column as PgColumn, containsPattern(term));
}

/** "One of the columns contains `term`" (trimmed) in any case; nothing for an empty term. */
export function containsAny(columns: Sortable[], term: string | undefined): SQL | undefined {
  const k = term?.trim();
  if (!k) return undefined;
  const pattern = containsPattern(k);
  return or(...columns.map((c) => ilike(c as PgColumn, pattern)));
}

/** A case-insensitive order on a text column. */
export const lowerOf = (column: PgColumn) => sql`lower(${column})`;

/** A time as list rows and details show it. */
export const iso = (d: Date) => d.toISOString();
