import { Err, staffPassword } from '@tillbook/contract';

export interface PasswordCheck {
  key: 'length' | 'chars' | 'match';
  ok: boolean;
}

/**
 * The staff password rule of §5 (contract `staffPassword`) split into the parts shown as the user types. Each part
 * asks the contract's own rule: the length part runs it on a harmless string of the same length.
 */
export function staffPasswordChecks(password: string, confirmation?: string): PasswordCheck[] {
  const issue = staffPassword.safeParse(password).error?.issues[0] as { params?: { code?: number } } | undefined;
  const checks: PasswordCheck[] = [
    { key: 'length', ok: staffPassword.safeParse('a'.repeat(password.length)).success },
    { key: 'chars', ok: password.length > 0 && issue?.params?.code !== Err.PASSWORD_BAD_CHARS },
  ];
  if (confirmation !== undefined) checks.push({ key: 'match', ok: password.length > 0 && password === confirmation });
  return checks;
}
