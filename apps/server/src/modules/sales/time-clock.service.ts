import { Err } from '@tillbook/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { timeCards } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { tillStore } from './shifts.service';

/** The POS view of a time card: where and since when (until when once clocked out). */
export interface ClockCard {
  id: number;
  storeId: number;
  startAt: string;
  endAt: string | null;
}

const toCard = (c: typeof timeCards.$inferSelect): ClockCard => ({
  id: c.id,
  storeId: c.storeId,
  startAt: c.startedAt.toISOString(),
  endAt: c.endedAt?.toISOString() ?? null,
});

/**
 * The POS time clock: clock-in opens a time card (source 'app') in the till's store, clock-out ends it. The back
 * office sees them through /m/timeCard/list with its own cards.
 */
export function createTimeClockService() {
  return {
    /** Clocks the caller in; already clocked in (anywhere) → 1004. */
    async clockIn(ctx: TenantCtx): Promise<ClockCard> {
      try {
        return await inTransaction(ctx, async (tx) => {
          const [running] = await tx.db
            .select({ id: timeCards.id })
            .from(timeCards)
            .where(
              and(eq(timeCards.tenantId, tx.tenantId), eq(timeCards.userId, tx.userId), isNull(timeCards.endedAt)),
            );
          if (running) throw new AppError(Err.ADDED_REPEATEDLY);
          const [card] = await tx.db
            .insert(timeCards)
            .values({
              tenantId: tx.tenantId,
              storeId: tillStore(tx),
              userId: tx.userId,
              startedAt: new Date(),
              source: 'app',
            })
            .returning();
          return toCard(card);
        });
      } catch (e) {
        // Two clock-ins racing: the partial unique index on running cards lets one through.
        if (isUniqueViolation(e)) throw new AppError(Err.ADDED_REPEATEDLY);
        throw e;
      }
    },

    /** Clocks the caller out of their running card; not clocked in → 1019. */
    async clockOut(ctx: TenantCtx): Promise<ClockCard> {
      const [card] = await ctx.db
        .update(timeCards)
        // Never before the start, whatever the clocks say (the table checks end ≥ start).
        .set({ endedAt: sql`greatest(now(), ${timeCards.startedAt})`, updatedAt: new Date() })
        .where(and(eq(timeCards.tenantId, ctx.tenantId), eq(timeCards.userId, ctx.userId), isNull(timeCards.endedAt)))
        .returning();
      if (!card) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
      return toCard(card);
    },
  };
}
