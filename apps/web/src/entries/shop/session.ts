// The shopper's session: a token (starting with `S`) and their account, kept in localStorage per merchant — a shopper
// is a member of one merchant, and a shop's code begins with its merchant's id.
import type { ShopperProfile, ShopperSignIn } from '@tillbook/contract';
import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '../../shared/storage';

interface Stored {
  token: string;
  member: ShopperProfile;
}

let merchant = '';
const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Stored | null } = { raw: null, value: null };

const keyOf = (m: string) => `shopper:${m}`;
const notify = () => {
  for (const l of listeners) l();
};

/** The merchant a shop code names (`<merchant>-<random>`). */
export const merchantOfCode = (code: string): string => code.slice(0, Math.max(0, code.indexOf('-')));

/** Sets which merchant's session the calls carry: the shop's layout calls it as it renders the shop on screen. */
export function setShopMerchant(code: string): void {
  merchant = merchantOfCode(code);
}

function read(): Stored | null {
  if (!merchant) return null;
  const raw = readLocal(keyOf(merchant));
  if (raw === cache.raw) return cache.value;
  let value: Stored | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Stored) : null;
    value = parsed && typeof parsed.token === 'string' && parsed.member ? parsed : null;
  } catch {
    value = null;
  }
  cache = { raw, value };
  return value;
}

export const shopperToken = (): string | null => read()?.token ?? null;

export function keepSession(signIn: ShopperSignIn): void {
  writeLocal(keyOf(merchant), JSON.stringify({ token: signIn.token, member: signIn.member }));
  notify();
}

export function keepMember(member: ShopperProfile): void {
  const s = read();
  if (!s) return;
  writeLocal(keyOf(merchant), JSON.stringify({ ...s, member }));
  notify();
}

export function dropSession(): void {
  if (merchant) writeLocal(keyOf(merchant), null);
  notify();
}

/** The signed-in shopper of the shop's merchant, or null (a guest). */
export function useShopper(): ShopperProfile | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => read()?.member ?? null,
  );
}
