/**
 * Seeded order for tests (ADR 114, 133): an attempt's answers, and which questions attempt `n` of a pooled
 * test shows — drawn from the seed the server issued this person for the test, so the phone draws offline
 * and the server draws the same set again to check the start. Pure and shared: phone and server agree.
 */

/** A 32-bit hash of a string (FNV-1a), the seed of the generator. */
function hash(s: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: small, fast and good enough to deal answers and draw questions. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `items` in an order fixed by `seed` (Fisher–Yates). */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  const next = generator(hash(seed));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The `poolSize` question ids attempt `n` draws from `ids` (in the admin's order). */
export const drawQuestions = (ids: readonly string[], poolSize: number, seed: string, n: number): string[] =>
  seededShuffle(ids, `${seed}:${n}`).slice(0, poolSize);
