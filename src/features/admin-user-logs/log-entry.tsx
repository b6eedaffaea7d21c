/**
 * One entry of the user-action log as a sentence in the page's language — what was done, to which
 * record (linked), by whom — with when it happened and what changed, field by field, old → new.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { UserLogEntry } from '../../../contract/user-logs.ts';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { formatPhone } from '../../lib/phone-mask.ts';
import { actionName } from './action-name.ts';
import { LogRecord } from './log-record.tsx';
import { ValueDiff } from './value-diff.tsx';

export function LogEntryRow({ entry: e }: { entry: UserLogEntry }) {
  const intl = useIntl();
  const who = e.user
    ? intl.formatMessage({ id: 'userLogs.who' }, { name: e.user.name, phone: formatPhone(e.user.phone) })
    : intl.formatMessage({ id: 'userLogs.system' });
  const hasRecord = Boolean(e.changed_user || (e.subject_type && e.subject_id));
  return (
    <tr data-testid="user-log-entry">
      <td>
        <KzDate value={e.created_at} show="dateTime" />
      </td>
      <td data-testid="user-log-sentence">
        <FormattedMessage
          id={hasRecord ? 'userLogs.sentence' : 'userLogs.sentence.noRecord'}
          values={{ action: actionName(intl, e.action), who, record: <LogRecord entry={e} /> }}
        />
      </td>
      <td>
        <ValueDiff subject={e.subject_type} before={e.before} after={e.after} />
      </td>
    </tr>
  );
}
