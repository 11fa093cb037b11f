import { Err } from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { stockDocuments, stockNumberCounters } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';

type DocumentType = (typeof stockDocuments.$inferInsert)['type'];

/** Number prefixes: purchase PO, transfer TR, increase IN, damage DM, loss LS, count CT, production PR, disassembly DS. */
const PREFIX: Record<string, string> = {
  purchase: 'PO',
  transfer: 'TR',
  increase: 'IN',
  damage: 'DM',
  loss: 'LS',
  count: 'CT',
  production: 'PR',
  disassembly: 'DS',
};

/** YYYY-MM-DD of now in the caller's time zone. */
export function localToday(ctx: TenantCtx): string {
  return new Date(Date.now() + ctx.tzOffsetMs).toISOString().slice(0, 10);
}

/**
 * The number of a new document: the merchant's own (unique per document type, else 1003), or the next generated one
 * of the day, e.g. PO20261121-0007 (a per-tenant counter row, locked by the UPDATE, keeps parallel documents apart).
 * `prefixKey` is the document type, or the kind for adjustments and production.
 */
export async function documentNumberFor(
  ctx: TenantCtx,
  type: DocumentType,
  prefixKey: string,
  given: string,
): Promise<string> {
  if (given) {
    const [taken] = await ctx.db
      .select({ id: stockDocuments.id })
      .from(stockDocuments)
      .where(
        and(eq(stockDocuments.tenantId, ctx.tenantId), eq(stockDocuments.type, type), eq(stockDocuments.number, given)),
      );
    if (taken) throw new AppError(Err.CODE_REPEATED, { issues: [{ path: 'number', message: 'number taken' }] });
    return given;
  }
  const day = localToday(ctx);
  const [row] = await ctx.db
    .insert(stockNumberCounters)
    .values({ tenantId: ctx.tenantId, type: prefixKey, day, last: 1 })
    .onConflictDoUpdate({
      target: [stockNumberCounters.tenantId, stockNumberCounters.type, stockNumberCounters.day],
      set: { last: sql`${stockNumberCounters.last} + 1` },
    })
    .returning({ last: stockNumberCounters.last });
  return `${PREFIX[prefixKey] ?? 'ST'}${day.replaceAll('-', '')}-${String(row.last).padStart(4, '0')}`;
}
