/**
 * The contest review statuses, in a module without zod: the admin contest route checks its search with
 * them, and route definitions load with every first page (zod there would add ~25 KiB gzip).
 */
export const STATUSES = ['received', 'under_review', 'shortlisted', 'winner', 'rejected'] as const;
export type ContestStatus = (typeof STATUSES)[number];
