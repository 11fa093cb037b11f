// When a POS action happened. A till that was offline uploads its actions later with their own time (`at`, unix
// seconds; `orderedAt` for a receipt upload); without one, the action happens now. Times are checked against the
// server's clock (a till's clock may run a little ahead, not hours) and against what the action follows.
import { Err } from '@tillbook/contract';
import { AppError } from '../../platform/errors';

/** A till's clock may run this far ahead of the server's. */
export const FUTURE_SLACK_MS = 5 * 60_000;
/** Older than this is not an offline till catching up but a wrong clock (or a made-up history). */
export const PAST_LIMIT_MS = 400 * 86_400_000;

export interface HappenedAt {
  date: Date;
  /** Whether the till said when: a given time before what it follows is refused, "now" is moved up to it. */
  given: boolean;
  /** The body field the time came from, named in the 1001 issue. */
  path: string;
}

const refuse = (path: string, message: string) => new AppError(Err.PARAM, { issues: [{ path, message }] });

/** The time of the action: `at` within 5 minutes ahead and 400 days back of now (else 1001 on `path`), or now. */
export function happenedAt(at: number | undefined, path = 'at', now = Date.now()): HappenedAt {
  if (at === undefined) return { date: new Date(now), given: false, path };
  const ms = at * 1000;
  if (ms > now + FUTURE_SLACK_MS) throw refuse(path, 'more than 5 minutes in the future');
  if (ms < now - PAST_LIMIT_MS) throw refuse(path, 'more than 400 days back');
  return { date: new Date(ms), given: true, path };
}

/**
 * The time of an action that follows `earlier` (the receipt it pays, the shift it writes into, …). A given time
 * before it is refused (1001 on the time's field); "now" before it means the server's clock is behind the till's
 * that wrote `earlier`, so the action takes `earlier`'s time instead.
 */
export function notBefore(when: HappenedAt, earlier: Date | null | undefined, what: string): Date {
  if (!earlier || when.date.getTime() >= earlier.getTime()) return when.date;
  if (when.given) throw refuse(when.path, `before ${what}`);
  return earlier;
}

/** `notBefore` over several earlier times, keeping the result: the latest time the action may take. */
export function following(when: HappenedAt, ...earlier: [Date | null | undefined, string][]): HappenedAt {
  let date = when.date;
  for (const [e, what] of earlier) date = notBefore({ ...when, date }, e, what);
  return { ...when, date };
}
