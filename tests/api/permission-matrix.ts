/**
 * Who may call each API route: 'public' (anyone), 'signed-in' (any role), or the roles allowed.
 * tests/api/permissions.test.ts calls every route of createApp as anonymous and as every role and
 * checks the answer against this table; a route missing here fails that test. Keys are
 * "METHOD /path" with Hono's parameter patterns left out (`:id{[0-9]+}` is written `:id`).
 */
import type { RoleSlug } from '../../api/schemas/roles.ts';

/** App-wide middleware (context, locale, session, body limit): not routes of their own. */
export const APP_MIDDLEWARE = ['ALL /api/*'];

export type Access = 'public' | 'signed-in' | readonly RoleSlug[];

export const PERMISSIONS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'signed-in',
  'GET /api/user-info': 'signed-in',
  'GET /api/common_data': 'public',
  'GET /api/public/contacts': 'public',

  'GET /api/users': ['admin'],
  'POST /api/users': ['admin'],
  'GET /api/users/lawyers': ['admin', 'lawyer'],
  'GET /api/users/:id': ['admin'],
  'POST /api/users/:id': ['admin'],
  'POST /api/users/:id/block': ['admin'],
  'POST /api/users/:id/unblock': ['admin'],
  'POST /api/users/:id/password': ['admin'],
  'GET /api/user-logs': ['admin'],

  // Anonymous devices may push the public mutations (request forms); each mutation names its own roles
  // and answers no_role_access inside the push result, not as a 403 of the whole call.
  'POST /api/sync/push': 'public',
  'GET /api/sync/pull': 'signed-in',
  'GET /api/sync/clients/:id': 'signed-in',
  /** tus uploads and authorised downloads; who may read a file is checked per file. */
  'ALL /api/files/*': 'signed-in',
};
