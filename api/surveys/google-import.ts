/**
 * A Google Forms CSV export into a survey (ADR 081): the first column is Google's timestamp, each other
 * column one question. A column maps to a question by the admin's choice, else by the map saved from
 * the last import, else by its header equal to a question's code or label in any language; the rest
 * become new questions with an inferred type. New questions or options publish a new version, so the
 * imported answers sit on a frozen definition like any other. Each row is stored once however often
 * the same file is imported (its record id is a hash of the survey and the row).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyResponses, surveys } from '../../db/schema.ts';
import { parseCsv } from '../lib/csv.ts';
import type { FieldErrors } from '../schemas/errors.ts';
import { checkAnswers, debtOf, scoreOf, type Answers } from '../schemas/survey-answers.ts';
import type { AnswerValue, Definition, Label, Question } from '../schemas/survey.ts';
import { publish } from './versions.ts';

type Survey = typeof surveys.$inferSelect;
const MAX_ROWS = 5000;

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const labelMatches = (label: Label, text: string) => Object.values(label).some((l) => l && norm(l) === norm(text));
const asNumber = (v: string) => (/^-?\d+([.,]\d+)?$/.test(v.trim()) ? Number(v.trim().replace(',', '.')) : null);
const YES = ['yes', 'да', 'иә', '是'];
const NO = ['no', 'нет', 'жоқ', '否'];

/** A new question's type from its column's answers. */
export function inferQuestion(code: string, header: string, values: string[]): Question {
  const given = values.map((v) => v.trim()).filter(Boolean);
  const base: Question = {
    code,
    type: 'text',
    label: { ru: header },
    required: false,
    options: [],
    rows: [],
    min: null,
    max: null,
    show_if: null,
    score: null,
    measures_debt: false,
  };
  if (given.length && given.every((v) => asNumber(v) !== null))
    return { ...base, type: given.every((v) => Number.isInteger(asNumber(v))) ? 'integer' : 'decimal' };
  const multi = given.some((v) => v.includes(';'));
  const distinct = [...new Set(given.flatMap((v) => (multi ? v.split(';').map((x) => x.trim()) : [v])))];
  if (distinct.length && distinct.every((v) => [...YES, ...NO].includes(v.toLowerCase())))
    return { ...base, type: 'yes_no' };
  if (multi || (distinct.length <= 12 && distinct.length < given.length))
    return {
      ...base,
      type: multi ? 'multiple' : 'single',
      options: distinct.map((v, i) => ({ code: `o${i + 1}`, label: { ru: v } })),
    };
  return { ...base, type: given.some((v) => v.length > 300 || v.includes('\n')) ? 'long_text' : 'text' };
}

/** The option code for a text, adding the option when the column brings a new one. */
function optionCode(q: Question, text: string): string {
  const found = q.options.find((o) => o.code === text || labelMatches(o.label, text));
  if (found) return found.code;
  let n = q.options.length + 1;
  while (q.options.some((o) => o.code === `o${n}`)) n++;
  q.options.push({ code: `o${n}`, label: { ru: text } });
  return `o${n}`;
}

function valueOf(q: Question, raw: string): AnswerValue | undefined {
  const v = raw.trim();
  if (!v) return undefined;
  switch (q.type) {
    case 'integer':
    case 'decimal':
    case 'scale':
      return asNumber(v) ?? undefined;
    case 'yes_no':
      return YES.includes(v.toLowerCase()) ? 'yes' : NO.includes(v.toLowerCase()) ? 'no' : undefined;
    case 'multiple':
    case 'ranking':
      return v
        .split(';')
        .map((x) => x.trim())
        .filter(Boolean)
        .map((x) => optionCode(q, x));
    case 'single':
    case 'dropdown':
      return optionCode(q, v);
    default:
      return raw;
  }
}

/** Google writes "2026/11/20 10:15:32 AM GMT+5" or a locale's date; what cannot be read is the import time. */
function timestampOf(v: string | undefined, fallback: Date): Date {
  const m = v?.match(/^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?/);
  if (m) {
    const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
    return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s ?? 0) - 5 * 3_600_000);
  }
  const ms = v ? Date.parse(v) : NaN;
  return Number.isNaN(ms) ? fallback : new Date(ms);
}

export type ImportResult =
  | { errors: FieldErrors }
  | { imported: number; duplicates: number; version: number; added: string[]; mapping: Record<string, string | null> };

export function importGoogleCsv(
  db: Db,
  survey: Survey,
  csv: string,
  chosen: Record<string, string | null>,
  userId: number,
): ImportResult {
  const [header, ...rows] = parseCsv(csv);
  if (!header || header.length < 2 || !rows.length) return { errors: { csv: ['survey.errors.import_empty'] } };
  if (rows.length > MAX_ROWS) return { errors: { csv: ['survey.errors.import_too_large'] } };
  const def: Definition = structuredClone(survey.draft);
  const before = JSON.stringify(def);
  const saved = survey.importMap ?? {};
  const mapping: Record<string, string | null> = {};
  const added: string[] = [];
  const columns = header.slice(1).map((h, i) => {
    const chosenCode = h in chosen ? chosen[h] : h in saved ? saved[h] : undefined;
    let q =
      chosenCode === null
        ? undefined
        : chosenCode !== undefined
          ? def.questions.find((x) => x.code === chosenCode)
          : def.questions.find((x) => x.code === h.trim() || labelMatches(x.label, h));
    if (!q && chosenCode !== null) {
      let n = def.questions.length + 1;
      while (def.questions.some((x) => x.code === `q${n}`)) n++;
      q = inferQuestion(
        `q${n}`,
        h.trim(),
        rows.map((r) => r[i + 1] ?? ''),
      );
      def.questions.push(q);
      added.push(q.code);
    }
    mapping[h] = q?.code ?? null;
    return q;
  });

  return db.transaction((tx) => {
    const answerSets = rows.map((r) => {
      const answers: Answers = {};
      columns.forEach((q, i) => {
        const v = q ? valueOf(q, r[i + 1] ?? '') : undefined;
        if (q && v !== undefined) answers[q.code] = v;
      });
      return { r, answers };
    });
    tx.update(surveys)
      .set({ draft: def, importMap: { ...saved, ...mapping } })
      .where(eq(surveys.id, survey.id))
      .run();
    const fresh = tx.select().from(surveys).where(eq(surveys.id, survey.id)).get()!;
    const version =
      JSON.stringify(def) !== before || fresh.currentVersion === null
        ? publish(tx, fresh, new Date())
        : fresh.currentVersion;
    let imported = 0;
    const now = new Date();
    for (const { r, answers } of answerSets) {
      // A Google form knows no show-if or required: what does not fit the definition is left unanswered.
      for (const key of Object.keys(checkAnswers(def, answers))) delete answers[key.replace(/^answers\./, '')];
      const scored = scoreOf(def, answers);
      imported += tx
        .insert(surveyResponses)
        .values({
          clientRecordId: `import:${createHash('sha256')
            .update(`${survey.id}\n${JSON.stringify(r)}`)
            .digest('hex')}`,
          surveyId: survey.id,
          version,
          type: survey.type,
          answers,
          score: scored?.score ?? null,
          maxScore: scored?.max ?? null,
          debt: debtOf(def, answers),
          source: 'import',
          collectedBy: userId,
          createdAt: timestampOf(r[0], now),
        })
        .onConflictDoNothing()
        .run().changes;
    }
    return { imported, duplicates: rows.length - imported, version, added, mapping };
  });
}
