import { ACCOUNT_PASSWORD_CHARS, accountPassword } from '@tillbook/contract';

export interface Check {
  key: string;
  ok: boolean;
}

/**
 * The account password rule of §5 split into the parts shown as the user types. Each part asks the
 * contract's own rule: the length part runs it on a harmless string of the same length.
 */
export function accountPasswordChecks(password: string, confirmation?: string): Check[] {
  const checks: Check[] = [
    { key: 'length', ok: accountPassword.safeParse('a'.repeat(password.length)).success },
    { key: 'chars', ok: password.length > 0 && ACCOUNT_PASSWORD_CHARS.test(password) },
  ];
  if (confirmation !== undefined) checks.push({ key: 'match', ok: password.length > 0 && password === confirmation });
  return checks;
}
