import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  afterToday,
  fitGrouping,
  groupingOptions,
  mondayOf,
  presetOf,
  presetRange,
  rangeDayCount,
  rangeProblem,
  rangeTimes,
} from './range';

// Wednesday 20 May 2026, mid-afternoon in the browser's time zone.
const now = dayjs('2026-05-20T15:30:00');

describe('report date presets', () => {
  it('gives each preset its whole days, weeks from Monday, never past today', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-05-20', to: '2026-05-20' });
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-05-19', to: '2026-05-19' });
    expect(presetRange('thisWeek', now)).toEqual({ from: '2026-05-18', to: '2026-05-20' });
    expect(presetRange('lastWeek', now)).toEqual({ from: '2026-05-11', to: '2026-05-17' });
    expect(presetRange('thisMonth', now)).toEqual({ from: '2026-05-01', to: '2026-05-20' });
    expect(presetRange('lastMonth', now)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(presetRange('last7Days', now)).toEqual({ from: '2026-05-14', to: '2026-05-20' });
    expect(presetRange('last30Days', now)).toEqual({ from: '2026-04-21', to: '2026-05-20' });
  });

  it('starts the week on Monday on a Sunday and on a Monday', () => {
    expect(mondayOf(dayjs('2026-05-24T10:00:00')).format('YYYY-MM-DD')).toBe('2026-05-18');
    expect(mondayOf(dayjs('2026-05-18T00:00:00')).format('YYYY-MM-DD')).toBe('2026-05-18');
    const sunday = dayjs('2026-05-24T10:00:00');
    expect(presetRange('thisWeek', sunday)).toEqual({ from: '2026-05-18', to: '2026-05-24' });
    expect(presetRange('lastWeek', sunday)).toEqual({ from: '2026-05-11', to: '2026-05-17' });
  });

  it('crosses a year for last month in January', () => {
    expect(presetRange('lastMonth', dayjs('2026-01-03T09:00:00'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('recognises the preset a range equals', () => {
    expect(presetOf({ from: '2026-05-14', to: '2026-05-20' }, ['today', 'last7Days'], now)).toBe('last7Days');
    expect(presetOf({ from: '2026-05-13', to: '2026-05-20' }, ['today', 'last7Days'], now)).toBeUndefined();
  });
});

describe('report ranges', () => {
  it('sends local midnights, the end exclusive (start of the day after the last)', () => {
    const times = rangeTimes({ from: '2026-05-14', to: '2026-05-20' });
    expect(times.startTime).toBe(dayjs('2026-05-14T00:00:00').unix());
    expect(times.endTime).toBe(dayjs('2026-05-21T00:00:00').unix());
  });

  it('counts days with both ends in, and refuses what the server would (1001)', () => {
    expect(rangeDayCount({ from: '2026-05-20', to: '2026-05-20' })).toBe(1);
    expect(rangeProblem({ from: '2026-05-20', to: '2026-05-21' }, now)).toBe('future');
    expect(rangeProblem({ from: '2026-05-20', to: '2026-05-19' }, now)).toBe('reversed');
    expect(rangeProblem({ from: '2024-05-19', to: '2026-05-20' }, now)).toBe('tooLong');
    expect(rangeProblem({ from: '2024-05-20', to: '2026-05-20' }, now)).toBeUndefined();
    expect(afterToday(now.add(1, 'day'), now)).toBe(true);
    expect(afterToday(now.endOf('day'), now)).toBe(false);
  });
});

describe('report groupings', () => {
  const days = (n: number) => ({
    from: dayjs('2026-05-20')
      .subtract(n - 1, 'day')
      .format('YYYY-MM-DD'),
    to: '2026-05-20',
  });

  it('offers every grouping, hourly only up to 31 days', () => {
    expect(groupingOptions(days(31)).map((g) => g.value)).toEqual(['hour', 'day', 'week', 'month', 'quarter', 'year']);
    expect(groupingOptions(days(31)).find((g) => g.value === 'hour')?.disabled).toBe(false);
    expect(groupingOptions(days(32)).find((g) => g.value === 'hour')?.disabled).toBe(true);
    expect(groupingOptions(days(32)).filter((g) => g.disabled)).toHaveLength(1);
  });

  it('falls back from hourly to daily beyond 31 days and keeps the others', () => {
    expect(fitGrouping('hour', days(31))).toBe('hour');
    expect(fitGrouping('hour', days(32))).toBe('day');
    expect(fitGrouping('month', days(400))).toBe('month');
  });
});
