/**
 * The case's timeline as lines to show: each event's label id and values, the reminder the case holds
 * now as the last line, and overruled edits marked as such (ADR 071: both values stay visible).
 */
import { kzDayStart } from '../../../contract/kazakhstan-time.ts';
import type { LocalCase } from './local-cases.ts';

export interface TimelineLine {
  key: string;
  at: number;
  label: string;
  values: Record<string, string>;
  who: string | null;
  text: string | null;
  /** A field's change, put in words by the page (field-words.ts). */
  change?: { field: string; value: unknown };
}

const str = (v: unknown): string => (v === null || v === undefined ? '—' : String(v));

export function caseTimeline(c: LocalCase): TimelineLine[] {
  const lines: TimelineLine[] = c.timeline.map((e): TimelineLine => {
    const after = e.after ?? {};
    const base = { key: String(e.id), at: e.at, who: e.user_name, text: e.text };
    switch (e.kind) {
      case 'outcome':
        return {
          ...base,
          label: 'cases.timeline.outcome',
          values: { outcome: str(after.outcome), remind: str(after.remind_at) },
        };
      case 'field':
        return {
          ...base,
          label: e.effective ? 'cases.timeline.field' : 'cases.timeline.field_overruled',
          values: {},
          change: { field: str(after.field), value: after.value },
        };
      case 'assign':
        return { ...base, label: 'cases.timeline.assign', values: {} };
      case 'note':
        return { ...base, label: 'cases.timeline.note', values: {} };
      case 'document':
      case 'document_deleted':
        return {
          ...base,
          label: `cases.timeline.${e.kind}`,
          values: { document_type: str(after.type), name: str(after.name) },
        };
      default:
        return { ...base, label: 'cases.timeline.created', values: {} };
    }
  });
  if (c.remind_at && c.status !== 3)
    lines.push({
      key: 'reminder',
      at: kzDayStart(c.remind_at),
      label: 'cases.timeline.reminder',
      values: { date: c.remind_at },
      who: null,
      text: null,
    });
  return lines;
}
