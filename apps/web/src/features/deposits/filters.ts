import type { DepositState } from '@tillbook/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** The page's filters: whole days (YYYY-MM-DD in the browser's time zone) rather than the API's unix seconds. */
export interface DepositPageFilters {
  dateFrom?: string;
  dateTo?: string;
  storeId?: number;
  state?: DepositState;
  keyword?: string;
}

/** The filters as POST /m/deposit/list and /m/deposit/export take them. */
export interface DepositApiFilters {
  startTime?: number;
  endTime?: number;
  storeId?: number;
  state?: DepositState;
  keyword?: string;
}

/**
 * Days become unix seconds: the first day from its start, the last day to its final second (the server counts
 * both ends in). Empty filters are left out so the list key stays stable.
 */
export function apiFilters({ dateFrom, dateTo, ...rest }: DepositPageFilters): DepositApiFilters {
  const out: DepositApiFilters = {};
  if (dateFrom) out.startTime = dayjs(dateFrom).startOf('day').unix();
  if (dateTo) out.endTime = dayjs(dateTo).endOf('day').unix();
  if (rest.storeId) out.storeId = rest.storeId;
  if (rest.state) out.state = rest.state;
  if (rest.keyword) out.keyword = rest.keyword;
  return out;
}

export type PresetKey = 'today' | 'last7' | 'last30' | 'thisMonth';

/** §5: a date range never reaches past today, so every preset ends today. */
export function datePresets(today: Dayjs = dayjs()): { key: PresetKey; range: [Dayjs, Dayjs] }[] {
  const end = today.startOf('day');
  return [
    { key: 'today', range: [end, end] },
    { key: 'last7', range: [end.subtract(6, 'day'), end] },
    { key: 'last30', range: [end.subtract(29, 'day'), end] },
    { key: 'thisMonth', range: [end.startOf('month'), end] },
  ];
}

/** True for days after today (not selectable). */
export const afterToday = (d: Dayjs) => d.isAfter(dayjs(), 'day');
