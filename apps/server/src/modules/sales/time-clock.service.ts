import { Err } from '@tillbook/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { timeCards } from '../../db/schema';
import { inTransaction, type TenantCtx } from '../../platform/context';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { happenedAt, notBefore } from './happened-at';
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
    /** Clocks the caller in at `at` (default now); already clocked in (anywhere) → 1004. */
    async clockIn(ctx: TenantCtx, at?: number): Promise<ClockCard> {
      const startedAt = happenedAt(at).date;
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
              startedAt,
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

    /**
     * Clocks the caller out of their running card at `at`; not clocked in → 1019, a given time before the clock-in
     * → 1001 (without one, never before the start whatever the clocks say: the table checks end ≥ start).
     */
    async clockOut(ctx: TenantCtx, at?: number): Promise<ClockCard> {
      const when = happenedAt(at);
      return inTransaction(ctx, async (tx) => {
        const running = and(
          eq(timeCards.tenantId, tx.tenantId),
          eq(timeCards.userId, tx.userId),
          isNull(timeCards.endedAt),
        );
        const [open] = await tx.db.select().from(timeCards).where(running).for('no key update');
        if (!open) throw new AppError(Err.RECORD_MISSING_OR_COMPLETED);
        const [card] = await tx.db
          .update(timeCards)
          .set({ endedAt: notBefore(when, open.startedAt, 'the clock-in'), updatedAt: new Date() })
          .where(and(running, eq(timeCards.id, open.id)))
          .returning();
        return toCard(card);
      });
    },
  };
}
