/** The agro project's fixed lists the list tables and the form share (courses of the seed, workflow statuses). */
export const AGRO_COURSES = [
  'broiler',
  'hydroponic',
  'cattle',
  'strawberry',
  'raspberry',
  'apple',
  'sugar_beet',
  'nursery',
] as const;
export type AgroCourse = (typeof AGRO_COURSES)[number];

export const AGRO_STATUSES = [
  'applied',
  'screened',
  'enrolled',
  'trained',
  'credit_applied',
  'funded',
  'rejected',
  'superseded',
] as const;
export type AgroStatus = (typeof AGRO_STATUSES)[number];

/** The agro list's sortable columns. */
export const AGRO_SORTS = ['id', 'created_at', 'name', 'status'] as const;
export type AgroSort = (typeof AGRO_SORTS)[number];
