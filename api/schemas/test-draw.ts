/**
 * Which questions attempt `n` of a pooled test shows (issue 34.9, ADR 133): drawn from the seed the server
 * issued this person for this test, so the phone draws offline and the server draws the same set again to
 * check the start. Pure and shared: the phone and the server must agree to the question.
 */

/** FNV-1a, 32 bits: the seed and the attempt's number as the generator's state. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** mulberry32: a small generator, plenty for shuffling a few hundred questions. */
function generator(state: number) {
  let a = state;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The `poolSize` question ids attempt `n` draws from `ids` (in the admin's order). */
export function drawQuestions(ids: readonly string[], poolSize: number, seed: string, n: number): string[] {
  const next = generator(hash(`${seed}:${n}`));
  const out = [...ids];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out.slice(0, poolSize);
}
