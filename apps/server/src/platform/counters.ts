import { eq, sql } from 'drizzle-orm';
import { loginFailures } from '../db/schema';
import type { Ctx } from './context';
import type { Db } from './db';

// Keyed counters that guard a limit: login attempts per account, address, till and merchant; the gap between two
// codes or reset mails. They live in the database (the `login_failures` table, one row per key) so that every
// server copy sees the same numbers, and each check-and-count is ONE statement: an upsert whose update only happens
// while the limit holds. Parallel requests queue on the key's row, so no two of them can both see the last free slot.
// Times are the database's own clock, so copies with skewed clocks still agree.

const minutesAgo = (minutes: number) => sql`now() - ${Math.max(0, Math.trunc(minutes))}::int * interval '1 minute'`;
const secondsAgo = (seconds: number) => sql`now() - ${Math.max(0, Math.trunc(seconds))}::int * interval '1 second'`;

/**
 * Takes one slot of `key` in a fixed window that starts at its first slot: answers the slot's number (1 for the
 * first in the window), or null when `limit` slots are already taken (nothing is counted then).
 */
export async function takeSlot(ctx: Ctx, key: string, limit: number, windowMinutes: number): Promise<number | null> {
  if (limit < 1) return null;
  const expired = sql`${loginFailures.firstAt} < ${minutesAgo(windowMinutes)}`;
  const rows = await ctx.db
    .insert(loginFailures)
    .values({ key, count: 1, firstAt: sql`now()`, lastAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
        firstAt: sql`case when ${expired} then now() else ${loginFailures.firstAt} end`,
        lastAt: sql`now()`,
      },
      setWhere: sql`${expired} or ${loginFailures.count} < ${Math.trunc(limit)}::int`,
    })
    .returning({ count: loginFailures.count });
  return rows[0]?.count ?? null;
}

/** Gives back one slot taken with `takeSlot` (the attempt it allowed turned out not to count). */
export async function giveBackSlot(ctx: Ctx, key: string): Promise<void> {
  await ctx.db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
    .where(eq(loginFailures.key, key));
}

/** Forgets every slot of `key` (a new window starts with the next one). */
export async function clearSlots(ctx: Ctx, key: string): Promise<void> {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/**
 * Claims `key` unless it was claimed less than `seconds` ago: true when the caller may go on. Of two parallel
 * claims exactly one wins.
 */
export async function claimGap(ctx: Ctx, key: string, seconds: number): Promise<boolean> {
  if (seconds <= 0) return true;
  const rows = await ctx.db
    .insert(loginFailures)
    .values({ key, count: 1, firstAt: sql`now()`, lastAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: { count: sql`${loginFailures.count} + 1`, firstAt: sql`now()`, lastAt: sql`now()` },
      setWhere: sql`${loginFailures.lastAt} <= ${secondsAgo(seconds)}`,
    })
    .returning({ key: loginFailures.key });
  return rows.length > 0;
}

/** Removes counters that no window or gap covers any more (their next use starts afresh anyway). */
export async function purgeStaleCounters(db: Db, olderThanSeconds: number): Promise<void> {
  await db.delete(loginFailures).where(sql`${loginFailures.lastAt} < ${secondsAgo(olderThanSeconds)}`);
}
