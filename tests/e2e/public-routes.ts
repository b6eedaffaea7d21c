/**
 * Every public page, as a path after the locale prefix, with what shows it has rendered its content.
 * Other features add their pages here; the language and offline suites walk this list. A path may name
 * a record `seedPublicRoutes` makes (`{project}`), replaced by `publicPath`.
 */
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../support/server.ts';

export interface PublicRoute {
  path: string;
  /** data-testid of an element present once the page's content (including its API data) is shown. */
  ready: string;
}

export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '', ready: 'home-page' },
  { path: '/about', ready: 'about-page' },
  { path: '/agreement', ready: 'agreement-page' },
  { path: '/privacy', ready: 'privacy-page' },
  { path: '/consultations', ready: 'consultations-page' },
  ...['fraud-victims', 'gambling', 'bankrupts', 'overdue-debtors', 'entrepreneurs', 'job-seekers'].map((t) => ({
    path: `/consultations/${t}`,
    ready: 'consult-topic-page',
  })),
  { path: '/consultations/request', ready: 'consultation-form' },
  { path: '/calculators', ready: 'calculators-page' },
  { path: '/agro', ready: 'lead-form' },
  { path: '/foundation', ready: 'foundation-page' },
  { path: '/foundation/office', ready: 'foundation-office-page' },
  { path: '/foundation/programme', ready: 'foundation-programme-page' },
  { path: '/foundation/forecast', ready: 'forecast-form' },
  { path: '/foundation/districts', ready: 'districts-summary' },
  { path: '/foundation/contacts', ready: 'contact-form' },
  { path: '/school', ready: 'akims-school-page' },
  // Content from the database (lists; their items are checked by the content suite).
  { path: '/news', ready: 'public-news' },
  { path: '/stock', ready: 'public-stock' },
  { path: '/blog', ready: 'public-article' },
  { path: '/gallery', ready: 'public-gallery' },
  { path: '/faq', ready: 'public-faq' },
  { path: '/experts', ready: 'public-expert' },
  { path: '/documents', ready: 'public-document' },
  { path: '/partners', ready: 'public-partner' },
  { path: '/team', ready: 'public-team' },
  // The developer's pages: requests through the outbox, and their content lists.
  ...['webinar', 'showroom', 'complaint'].map((k) => ({ path: `/${k}`, ready: `${k}-form` })),
  { path: '/investors', ready: 'investor-form' },
  { path: '/vacancies', ready: 'vacancy-form' },
  { path: '/promotions', ready: 'public-promotion' },
  { path: '/partner-programmes', ready: 'public-partner_programme' },
  { path: '/projects', ready: 'project-list' },
  { path: '/projects/{project}', ready: 'project-layouts' },
  { path: '/arenatrg', ready: 'project-apartments' },
  { path: '/projects/calculator', ready: 'mortgage-result' },
  { path: '/projects/favourites', ready: 'favourites-empty' },
  { path: '/projects/compare', ready: 'compare-empty' },
  { path: '/callback', ready: 'callback-form' },
];

/**
 * The records the pages above show: a published residential project with a building (its layouts) and a
 * published commercial one (`/arenatrg`), named in four languages. Made through the API once per worker.
 */
export async function seedPublicRoutes(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  const headers = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const project = async (kind: string, name: Record<string, string>) => {
    const res = await request.post('/api/property/projects', {
      headers,
      data: { kind, name, state: 'under_construction', published: true },
    });
    if (res.status() !== 201) throw new Error(`project: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const home = await project('residential', { kk: 'Жасыл үй', ru: 'Зелёный дом', en: 'Green House', zh: '绿房子' });
  await project('commercial', { kk: 'Арена СОО', ru: 'ТРЦ Арена', en: 'Arena Mall', zh: '竞技场商场' });
  const units = [1, 2].flatMap((floor) =>
    [1, 2].map((n) => ({ section: 1, floor, number: `${floor}${n}`, rooms: n, area: 30 + n * 21.1, price: n * 3e7 })),
  );
  const building = await request.post('/api/property/buildings', {
    headers,
    data: { project_id: home, name: 'Block A', units },
  });
  if (building.status() !== 201) throw new Error(`building: ${building.status()} ${await building.text()}`);
  return { project: String(home) };
}

/** A route's path with the seeded records' ids in place of their names. */
export const publicPath = (path: string, ids: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? name);

export const LOCALES = ['kk', 'ru', 'en', 'zh'] as const;
