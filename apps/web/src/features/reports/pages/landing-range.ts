import dayjs, { type Dayjs } from 'dayjs';
import { initialFilters, type ReportFilterState } from '../filters';
import { presetRange } from '../range';

/**
 * Where the sales summary opens, so that the first view has data: today when something was sold today (or nothing
 * was ever sold); yesterday or the last 7 days when the last sale was that recent; else the very day of the last
 * sale. `lastSaleAt` is the time of the last paid receipt in unix seconds (POST /home/setup).
 */
export function landingFilters(lastSaleAt: number | null, now: Dayjs = dayjs()): ReportFilterState {
  const today = now.startOf('day');
  if (lastSaleAt === null) return initialFilters(now);
  const saleDay = dayjs.unix(lastSaleAt).startOf('day');
  const daysAgo = today.diff(saleDay, 'day');
  if (daysAgo <= 0) return initialFilters(now);
  const base = initialFilters(now);
  if (daysAgo === 1) return { ...base, range: presetRange('yesterday', now), preset: 'yesterday' };
  if (daysAgo <= 6) return { ...base, range: presetRange('last7Days', now), preset: 'last7Days' };
  const day = saleDay.format('YYYY-MM-DD');
  return { ...base, range: { from: day, to: day }, preset: undefined };
}
