/**
 * The order of an attempt's answers, shuffled when the test says so, and the same on every render and
 * reload: seeded by the attempt's id and the question's, never by Math.random at display time.
 */

/** A 32-bit hash of a string (FNV-1a), the seed of the generator. */
function hash(s: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: small, fast and good enough to deal answers. */
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

/** The answers of one question as this attempt shows them. */
export const answerOrder = <T>(answers: readonly T[], attemptId: string, questionId: string, shuffle: boolean) =>
  shuffle ? seededShuffle(answers, `${attemptId}:${questionId}`) : [...answers];

/**
 * A practice test graded on the phone (ADR 114), by the server's rule: a question counts when the chosen
 * answers are exactly its right ones.
 */
export function practiceGrade(
  questionIds: readonly string[],
  answers: Record<string, string[]>,
  right: Record<string, string[]>,
  passCount: number,
) {
  const rightIds = new Set(
    questionIds.filter((q) => {
      const chosen = new Set(answers[q] ?? []);
      const key = right[q] ?? [];
      return key.length === chosen.size && key.every((a) => chosen.has(a));
    }),
  );
  return { correct: rightIds.size, passed: rightIds.size >= passCount, rightIds };
}
