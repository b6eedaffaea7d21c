/** The Kazakh glossary (locales/glossary.kk.json): every kk message uses the settled word for each concept. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Term {
  concept: string;
  use: string;
  avoid: string[];
}
const glossary = JSON.parse(readFileSync('locales/glossary.kk.json', 'utf8')) as { terms: Term[] };
const kk = JSON.parse(readFileSync('locales/kk.json', 'utf8')) as Record<string, string>;

/** Matches a form at the start of a word, any case: Kazakh adds endings (Рахметіміз), never prefixes. */
const atWordStart = (form: string) => new RegExp(`(?<![\\p{L}])${form.replace(/\s+/g, '\\s+')}`, 'iu');

describe('Kazakh glossary', () => {
  it('lists each concept once, never a preferred word among the ones to avoid', () => {
    const concepts = glossary.terms.map((t) => t.concept);
    expect(new Set(concepts).size).toBe(concepts.length);
    for (const t of glossary.terms) expect(t.avoid.map((a) => a.toLowerCase())).not.toContain(t.use.toLowerCase());
  });

  it('finds no avoided variant in the Kazakh catalog', () => {
    const found = glossary.terms.flatMap((t) =>
      t.avoid.flatMap((form) =>
        Object.entries(kk)
          .filter(([, message]) => atWordStart(form).test(message))
          .map(([id]) => `${id}: "${form}" → "${t.use}" (${t.concept})`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('recognises a variant with a Kazakh ending and in any case', () => {
    expect(atWordStart('Рахмет').test('Сізге рахметімізді айтамыз')).toBe(true);
    expect(atWordStart('юрист').test('Заңгер')).toBe(false);
  });
});
