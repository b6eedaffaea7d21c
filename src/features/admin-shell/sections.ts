/**
 * The staff menu: the seed's admin sections and the workplaces outside /admin (registering a person,
 * a trainer's flows), grouped, with the roles that may use each. The API's permission matrix
 * (README.md) is the authority; this only decides what the menu offers, and
 * tests/api/menu-permissions.test.ts holds the two together.
 */
import { ROLES, type RoleId } from '../../../contract/roles.ts';

/** The menu's groups, one per task a member of staff comes to do. */
export type SectionGroup = 'people' | 'training' | 'contest' | 'content' | 'property' | 'reports' | 'settings';

/** Staff workplaces that are not an /admin/<slug> page. */
export type WorkPath = '/{-$locale}/office/register' | '/{-$locale}/trainer';

export interface AdminSection {
  slug: string;
  group: SectionGroup;
  roles: readonly RoleId[];
  /** The page, when it is not the seed's `/admin/<slug>`. */
  to?: WorkPath;
  /** A menu label for a role that sees the section differently (e.g. only their own districts). */
  labelFor?: Partial<Record<RoleId, string>>;
  /** Named by the seed but not built yet: its path says so, the menu does not offer a dead end. */
  planned?: true;
}

const { admin, operator, trainer, lawyer, expert } = ROLES;
const editors = [admin, expert] as const;

export const GROUPS: readonly SectionGroup[] = [
  'people',
  'training',
  'contest',
  'content',
  'property',
  'reports',
  'settings',
];

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { slug: 'users', group: 'people', roles: [admin] },
  { slug: 'expert', group: 'people', roles: editors },
  {
    slug: 'applications',
    group: 'training',
    roles: [admin, operator],
    labelFor: { [operator]: 'admin.section.applications.operator' },
  },
  { slug: 'register', group: 'training', roles: [admin, operator], to: '/{-$locale}/office/register' },
  // The trainer's own flows live on the tablet (pulled, offline); managing flows is the office's.
  { slug: 'my-flows', group: 'training', roles: [trainer], to: '/{-$locale}/trainer' },
  { slug: 'flows', group: 'training', roles: [admin, operator] },
  { slug: 'agro', group: 'training', roles: [admin, operator] },
  { slug: 'courses', group: 'training', roles: editors },
  {
    slug: 'consultations',
    group: 'training',
    roles: [admin, lawyer],
    labelFor: { [lawyer]: 'cases.day.title' },
  },
  { slug: 'survey', group: 'training', roles: [admin] },
  { slug: 'contest', group: 'contest', roles: editors },
  { slug: 'news', group: 'content', roles: editors },
  { slug: 'stock', group: 'content', roles: editors },
  { slug: 'article', group: 'content', roles: editors },
  { slug: 'gallery', group: 'content', roles: editors },
  { slug: 'faqs', group: 'content', roles: editors },
  { slug: 'document', group: 'content', roles: editors },
  { slug: 'contacts', group: 'content', roles: editors },
  { slug: 'team', group: 'content', roles: editors },
  { slug: 'partners', group: 'content', roles: editors },
  { slug: 'requests', group: 'content', roles: editors },
  { slug: 'build', group: 'property', roles: editors },
  { slug: 'project', group: 'property', roles: editors },
  { slug: 'arena', group: 'property', roles: editors },
  { slug: 'infrastructure', group: 'property', roles: editors },
  { slug: 'near', group: 'property', roles: editors },
  { slug: 'specification', group: 'property', roles: editors },
  { slug: 'progress', group: 'property', roles: editors },
  { slug: 'promotions', group: 'property', roles: editors },
  { slug: 'vacancies', group: 'property', roles: editors },
  { slug: 'investors', group: 'property', roles: editors },
  { slug: 'partner-programmes', group: 'property', roles: editors },
  { slug: 'property-leads', group: 'property', roles: [admin] },
  { slug: 'property-slots', group: 'property', roles: editors },
  { slug: 'reports', group: 'reports', roles: [admin, operator, trainer, lawyer] },
  { slug: 'region-stats', group: 'reports', roles: [admin] },
  { slug: 'user-logs', group: 'reports', roles: [admin] },
  { slug: 'contest-settings', group: 'settings', roles: [admin] },
  { slug: 'property-settings', group: 'settings', roles: editors },
];

/** A seed path segment names its /admin section: `news`, and the seed's `news_create`. */
export function findSection(segment: string): AdminSection | undefined {
  const slug = segment.replace(/_create$/, '');
  return ADMIN_SECTIONS.find((s) => s.slug === slug && !s.to);
}

export const sectionsFor = (roleId: number) =>
  ADMIN_SECTIONS.filter((s) => !s.planned && (s.roles as number[]).includes(roleId));
