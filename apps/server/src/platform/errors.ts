import { Err, type ErrCode } from '@tillbook/contract';

/** A refusal with a spec code (§8). Services throw it; the error handler answers `{ code, msg, data }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrCode,
    readonly data: unknown = null,
  ) {
    super(`AppError ${code}`);
    this.name = 'AppError';
  }
}

/** A successful answer with a code other than 200 (§8 result codes such as 20003). */
export class CodedResult {
  constructor(
    readonly code: ErrCode,
    readonly data: unknown = null,
  ) {}
}

/** A 1001 answer naming the field, like a validation failure. */
export const paramError = (path: string, message: string) => new AppError(Err.PARAM, { issues: [{ path, message }] });

/** The SQLSTATE of a database error, looked for in the error and the errors it wraps (drizzle wraps pg's). */
export function sqlState(e: unknown): string | undefined {
  for (let err = e as { code?: unknown; cause?: unknown } | null, depth = 0; err && depth < 5; depth++) {
    if (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) return err.code;
    err = err.cause as typeof err;
  }
  return undefined;
}

/** True when a database error is a unique violation (two requests racing for one unique value). */
export const isUniqueViolation = (e: unknown) => sqlState(e) === '23505';

/** True when a database error is a foreign key violation (a row still referenced, or a reference gone). */
export const isForeignKeyViolation = (e: unknown) => sqlState(e) === '23503';

/** The unique index a unique violation names (pg and PGlite both tell the constraint). */
export function violatedConstraint(e: unknown): string | undefined {
  const err = e as { constraint?: string; cause?: { constraint?: string } } | null;
  return err?.constraint ?? err?.cause?.constraint;
}

/** Runs a save; a unique clash (also one raced in by another request) answers `code`. */
export async function uniqueOr<T>(code: ErrCode, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(code);
    throw e;
  }
}
