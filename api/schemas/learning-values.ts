/** Option lists of online learning, shared by the database schema, the API and the browser. */

/** Course kinds: financial literacy and the agro courses of the seed. Courses themselves are data. */
export const LEARN_KINDS = [
  'financial_literacy',
  'broiler',
  'hydroponic_fodder',
  'cattle_feeding',
  'strawberry',
  'raspberry',
  'apple',
  'sugar_beet',
  'nursery',
] as const;
export type LearnKind = (typeof LEARN_KINDS)[number];

export const LEARN_LANGUAGES = ['kk', 'ru', 'en', 'zh'] as const;
export type LearnLanguage = (typeof LEARN_LANGUAGES)[number];
