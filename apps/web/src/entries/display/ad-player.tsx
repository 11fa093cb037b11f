import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { AdClient, DeviceAd } from './ad-client';
import { urlOf, useAdFiles, useAdSchedule, usePlayReporter } from './use-ads';

/** An image or logo without a duration of its own shows this long. */
export const DEFAULT_IMAGE_SECONDS = 10;
/** A file that cannot play is skipped after this pause (so a broken file does not spin). */
const SKIP_MS = 5_000;

/** Plays a rotation of ads, one at a time, reporting each finished showing. */
function useRotation(list: DeviceAd[], record: (p: { adId: number; startedAt: number; seconds: number }) => void) {
  const [turn, setTurn] = useState(0);
  const current = list.length ? list[turn % list.length] : undefined;
  const started = useRef(Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new turn (or a new ad) starts the clock.
  useEffect(() => {
    started.current = Date.now();
  }, [turn, current?.id]);
  const finished = useCallback(() => {
    if (current) {
      record({
        adId: current.id,
        startedAt: Math.floor(started.current / 1000),
        seconds: Math.min(86_400, Math.max(0, Math.round((Date.now() - started.current) / 1000))),
      });
    }
    setTurn((n) => n + 1);
  }, [current, record]);
  const skip = useCallback(() => {
    setTimeout(() => setTurn((n) => n + 1), SKIP_MS);
  }, []);
  return { current, turn, finished, skip };
}

/**
 * The store's ads full-screen: videos, images and logos in turn (an image or logo for its duration, a video to its
 * end, muted so that it may start by itself), audio ads one after another in the background; each showing is
 * reported as a play. Nothing scheduled: `fallback`.
 */
export function AdPlayer({ client, fallback }: { client: AdClient; fallback: ReactNode }) {
  const ads = useAdSchedule(client);
  const urls = useAdFiles(client, ads);
  const record = usePlayReporter(client);
  const visual = (ads ?? []).filter((a) => a.type !== 'audio' && urlOf(urls, a));
  const audio = (ads ?? []).filter((a) => a.type === 'audio' && urlOf(urls, a));
  const screen = useRotation(visual, record);
  const sound = useRotation(audio, record);
  const ad = screen.current;
  const seconds = ad && ad.type !== 'video' ? ad.durationSeconds || DEFAULT_IMAGE_SECONDS : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each turn of an image or logo gets its own timer.
  useEffect(() => {
    if (!seconds) return;
    const timer = setTimeout(screen.finished, seconds * 1000);
    return () => clearTimeout(timer);
  }, [screen.turn, ad?.id, seconds]);

  return (
    <div className="cd-ads" data-testid="display-ads">
      {!ad && fallback}
      {ad && ad.type === 'video' && (
        <video
          key={`video-${screen.turn}`}
          className="cd-ad"
          src={urlOf(urls, ad)}
          autoPlay
          muted
          playsInline
          onEnded={screen.finished}
          onError={screen.skip}
          data-testid={`display-ad-${ad.id}`}
        />
      )}
      {ad && ad.type !== 'video' && (
        <img
          key={`image-${screen.turn}`}
          className={ad.type === 'logo' ? 'cd-ad cd-logo' : 'cd-ad'}
          src={urlOf(urls, ad)}
          alt={ad.name}
          onError={screen.skip}
          data-testid={`display-ad-${ad.id}`}
        />
      )}
      {sound.current && (
        // biome-ignore lint/a11y/useMediaCaption: background music of an ad has no words to caption.
        <audio
          key={`audio-${sound.turn}`}
          src={urlOf(urls, sound.current)}
          autoPlay
          onEnded={sound.finished}
          onError={sound.skip}
          data-testid={`display-audio-${sound.current.id}`}
        />
      )}
    </div>
  );
}
