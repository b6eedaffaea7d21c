/** Route loaders of the survey admin: the list, one survey for the builder, and its statistics. */
import { ROLES } from '../../../contract/roles.ts';
import type { SurveyFilters } from '../../../contract/survey.ts';
import { client, read, toQuery } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';

const admins = [ROLES.admin];
const param = (id: number) => ({ id: String(id) });

export const loadSurveys = () => forRoles(admins, async () => (await read(client.api.surveys.$get())).data);

export const loadSurvey = (id: number) =>
  forRoles(admins, async () => (await read(client.api.surveys[':id{[0-9]+}'].$get({ param: param(id) }))).data);

export const loadSurveyStats = (id: number, f: SurveyFilters) =>
  forRoles(admins, async () => {
    const [survey, stats, outcomes] = await Promise.all([
      read(client.api.surveys[':id{[0-9]+}'].$get({ param: param(id) })),
      read(client.api.surveys[':id{[0-9]+}'].stats.$get({ param: param(id), query: toQuery(f) })),
      read(client.api.surveys.outcomes.$get({ query: { group: 'all' } })),
    ]);
    return { survey: survey.data, stats: stats.data, outcomes: outcomes.data };
  });

export type SurveyListRow = NonNullable<Awaited<ReturnType<typeof loadSurveys>>>[number];
export type SurveyDetail = NonNullable<Awaited<ReturnType<typeof loadSurvey>>>;
export type SurveyStatsData = NonNullable<Awaited<ReturnType<typeof loadSurveyStats>>>;
