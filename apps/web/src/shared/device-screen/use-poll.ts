import { useCallback, useEffect, useRef, useState } from 'react';
import { DeviceApiError } from './device-api';

/**
 * Calls `load` now and again `everyMs` after each answer (never two at once), while the component is mounted: the
 * screens' updates without reloading. Keeps the last answer through a failed call and tells the failure (`error`).
 * `refresh()` asks again at once (after a bump, say).
 */
export function usePoll<T>(load: (signal: AbortSignal) => Promise<T>, everyMs: number) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<DeviceApiError | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const kick = useRef<() => void>(() => {});

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    const tick = async () => {
      clearTimeout(timer);
      if (running || controller.signal.aborted) return;
      running = true;
      try {
        const next = await loadRef.current(controller.signal);
        if (controller.signal.aborted) return;
        setData(next);
        setError(null);
      } catch (err) {
        if (controller.signal.aborted) return;
        setError(err instanceof DeviceApiError ? err : new DeviceApiError(0, String(err), false));
      } finally {
        running = false;
      }
      if (!controller.signal.aborted) timer = setTimeout(tick, everyMs);
    };
    kick.current = () => void tick();
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [everyMs]);

  const refresh = useCallback(() => kick.current(), []);
  return { data, error, refresh };
}
