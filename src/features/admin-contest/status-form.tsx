/** Moves an entry to one of the statuses allowed next; a rejection needs its reason (statusChangeSchema). */
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from 'react-toastify/unstyled';
import type { z } from 'zod';
import { statusChangeSchema, type ContestStatus } from '../../../contract/contest.ts';
import { StatusChangeForm } from '../../components/admin-list/status-change-form.tsx';
import { client, read } from '../../lib/api-client.ts';

type Values = z.input<typeof statusChangeSchema>;

const LABELS = {
  title: 'admin.contest.status.title',
  status: 'admin.contest.status.new',
  reason: 'admin.contest.status.reason',
  save: 'admin.contest.status.save',
};

export function StatusForm({ id, next, onChanged }: { id: number; next: ContestStatus[]; onChanged: () => void }) {
  const intl = useIntl();
  return (
    <section className="admin-panel" data-testid="contest-status">
      {next.length === 0 ? (
        <>
          <h2>
            <FormattedMessage id={LABELS.title} />
          </h2>
          <p className="notice">
            <FormattedMessage id="admin.contest.status.final" />
          </p>
        </>
      ) : (
        <StatusChangeForm<Values>
          resolver={zodResolver(statusChangeSchema)}
          defaultValues={{ status: next[0], reason: '' }}
          statuses={next.map((s) => ({ value: s, label: intl.formatMessage({ id: `contest.status.${s}` }) }))}
          labels={LABELS}
          reasonMax={1000}
          submit={(json) =>
            read(client.api.contest.applications[':id{[0-9]+}'].status.$post({ param: { id: String(id) }, json }))
          }
          onSaved={() => {
            toast.success(intl.formatMessage({ id: 'admin.contest.status.saved' }));
            onChanged();
          }}
          testId="contest-status-form"
        />
      )}
    </section>
  );
}
