/**
 * Which record an entry is about, named as a person would ("News “Harvest fair”", "Flow “Group 5”") and
 * linked to its admin page when it has one; a changed person is named and linked to their account.
 */
import { useParams } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { CONTENT_TYPE_NAMES, type ContentType } from '../../../contract/content-types.ts';
import { PROPERTY_ITEM_TYPES } from '../../../contract/property-items.ts';
import type { UserLogEntry } from '../../../contract/user-logs.ts';
import { AdminLink } from '../../components/ui/admin-link.tsx';
import { adminPaths } from '../../lib/admin-paths.ts';
import { recordName } from './log-values.ts';

/** The admin page of one record of each kind the log names (`/admin/<segment>/<id>`). */
const PAGES: Record<string, string> = {
  application: 'applications',
  agro_application: 'agro',
  consultation: 'consultations',
  contest_application: 'contest',
  flow: 'flows',
  learn_course: 'courses',
  property_building: 'build',
  property_project: 'project',
  survey: 'survey',
  user: 'users',
  ...Object.fromEntries(PROPERTY_ITEM_TYPES.map((t) => [`property_${t}`, t])),
};

const isContent = (t: string): t is ContentType => (CONTENT_TYPE_NAMES as readonly string[]).includes(t);

export function subjectName(intl: ReturnType<typeof useIntl>, type: string): string {
  const id = isContent(type) ? `userLogs.type.${type}` : `userLogs.subject.${type}`;
  return id in intl.messages ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'userLogs.subject.record' });
}

export function LogRecord({ entry: e }: { entry: UserLogEntry }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const base = `${locale ? `/${locale}` : ''}/admin/`;
  if (e.changed_user)
    return (
      <AdminLink href={`${base}users/${e.changed_user.id}`}>
        {intl.formatMessage(
          { id: 'userLogs.record.named' },
          { type: subjectName(intl, 'user'), name: e.changed_user.name },
        )}
      </AdminLink>
    );
  if (!e.subject_type || !e.subject_id) return null;
  const type = e.subject_type;
  const name = recordName(intl, e.after, e.before);
  const text = intl.formatMessage(
    { id: name ? 'userLogs.record.named' : 'userLogs.record' },
    { type: subjectName(intl, type), name, id: e.subject_id },
  );
  const href = isContent(type)
    ? adminPaths(type, locale).edit(Number(e.subject_id))
    : PAGES[type] && /^\d+$/.test(e.subject_id)
      ? `${base}${PAGES[type]}/${e.subject_id}`
      : undefined;
  return href ? <AdminLink href={href}>{text}</AdminLink> : <>{text}</>;
}
