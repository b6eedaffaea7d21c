/**
 * What each staff menu section opens with, held against what the server lets each role do: the one
 * source both the menu's unit test (tests/api/menu-permissions.test.ts) and the signed-in e2e
 * (tests/e2e/workplaces.spec.ts) check the menu with. A section is for a role when one of the things
 * its page opens with is: a read the permission matrix allows, a mutation whose declared roles include
 * the role, or what the role's device pulls.
 */
import { registrationSubmit } from '../../api/registration/submit.ts';
import type { RoleSlug } from '../../contract/roles.ts';
import { PERMISSIONS, type Access } from '../api/permission-matrix.ts';

type Opens =
  | string // "GET /api/…", a key of the permission matrix
  | { mutation: { name: string; roles: readonly (RoleSlug | 'public')[] } }
  /** Read from what the device pulled (offline), not from a route: the pull source serves only these roles. */
  | { pulled: string; roles: readonly RoleSlug[] };

export const SECTION_OPENS: Record<string, Opens[]> = {
  users: ['GET /api/users'],
  'user-logs': ['GET /api/user-logs'],
  expert: ['GET /api/experts'],
  applications: ['GET /api/applications'],
  register: [{ mutation: registrationSubmit }],
  'my-flows': [{ pulled: 'trainer_flow', roles: ['trainer'] }],
  flows: ['GET /api/flows'],
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
  'contest-settings': ['GET /api/contest/settings'],
  partners: ['GET /api/partners'],
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

const allows = (access: Access, role: RoleSlug) =>
  access === 'public' || access === 'signed-in' || access.includes(role);

function opens(o: Opens, role: RoleSlug): boolean {
  if (typeof o === 'string') return PERMISSIONS[o] !== undefined && allows(PERMISSIONS[o], role);
  if ('mutation' in o) return o.mutation.roles.includes('public') || o.mutation.roles.includes(role);
  return o.roles.includes(role);
}

/** The sections a role's menu must hold, by the server's rules. */
export const sectionsAllowed = (role: RoleSlug) =>
  Object.entries(SECTION_OPENS)
    .filter(([, all]) => all.some((o) => opens(o, role)))
    .map(([slug]) => slug);

/** The matrix keys the sections name (each must exist there). */
export const namedReads = () =>
  Object.values(SECTION_OPENS)
    .flat()
    .filter((o): o is string => typeof o === 'string');
