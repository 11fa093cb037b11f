// Opening hours of a shop: weekday intervals in local times of the store's time zone (stores.time_zone; a store
// without one keeps the server's zone, as the stores module shows it). An order's time slot must start inside one.
import { isTimeZone, type OpeningHours } from '@tillbook/contract';
import { and, eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { TenantCtx } from '../../platform/context';

/** The server's own IANA zone ('UTC' when the runtime names none it knows). */
const serverZone = (() => {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return tz && isTimeZone(tz) ? tz : 'UTC';
})();

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Formatters are pure and costly to build: one per zone, kept for the process (nothing in them must agree across
// server copies).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The weekday (0 Sunday … 6 Saturday) and local time 'HH:MM' of an instant in a time zone. */
export function localTime(at: Date, timeZone: string): { weekday: number; time: string } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { weekday: WEEKDAYS.indexOf(parts.weekday), time: `${parts.hour}:${parts.minute}` };
}

/**
 * True when an order slot starting at `at` is offered: the shop has no opening hours (it takes orders whenever it is
 * open), or the slot's local start lies in one of the day's intervals, from `open` up to (not including) `close`.
 */
export function withinHours(hours: readonly OpeningHours[], at: Date, timeZone: string): boolean {
  if (hours.length === 0) return true;
  const { weekday, time } = localTime(at, timeZone);
  return hours.some((h) => h.weekday === weekday && h.open <= time && time < h.close);
}

/** The time zone of a store of the caller's tenant: its own, else the server's. */
export async function storeTimeZone(ctx: TenantCtx, storeId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ timeZone: stores.timeZone })
    .from(stores)
    .where(and(eq(stores.tenantId, ctx.tenantId), eq(stores.id, storeId)));
  const tz = row?.timeZone;
  return tz && isTimeZone(tz) ? tz : serverZone;
}
