import type { ReportGrouping } from '@tillbook/contract';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The start of the local period holding `localMs` (a local wall-clock time written as UTC milliseconds). */
function truncate(localMs: number, groupBy: ReportGrouping): number {
  const d = new Date(localMs);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (groupBy) {
    case 'hour':
      return Math.floor(localMs / HOUR) * HOUR;
    case 'day':
      return Math.floor(localMs / DAY) * DAY;
    case 'week': {
      // ISO weeks start on Monday, as `date_trunc('week', …)` does.
      const day = Math.floor(localMs / DAY) * DAY;
      return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
    }
    case 'month':
      return Date.UTC(y, m, 1);
    case 'quarter':
      return Date.UTC(y, m - (m % 3), 1);
    case 'year':
      return Date.UTC(y, 0, 1);
  }
}

function next(localStart: number, groupBy: ReportGrouping): number {
  const d = new Date(localStart);
  switch (groupBy) {
    case 'hour':
      return localStart + HOUR;
    case 'day':
      return localStart + DAY;
    case 'week':
      return localStart + 7 * DAY;
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    case 'quarter':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 3, 1);
    case 'year':
      return Date.UTC(d.getUTCFullYear() + 1, 0, 1);
  }
}

/**
 * Every local period a range touches, as the local start in seconds (the value `extract(epoch from periodSql(…))`
 * gives), first to last. The summary shows periods without sales as zero rows so that a chart has no gaps; the
 * range limits (731 days, 31 days hourly) keep this at most a few hundred rows.
 */
export function periodsOf(range: { start: Date; end: Date }, groupBy: ReportGrouping, tzOffsetMs: number): number[] {
  const out: number[] = [];
  const localEnd = range.end.getTime() + tzOffsetMs;
  for (let p = truncate(range.start.getTime() + tzOffsetMs, groupBy); p < localEnd; p = next(p, groupBy))
    out.push(p / 1000);
  return out;
}
