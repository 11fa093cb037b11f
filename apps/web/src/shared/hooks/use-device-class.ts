import { LIMITS } from '@tillbook/contract';
import { useSyncExternalStore } from 'react';

export type DeviceClass = 'mobile' | 'minipc' | 'desktop';

/** §2: mobile under 600 px, minipc under 1600 px, else desktop. */
export function deviceClassOf(width: number): DeviceClass {
  if (width < LIMITS.mobileMaxWidthPx) return 'mobile';
  if (width < LIMITS.minipcMaxWidthPx) return 'minipc';
  return 'desktop';
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(
    subscribe,
    () => deviceClassOf(window.innerWidth),
    () => 'desktop',
  );
}
