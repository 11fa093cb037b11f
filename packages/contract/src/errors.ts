import type { Localized, UiLang } from './languages';

/** HTTP status class of a response code. */
export type HttpStatus = 200 | 400 | 401 | 403 | 404 | 409 | 429 | 500;

/**
 * The response codes of spec §8. Clients decide by code; `msg` is the text in the caller's language.
 * SKELETON: the contract data work completes this with every code of §8.
 */
export const Err = {
  SUCCESS: 200,
  TOKEN_UNKNOWN: 234,
  TOKEN_MISSING: 401,
  SYSTEM: 500,
  DUPLICATE_OPERATION: 600,
  PARAM: 1001,
  EMAIL_EMPTY: 20001,
  EMAIL_FORMAT: 20002,
  EMAIL_REGISTERED: 20003,
  MAIL_SEND_FAILED: 20004,
  MOBILE_EMPTY: 20005,
  MOBILE_FORMAT: 20006,
  EMAIL_CODE_EMPTY: 20007,
  EMAIL_CODE_MISSING: 20008,
  EMAIL_CODE_TOO_SOON: 20009,
  EMAIL_CODE_EXPIRED: 20010,
  EMAIL_CODE_WRONG: 20011,
  MOBILE_CODE_MISSING: 20012,
  MOBILE_CODE_TOO_SOON: 20013,
  MOBILE_CODE_EXPIRED: 20014,
  PASSWORD_BAD_CHARS: 20015,
  PASSWORD_EMPTY: 20016,
  PASSWORDS_DIFFER: 20017,
  PASSWORD_NON_COMPLIANT: 20018,
  COMPANY_INCOMPLETE: 20019,
  MOBILE_CODE_EMPTY: 20020,
  MOBILE_CODE_WRONG: 20021,
  REGISTRATION_FAILED: 20022,
  AUTHORIZATION_FAILED: 20023,
  ACCOUNT_NOT_REGISTERED: 20024,
  ACCOUNT_OR_PASSWORD_EMPTY: 20026,
  PASSWORD_WRONG: 20027,
  TENANT_DISABLED: 20028,
  USER_DISABLED: 20029,
  NOT_ACTIVATED: 20030,
  LANGUAGE_WRONG: 20031,
  NO_PLATFORM_PERMISSION: 20032,
  LINK_USED: 20033,
  LINK_EXPIRED: 20034,
  AREA_CODE_WRONG: 20035,
  USER_INFO_WRONG: 20036,
  NO_DATA: 20037,
  OLD_PASSWORD_INCORRECT: 20038,
  NEW_PASSWORD_SAME: 20039,
  NEW_EMAIL_SAME: 20040,
  NO_PERMISSION: 20041,
  PARAMETER_ERROR: 20042,
  NEW_PHONE_SAME: 20056,
  EMAIL_OR_ACCOUNT_REGISTERED: 20071,
  NEW_PASSWORD_SAME_AS_OLD: 20072,
  OLD_PASSWORD_WRONG: 20073,
  NOT_ACTIVATED_CONTACT_ADMIN: 20080,
  DISABLED_CONTACT_ADMIN: 20081,
  LOGGED_IN_ELSEWHERE: 20082,
  LOGIN_EXPIRED: 20083,
  USER_MISSING: 20084,
  CANNOT_DELETE: 20055,
} as const;
export type ErrCode = (typeof Err)[keyof typeof Err];

export interface ErrorInfo {
  status: HttpStatus;
  msg: Localized;
}

// SKELETON: every code gets its entry (status and message in the six languages).
export const ERROR_CATALOGUE: Partial<Record<number, ErrorInfo>> = {};

/** The message for a code in a language, or undefined when the code is not in the catalogue. */
export function errorMessage(code: number, lang: UiLang): string | undefined {
  return ERROR_CATALOGUE[code]?.msg[lang];
}

/** The HTTP status a code is answered with (500 for an unknown code). */
export function httpStatusOf(code: number): HttpStatus {
  return ERROR_CATALOGUE[code]?.status ?? 500;
}
