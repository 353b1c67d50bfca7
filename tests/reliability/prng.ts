/**
 * A small seeded PRNG (mulberry32): the same seed gives the same run, so a failure can be
 * replayed with LEDGER_SEED=<n>. Not for anything secret.
 */
export type Rng = {
  /** uniform in [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  /** bigint in [min, max] (small ranges: both ends within 2^53) */
  big(min: bigint, max: bigint): bigint;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** a fresh 32-bit seed, e.g. for a sub-generator */
  seed(): number;
  /** one of the keys, with probability proportional to its weight */
  weighted<K extends string>(weights: Partial<Record<K, number>>): K;
};

export function rng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    big: (min, max) => min + BigInt(Math.floor(next() * (Number(max - min) + 1))),
    chance: (p) => next() < p,
    pick(items) {
      if (items.length === 0) throw new Error('rng.pick: empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    seed: () => Math.floor(next() * 4294967296) >>> 0,
    weighted(weights) {
      const entries = Object.entries(weights).filter(([, w]) => (w as number) > 0) as [string, number][];
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [key, w] of entries) {
        roll -= w;
        if (roll < 0) return key as never;
      }
      return entries.at(-1)![0] as never;
    },
  };
}

/** LEDGER_SEED when set (to replay a failure), else a fresh random seed. */
export function seedFromEnv(name = 'LEDGER_SEED'): number {
  const given = process.env[name];
  if (given !== undefined && given.trim() !== '') {
    const value = Number(given);
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new Error(`${name} must be an integer in [0, 2^32)`);
    return value;
  }
  return Math.floor(Math.random() * 4294967296) >>> 0;
}
