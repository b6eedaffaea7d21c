/** Survey kinds without zod: route definitions load with the first page and must not pull zod in. */
export const SURVEY_TYPES = ['entry', 'exit', 'follow_up', 'feedback'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];
