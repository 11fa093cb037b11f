import { and, eq, or, sql } from 'drizzle-orm';
import { stockDocuments } from '../../db/schema';
import type { Deps } from '../../platform/deps';

const d = stockDocuments;

/**
 * The store deletion checks this module owns (§5). 'stock documents': the store has an open purchase order (normal or
 * partly arrived), a transfer still on its way from or to it (in transit or partly received), or a count not yet
 * completed. 'stock history': a finished document still names it — documents are the stock history and are never
 * deleted, and their foreign key to the store would otherwise make the deletion fail.
 */
export function registerStockReferences(deps: Deps) {
  deps.references.register('store', 'stock documents', async (ctx, storeId) => {
    const [open] = await ctx.db
      .select({ id: d.id })
      .from(d)
      .where(
        and(
          eq(d.tenantId, ctx.tenantId),
          or(eq(d.storeId, storeId), eq(d.toStoreId, storeId)),
          or(
            sql`${d.type} = 'purchase' and ${d.status} in ('normal', 'partial')`,
            sql`${d.type} = 'transfer' and ${d.status} in ('in_transit', 'partial')`,
            sql`${d.type} = 'count' and ${d.status} <> 'completed'`,
          ),
        ),
      )
      .limit(1);
    return Boolean(open);
  });
  deps.references.register('store', 'stock history', async (ctx, storeId) => {
    const [any] = await ctx.db
      .select({ id: d.id })
      .from(d)
      .where(and(eq(d.tenantId, ctx.tenantId), or(eq(d.storeId, storeId), eq(d.toStoreId, storeId))))
      .limit(1);
    return Boolean(any);
  });
}
