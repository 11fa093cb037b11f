import { describe, expect, it } from 'vitest';
import { localMoment, nextChange, playsAt } from './ad-schedule';

// When an ad plays, in the store's local time.

const at = (iso: string, zone = 'UTC') => localMoment(new Date(iso), zone);

describe('localMoment', () => {
  it('reads date, ISO weekday and second of the day in a zone', () => {
    expect(at('2026-06-01T00:00:00Z')).toEqual({ date: '2026-06-01', weekday: 1, second: 0 });
    expect(at('2026-06-06T23:30:00Z', 'Asia/Tokyo')).toEqual({
      date: '2026-06-07',
      weekday: 7,
      second: 8 * 3600 + 1800,
    });
    expect(at('2026-06-01T03:00:00Z', 'America/New_York')).toEqual({
      date: '2026-05-31',
      weekday: 7,
      second: 23 * 3600,
    });
  });
});

describe('playsAt', () => {
  const none = { startDate: null, endDate: null, dayParts: [] };
  it('plays always without dates or parts of the day', () => {
    expect(playsAt(none, at('2026-06-01T12:00:00Z'))).toBe(true);
  });
  it('includes both dates', () => {
    const s = { ...none, startDate: '2026-06-01', endDate: '2026-06-02' };
    expect(playsAt(s, at('2026-05-31T23:59:59Z'))).toBe(false);
    expect(playsAt(s, at('2026-06-01T00:00:00Z'))).toBe(true);
    expect(playsAt(s, at('2026-06-02T23:59:59Z'))).toBe(true);
    expect(playsAt(s, at('2026-06-03T00:00:00Z'))).toBe(false);
  });
  it('runs from the start of a part up to its end, on its weekdays', () => {
    const s = { ...none, dayParts: [{ weekdays: [1, 2, 3, 4, 5], start: '11:00', end: '14:00' }] };
    expect(playsAt(s, at('2026-06-01T10:59:59Z'))).toBe(false);
    expect(playsAt(s, at('2026-06-01T11:00:00Z'))).toBe(true);
    expect(playsAt(s, at('2026-06-05T13:59:59Z'))).toBe(true);
    expect(playsAt(s, at('2026-06-05T14:00:00Z'))).toBe(false);
    expect(playsAt(s, at('2026-06-06T12:00:00Z'))).toBe(false);
  });
  it('takes 24:00 as the end of the day', () => {
    const s = { ...none, dayParts: [{ weekdays: [7], start: '22:00', end: '24:00' }] };
    expect(playsAt(s, at('2026-06-07T23:59:59Z'))).toBe(true);
    expect(playsAt(s, at('2026-06-08T00:00:00Z'))).toBe(false);
  });
});

describe('nextChange', () => {
  const parts = { startDate: null, endDate: null, dayParts: [{ weekdays: [1], start: '11:00', end: '14:00' }] };
  const now = (iso: string) => Date.parse(iso) / 1000;
  it('is the next edge of a part of the day, else local midnight', () => {
    expect(nextChange([parts], at('2026-06-01T10:00:00Z'), now('2026-06-01T10:00:00Z'))).toBe(
      now('2026-06-01T11:00:00Z'),
    );
    expect(nextChange([parts], at('2026-06-01T12:00:00Z'), now('2026-06-01T12:00:00Z'))).toBe(
      now('2026-06-01T14:00:00Z'),
    );
    expect(nextChange([parts], at('2026-06-01T15:00:00Z'), now('2026-06-01T15:00:00Z'))).toBe(
      now('2026-06-02T00:00:00Z'),
    );
    expect(nextChange([], at('2026-06-01T15:00:00Z'), now('2026-06-01T15:00:00Z'))).toBe(now('2026-06-02T00:00:00Z'));
  });
});
