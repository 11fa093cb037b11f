import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { stores } from '../db/schema';
import type { TenantCtx } from './context';

/**
 * The store part of a WHERE clause: nothing for callers who see every store, else the bound stores only
 * (no store at all matches nothing). Pair it with the tenant condition; foreign rows are then simply not found.
 */
export function storeScope(ctx: TenantCtx, column: PgColumn): SQL | undefined {
  if (ctx.storeIds === 'all') return undefined;
  if (ctx.storeIds.length === 0) return sql`false`;
  return inArray(column, [...ctx.storeIds]);
}

/** True when the caller may see a store. */
export const canSeeStore = (ctx: TenantCtx, storeId: number) =>
  ctx.storeIds === 'all' || ctx.storeIds.includes(storeId);

/** A store's name for the filter lines of an export: '' for a store the caller may not see (or none). */
export async function visibleStoreName(ctx: TenantCtx, storeId: number): Promise<string> {
  const [s] = await ctx.db
    .select({ name: stores.name })
    .from(stores)
    .where(and(eq(stores.tenantId, ctx.tenantId), eq(stores.id, storeId), storeScope(ctx, stores.id)));
  return s?.name ?? '';
}

/** Offset and limit of a page (pages are 1-based). */
export const pageWindow = (q: { page: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});

/** An ILIKE pattern matching `text` anywhere, with the pattern's own wildcards (% _ \) escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
