// Form rules of the storefront, each asking the contract's own rule (§5): the online shop password (8–16, no spaces,
// a letter and a digit, confirmed), e-mail, phone, and the guest's contact at checkout.
import './zod-setup';
import { email, phone, shopPassword } from '@tillbook/contract';

export interface Check {
  key: 'length' | 'letterDigit' | 'noSpaces' | 'match';
  ok: boolean;
}

/** A password of `n` characters that only the length rule can refuse. */
const ofLength = (n: number) => (n >= 2 ? `a1${'a'.repeat(n - 2)}` : 'a'.repeat(n));

/** The §5 online shop password rule split in the parts the form ticks as the shopper types. */
export function shopPasswordChecks(password: string, confirmation: string): Check[] {
  return [
    { key: 'length', ok: shopPassword.safeParse(ofLength(password.length)).success },
    { key: 'letterDigit', ok: /[A-Za-z]/.test(password) && /[0-9]/.test(password) },
    {
      key: 'noSpaces',
      ok: password.length > 0 && [...password].every((c) => shopPassword.safeParse(`abcdefg1${c}`).success),
    },
    { key: 'match', ok: password.length > 0 && password === confirmation },
  ];
}

export const passwordValid = (password: string, confirmation: string) =>
  shopPassword.safeParse(password).success && password === confirmation;

export const emailValid = (v: string) => email.safeParse(v).success;
export const phoneValid = (v: string) => phone.safeParse(v).success;

/** A guest's contact: a name and a phone are needed, an e-mail is optional but must be one. */
export function guestProblems(g: { name: string; phone: string; email: string }): ('name' | 'phone' | 'email')[] {
  const out: ('name' | 'phone' | 'email')[] = [];
  if (!g.name.trim()) out.push('name');
  if (!phoneValid(g.phone)) out.push('phone');
  if (g.email.trim() && !emailValid(g.email)) out.push('email');
  return out;
}

/** A fresh id for one placement: a retry with it answers the same order (§9 'uuid_' + 8 characters). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `uuid_${Array.from(bytes, (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('')}`;
}
