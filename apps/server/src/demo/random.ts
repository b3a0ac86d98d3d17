/**
 * A seeded pseudo-random source, so the same seed and the same piece count always give the same
 * catalogue: screenshots, benchmarks and bug reports can be reproduced piece for piece.
 * mulberry32: tiny, fast and well distributed for this use (not for anything secret).
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: an item with weight 2 comes up twice as often as one with weight 1. */
  pickWeighted<T>(items: readonly T[], weight: (item: T) => number): T;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("Cannot pick from an empty list");
    return items[Math.floor(next() * items.length)]!;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    pickWeighted(items, weight) {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let point = next() * total;
      for (const item of items) {
        point -= weight(item);
        if (point < 0) return item;
      }
      return pick(items);
    },
  };
}
