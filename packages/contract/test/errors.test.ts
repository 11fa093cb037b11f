import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, Err, type ErrorInfo, errorMessage, httpStatusOf, isErrCode } from '../src/errors';
import { UI_LANGS } from '../src/languages';

const codes = Object.values(Err) as number[];
const catalogue = ERROR_CATALOGUE as Readonly<Record<number, ErrorInfo>>;

/** Codes whose message is genuinely the same word in English and in this language. */
const SAME_AS_ENGLISH: Record<'es_ES' | 'fr_FR' | 'pt_PT', number[]> = { es_ES: [], fr_FR: [], pt_PT: [] };

describe('error catalogue', () => {
  it('holds every code of spec §8', () => {
    const spec = [
      200,
      234,
      401,
      500,
      600,
      700,
      1001,
      1002,
      1003,
      1004,
      1005,
      1006,
      1007,
      1008,
      1009,
      1010,
      1012,
      1013,
      1014,
      1015,
      1016,
      1017,
      1018,
      1019,
      1020,
      1021,
      2000,
      2001,
      2002,
      2003,
      10196,
      10197,
      10198,
      20000,
      // account
      ...range(20001, 20024),
      20026,
      ...range(20027, 20042),
      20056,
      20057,
      20058,
      20071,
      20072,
      20073,
      20074,
      20080,
      20081,
      20082,
      20083,
      20084,
      20085,
      20086,
      20087,
      20095,
      20096,
      20098,
      20101,
      // roles and staff
      20043,
      20044,
      20045,
      20046,
      20047,
      20049,
      20050,
      20051,
      20052,
      20053,
      20054,
      20055,
      20088,
      20114,
      20078,
      // goods and stock
      20059,
      20060,
      20061,
      20062,
      20063,
      20064,
      20065,
      20066,
      20070,
      20075,
      20076,
      20079,
      20089,
      20090,
      20091,
      20092,
      20093,
      20094,
      20099,
      // orders and payments
      20067,
      20068,
      20069,
      20100,
      ...range(20102, 20113),
      ...range(20115, 20122),
      // import cells
      40000,
      40001,
      40002,
      40003,
      ...range(40005, 40013),
      ...range(40015, 40022),
      ...range(40197, 40206),
    ];
    const missing = spec.filter((c) => !codes.includes(c));
    expect(missing).toEqual([]);
    expect(Err.LOGIN_LOCKED).toBe(20025);
  });

  it('gives every constant a distinct value', () => {
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('names constants in UPPER_SNAKE', () => {
    for (const name of Object.keys(Err)) expect(name).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('has an entry for every code and no entry without a code', () => {
    for (const code of codes) expect(catalogue[code], `code ${code}`).toBeDefined();
    expect(Object.keys(catalogue).map(Number).sort()).toEqual([...codes].sort());
  });

  it('has a non-empty message in all six languages for every code', () => {
    for (const code of codes) {
      for (const lang of UI_LANGS) {
        const msg = catalogue[code].msg[lang];
        expect(typeof msg, `${code} ${lang}`).toBe('string');
        expect(msg.trim().length, `${code} ${lang}`).toBeGreaterThan(0);
        expect(msg, `${code} ${lang} has a placeholder`).not.toMatch(/\{|\}|TODO|%s|XXX/);
      }
    }
  });

  it('translates Chinese for every code', () => {
    for (const code of codes) {
      const { msg } = catalogue[code];
      expect(msg.zh_CN, `${code}`).not.toBe(msg.en_GB);
      expect(msg.zh_TW, `${code}`).not.toBe(msg.en_GB);
      expect(msg.zh_CN, `${code} has Latin text only`).toMatch(/[\u4e00-\u9fff]/);
      expect(msg.zh_TW, `${code} has Latin text only`).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('writes Traditional Chinese, not Simplified, where the script differs', () => {
    const simplifiedOnly = /[为这个请设输过删购账号码录门户错误务类单资时间开关应该]/u;
    for (const code of codes) {
      expect(catalogue[code].msg.zh_TW, `${code}`).not.toMatch(simplifiedOnly);
    }
  });

  it('translates Spanish, French and Portuguese instead of copying English', () => {
    for (const lang of ['es_ES', 'fr_FR', 'pt_PT'] as const) {
      const same = codes.filter((c) => catalogue[c].msg[lang] === catalogue[c].msg.en_GB);
      expect(same, lang).toEqual(SAME_AS_ENGLISH[lang]);
    }
  });

  it('answers with the agreed HTTP statuses', () => {
    expect(httpStatusOf(Err.SUCCESS)).toBe(200);
    for (const c of [234, 401, 20082, 20083, 20084, 20085, 20086, 20087]) expect(httpStatusOf(c), `${c}`).toBe(401);
    for (const c of [20032, 20041, 20044, 20045, 20046, 20049, 20050, 20051, 20054, 20055])
      expect(httpStatusOf(c), `${c}`).toBe(403);
    for (const c of [500, 10196, 20000, 20004, 20022, 20109, 20110, 20113]) expect(httpStatusOf(c), `${c}`).toBe(500);
    expect(httpStatusOf(Err.LOGIN_LOCKED)).toBe(429);
    expect(httpStatusOf(Err.EMAIL_REGISTERED)).toBe(409);
    expect(httpStatusOf(Err.ROLE_IN_USE)).toBe(409);
    expect(httpStatusOf(Err.ORDER_PAID)).toBe(409);
    expect(httpStatusOf(Err.PRODUCT_MISSING)).toBe(404);
    expect(httpStatusOf(Err.PASSWORD_WRONG)).toBe(400);
    expect(httpStatusOf(Err.PARAM)).toBe(400);
    for (const c of range(40000, 40206).filter((n) => isErrCode(n))) expect(httpStatusOf(c), `${c}`).toBe(400);
  });

  it('looks messages up by number and falls back for unknown codes', () => {
    expect(errorMessage(20027, 'en_GB')).toBe('The password is incorrect.');
    expect(errorMessage(20027, 'pt_PT')).toBe('A palavra-passe está incorreta.');
    expect(errorMessage(123456, 'en_GB')).toBeUndefined();
    expect(httpStatusOf(123456)).toBe(500);
    expect(isErrCode(20025)).toBe(true);
    expect(isErrCode(1011)).toBe(false);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
