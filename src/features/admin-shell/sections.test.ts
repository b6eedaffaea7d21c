import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../contract/roles.ts';
import { ADMIN_SECTIONS, sectionsFor, type AdminSection } from './sections.ts';

const ROUTES = 'src/routes/{-$locale}';
/** The route file(s) a section's link opens: `/admin/<slug>`, or its own workplace path. */
function hasPage(s: AdminSection) {
  const path = s.to ? s.to.replace('/{-$locale}/', '') : `admin/${s.slug}`;
  return [`${path}.tsx`, `${path}/index.tsx`, `${path}`].some((p) => existsSync(`${ROUTES}/${p}`));
}

describe('the staff menu', () => {
  it('offers every role only sections that have a page: no dead ends', () => {
    for (const role of Object.values(ROLES))
      expect(
        sectionsFor(role)
          .filter((s) => !hasPage(s))
          .map((s) => s.slug),
      ).toEqual([]);
  });

  it('marks as planned exactly the seed sections that have no page yet', () => {
    expect(ADMIN_SECTIONS.filter((s) => !hasPage(s)).map((s) => s.slug)).toEqual(
      ADMIN_SECTIONS.filter((s) => s.planned).map((s) => s.slug),
    );
  });

  it("leads an operator to registering a person and a trainer to their own flows, not to the office's flow management", () => {
    expect(sectionsFor(ROLES.operator).map((s) => s.slug)).toEqual(
      expect.arrayContaining(['applications', 'register', 'flows', 'agro', 'reports']),
    );
    expect(sectionsFor(ROLES.trainer).map((s) => s.slug)).toEqual(['my-flows', 'reports']);
  });
});

describe('the property sections', () => {
  it('offers editors infrastructure, near places, specifications and construction reports', () => {
    for (const role of [ROLES.admin, ROLES.expert])
      expect(sectionsFor(role).map((s) => s.slug)).toEqual(
        expect.arrayContaining(['infrastructure', 'near', 'specification', 'progress']),
      );
    expect(sectionsFor(ROLES.operator).map((s) => s.slug)).not.toContain('near');
  });
});
