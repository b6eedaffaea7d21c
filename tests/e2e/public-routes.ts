/**
 * Every public page, as a path after the locale prefix, with what shows it has rendered its content.
 * Other features add their pages here; the language and offline suites walk this list.
 */
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
];

export const LOCALES = ['kk', 'ru', 'en', 'zh'] as const;
