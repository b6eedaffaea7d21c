/**
 * The fingerprint of a pushed mutation: SHA-256 of its name and args with object keys sorted, so the
 * same record re-sent (in any key order) matches and a different record under the same id does not.
 */
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

export const recordHash = (name: string, args: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([name, canonical(args)]))
    .digest('hex');
