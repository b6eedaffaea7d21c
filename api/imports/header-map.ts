/**
 * Proposes which field of the import's target (ADR 093) each column of a file fills, by its header: our
 * field ids (the template), the form's labels in Kazakh, Russian and English, and the names akimat lists
 * use (ФИО, ИИН, …), compared without case, spaces or punctuation. Also judges a mapping before anything runs:
 * errors (no IIN column, a field in two columns) stop the dry run; warnings only inform (ADR 082).
 */
import { translator } from '../lib/i18n.ts';
import { importFieldLabel, targetFields } from '../../contract/import-targets.ts';
import type { ImportHeaderIssue, ImportTarget } from '../../contract/imports.ts';
import type { ImportTargetDef } from './target.ts';

export const normaliseHeader = (s: string) =>
  s
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[\s\p{P}\p{S}]+/gu, '');

const known = new Map<ImportTarget, Map<string, string>>();
function knownHeaders(target: ImportTargetDef): Map<string, string> {
  const cached = known.get(target.id);
  if (cached) return cached;
  const map = new Map<string, string>();
  const fields = targetFields(target.id);
  const tr = (['kk', 'ru', 'en'] as const).map((l) => translator(l));
  // Labels first, synonyms after: a synonym never takes a header away from a field's own label.
  for (const field of fields) map.set(normaliseHeader(field), field);
  for (const field of fields)
    for (const t of tr) {
      const label = normaliseHeader(t(importFieldLabel(target.id, field)));
      if (label && !map.has(label)) map.set(label, field);
    }
  for (const [field, names] of Object.entries(target.synonyms))
    for (const n of names) if (!map.has(normaliseHeader(n))) map.set(normaliseHeader(n), field);
  known.set(target.id, map);
  return map;
}

/** The field a header names, or null. */
export const fieldOfHeader = (target: ImportTargetDef, header: string) =>
  knownHeaders(target).get(normaliseHeader(header)) ?? null;

/**
 * Per column: the source's saved choice for that header if there is one, else the field its header
 * names; a field already taken by an earlier column is not proposed twice.
 */
export function proposeMapping(
  target: ImportTargetDef,
  headers: string[],
  saved: Record<string, string | null> = {},
): (string | null)[] {
  const taken = new Set<string>();
  const fields = targetFields(target.id);
  return headers.map((h) => {
    const key = normaliseHeader(h);
    const field = key in saved ? saved[key]! : fieldOfHeader(target, h);
    if (!field || taken.has(field) || !fields.includes(field)) return null;
    taken.add(field);
    return field;
  });
}

export function headerIssues(
  target: ImportTargetDef,
  headers: string[],
  mapping: (string | null)[],
): ImportHeaderIssue[] {
  const issues: ImportHeaderIssue[] = [];
  const columns = new Map<string, number[]>();
  mapping.forEach((f, i) => f && columns.set(f, [...(columns.get(f) ?? []), i]));
  for (const field of target.keyFields)
    if (!columns.has(field)) issues.push({ level: 'error', column: null, field, message_id: target.noKey });
  for (const [field, cols] of columns)
    if (cols.length > 1)
      for (const column of cols.slice(1))
        issues.push({ level: 'error', column, field, message_id: 'imports.header.mapped_twice' });
  headers.forEach((h, column) => {
    if (mapping[column]) return;
    const id = fieldOfHeader(target, h) ? 'imports.header.unmapped' : 'imports.header.unknown';
    issues.push({ level: 'warning', column, field: null, message_id: id });
  });
  for (const field of target.required)
    if (!columns.has(field))
      issues.push({ level: 'warning', column: null, field, message_id: 'imports.header.missing_field' });
  return issues;
}
