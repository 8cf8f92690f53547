// A seeded generator, so a failing run of the battery can be replayed: RELIABILITY_SEED=<seed>.

export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [0, n). */
  int: (n: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** True with probability p. */
  chance: (p: number) => boolean;
};

/** The seed of this run: RELIABILITY_SEED when given, else a fresh one (printed in the summary). */
export function runSeed(): number {
  const given = Number(process.env.RELIABILITY_SEED);
  return Number.isSafeInteger(given) && given > 0 ? given : 1 + Math.floor(Math.random() * 2 ** 31);
}

/** mulberry32: small, fast and good enough for test data. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
