/**
 * Every staff page in the route table is reachable from the menu: in at most 2 clicks on a desktop (the
 * side menu is open: its link, then at most one link on that page) and at most 3 on a phone (the "Menu"
 * button first). The e2e walk (tests/e2e/menu-reach.spec.ts) clicks the same paths as each role.
 */
import { describe, expect, it } from 'vitest';
import { ROLES, type RoleSlug } from '../../contract/roles.ts';
import { sectionsFor } from '../../src/features/admin-shell/sections.ts';
import { sectionsAllowed } from '../support/section-access.ts';
import { DASHBOARD, LINKED_FROM, sectionPath, staffPages } from '../support/staff-routes.ts';

const STAFF: RoleSlug[] = ['admin', 'operator', 'trainer', 'lawyer', 'expert'];

/** Clicks from a role's workplace to a page on a desktop, or undefined when its menu cannot get there. */
function desktopClicks(role: RoleSlug, page: string): number | undefined {
  const menu = sectionsFor(ROLES[role]).map((s) => sectionPath(s.slug));
  if (page === DASHBOARD) return role === 'admin' ? 1 : undefined;
  if (menu.includes(page)) return 1;
  const parent = LINKED_FROM[page];
  return parent && menu.includes(sectionPath(parent)) ? 2 : undefined;
}

describe('the staff menu against the route table', () => {
  it('names every staff page: a section, the dashboard, or one link from a section', () => {
    const all = sectionsFor(ROLES.admin)
      .concat(...STAFF.map((r) => sectionsFor(ROLES[r])))
      .map((s) => sectionPath(s.slug));
    const unreachable = staffPages().filter(
      (p) => p !== DASHBOARD && !all.includes(p) && !(LINKED_FROM[p] && all.includes(sectionPath(LINKED_FROM[p]))),
    );
    expect(unreachable).toEqual([]);
  });

  for (const role of STAFF)
    it(`takes the ${role} to each of their pages in ≤ 2 clicks on a desktop and ≤ 3 on a phone`, () => {
      const theirs = sectionsAllowed(role).map(sectionPath);
      const linked = Object.keys(LINKED_FROM).filter((p) => sectionsAllowed(role).includes(LINKED_FROM[p]!));
      const pages = [...theirs, ...linked, ...(role === 'admin' ? [DASHBOARD] : [])];
      expect(pages.length).toBeGreaterThan(0);
      const far = pages
        .map((p) => ({ p, desktop: desktopClicks(role, p) }))
        // The phone's menu is folded behind one button: one click more than the desktop.
        .filter(({ desktop }) => desktop === undefined || desktop > 2 || desktop + 1 > 3);
      expect(far).toEqual([]);
    });
});
