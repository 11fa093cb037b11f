import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdClient, AdPlay, DeviceAd } from './ad-client';

/** The schedule is asked again at least this often (the ad material's word), and at its next change. */
export const SCHEDULE_REFRESH_MS = 60_000;
/** After a failed schedule or file, the next try. */
export const RETRY_MS = 15_000;
/** Plays are reported in batches this often. */
export const PLAYS_FLUSH_MS = 15_000;
/** At most this many unreported plays are kept while the server cannot be reached. */
const MAX_QUEUED_PLAYS = 500;
/** The most plays one report carries (DeviceAdPlayedBody). */
const PLAYS_PER_REPORT = 200;

const fileKey = (ad: DeviceAd) => `${ad.id}:${ad.version}`;

/** The store's current ads (sorted), asked again at the schedule's next change and every few minutes. */
export function useAdSchedule(client: AdClient): DeviceAd[] | null {
  const [ads, setAds] = useState<DeviceAd[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      let wait = RETRY_MS;
      try {
        const schedule = await client.schedule(controller.signal);
        if (controller.signal.aborted) return;
        setAds([...schedule.ads].sort((a, b) => a.sort - b.sort || a.id - b.id));
        // nextChangeAt: epoch seconds.
        const next = schedule.nextChangeAt ? schedule.nextChangeAt * 1000 - Date.now() : Number.NaN;
        wait = Number.isFinite(next)
          ? Math.min(Math.max(next + 1_000, 5_000), SCHEDULE_REFRESH_MS)
          : SCHEDULE_REFRESH_MS;
      } catch {
        if (controller.signal.aborted) return;
      }
      timer = setTimeout(load, wait);
    };
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client]);
  return ads;
}

/**
 * The files of the scheduled ads as object URLs, fetched one at a time (a file of a new version again); files of ads
 * no longer scheduled are let go.
 */
export function useAdFiles(client: AdClient, ads: DeviceAd[] | null): ReadonlyMap<string, string> {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  const held = useRef(new Map<string, string>());
  useEffect(() => {
    if (!ads) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wanted = new Set(ads.map(fileKey));
    for (const [key, url] of held.current) {
      if (!wanted.has(key)) {
        URL.revokeObjectURL(url);
        held.current.delete(key);
      }
    }
    setUrls(new Map(held.current));
    const fetchMissing = async () => {
      let failed = false;
      for (const ad of ads) {
        if (held.current.has(fileKey(ad)) || controller.signal.aborted) continue;
        try {
          const blob = await client.file(ad.id, controller.signal);
          if (controller.signal.aborted) return;
          held.current.set(fileKey(ad), URL.createObjectURL(blob));
          setUrls(new Map(held.current));
        } catch {
          failed = true;
        }
      }
      if (failed && !controller.signal.aborted) timer = setTimeout(fetchMissing, RETRY_MS);
    };
    void fetchMissing();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, ads]);
  useEffect(
    () => () => {
      for (const url of held.current.values()) URL.revokeObjectURL(url);
      held.current.clear();
    },
    [],
  );
  return urls;
}

/** The object URL of an ad's file, once fetched. */
export const urlOf = (urls: ReadonlyMap<string, string>, ad: DeviceAd | undefined) =>
  ad ? urls.get(fileKey(ad)) : undefined;

/** Records plays and reports them in batches (kept for the next batch while the server cannot be reached). */
export function usePlayReporter(client: AdClient): (play: AdPlay) => void {
  const queue = useRef<AdPlay[]>([]);
  useEffect(() => {
    let sending = false;
    const flush = async () => {
      if (sending || queue.current.length === 0) return;
      sending = true;
      const batch = queue.current.splice(0, PLAYS_PER_REPORT);
      try {
        await client.played(batch);
      } catch {
        queue.current = [...batch, ...queue.current].slice(-MAX_QUEUED_PLAYS);
      } finally {
        sending = false;
      }
    };
    const timer = setInterval(() => void flush(), PLAYS_FLUSH_MS);
    return () => {
      clearInterval(timer);
      void flush();
    };
  }, [client]);
  return useCallback((play: AdPlay) => {
    queue.current.push(play);
    if (queue.current.length > MAX_QUEUED_PLAYS) queue.current.splice(0, queue.current.length - MAX_QUEUED_PLAYS);
  }, []);
}
