import { REPORT_GROUPINGS, REPORT_LIMITS, type ReportGrouping, type ReportPreset } from '@tillbook/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** Whole days of a report, first and last included, as YYYY-MM-DD in the browser's time zone. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = 'YYYY-MM-DD';
const day = (d: Dayjs) => d.format(DAY);

/** Monday of the week holding `d`: §9 weeks start on Monday whatever the interface language's custom. */
export const mondayOf = (d: Dayjs) => d.startOf('day').subtract((d.day() + 6) % 7, 'day');

/** The days of a date preset, computed in the browser's time zone; no preset reaches past today. */
export function presetRange(preset: ReportPreset, now: Dayjs = dayjs()): DayRange {
  const today = now.startOf('day');
  switch (preset) {
    case 'today':
      return { from: day(today), to: day(today) };
    case 'yesterday': {
      const y = today.subtract(1, 'day');
      return { from: day(y), to: day(y) };
    }
    case 'thisWeek':
      return { from: day(mondayOf(today)), to: day(today) };
    case 'lastWeek': {
      const monday = mondayOf(today).subtract(7, 'day');
      return { from: day(monday), to: day(monday.add(6, 'day')) };
    }
    case 'thisMonth':
      return { from: day(today.startOf('month')), to: day(today) };
    case 'lastMonth': {
      const first = today.startOf('month').subtract(1, 'month');
      return { from: day(first), to: day(first.endOf('month')) };
    }
    case 'last7Days':
      return { from: day(today.subtract(6, 'day')), to: day(today) };
    case 'last30Days':
      return { from: day(today.subtract(29, 'day')), to: day(today) };
  }
}

/** The preset a range equals today, if any (the filter bar highlights it). */
export function presetOf(range: DayRange, presets: readonly ReportPreset[], now: Dayjs = dayjs()) {
  return presets.find((p) => {
    const r = presetRange(p, now);
    return r.from === range.from && r.to === range.to;
  });
}

/**
 * The API's range (§3): unix seconds from the first day's start to the start of the day after the last one
 * (`endTime` is exclusive). Local midnights, so a day of a daylight-saving change keeps its 23 or 25 hours.
 */
export function rangeTimes({ from, to }: DayRange): { startTime: number; endTime: number } {
  return { startTime: dayjs(from).startOf('day').unix(), endTime: dayjs(to).startOf('day').add(1, 'day').unix() };
}

/** How many days the range covers, both ends in. */
export const rangeDayCount = ({ from, to }: DayRange) => dayjs(to).diff(dayjs(from), 'day') + 1;

/** True for days a custom range may not hold: after today. */
export const afterToday = (d: Dayjs, now: Dayjs = dayjs()) => d.isAfter(now, 'day');

/** Why a range cannot be asked for (the server would answer 1001), or undefined when it is fine. */
export function rangeProblem(range: DayRange, now: Dayjs = dayjs()): 'future' | 'reversed' | 'tooLong' | undefined {
  if (afterToday(dayjs(range.to), now)) return 'future';
  if (dayjs(range.from).isAfter(dayjs(range.to), 'day')) return 'reversed';
  if (rangeDayCount(range) > REPORT_LIMITS.maxDays) return 'tooLong';
  return undefined;
}

/** The groupings of a time-series report for a range: hourly only up to 31 days (§9, REPORT_LIMITS). */
export function groupingOptions(range: DayRange): { value: ReportGrouping; disabled: boolean }[] {
  const days = rangeDayCount(range);
  return REPORT_GROUPINGS.map((value) => ({
    value,
    disabled: value === 'hour' && days > REPORT_LIMITS.maxHourlyDays,
  }));
}

/** A grouping the range allows: hourly beyond 31 days falls back to daily. */
export function fitGrouping(groupBy: ReportGrouping, range: DayRange): ReportGrouping {
  return groupingOptions(range).find((g) => g.value === groupBy)?.disabled ? 'day' : groupBy;
}
