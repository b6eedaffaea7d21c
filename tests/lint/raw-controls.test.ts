/**
 * One select and one phone input (ADR 110, 124). A raw `<select>` forgets a saved value whose options
 * arrive late and shows "Choose…"; a raw tel input takes "8 701…" or "+7(701)…" as typed instead of the
 * +7 mask and the digits the schemas store. Both came back once, file by file: this keeps them out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

/** The files under src/ whose text matches, but for the one component allowed to. */
const offenders = (pattern: RegExp, allowed: string) =>
  sources('src').filter((f) => f !== allowed && pattern.test(readFileSync(f, 'utf8')));

/** A JSX attribute that makes a control a phone: type, inputMode or autoComplete "tel", also computed. */
const TEL_ATTRIBUTE = /\b(?:type|inputMode|autoComplete)=(?:\{[^}]*)?["'`]tel["'`]/g;

/** Where a feature gives an element other than the shared phone input a tel attribute ("file: <Tag"). */
function rawPhones(): string[] {
  return sources('src').flatMap((f) => {
    const text = readFileSync(f, 'utf8');
    return [...text.matchAll(TEL_ATTRIBUTE)]
      .map((m) => /<([\w.]+)[^<]*$/.exec(text.slice(0, m.index))?.[1] ?? '?')
      .filter((tag) => tag !== 'PhoneInput' && tag !== 'PhoneField')
      .map((tag) => `${f}: <${tag}`);
  });
}

describe('form controls', () => {
  it('only the shared select component renders a <select> (Select, SelectField, FormSelect, FilterSelect)', () => {
    expect(offenders(/<select[\s>]/, join('src', 'components', 'ui', 'select-field.tsx'))).toEqual([]);
  });

  it('every phone is typed through the shared phone input and its +7 mask (PhoneInput, PhoneField)', () => {
    expect(rawPhones().filter((at) => !at.startsWith(join('src', 'components', 'ui', 'phone-input.tsx')))).toEqual([]);
  });
});
