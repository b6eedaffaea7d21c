/** Topic pages of the consultations section (seed §1); the route accepts only these slugs. */
export const CONSULT_TOPICS = [
  'fraud-victims',
  'gambling',
  'bankrupts',
  'overdue-debtors',
  'entrepreneurs',
  'job-seekers',
] as const;
export type ConsultTopic = (typeof CONSULT_TOPICS)[number];

export const CONSULT_AREAS = [
  'debts',
  'fraud',
  'bankruptcyOutOfCourt',
  'bankruptcyJudicial',
  'seizure',
  'restructuring',
  'notary',
  'solvency',
  'legal',
] as const;
