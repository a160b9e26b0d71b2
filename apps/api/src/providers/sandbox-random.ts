/**
 * Deterministic randomness for sandbox adapters: the same input always gives the same
 * output, on every machine and Node version (no Math.random, no locale-dependent code).
 */

/** FNV-1a, 32-bit: a stable hash of a string (UTF-16 code units). */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded PRNG returning floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** float in [0, 1) */
  next(): number;
  /** integer in [min, max], both inclusive */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with the given probability */
  chance(probability: number): boolean;
}

export function createRng(seed: number): Rng {
  const next = seededRandom(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}
