/**
 * The staff menu against the API's permission matrix: each role's menu holds exactly the sections whose
 * page the role may open. The menu (src/features/admin-shell/sections.ts) only decides what to offer; the
 * server decides what is allowed, so a section offered to a role the server refuses is a dead end,
 * and a section the server allows but the menu hides is work nobody can find. What each section opens
 * with is in tests/support/section-access.ts, shared with the signed-in e2e of every workplace.
 */
import { describe, expect, it } from 'vitest';
import { ROLE_SLUGS, ROLES } from '../../contract/roles.ts';
import { ADMIN_SECTIONS, sectionsFor } from '../../src/features/admin-shell/sections.ts';
import { namedReads, SECTION_OPENS, sectionsAllowed } from '../support/section-access.ts';
import { PERMISSIONS } from './permission-matrix.ts';

describe('the staff menu and the permission matrix', () => {
  it('names, for every section, what its page opens with, and reads the matrix declares', () => {
    const built = ADMIN_SECTIONS.filter((s) => !s.planned).map((s) => s.slug);
    expect(Object.keys(SECTION_OPENS).sort()).toEqual([...built].sort());
    for (const r of namedReads()) expect(PERMISSIONS).toHaveProperty([r]);
  });

  it.each(ROLE_SLUGS)('offers a %s exactly the sections whose page the server lets them open', (role) => {
    expect(
      sectionsFor(ROLES[role])
        .map((s) => s.slug)
        .sort(),
    ).toEqual(sectionsAllowed(role).sort());
  });
});
