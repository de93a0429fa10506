/** A small deterministic random source (mulberry32): the same seed gives the same sequence. */
export type Prng = {
  next: () => number;
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(values: readonly T[]) => T;
  sample: <T>(values: readonly T[], count: number) => T[];
};

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => {
    if (values.length === 0) throw new Error('pick from an empty list');
    return values[int(0, values.length - 1)] as T;
  };
  const sample = <T>(values: readonly T[], count: number): T[] => {
    const pool = [...values];
    for (let i = pool.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, count);
  };
  return { next, int, chance: (p) => next() < p, pick, sample };
}
