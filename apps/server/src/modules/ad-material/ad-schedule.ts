// When an ad plays: between its optional start and end dates (inclusive), and, when it has parts of the day, inside
// one of them on one of its weekdays — all in the store's local time. Pure functions of a moment and a zone.
import type { AdDayPart } from '@tillbook/contract';
import { localParts } from '../../platform/store-locale';

export interface ScheduleOf {
  startDate: string | null;
  endDate: string | null;
  dayParts: readonly AdDayPart[];
}

/** A moment in a store's zone: its calendar date, ISO weekday (1 Monday … 7 Sunday) and second of the day. */
export interface LocalMoment {
  date: string;
  weekday: number;
  second: number;
}

export function localMoment(at: Date, timeZone: string): LocalMoment {
  const p = localParts(at, timeZone);
  return { date: p.date, weekday: p.weekday === 0 ? 7 : p.weekday, second: p.hour * 3600 + p.minute * 60 + p.second };
}

/** Seconds from midnight of 'HH:MM' ('24:00' is the end of the day). */
const secondOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 3600 + Number(hhmm.slice(3, 5)) * 60;

/** Whether an ad of this schedule plays at that local moment. */
export function playsAt(s: ScheduleOf, m: LocalMoment): boolean {
  if (s.startDate && m.date < s.startDate) return false;
  if (s.endDate && m.date > s.endDate) return false;
  if (s.dayParts.length === 0) return true;
  return s.dayParts.some(
    (p) => p.weekdays.includes(m.weekday) && secondOf(p.start) <= m.second && m.second < secondOf(p.end),
  );
}

/**
 * Epoch seconds of the next moment after `nowSeconds` when any of these schedules may start or stop: the next start
 * or end of a part of the day today, else the next local midnight (dates and weekdays change there).
 */
export function nextChange(schedules: readonly ScheduleOf[], m: LocalMoment, nowSeconds: number): number {
  let next = 24 * 3600;
  for (const s of schedules) {
    for (const p of s.dayParts) {
      for (const edge of [secondOf(p.start), secondOf(p.end)]) {
        if (edge > m.second && edge < next) next = edge;
      }
    }
  }
  return nowSeconds + (next - m.second);
}
