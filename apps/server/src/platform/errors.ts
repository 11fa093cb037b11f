import type { ErrCode } from '@tillbook/contract';

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
