import { describe, expect, it } from 'vitest';
import { accountPasswordChecks } from './password-checks';

const state = (password: string, confirmation?: string) =>
  Object.fromEntries(accountPasswordChecks(password, confirmation).map((c) => [c.key, c.ok]));

describe('password rules shown as you type (§5, from the contract rule)', () => {
  it('marks each part of the rule', () => {
    expect(state('')).toEqual({ length: false, chars: false });
    expect(state('abc12')).toEqual({ length: false, chars: true });
    expect(state('abc123')).toEqual({ length: true, chars: true });
    expect(state('abc 123')).toEqual({ length: true, chars: false });
    expect(state('abc€123')).toEqual({ length: true, chars: false });
    expect(state('a!@#$%^&*()_+{}|:;?')).toEqual({ length: true, chars: true });
    expect(state('a'.repeat(33))).toEqual({ length: false, chars: true });
  });

  it('adds the confirmation match when a confirmation is given', () => {
    expect(state('abc123', 'abc12')).toMatchObject({ match: false });
    expect(state('abc123', 'abc123')).toMatchObject({ match: true });
    expect(state('', '')).toMatchObject({ match: false });
  });
});
