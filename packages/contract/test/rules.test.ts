import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Err } from '../src/errors';
import {
  accountName,
  accountPassword,
  areaCode,
  checkUpload,
  clientId,
  dateNotAfterToday,
  decimal,
  email,
  phone,
  sanitizeDecimalInput,
  shopPassword,
  staffPassword,
  stripPhone,
  withConfirmation,
} from '../src/rules';

/** The spec code a schema answers for a value, or 'ok'. */
const codeOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) return 'ok';
  const params = (r.error.issues[0] as { params?: { code?: number } }).params;
  return params?.code ?? Err.PARAM;
};

describe('account password (§5: ≥ 6, no spaces, letters, digits and !@#$%^&*()_+{}|:;?)', () => {
  it.each([
    ['abc123', 'ok'],
    ['A!@#$%^&*()_+{}|:;?1', 'ok'],
    ['', Err.PASSWORD_EMPTY],
    ['abc 123', Err.PASSWORD_BAD_CHARS],
    ['abc<123', Err.PASSWORD_BAD_CHARS],
    ['abc12', Err.PASSWORD_NON_COMPLIANT],
  ])('%j → %s', (value, expected) => expect(codeOf(accountPassword, value)).toBe(expected));
});

describe('staff and device password (8-16, no spaces)', () => {
  it.each([
    ['abcd1234', 'ok'],
    ['abcd-1234-EFGH!#', 'ok'],
    ['abc1234', Err.PASSWORD_NON_COMPLIANT],
    ['abcd1234abcd12345', Err.PASSWORD_NON_COMPLIANT],
    ['abcd 1234', Err.PASSWORD_BAD_CHARS],
    ['', Err.PASSWORD_EMPTY],
  ])('%j → %s', (value, expected) => expect(codeOf(staffPassword, value)).toBe(expected));
});

describe('online shop password (8-16, a letter and a digit)', () => {
  it.each([
    ['shopper12', 'ok'],
    ['shoppers', Err.PASSWORD_NON_COMPLIANT],
    ['12345678', Err.PASSWORD_NON_COMPLIANT],
    ['shop per1', Err.PASSWORD_BAD_CHARS],
  ])('%j → %s', (value, expected) => expect(codeOf(shopPassword, value)).toBe(expected));
});

describe('confirmation', () => {
  const schema = withConfirmation(z.object({ password: accountPassword, confirmPassword: z.string() }));
  it('answers 20017 on the confirmation field when the two differ', () => {
    const r = schema.safeParse({ password: 'abc123', confirmPassword: 'abc124' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['confirmPassword']);
    expect(codeOf(schema, { password: 'abc123', confirmPassword: 'abc124' })).toBe(Err.PASSWORDS_DIFFER);
    expect(codeOf(schema, { password: 'abc123', confirmPassword: 'abc123' })).toBe('ok');
  });
});

describe('e-mail, account name, phone, area code', () => {
  it('lower-cases and checks e-mail', () => {
    expect(email.parse('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(codeOf(email, '')).toBe(Err.EMAIL_EMPTY);
    expect(codeOf(email, 'ana@')).toBe(Err.EMAIL_FORMAT);
  });
  it('takes account names of 8-30 characters', () => {
    expect(codeOf(accountName, 'cashier1')).toBe('ok');
    expect(codeOf(accountName, 'short')).toBe(Err.PARAM);
    expect(codeOf(accountName, 'x'.repeat(31))).toBe(Err.PARAM);
  });
  it('strips leading zeros from phones, keeping one zero when all are zeros (§5)', () => {
    expect(stripPhone('007700900123')).toBe('7700900123');
    expect(stripPhone('0000')).toBe('0');
    expect(stripPhone('123')).toBe('123');
    expect(phone.parse('0612345678')).toBe('612345678');
    expect(codeOf(phone, '')).toBe(Err.MOBILE_EMPTY);
    expect(codeOf(phone, '12-34')).toBe(Err.MOBILE_FORMAT);
  });
  it('accepts dialling codes with or without the plus sign', () => {
    expect(areaCode.parse('+351')).toBe('351');
    expect(codeOf(areaCode, '12345')).toBe(Err.AREA_CODE_WRONG);
  });
});

describe('decimals (0-4 places)', () => {
  it('accepts up to the given places as a decimal string', () => {
    expect(decimal(4).parse('12.3456')).toBe('12.3456');
    expect(decimal(2).parse(3.5)).toBe('3.5');
    expect(decimal(0).safeParse('1.5').success).toBe(false);
    expect(decimal(2).safeParse('1.234').success).toBe(false);
    expect(decimal(2).safeParse('-1').success).toBe(false);
    expect(decimal(2, { signed: true }).parse('-1.25')).toBe('-1.25');
  });
  it('cleans what a numeric input may hold', () => {
    expect(sanitizeDecimalInput('1a2.34567', 4)).toBe('12.3456');
    expect(sanitizeDecimalInput('1.2.3', 2)).toBe('1.23');
    expect(sanitizeDecimalInput('7.9', 0)).toBe('7');
  });
});

describe('uploads (video 20 MB, audio 10 MB, image 2 MB, logo 200 KB)', () => {
  it('refuses the wrong type and the size over the limit', () => {
    expect(checkUpload('logo', { size: 200 * 1024, type: 'image/png' })).toBeNull();
    expect(checkUpload('logo', { size: 200 * 1024 + 1, type: 'image/png' })).toBe('size');
    expect(checkUpload('image', { size: 10, type: 'video/mp4' })).toBe('type');
    expect(checkUpload('video', { size: 20 * 1024 * 1024, type: 'video/mp4' })).toBeNull();
    expect(checkUpload('audio', { size: 10 * 1024 * 1024 + 1, type: 'audio/mpeg' })).toBe('size');
  });
});

describe('dates and ids', () => {
  it('refuses a date after today', () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(dateNotAfterToday().safeParse(today).success).toBe(true);
    expect(dateNotAfterToday().safeParse(tomorrow).success).toBe(false);
  });
  it('takes generated ids of uuid_ and 8 lowercase letters or digits (§9)', () => {
    expect(clientId.safeParse('uuid_ab12cd34').success).toBe(true);
    expect(clientId.safeParse('uuid_AB12cd34').success).toBe(false);
    expect(clientId.safeParse('uuid_ab12cd3').success).toBe(false);
  });
});
