import { describe, expect, it } from 'vitest';
import { guestProblems, newClientId, passwordValid, shopPasswordChecks } from './rules';

const ok = (password: string, confirmation = password) =>
  Object.fromEntries(shopPasswordChecks(password, confirmation).map((c) => [c.key, c.ok]));

describe('the online shop password (§5)', () => {
  it('ticks each part: 8–16 characters, a letter and a digit, no spaces, confirmed', () => {
    expect(ok('')).toEqual({ length: false, letterDigit: false, noSpaces: false, match: false });
    expect(ok('abc1')).toMatchObject({ length: false, letterDigit: true, noSpaces: true, match: true });
    expect(ok('abcdefgh')).toMatchObject({ length: true, letterDigit: false });
    expect(ok('12345678')).toMatchObject({ length: true, letterDigit: false });
    expect(ok('abcd 1234')).toMatchObject({ length: true, letterDigit: true, noSpaces: false });
    expect(ok('abcd1234', 'abcd1235')).toMatchObject({ length: true, match: false });
    expect(ok('a1'.repeat(9))).toMatchObject({ length: false });
  });

  it('is valid only as the contract’s rule says and when confirmed', () => {
    expect(passwordValid('Shop1234', 'Shop1234')).toBe(true);
    expect(passwordValid('Shop1234', 'Shop12345')).toBe(false);
    expect(passwordValid('Shop 1234', 'Shop 1234')).toBe(false);
    expect(passwordValid('Shopping', 'Shopping')).toBe(false);
    expect(passwordValid('Sh1', 'Sh1')).toBe(false);
    expect(passwordValid('S1234567890abcdef', 'S1234567890abcdef')).toBe(false);
  });
});

describe('a guest at checkout', () => {
  it('gives a name and a phone; an e-mail is optional but must be one', () => {
    expect(guestProblems({ name: '', phone: '', email: '' })).toEqual(['name', 'phone']);
    expect(guestProblems({ name: 'Ada', phone: '12ab', email: '' })).toEqual(['phone']);
    expect(guestProblems({ name: 'Ada', phone: '0612345678', email: 'nope' })).toEqual(['email']);
    expect(guestProblems({ name: 'Ada', phone: '0612345678', email: 'ada@example.test' })).toEqual([]);
  });
});

describe('a placement’s client id', () => {
  it('is uuid_ and 8 lowercase letters or digits, fresh each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newClientId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^uuid_[a-z0-9]{8}$/);
  });
});
