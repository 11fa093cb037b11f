import { describe, expect, it } from 'vitest';
import { staffPasswordChecks } from './password-checks';

const ok = (password: string, confirmation?: string) =>
  Object.fromEntries(staffPasswordChecks(password, confirmation).map((c) => [c.key, c.ok]));

describe('staffPasswordChecks', () => {
  it('asks for 8 to 16 characters', () => {
    expect(ok('Abc123!').length).toBe(false);
    expect(ok('Abc123!x').length).toBe(true);
    expect(ok('a'.repeat(16)).length).toBe(true);
    expect(ok('a'.repeat(17)).length).toBe(false);
  });

  it('refuses spaces and characters outside letters, digits and symbols', () => {
    expect(ok('').chars).toBe(false);
    expect(ok('abc def12').chars).toBe(false);
    expect(ok('pässwort12').chars).toBe(false);
    expect(ok('a-b_c.d~e!').chars).toBe(true);
  });

  it('checks the confirmation only when there is one', () => {
    expect(ok('Secret123!').match).toBeUndefined();
    expect(ok('Secret123!', 'Secret123?').match).toBe(false);
    expect(ok('Secret123!', 'Secret123!').match).toBe(true);
  });
});
