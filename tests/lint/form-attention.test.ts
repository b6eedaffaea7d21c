/**
 * Every form treats its errors alike (ADR 111, 124): all at once, the first field focused, the count said.
 * The offline-form hook does it for the forms built on it; a form with its own react-hook-form must call
 * useFormAttention — a new one that does not would focus in react-hook-form's order (or not at all) and
 * say nothing, as the consultation and course forms once did.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Forms with no failed submit to attend to, and why. */
const EXEMPT: Record<string, string> = {
  // A calculator: it answers as it is typed and is never sent.
  [join('src', 'features', 'calculators', 'calc-form.tsx')]: 'live',
  // The seed's sign-in says nothing on a failure but marks both fields (a count would tell a guesser more).
  [join('src', 'features', 'auth', 'login-page.tsx')]: 'sign-in',
};

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /(?<!\.test)\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('form attention', () => {
  it('every form with its own useForm draws attention to its errors (useFormAttention)', () => {
    const own = sources(join('src', 'features')).filter((f) => /\buseForm\s*[<(]/.test(readFileSync(f, 'utf8')));
    expect(own.length).toBeGreaterThan(10);
    // The offline-form hook attends for the form it is given (`useOfflineForm({ form })`).
    const attends = (text: string) => /\b(?:useFormAttention|useOfflineForm)\s*[<(]/.test(text);
    const silent = own.filter((f) => !EXEMPT[f] && !attends(readFileSync(f, 'utf8')));
    expect(silent).toEqual([]);
  });
});
