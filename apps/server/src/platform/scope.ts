import type { ErrCode } from '@tillbook/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { stores } from '../db/schema';
import type { TenantCtx } from './context';
import { AppError } from './errors';

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

/** A tenant table whose rows are found by `id` (primary key `(tenant_id, id)`). */
type TenantTable = PgTable & { tenantId: PgColumn; id: PgColumn };

/** The condition "this tenant's row with this id" of `table`, for an update or delete (a lookup takes `owned`). */
export const ownRow = (table: TenantTable, ctx: TenantCtx, id: number): SQL =>
  and(eq(table.tenantId, ctx.tenantId), eq(table.id, id)) as SQL;

/**
 * The caller's tenant's row of `table` with this id, or the refusal `code` (§8) when there is none: another
 * tenant's row is simply missing. `where` narrows it further (a store scope, a state); `lock` locks the row for the
 * transaction (FOR NO KEY UPDATE, see docs/server-conventions.md). Inside a transaction pass the transaction's context.
 */
export async function owned<T extends TenantTable>(
  table: T,
  ctx: TenantCtx,
  id: number,
  code: ErrCode,
  o: { where?: SQL; lock?: 'no key update' | 'update' } = {},
): Promise<T['$inferSelect']> {
  const q = ctx.db
    .select()
    .from(table as PgTable)
    .where(and(ownRow(table, ctx, id), o.where));
  const [row] = o.lock ? await q.for(o.lock) : await q;
  if (!row) throw new AppError(code);
  return row as T['$inferSelect'];
}
