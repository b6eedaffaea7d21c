/** The Kazakh glossary (locales/glossary.kk.json): every kk message uses the settled word for each concept. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Other = 'ru' | 'en' | 'zh';
interface Word {
  use: string;
  avoid: string[];
}
interface Term extends Word {
  concept: string;
  /** The messages that name this concept: only these are checked, in every language. */
  names?: string[];
  in?: Record<Other, Word>;
}
const glossary = JSON.parse(readFileSync('locales/glossary.kk.json', 'utf8')) as { terms: Term[] };
const catalog = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>;
const kk = catalog('kk');

/** Matches a form at the start of a word, any case: Kazakh adds endings (Рахметіміз), never prefixes. */
const atWordStart = (form: string) => new RegExp(`(?<![\\p{L}])${form.replace(/\s+/g, '\\s+')}`, 'iu');
/** Chinese has no spaces between words: a form is found anywhere. */
const contains = (lang: string, form: string, message: string) =>
  lang === 'zh' ? message.includes(form) : atWordStart(form).test(message);

describe('Kazakh glossary', () => {
  it('lists each concept once, never a preferred word among the ones to avoid', () => {
    const concepts = glossary.terms.map((t) => t.concept);
    expect(new Set(concepts).size).toBe(concepts.length);
    for (const t of glossary.terms) expect(t.avoid.map((a) => a.toLowerCase())).not.toContain(t.use.toLowerCase());
  });

  it('finds no avoided variant in the Kazakh catalog', () => {
    const found = glossary.terms
      .filter((t) => !t.names)
      .flatMap((t) =>
        t.avoid.flatMap((form) =>
          Object.entries(kk)
            .filter(([, message]) => atWordStart(form).test(message))
            .map(([id]) => `${id}: "${form}" → "${t.use}" (${t.concept})`),
        ),
      );
    expect(found).toEqual([]);
  });

  it('names applications, requests and property leads each with its own word, in every language', () => {
    const scoped = glossary.terms.filter((t) => t.names);
    expect(scoped.map((t) => t.use)).toEqual(['өтінім', 'өтініш', 'сұраныс']);
    const wrong: string[] = [];
    for (const t of scoped)
      for (const [lang, word] of [['kk', t] as const, ...Object.entries(t.in!)]) {
        const messages = catalog(lang);
        for (const id of t.names!) {
          const m = messages[id];
          if (m === undefined) wrong.push(`${lang}:${id} is missing`);
          else if (!m.toLowerCase().includes(word.use.toLowerCase()))
            wrong.push(`${lang}:${id} "${m}" lacks "${word.use}" (${t.concept})`);
          for (const form of word.avoid)
            if (m !== undefined && contains(lang, form, m)) wrong.push(`${lang}:${id} "${m}" uses "${form}"`);
        }
      }
    expect(wrong).toEqual([]);
  });

  it('recognises a variant with a Kazakh ending and in any case', () => {
    expect(atWordStart('Рахмет').test('Сізге рахметімізді айтамыз')).toBe(true);
    expect(atWordStart('юрист').test('Заңгер')).toBe(false);
  });
});
