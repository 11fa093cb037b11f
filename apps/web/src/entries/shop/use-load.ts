import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Loads data for a page; `deps` restart it (the previous call is aborted). `every` ms: polls while mounted. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[], every?: number): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` name what the loader reads.
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal).then(
      (d) => {
        if (controller.signal.aborted) return;
        setData(d);
        setError(undefined);
        setLoading(false);
      },
      (e) => {
        if (controller.signal.aborted) return;
        setError(e);
        setLoading(false);
      },
    );
    const timer = every ? setTimeout(reload, every) : undefined;
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [...deps, round]);
  return { data, error, loading, reload };
}
