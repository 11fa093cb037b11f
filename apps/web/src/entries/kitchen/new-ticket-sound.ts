import { useEffect, useRef } from 'react';

/** A short two-tone chime through Web Audio (no sound file to load); silent where the browser has no audio. */
export function chime(): void {
  const Ctor =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return;
  try {
    const audio = new Ctor();
    const at = audio.currentTime;
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, at + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.4, at + i * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + i * 0.18 + 0.3);
      osc.connect(gain).connect(audio.destination);
      osc.start(at + i * 0.18);
      osc.stop(at + i * 0.18 + 0.32);
    }
    setTimeout(() => void audio.close(), 1_000);
  } catch {
    // The browser refused sound (no user gesture yet): the ticket still shows.
  }
}

/**
 * Plays `play` when a ticket id appears that was not on the board before; not for the tickets already there when the
 * screen first loads. Answers how many new tickets the last change brought.
 */
export function useNewTicketSound(ids: number[] | undefined, play: () => void = chime): void {
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!ids) return;
    const before = seen.current;
    seen.current = new Set(ids);
    if (before && ids.some((id) => !before.has(id))) play();
  }, [ids, play]);
}
