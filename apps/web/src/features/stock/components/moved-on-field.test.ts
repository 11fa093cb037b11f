import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { movedOnProblem, movedOnValue } from './moved-on-field';

// A document's day follows the contract's bounds: not after today, not more than 400 days back.

describe('movedOnProblem', () => {
  const now = dayjs('2026-11-25T10:00:00');
  it('takes today and every day up to 400 back', () => {
    expect(movedOnProblem(now, now)).toBeNull();
    expect(movedOnProblem(dayjs('2026-11-25T23:59:00'), now)).toBeNull();
    expect(movedOnProblem(now.subtract(400, 'day'), now)).toBeNull();
  });
  it('refuses a day after today and one more than 400 back', () => {
    expect(movedOnProblem(dayjs('2026-11-26'), now)).toBe('future');
    expect(movedOnProblem(now.subtract(401, 'day'), now)).toBe('tooOld');
  });
  it('sends the picked day as YYYY-MM-DD, nothing when none is picked', () => {
    expect(movedOnValue(dayjs('2026-08-17T15:00:00'))).toBe('2026-08-17');
    expect(movedOnValue(null)).toBeUndefined();
  });
});
