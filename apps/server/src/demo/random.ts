/**
 * A seeded pseudo-random generator (sfc32), so a demo built with one seed is built the same way every time.
 * `fork(label)` answers an independent stream: the sales of a day draw from their own stream, so changing how many
 * reservations a day gets does not change every receipt after it.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item, each as likely as its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** `n` distinct items (all of them when fewer). */
  sample<T>(items: readonly T[], n: number): T[];
  /** A client id of the POS format: 'uuid_' plus 8 lowercase letters or digits (§9). */
  clientId(): string;
  fork(label: string | number): Random;
}

/** 32-bit FNV-1a of a string: turns seeds and labels into generator state. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function seededRandom(seed: string | number): Random {
  const key = String(seed);
  let a = hash(`${key}/a`);
  let b = hash(`${key}/b`);
  let c = hash(`${key}/c`);
  let d = 1;
  const next = () => {
    // sfc32: small, fast, passes PractRand well beyond what a demo needs.
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();

  const rnd: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(items) {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return items[items.length - 1][0];
    },
    sample(items, n) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(n, copy.length));
    },
    clientId: () => `uuid_${Array.from({ length: 8 }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('')}`,
    fork: (label) => seededRandom(`${key}:${label}`),
  };
  return rnd;
}
