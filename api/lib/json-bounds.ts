/**
 * Caller JSON is later walked by recursive code (hashing a pushed record, validation, storing it): a body
 * nested thousands of levels deep overflows the stack there and answers 500. It is measured here, without
 * recursion, before anything else reads it; the byte limits (app.ts, the push's inflate) bound its size.
 */

/** Far deeper than any form, record or definition the API takes (a survey's show-if is five levels). */
export const MAX_JSON_DEPTH = 64;
/** Values in one body: a full push batch of large records is a few tens of thousands. */
export const MAX_JSON_VALUES = 500_000;

/** True when `value` nests no deeper than `maxDepth` and holds at most `maxValues` values. */
export function jsonWithinBounds(value: unknown, maxDepth = MAX_JSON_DEPTH, maxValues = MAX_JSON_VALUES): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  let seen = 0;
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (++seen > maxValues) return false;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= maxDepth) return false;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return true;
}
