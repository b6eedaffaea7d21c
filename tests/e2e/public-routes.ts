/** Every public page that takes no id, with the test id of what it renders; checked in four languages. */
export const PUBLIC_ROUTES: { path: string; testId: string }[] = [
  { path: 'news', testId: 'public-news' },
  { path: 'stock', testId: 'public-stock' },
  { path: 'blog', testId: 'public-article' },
  { path: 'gallery', testId: 'public-gallery' },
  { path: 'faq', testId: 'public-faq' },
  { path: 'experts', testId: 'public-expert' },
  { path: 'documents', testId: 'public-document' },
  { path: 'partners', testId: 'public-partner' },
  { path: 'team', testId: 'public-team' },
];
