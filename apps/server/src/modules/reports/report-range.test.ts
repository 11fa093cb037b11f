import { describe, expect, it } from 'vitest';
import { keptOffset } from '../../ledgers/sales-aggregates';
import { dayNumber, daySpans, daySplit } from './report-range';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('daySpans', () => {
  it('tiles any range of days exactly with aligned spans of 2^k days, few of them', () => {
    for (const [from, to] of [
      ['2025-11-22', '2026-11-22'],
      ['2024-11-21', '2026-11-22'],
      ['2026-11-21', '2026-11-22'],
      ['2026-02-03', '2026-02-17'],
    ]) {
      const spans = daySpans({ from, to });
      let next = dayNumber(from);
      for (const s of spans) {
        expect(dayNumber(s.start)).toBe(next);
        expect(dayNumber(s.start) % s.days).toBe(0);
        expect(Math.log2(s.days) % 1).toBe(0);
        expect(s.days).toBeLessThanOrEqual(512);
        next += s.days;
      }
      expect(next).toBe(dayNumber(to));
      expect(spans.length).toBeLessThanOrEqual(20);
    }
    expect(daySpans({ from: '2026-11-21', to: '2026-11-21' })).toEqual([]);
  });
});

describe('daySplit', () => {
  it('splits a range into the whole local days at an offset and the partial days at its ends', () => {
    // 2026-11-01 19:00 to 2026-11-05 03:00 UTC, at UTC+8: local days 11-02 … 11-04 whole (16:00 UTC boundaries).
    const s = { start: at('2026-11-01T19:00:00Z'), end: at('2026-11-05T03:00:00Z') };
    expect(daySplit(s, 8 * HOUR)).toEqual({
      days: { from: '2026-11-03', to: '2026-11-05' },
      edges: [
        { start: s.start, end: at('2026-11-02T16:00:00Z') },
        { start: at('2026-11-04T16:00:00Z'), end: s.end },
      ],
    });
    const utc = daySplit(s, 0);
    expect(utc.days).toEqual({ from: '2026-11-02', to: '2026-11-05' });
    expect(utc.edges).toEqual([
      { start: s.start, end: at('2026-11-02T00:00:00Z') },
      { start: at('2026-11-05T00:00:00Z'), end: s.end },
    ]);
    // Local midnight to local midnight: no edges.
    expect(daySplit({ start: at('2026-11-01T16:00:00Z'), end: at('2026-11-03T16:00:00Z') }, 8 * HOUR)).toEqual({
      days: { from: '2026-11-02', to: '2026-11-04' },
      edges: [],
    });
    // Less than a day: only an edge.
    const short = { start: at('2026-11-01T03:00:00Z'), end: at('2026-11-01T09:00:00Z') };
    expect(daySplit(short, 0)).toEqual({ days: null, edges: [short] });
  });

  it('can keep daily rows for the offsets in use: whole hours from UTC−12 to UTC+14, and +5:30, +5:45, −3:30 …', () => {
    expect([-12, -5, 0, 8, 14].every((h) => keptOffset(h * HOUR))).toBe(true);
    expect([5.5, 5.75, -3.5, 9.5, 12.75].every((h) => keptOffset(h * HOUR))).toBe(true);
    expect(keptOffset(5.25 * HOUR)).toBe(false);
    expect(keptOffset(8 * HOUR + 1000)).toBe(false);
    expect(keptOffset(-13 * HOUR)).toBe(false);
    expect(keptOffset(15 * HOUR)).toBe(false);
  });
});
