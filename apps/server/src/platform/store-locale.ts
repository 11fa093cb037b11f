// A store's locale: its time zone (stores.time_zone; a store without one keeps the server's zone), what opening hours,
// order slots and ad schedules are written in, and its currency (else the merchant's).
import { isTimeZone } from '@tillbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { stores } from '../db/schema';
import type { TenantCtx } from './context';

/** The server's own IANA zone ('UTC' when the runtime names none it knows): the zone of a store that names none. */
export const SERVER_TIME_ZONE = (() => {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return tz && isTimeZone(tz) ? tz : 'UTC';
})();

/** An instant in a time zone: calendar date 'YYYY-MM-DD', weekday (0 Sunday … 6 Saturday) and time of day. */
export interface LocalParts {
  date: string;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Formatters are pure and costly to build: one per zone, kept for the process (nothing in them must agree across
// server copies).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function localParts(at: Date | number, timeZone: string): LocalParts {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    weekday: WEEKDAYS.indexOf(p.weekday),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

/** The offset of a time zone from UTC at an instant, in ms (positive east). */
export function zoneOffset(at: number, timeZone: string): number {
  const p = localParts(at, timeZone);
  const [y, m, d] = p.date.split('-').map(Number);
  return Date.UTC(y, m - 1, d, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

/** The time zone of a store of the caller's tenant: its own, else the server's. */
export async function storeTimeZone(ctx: TenantCtx, storeId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ timeZone: stores.timeZone })
    .from(stores)
    .where(and(eq(stores.tenantId, ctx.tenantId), eq(stores.id, storeId)));
  const tz = row?.timeZone;
  return tz && isTimeZone(tz) ? tz : SERVER_TIME_ZONE;
}

/** The currency a store sells in (a column expression on `stores`): its own, else the merchant's. */
export const storeCurrencyId = sql<number>`coalesce(${stores.sysCurrencyId}, (select t.sys_currency_id from tenants t where t.id = ${stores.tenantId}))`;
