// Opening hours of a shop: weekday intervals in local times of the store's time zone (stores.time_zone; a store
// without one keeps the server's zone, as the stores module shows it). An order's time slot must start inside one.
import type { OpeningHours } from '@tillbook/contract';
import { localParts, storeTimeZone } from '../../platform/store-locale';

/** The weekday (0 Sunday … 6 Saturday) and local time 'HH:MM' of an instant in a time zone. */
export function localTime(at: Date, timeZone: string): { weekday: number; time: string } {
  const p = localParts(at, timeZone);
  return { weekday: p.weekday, time: `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}` };
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

export { storeTimeZone };
