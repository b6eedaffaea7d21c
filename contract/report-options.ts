/** The reports' option lists, free of zod so route definitions (loaded with the first page) can use them. */
export const APPLICATION_STATUSES = ['applied', 'started', 'completed', 'not_completed'] as const;
export const REPORT_GROUPS = ['region', 'district', 'status', 'date'] as const;
export const DATE_BUCKETS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export type DateBucket = (typeof DATE_BUCKETS)[number];
