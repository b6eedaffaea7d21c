/** The admin's preview of a course as a learner reads it (ADR 103): admins and experts, never kept on the device. */
import { ROLES } from '../../../contract/roles.ts';
import { client, read, type Ok } from '../../lib/api-client.ts';
import { forRoles } from '../../lib/route-data.ts';

const preview = client.api.courses[':id{[0-9]+}'].preview;
export const PREVIEWERS = [ROLES.admin, ROLES.expert] as const;

export const loadPreview = (id: number) =>
  forRoles(PREVIEWERS, async () => (await read(preview.$get({ param: { id: String(id) } }))).data);

export type PreviewCourse = Ok<Awaited<ReturnType<typeof preview.$get>>>['data'];
