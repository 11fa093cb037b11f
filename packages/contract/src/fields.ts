// The bounded building blocks of request bodies: every id, count, time and text a request carries has a range the
// database column holds, so no input reaches PostgreSQL that it refuses (a 500) — it is refused here with 1001.
import { z } from 'zod';

/** Largest value of an int4 column (counts, positions, versions, the ids of the fixed country/currency lists). */
export const INT4_MAX = 2_147_483_647;

/**
 * Times a request may name: from 1970-01-01 to the end of 2100 (UTC). Wide enough for any business date, narrow
 * enough for a JavaScript Date and a PostgreSQL timestamp, in any time zone.
 */
export const TIME_BOUNDS = {
  minSeconds: 0,
  maxSeconds: 4_133_980_799,
  minDate: '1970-01-01',
  maxDate: '2100-12-31',
} as const;

/** A row id: ids are bigint columns, named exactly by a JavaScript number up to 2^53 - 1. */
export const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** An id of a fixed list kept in an int4 column (country, currency, language). */
export const listId = z.coerce.number().int().min(1).max(INT4_MAX);

/** A whole number that fits an int4 column, within `min`..`max`. */
export const int4 = (min = 0, max = INT4_MAX) => z.coerce.number().int().min(min).max(max);

/** Unix seconds within TIME_BOUNDS (§3 report range, filters, when something happened on a till). */
export const unixSeconds = z.coerce.number().int().min(TIME_BOUNDS.minSeconds).max(TIME_BOUNDS.maxSeconds);

/** A calendar date 'YYYY-MM-DD' within TIME_BOUNDS. */
export const localDate = z.iso
  .date()
  .refine((v) => v >= TIME_BOUNDS.minDate && v <= TIME_BOUNDS.maxDate, { message: 'date out of range' });

/** Whether a text holds a NUL character (PostgreSQL refuses it in text columns). */
export const hasNul = (v: string) => v.includes('\u0000');

/** Trimmed text of at most `max` characters, without NUL. */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !hasNul(v), { message: 'text holds a NUL character' });
