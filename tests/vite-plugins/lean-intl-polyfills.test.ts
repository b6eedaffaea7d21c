/**
 * vite-plugins/lean-intl-polyfills.ts points the three formatjs polyfills at one copy of their locale
 * matcher, which is only right while the copies installed beside each are one version; its date-data cut is
 * proven on the real data by src/lib/intl-polyfill/trimmed-date-data.test.ts. An upgrade that splits the
 * versions makes the plugin keep every copy (a bigger first page); this test says so first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MATCHER = '@formatjs/intl-localematcher';
const version = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;

describe("the polyfills' locale matcher", () => {
  it('is one version beside each of the three polyfills', () => {
    const versions = ['intl-pluralrules', 'intl-numberformat', 'intl-datetimeformat'].map((p) => {
      const nested = join('node_modules/@formatjs', p, 'node_modules', MATCHER);
      return version(existsSync(nested) ? nested : join('node_modules', MATCHER));
    });
    expect(new Set(versions).size).toBe(1);
  });
});
