// The session of a device screen (kitchen display, customer display): the token in a cookie of its own per device
// kind (§7 keeps tokens in cookies), what the device is in browser storage. Separate from the back office's session,
// so a back-office sign-in in the same browser neither sees nor ends it.
import type { DeviceKind, DeviceSession } from '@tillbook/contract';
import { useSyncExternalStore } from 'react';
import { readCookie, readLocal, writeCookie, writeLocal } from '../storage';

/** The screens that sign in with a device account. */
export type ScreenKind = Extract<DeviceKind, 'kitchen' | 'customer'>;

export type DeviceInfo = Omit<DeviceSession, 'token'>;

const tokenCookie = (kind: ScreenKind) => `deviceToken_${kind}`;
const infoKey = (kind: ScreenKind) => `deviceInfo_${kind}`;

const listeners = new Set<() => void>();
const cache = new Map<ScreenKind, { raw: string | null; info: DeviceInfo | null }>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function deviceToken(kind: ScreenKind): string | null {
  return readCookie(tokenCookie(kind));
}

/** What the signed-in device is (the same object while unchanged), or null when signed out. */
export function deviceInfo(kind: ScreenKind): DeviceInfo | null {
  const raw = deviceToken(kind) ? readLocal(infoKey(kind)) : null;
  const hit = cache.get(kind);
  if (hit && hit.raw === raw) return hit.info;
  let info: DeviceInfo | null = null;
  try {
    info = raw ? (JSON.parse(raw) as DeviceInfo) : null;
  } catch {
    info = null;
  }
  cache.set(kind, { raw, info });
  return info;
}

export function saveDeviceSession(kind: ScreenKind, session: DeviceSession): void {
  const { token, ...info } = session;
  writeCookie(tokenCookie(kind), token);
  writeLocal(infoKey(kind), JSON.stringify(info));
  notify();
}

/** Signs the screen out (the server ended the session, or the device was frozen or its password changed). */
export function clearDeviceSession(kind: ScreenKind): void {
  writeCookie(tokenCookie(kind), null);
  writeLocal(infoKey(kind), null);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDeviceInfo(kind: ScreenKind): DeviceInfo | null {
  return useSyncExternalStore(
    subscribe,
    () => deviceInfo(kind),
    () => null,
  );
}
