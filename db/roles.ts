/**
 * The role ids seeded into the roles table. They are defined once in contract/roles.ts because the
 * browser needs them too; server code takes them from here, next to the table they describe.
 */
export { ROLES, type RoleSlug } from '../contract/roles.ts';
