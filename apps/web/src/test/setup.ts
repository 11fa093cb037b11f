import { createRequire } from 'node:module';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { queryClient } from '../shared/api/query-client';
import { closeToasts } from '../shared/ui/toast';

// `findBy…` and `waitFor` wait for what they look for; on a loaded machine a lazy chunk or a language file can take
// longer than the library's 1 s bound (seen: a chart under CI load), so the bound is wider. Nothing waits for time.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that antd's responsive components use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** React's scheduler: the copy react-dom uses (one in node_modules), loaded the way react-dom loads it. */
const scheduler = createRequire(import.meta.url)('scheduler') as {
  unstable_scheduleCallback(priority: number, callback: () => void): unknown;
  unstable_IdlePriority: number;
};
const schedulerIdle = () =>
  new Promise<void>((resolve) => scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, resolve));

afterEach(() => {
  cleanup();
  // No query may wake up after the test (and its jsdom window) is gone.
  queryClient.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

// React's scheduler may still hold work (a lazy page resolving late) when a file's last test ends; let it run
// while the jsdom window still exists, instead of failing the run with 'window is not defined' after teardown.
// antd's static toasts (the API client's error toasts) live in their own React root with a 7 s timer: close them
// too, or the timer fires after the file's window is gone.
afterAll(async () => {
  cleanup();
  await closeToasts();
  await new Promise((resolve) => setTimeout(resolve, 100));
  // Then until React's scheduler has run everything queued before (a render scheduled late under load): a task of
  // idle priority runs only once no other work waits.
  await schedulerIdle();
});
