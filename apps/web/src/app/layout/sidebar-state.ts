import { useCallback, useEffect, useState } from 'react';
import type { DeviceClass } from '../../shared/hooks/use-device-class';
import { readLocal, writeLocal } from '../../shared/storage';

export const SIDEBAR_KEY = 'sidebarStatus';

/** §2: the open/closed choice persists; on mobile and minipc the sidebar starts closed. */
export function initialSidebarOpen(device: DeviceClass, stored: string | null): boolean {
  if (device !== 'desktop') return false;
  return stored !== '0';
}

export function useSidebarOpen(device: DeviceClass): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => initialSidebarOpen(device, readLocal(SIDEBAR_KEY)));
  useEffect(() => {
    // Crossing into a smaller device class closes the sidebar; back on desktop the saved choice returns.
    setOpenState(initialSidebarOpen(device, readLocal(SIDEBAR_KEY)));
  }, [device]);
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      // On a phone the sidebar is a drawer: opening it says nothing about the desktop preference.
      if (device !== 'mobile') writeLocal(SIDEBAR_KEY, next ? '1' : '0');
    },
    [device],
  );
  return [open, setOpen];
}
