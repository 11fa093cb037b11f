import { describe, expect, it } from 'vitest';
import { INT4_MAX, id, int4, listId, localDate, text, unixSeconds } from '../src/fields';

describe('the bounded fields', () => {
  it('ids are positive whole numbers a JavaScript number holds exactly; list ids fit int4', () => {
    expect(id.safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
    for (const bad of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, 'NaN', '1e400', null]) {
      expect(id.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(listId.safeParse(INT4_MAX).success).toBe(true);
    expect(listId.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(int4(1, 10).safeParse(11).success).toBe(false);
  });

  it('times and dates lie between 1970 and the end of 2100', () => {
    expect(unixSeconds.safeParse(4_133_980_799).success).toBe(true);
    expect(unixSeconds.safeParse(4_133_980_800).success).toBe(false);
    expect(unixSeconds.safeParse(8_640_000_000_001).success).toBe(false);
    expect(unixSeconds.safeParse(-1).success).toBe(false);
    expect(localDate.safeParse('2100-12-31').success).toBe(true);
    expect(localDate.safeParse('9999-12-31').success).toBe(false);
    expect(localDate.safeParse('1969-12-31').success).toBe(false);
    expect(localDate.safeParse('2024-02-30').success).toBe(false);
  });

  it('text is trimmed, bounded and never holds NUL', () => {
    expect(text(5).parse('  ab  ')).toBe('ab');
    expect(text(5).safeParse('abcdef').success).toBe(false);
    expect(text(5).safeParse('a\u0000b').success).toBe(false);
  });
});
