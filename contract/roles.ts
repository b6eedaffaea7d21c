/** The seeded roles (role_id), shared by the server, the permission matrix and the admin navigation. */
export const ROLES = {
  applicant: 1,
  operator: 2,
  trainer: 3,
  lawyer: 4,
  expert: 5,
  admin: 6,
} as const;
export type RoleSlug = keyof typeof ROLES;
export type RoleId = (typeof ROLES)[RoleSlug];
export const ROLE_SLUGS = Object.keys(ROLES) as RoleSlug[];
