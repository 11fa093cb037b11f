import type { Outlet } from './catalogue-data';
import type { DemoStore } from './model';
import type { Random } from './random';

/** Trading hours with the share of receipts in each (lunch and dinner peaks, the café's breakfast rush). */
const HOURS: Record<Outlet, [number, number][]> = {
  bistro: [
    [11, 2],
    [12, 8],
    [13, 9],
    [14, 4],
    [15, 1.5],
    [16, 1],
    [17, 3],
    [18, 7],
    [19, 9],
    [20, 7],
    [21, 3],
  ],
  cafe: [
    [7, 4],
    [8, 9],
    [9, 7],
    [10, 5],
    [11, 4],
    [12, 7],
    [13, 7],
    [14, 4],
    [15, 3],
    [16, 2],
  ],
  bar: [
    [12, 1],
    [13, 1.5],
    [14, 1],
    [15, 1],
    [16, 1.5],
    [17, 4],
    [18, 6],
    [19, 7],
    [20, 8],
    [21, 8],
    [22, 6],
  ],
  truck: [
    [11, 4],
    [12, 10],
    [13, 9],
    [14, 4],
    [15, 1],
  ],
};

/** The first and last trading hour of an outlet (its shifts open before the first and close after the last). */
export function tradingHours(outlet: Outlet): { first: number; last: number } {
  const hours = HOURS[outlet].map(([h]) => h);
  return { first: Math.min(...hours), last: Math.max(...hours) };
}

/** Sunday … Saturday: weekends busier; the truck trades Tuesday to Saturday only. */
const WEEKDAY: Record<Outlet, number[]> = {
  bistro: [1.2, 0.75, 0.8, 0.9, 1.0, 1.35, 1.5],
  cafe: [1.1, 0.95, 0.95, 1.0, 1.0, 1.1, 1.4],
  bar: [0.8, 0.5, 0.6, 0.75, 1.0, 1.6, 1.8],
  truck: [0, 0, 0.8, 0.9, 1.0, 1.2, 1.4],
};
const OUTLET_SHARE: Record<Outlet, number> = { bistro: 1.0, cafe: 1.15, bar: 0.8, truck: 0.45 };

export interface TradingDay {
  /** UTC midnight of the day. */
  date: Date;
  /** Receipt times (unix seconds, ascending) per store id. */
  times: Map<number, number[]>;
}

const DAY_MS = 86_400_000;

/** Minutes the zone is ahead of UTC at `instant`. */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
  return Math.round((wall - instant.getTime()) / 60_000);
}

/** Unix seconds of a local wall-clock time on `date` (UTC midnight) in the zone. */
export function localTime(date: Date, timeZone: string, hour: number, minute: number, second = 0): number {
  const offset = zoneOffsetMinutes(timeZone, new Date(date.getTime() + 12 * 3_600_000));
  return Math.floor((date.getTime() + ((hour * 60 + minute) * 60 + second) * 1000 - offset * 60_000) / 1000);
}

/**
 * Spreads `orders` receipts over the days from `months` ago to yesterday and over the stores: each (day, store) gets
 * its share of a weight (weekday, store, a slow upward trend, ±15 % noise), rounded by largest remainder so the sum is
 * exactly `orders`; then each receipt gets a time within the store's trading hours.
 */
export function planTrading(
  today: Date,
  months: number,
  stores: DemoStore[],
  orders: number,
  rnd: Random,
  timeZone: string,
): TradingDay[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const startDate = new Date(end);
  startDate.setUTCMonth(startDate.getUTCMonth() - months);
  const dayCount = Math.max(1, Math.round((end - startDate.getTime()) / DAY_MS));
  const slots: { day: number; store: DemoStore; weight: number; count: number; rest: number }[] = [];
  for (let d = 0; d < dayCount; d++) {
    const date = new Date(startDate.getTime() + d * DAY_MS);
    const trend = 0.9 + (0.2 * d) / dayCount;
    for (const store of stores) {
      const weight =
        WEEKDAY[store.outlet][date.getUTCDay()] * OUTLET_SHARE[store.outlet] * trend * (0.85 + 0.3 * rnd.next());
      slots.push({ day: d, store, weight, count: 0, rest: 0 });
    }
  }
  const total = slots.reduce((s, x) => s + x.weight, 0);
  let given = 0;
  for (const s of slots) {
    const exact = (orders * s.weight) / total;
    s.count = Math.floor(exact);
    s.rest = exact - s.count;
    given += s.count;
  }
  const byRest = slots.map((s, i) => [s.rest, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let i = 0; given < orders; i++, given++) slots[byRest[i % byRest.length][1]].count++;

  const days: TradingDay[] = Array.from({ length: dayCount }, (_, d) => ({
    date: new Date(startDate.getTime() + d * DAY_MS),
    times: new Map(),
  }));
  for (const s of slots) {
    if (s.count === 0) continue;
    const day = days[s.day];
    const hours = HOURS[s.store.outlet];
    const times = Array.from({ length: s.count }, () =>
      localTime(day.date, timeZone, rnd.weighted(hours), rnd.int(0, 59), rnd.int(0, 59)),
    ).sort((a, b) => a - b);
    day.times.set(s.store.id, times);
  }
  return days;
}
