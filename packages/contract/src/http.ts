/** Request headers of the API (§7). */
export const HEADERS = {
  /** Session token. */
  token: 'token',
  /** Interface language of the caller (a UiLang code such as en_GB). */
  lang: 'lang',
  /** The caller's time-zone offset east of UTC, in milliseconds (UTC+8 → 28800000). */
  tzOffsetMs: 'tz-offset-ms',
  /** The same offset in hours (may be fractional, e.g. 5.5). */
  tzOffsetHours: 'tz-offset-hours',
} as const;

/**
 * Largest time-zone offset the headers may state: 15 hours either way (real zones lie within UTC−12 … UTC+14).
 * The server ignores an offset header beyond it, or not a number, as if it were absent (then UTC).
 */
export const TZ_OFFSET_MAX_MS = 15 * 3_600_000;

/** Every JSON response. Clients decide by `code` (§8); `msg` is in the caller's language. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A field-level validation problem (answered with code 1001 or the rule's own code). */
export interface FieldIssue {
  path: string;
  message: string;
  code?: number;
}

/** Limits of §9. */
export const LIMITS = {
  requestTimeoutMs: 100_000,
  chunkLoadTimeoutMs: 120_000,
  toastMs: 7_000,
  backDelayMs: 1_000,
  sidebarWidthPx: 270,
  mobileMaxWidthPx: 600,
  minipcMaxWidthPx: 1600,
} as const;

/** Codes handed back to the caller as normal results (§8). */
export const RESULT_CODES: readonly number[] = [200, 20003, 20059, 20074, 20086];
/** Codes that end the session: show the message, clear the token, go to login after 1 s (§8). 234 does so silently. */
export const SESSION_END_CODES: readonly number[] = [20032, 20082, 20083, 20084, 20085, 20086, 20087];
