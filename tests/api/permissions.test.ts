/**
 * The permission matrix, enforced: every API route of createApp, called as anonymous and as each of
 * the six roles, answers 401, 403 or "allowed" (anything else below 500) exactly as
 * tests/api/permission-matrix.ts declares. A new route that is not declared there fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { hashToken, newToken } from '../../api/lib/tokens.ts';
import { ROLES, ROLE_SLUGS, type RoleSlug } from '../../contract/roles.ts';
import { makeTestApp } from '../support/test-app.ts';
import { APP_MIDDLEWARE, PERMISSIONS, type Access } from './permission-matrix.ts';

const t = makeTestApp();
afterAll(() => t.close());

/** "GET /api/users/:id" for a route registered as /api/users/:id{[0-9]+}. */
const key = (method: string, path: string) => `${method} ${path.replace(/(:\w+)\{[^}]*\}/g, '$1')}`;

const routes = [
  ...new Map(
    t.app.routes
      .filter((r) => r.path.startsWith('/api') && !APP_MIDDLEWARE.includes(`${r.method} ${r.path}`))
      .map((r) => [key(r.method, r.path), { method: r.method, path: r.path }]),
  ).entries(),
];

const userIds = {} as Record<RoleSlug, number>;
beforeAll(() => {
  for (const slug of ROLE_SLUGS)
    userIds[slug] = t.db
      .insert(users)
      .values({ name: `matrix ${slug}`, phone: `7799000000${ROLES[slug]}`, roleId: ROLES[slug] })
      .returning()
      .get().id;
});

/** A fresh session for each call, so that calling logout does not spoil the next check. */
function tokenFor(slug: RoleSlug) {
  const token = newToken();
  const now = Date.now();
  t.db
    .insert(sessions)
    .values({
      userId: userIds[slug],
      tokenHash: hashToken(token),
      lastUsedAt: new Date(now),
      expiresAt: new Date(now + 3_600_000),
    })
    .run();
  return token;
}

/** Parameters point at records that do not exist, so allowed calls change nothing. */
const concrete = (path: string) => path.replace(/:\w+(\{[^}]*\})?/g, '999999').replace(/\*/g, 'x');

function expected(access: Access, who: RoleSlug | 'anonymous'): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (who === 'anonymous') return 401;
  if (access === 'signed-in') return 'allowed';
  return access.includes(who) ? 'allowed' : 403;
}

describe('permission matrix', () => {
  it('declares every API route, and only routes that exist', () => {
    const actual = routes.map(([k]) => k);
    expect(actual.filter((k) => !(k in PERMISSIONS))).toEqual([]);
    expect(Object.keys(PERMISSIONS).filter((k) => !actual.includes(k))).toEqual([]);
    expect(actual.length).toBeGreaterThan(10);
  });

  it('keeps the health check, login, common data and /api/public/* public', () => {
    for (const [k] of routes)
      if (/^\w+ \/api\/(health|auth\/login|common_data|public\/)/.test(k)) expect(PERMISSIONS[k], k).toBe('public');
  });

  for (const [k, route] of routes)
    it(`${k} answers each role as declared`, async () => {
      const access = PERMISSIONS[k];
      if (!access) return; // reported by the first test
      const got: Record<string, number | string> = {};
      const want: Record<string, number | string> = {};
      for (const who of ['anonymous', ...ROLE_SLUGS] as const) {
        // A route for every method (tus) is called with GET.
        const method = route.method === 'ALL' ? 'GET' : route.method;
        const res = await t.call(method, concrete(route.path), {
          ...(who === 'anonymous' ? {} : { token: tokenFor(who) }),
          ...(method === 'GET' || method === 'HEAD' ? {} : { body: {} }),
        });
        expect(res.status, `${k} as ${who}`).toBeLessThan(500);
        got[who] = res.status === 401 || res.status === 403 ? res.status : 'allowed';
        want[who] = expected(access, who);
      }
      expect(got).toEqual(want);
    });
});
