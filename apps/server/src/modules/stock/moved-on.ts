// When a stock document's movements happened (the `date` of its body, contract `movedOn`): a document written later
// than the goods moved (a delivery note typed in the next week) carries the day they moved, not when it was saved.
import { Err, MOVED_ON_DAYS_BACK } from '@tillbook/contract';
import { and, eq, min } from 'drizzle-orm';
import { stockMovements } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { localDayStart } from './stock-queries';

const DAY_MS = 86_400_000;
type Movement = typeof stockMovements.$inferSelect;
/** Further back than this is a wrong date, not a late document. */
const PAST_DAYS = MOVED_ON_DAYS_BACK;

/** Today (or no date): now; an earlier day: its start in the caller's time zone. 1001 on `date` out of bounds. */
export function movedAt(ctx: TenantCtx, date: string | undefined, now = new Date()): Date {
  if (date === undefined) return now;
  const start = localDayStart(ctx, date);
  const refuse = (message: string) => new AppError(Err.PARAM, { issues: [{ path: 'date', message }] });
  if (start.getTime() > now.getTime()) throw refuse('after today');
  if (start.getTime() + DAY_MS > now.getTime()) return now;
  if (start.getTime() < now.getTime() - PAST_DAYS * DAY_MS) throw refuse(`more than ${PAST_DAYS} days back`);
  return start;
}

/**
 * When a document's stock moved (a detail page's date): its first movement (of `reason`, e.g. a transfer's sending),
 * else `fallback` (when it was saved). ISO string.
 */
export async function documentMovedAt(
  ctx: TenantCtx,
  doc: { type: Movement['documentType']; id: number; reason?: Movement['reason'] },
  fallback: Date,
): Promise<string> {
  const m = stockMovements;
  const [row] = await ctx.db
    .select({ at: min(m.happenedAt) })
    .from(m)
    .where(
      and(
        eq(m.tenantId, ctx.tenantId),
        eq(m.documentType, doc.type),
        eq(m.documentId, doc.id),
        doc.reason ? eq(m.reason, doc.reason) : undefined,
      ),
    );
  return (row?.at ?? fallback).toISOString();
}
