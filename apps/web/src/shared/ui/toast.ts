// Toasts come from non-React code too (the API client). antd's message code loads with the first toast,
// so the first page does not carry it.

import type { ToastType } from './toast-host';

type Show = (type: ToastType, text: string) => void;

let show: Show | null = null;
let loading: Promise<Show> | null = null;
let close: (() => void) | null = null;

function open(type: ToastType, text: string): void {
  if (show) {
    show(type, text);
    return;
  }
  loading ??= import('./toast-host').then((mod) => {
    show = mod.showToast;
    close = mod.closeToasts;
    return mod.showToast;
  });
  loading.then(
    (ready) => ready(type, text),
    () => {
      loading = null;
      // Without antd's code there is still the browser's own way of telling the user.
      globalThis.alert?.(text);
    },
  );
}

/** Toasts of §9: 7 s; success green, warning orange, error red (antd's status colours). */
export const toast = {
  success: (text: string) => open('success', text),
  warning: (text: string) => open('warning', text),
  error: (text: string) => open('error', text),
  info: (text: string) => open('info', text),
};

/** Closes every open toast (with its timer), if any was ever shown: the unit tests' teardown. */
export async function closeToasts(): Promise<void> {
  await loading?.catch(() => undefined);
  close?.();
}
