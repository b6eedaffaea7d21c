/**
 * The staff pages a person opens from the menu, read from the route table itself (src/routes): every
 * page under /admin, /office and /trainer that is not one record (`$id`), a form for a new one (`_create`,
 * `create`, `new`), the sign-in page or a layout. Each is either a menu section or reached from one
 * section's page by one link (LINKED_FROM), so counting clicks needs nothing else.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ADMIN_SECTIONS } from '../../src/features/admin-shell/sections.ts';

const ROOT = 'src/routes/{-$locale}';

/** Pages the menu does not name, and the section whose page links to them. */
export const LINKED_FROM: Record<string, string> = { 'office/agro': 'agro' };

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

/** "admin/news", "office/register", "trainer" …: one path per page a menu must reach. */
export const staffPages = (): string[] =>
  [
    ...new Set(
      ['admin', 'office', 'trainer'].flatMap((area) =>
        files(join(ROOT, area))
          .map((f) =>
            relative(ROOT, f)
              .replace(/\.tsx$/, '')
              .replace(/\/index$/, ''),
          )
          .filter((p) => !/(\$|_create$|\/create$|\/new$|\/route$|\/login$)/.test(p))
          // A nested page (a course's lessons, a survey's answers) opens from its record, not the menu.
          .filter((p) => p.split('/').length <= 2),
      ),
    ),
  ].sort();

/** The path a section's menu link opens. */
export const sectionPath = (slug: string) => {
  const s = ADMIN_SECTIONS.find((x) => x.slug === slug)!;
  return s.to ? s.to.replace('/{-$locale}/', '') : `admin/${slug}`;
};

/** The admin's dashboard is the page /admin itself, first in the admin's menu. */
export const DASHBOARD = 'admin';
