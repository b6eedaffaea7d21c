/**
 * The test editor's working copy: every text in all four languages, whichever one the editor shows, so
 * saving in Russian keeps the Kazakh a colleague wrote (ADR 114).
 */
import type { TestInput } from '../../../contract/learning.ts';
import { LOCALES, type Locale } from '../../../contract/locale.ts';
import type { AdminTest } from './load-courses.ts';

export type Texts = Partial<Record<Locale, string>>;

export interface DraftAnswer {
  id: string;
  text: Texts;
  right: boolean;
}
export interface DraftQuestion {
  id: string;
  text: Texts;
  multiple: boolean;
  image: string | null;
  answers: DraftAnswer[];
}

const newId = () => crypto.randomUUID().slice(0, 8);
export const blankAnswer = (right = false): DraftAnswer => ({ id: newId(), text: {}, right });
export const blankQuestion = (): DraftQuestion => ({
  id: newId(),
  text: {},
  multiple: false,
  image: null,
  answers: [blankAnswer(true), blankAnswer()],
});

export const draftOf = (test: AdminTest | undefined): DraftQuestion[] =>
  test?.questions.map((q) => ({
    id: q.id,
    text: { ...q.text },
    multiple: q.multiple,
    image: q.image ?? null,
    answers: q.answers.map((a) => ({ id: a.id, text: { ...a.text }, right: a.right })),
  })) ?? [blankQuestion()];

/** Empty languages are left out, so a language never written stays absent rather than blank. */
const written = (t: Texts): Texts => Object.fromEntries(Object.entries(t).filter(([, s]) => s?.trim()));

export const questionsInput = (qs: DraftQuestion[]): TestInput['questions'] =>
  qs.map((q) => ({
    id: q.id,
    text: written(q.text),
    multiple: q.multiple,
    image: q.image,
    answers: q.answers.map((a) => ({ id: a.id, text: written(a.text), right: a.right })),
  }));

/** How many texts (questions and answers) are still empty in a language. */
export const emptyTexts = (qs: DraftQuestion[], lang: Locale) =>
  qs.reduce((n, q) => n + [q.text, ...q.answers.map((a) => a.text)].filter((t) => !t[lang]?.trim()).length, 0);

/** Some other language's text, shown as a hint while translating. */
export const otherText = (t: Texts, lang: Locale) =>
  LOCALES.filter((l) => l !== lang)
    .map((l) => t[l])
    .find((s) => s?.trim()) ?? '';
