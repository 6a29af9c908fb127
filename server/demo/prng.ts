// Every demo value comes from these seeded generators so a fresh install looks the same on any machine.

/** A seeded pseudo-random source with the helpers the demo generators need. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One item, drawn in proportion to its weight. */
  weighted<T>(items: readonly T[], weight: (item: T, index: number) => number): T;
  /** A shuffled copy of the list. */
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: tiny, fast and good enough for picking demo content; not for anything secret. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes several numbers into one 32-bit seed, so related generators do not share a sequence. */
export function mixSeed(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x01000193);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0x5bd1e995);
    hash ^= hash >>> 15;
  }
  return hash >>> 0;
}

/** Creates a seeded generator with pick, weighted pick and shuffle helpers. */
export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('cannot pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items, weight) => {
      const weights = items.map(weight);
      const index = weightedIndex(next, weights, sumOf(weights));
      return index >= 0 ? (items[index] as (typeof items)[number]) : rng.pick(items);
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
  };
  return rng;
}

/**
 * A weighted pick over fixed weights, prepared once for hot loops (the bench library draws millions);
 * it draws exactly as `Rng.weighted` does.
 */
export function weightedPicker<T>(items: readonly T[], weights: readonly number[]): (rng: Rng) => T {
  const total = sumOf(weights);
  return (rng) => {
    const index = weightedIndex(rng.next, weights, total);
    return index >= 0 ? (items[index] as T) : rng.pick(items);
  };
}

// The index whose share of `total` the roll lands in; -1 only when rounding leaves the roll past the end.
function weightedIndex(next: () => number, weights: readonly number[], total: number): number {
  let roll = next() * total;
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i] ?? 0;
    if (roll < 0) return i;
  }
  return -1;
}

function sumOf(weights: readonly number[]): number {
  return weights.reduce((sum, w) => sum + w, 0);
}

/** A standard normal draw from two uniform ones (Box-Muller), for log-normal figures such as view counts. */
export function normalDraw(rng: Rng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** `length` random base64url characters, the alphabet of Instagram shortcodes. */
export function base64urlCode(rng: Rng, length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += BASE64URL[rng.int(0, 63)];
  return code;
}
