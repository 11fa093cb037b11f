import { describe, expect, it } from 'vitest';
import { periodLabel } from './report-range';
import { periodsOf } from './summary.periods';

const at = (iso: string) => new Date(iso);
const labels = (start: string, end: string, groupBy: Parameters<typeof periodsOf>[1], tz: number) =>
  periodsOf({ start: at(start), end: at(end) }, groupBy, tz).map((local) =>
    periodLabel(local - tz / 1000, groupBy, tz),
  );

describe('the periods a range touches', () => {
  it('starts at the period holding the range start, in the caller’s time zone, and ends before the range end', () => {
    // 2026-03-31 16:00 UTC is 2026-04-01 00:00 at UTC+8.
    expect(labels('2026-03-31T16:00:00Z', '2026-04-03T16:00:00Z', 'day', 8 * 3_600_000)).toEqual([
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
    ]);
    expect(labels('2026-03-31T16:00:00Z', '2026-04-03T16:00:00Z', 'day', 0)).toEqual([
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
    ]);
    expect(labels('2026-01-01T00:00:00Z', '2026-01-01T03:00:00Z', 'hour', 0)).toEqual([
      '2026-01-01 00:00',
      '2026-01-01 01:00',
      '2026-01-01 02:00',
    ]);
  });

  it('weeks start on Monday; months, quarters and years at their first day', () => {
    // 2026-01-01 is a Thursday: its ISO week is 2026-W01, starting Monday 2025-12-29.
    const weeks = periodsOf({ start: at('2026-01-01T00:00:00Z'), end: at('2026-01-13T00:00:00Z') }, 'week', 0);
    expect(weeks.map((s) => new Date(s * 1000).toISOString().slice(0, 10))).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
    ]);
    expect(labels('2026-01-01T00:00:00Z', '2026-01-13T00:00:00Z', 'week', 0)).toEqual([
      '2026-W01',
      '2026-W02',
      '2026-W03',
    ]);
    expect(labels('2025-11-15T00:00:00Z', '2026-02-01T00:00:00Z', 'month', 0)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(labels('2025-11-15T00:00:00Z', '2026-04-01T00:00:00Z', 'quarter', 0)).toEqual(['2025-Q4', '2026-Q1']);
    expect(labels('2024-12-31T20:00:00Z', '2025-12-31T16:00:00Z', 'year', 8 * 3_600_000)).toEqual(['2025']);
  });
});
