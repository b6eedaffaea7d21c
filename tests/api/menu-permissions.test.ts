/**
 * The staff menu against the API's permission matrix: each role's menu holds exactly the sections whose
 * page the role may read. The menu (src/features/admin-shell/sections.ts) only decides what to offer; the
 * matrix is what the server enforces, so a section offered to a role the server refuses is a dead end,
 * and a section the server allows but the menu hides is work nobody can find.
 */
import { describe, expect, it } from 'vitest';
import { ROLE_SLUGS, ROLES } from '../../api/schemas/roles.ts';
import { ADMIN_SECTIONS, sectionsFor } from '../../src/features/admin-shell/sections.ts';
import { PERMISSIONS, type Access } from './permission-matrix.ts';

/** The read each section's page opens with (several where the page shows each role its own part). */
const SECTION_READS: Record<string, string[]> = {
  users: ['GET /api/users'],
  'user-logs': ['GET /api/user-logs'],
  expert: ['GET /api/experts'],
  flows: ['GET /api/flows'],
  applications: ['GET /api/applications'],
  agro: ['GET /api/agro/applications'],
  courses: ['GET /api/courses'],
  consultations: ['GET /api/consultations'],
  survey: ['GET /api/surveys'],
  reports: ['GET /api/reports/applications', 'GET /api/reports/trainers', 'GET /api/reports/lawyers'],
  news: ['GET /api/news'],
  stock: ['GET /api/stock'],
  article: ['GET /api/articles'],
  gallery: ['GET /api/gallery'],
  faqs: ['GET /api/faqs'],
  document: ['GET /api/documents'],
  contacts: ['GET /api/contacts'],
  team: ['GET /api/team'],
  'region-stats': ['GET /api/region-stats'],
  requests: ['GET /api/requests'],
  contest: ['GET /api/contest/applications'],
  build: ['GET /api/property/buildings'],
  project: ['GET /api/property/projects'],
  arena: ['GET /api/property/projects'],
  infrastructure: ['GET /api/property/infrastructure'],
  near: ['GET /api/property/near'],
  specification: ['GET /api/property/specification'],
  progress: ['GET /api/property/progress'],
  promotions: ['GET /api/promotions'],
  vacancies: ['GET /api/vacancies'],
  investors: ['GET /api/investors'],
  'partner-programmes': ['GET /api/partner-programmes'],
  'property-leads': ['GET /api/property/leads'],
  'property-slots': ['GET /api/property/slots'],
  'property-settings': ['GET /api/property/settings'],
};

/** Sections a role reads from what its device pulled (a trainer's own flows), not from a list route. */
const PULLED: Record<string, string[]> = { flows: ['trainer'] };

const allows = (access: Access, role: string) =>
  access === 'public' || access === 'signed-in' || (access as readonly string[]).includes(role);

describe('the staff menu and the permission matrix', () => {
  it('names, for every section, reads the matrix declares', () => {
    const built = ADMIN_SECTIONS.filter((s) => !s.planned).map((s) => s.slug);
    expect(Object.keys(SECTION_READS).sort()).toEqual([...built].sort());
    for (const reads of Object.values(SECTION_READS)) for (const r of reads) expect(PERMISSIONS).toHaveProperty([r]);
  });

  it.each(ROLE_SLUGS)('offers a %s exactly the sections whose page the server lets them read', (role) => {
    const offered = sectionsFor(ROLES[role]).map((s) => s.slug);
    const readable = Object.entries(SECTION_READS)
      .filter(([slug, reads]) => PULLED[slug]?.includes(role) || reads.some((r) => allows(PERMISSIONS[r]!, role)))
      .map(([slug]) => slug);
    expect(offered.sort()).toEqual(readable.sort());
  });
});
