/**
 * Every action the server writes to the user-action log reads as a sentence in all four languages: its
 * name (no raw "flow.attach"), the record it touched named in words, and who did it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPE_NAMES } from '../contract/content-types.ts';
import { PROPERTY_ITEM_TYPES } from '../contract/property-items.ts';
import { AUDIT_ACTIONS, CONTENT_LOG_VERBS } from '../contract/user-logs.ts';
import { actionName } from '../src/features/admin-user-logs/action-name.ts';

const LOCALES = ['kk', 'ru', 'en', 'zh'] as const;
const catalogs = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as Record<string, string>]),
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}
const serverLines = sources('api').flatMap((f) => readFileSync(f, 'utf8').split('\n'));

/** `action: 'x.y'` and `action: cond ? 'x.y' : 'x.z'` in the server's code. */
const written = [
  ...new Set(
    serverLines
      .filter((line) => /\baction: /.test(line))
      .flatMap((line) => [...line.matchAll(/'([a-z_]+\.[a-z_.]+)'/g)].map((m) => m[1]!)),
  ),
].sort();

/** Every action the log may hold: the typed list audit() takes, and each content type's verbs. */
const ALL_ACTIONS = [...AUDIT_ACTIONS, ...CONTENT_TYPE_NAMES.flatMap((t) => CONTENT_LOG_VERBS.map((v) => `${t}.${v}`))];

/** The kinds of record the server names (`subjectType: '…'`), plus the property items' `property_<type>`. */
const subjects = [
  ...new Set([
    ...serverLines.flatMap((line) => [...line.matchAll(/subjectType: '([a-z_]+)'/g)].map((m) => m[1]!)),
    ...PROPERTY_ITEM_TYPES.map((t) => `property_${t}`),
  ]),
];

describe('user-action log sentences', () => {
  it('lists every action the server writes in the typed list audit() takes', () => {
    expect(written).toEqual(expect.arrayContaining(['auth.login', 'registration.submit', 'user.block']));
    expect(written.filter((a) => !(ALL_ACTIONS as string[]).includes(a))).toEqual([]);
  });

  for (const l of LOCALES)
    it(`says every action as a sentence with its record and its author in ${l}`, () => {
      const intl = createIntl({ locale: l, messages: catalogs[l]! });
      const unnamed = ALL_ACTIONS.filter((a) => actionName(intl, a) === a);
      expect(unnamed).toEqual([]);
      const unnamedSubjects = subjects.filter((s) => !catalogs[l]![`userLogs.subject.${s}`]);
      expect(unnamedSubjects).toEqual([]);
      for (const a of ALL_ACTIONS) {
        const sentence = intl.formatMessage(
          { id: 'userLogs.sentence' },
          { action: actionName(intl, a), record: 'RECORD', who: 'WHO' },
        );
        expect(sentence, a).toContain(actionName(intl, a));
        expect(sentence, a).toMatch(/RECORD.*WHO/);
        expect(sentence, a).not.toContain(a);
      }
    });
});
