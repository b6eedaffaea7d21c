import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../api/schemas/roles.ts';
import { ADMIN_SECTIONS, sectionsFor } from './sections.ts';

const ADMIN_ROUTES = 'src/routes/{-$locale}/admin';
const hasPage = (slug: string) => existsSync(`${ADMIN_ROUTES}/${slug}`) || existsSync(`${ADMIN_ROUTES}/${slug}.tsx`);

describe('the admin menu', () => {
  it('offers every role only sections that have a page: no dead ends', () => {
    for (const role of Object.values(ROLES))
      expect(
        sectionsFor(role)
          .filter((s) => !hasPage(s.slug))
          .map((s) => s.slug),
      ).toEqual([]);
  });

  it('marks as planned exactly the seed sections that have no page yet', () => {
    expect(ADMIN_SECTIONS.filter((s) => !hasPage(s.slug)).map((s) => s.slug)).toEqual(
      ADMIN_SECTIONS.filter((s) => s.planned).map((s) => s.slug),
    );
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
