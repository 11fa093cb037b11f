// The order time slots a shopper may pick on a day: 15-minute slots starting within the shop's opening hours (local
// times in the store's time zone; no hours: the whole day), not sooner than the preparation time allows, and not
// full (the shop's per-slot cap, as orders.service counts it). A closed shop offers none.
import { SLOT_MINUTES, type StorefrontSlots } from '@tillbook/contract';
import { and, eq, gte, lt } from 'drizzle-orm';
import { onlineSlotCounts } from '../../../db/schema';
import type { Ctx } from '../../../platform/context';
import { zoneOffset } from '../../../platform/store-locale';
import { localTime, storeTimeZone, withinHours } from '../opening-hours';
import { shopAt, shopTenantCtx } from './shop-access';

const SLOT_MS = SLOT_MINUTES * 60_000;

/** The instant a local midnight of `date` ('YYYY-MM-DD') is in a time zone. */
export function localMidnight(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d);
  // Twice: the offset at the guess may differ from the offset at the answer across a clock change.
  const first = guess - zoneOffset(guess, timeZone);
  return guess - zoneOffset(first, timeZone);
}

export async function slotsOf(ctx: Ctx, code: string, date: string, now = Date.now()): Promise<StorefrontSlots> {
  const { shop } = await shopAt(ctx, code);
  const tx = shopTenantCtx(ctx, shop, null);
  const timeZone = await storeTimeZone(tx, shop.storeId);
  if (!shop.open) return { date, timeZone, slots: [] };
  const dayStart = localMidnight(date, timeZone);
  // A day is 23 to 25 hours long across clock changes: walk a little beyond and keep the starts of that local date.
  const dayEnd = localMidnight(nextDate(date), timeZone);
  const first = Math.ceil((now + shop.preparationMinutes * 60_000) / SLOT_MS) * SLOT_MS;
  const starts: number[] = [];
  for (let at = Math.ceil(dayStart / SLOT_MS) * SLOT_MS; at < dayEnd; at += SLOT_MS) {
    if (at >= first && withinHours(shop.openingHours, new Date(at), timeZone)) starts.push(at);
  }
  const taken = new Map<number, number>();
  if (shop.slotCap > 0 && starts.length > 0) {
    const rows = await tx.db
      .select({ slotStart: onlineSlotCounts.slotStart, taken: onlineSlotCounts.taken })
      .from(onlineSlotCounts)
      .where(
        and(
          eq(onlineSlotCounts.tenantId, shop.tenantId),
          eq(onlineSlotCounts.shopId, shop.id),
          gte(onlineSlotCounts.slotStart, new Date(dayStart)),
          lt(onlineSlotCounts.slotStart, new Date(dayEnd)),
        ),
      );
    for (const r of rows) taken.set(r.slotStart.getTime(), r.taken);
  }
  const slots = starts.flatMap((at) => {
    const left = shop.slotCap > 0 ? shop.slotCap - (taken.get(at) ?? 0) : null;
    if (left !== null && left <= 0) return [];
    return [{ start: at / 1000, time: localTime(new Date(at), timeZone).time, left }];
  });
  return { date, timeZone, slots };
}

/** The calendar date after `date`. */
function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}
