/**
 * `/admin/property-leads`: bookings and requests from the site, newest first, with the unit a booking
 * named and what it came to (reserved, or the unit already taken), the webinar or showroom time a
 * sign-up asked for (seated, or the slot full), the text of a complaint, investor request or vacancy
 * application; filters by status and kind; the status as the sales office works them, offering only the
 * moves allowed from where the lead is (rejected and cancelled are final and free the unit and the seat,
 * which the page says); CSV/XLSX of the filtered list. Paged on the server: "Next" continues after the last
 * lead shown (the cursor in the URL), and the count stops at 10,000.
 */
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FailureNote } from '../../components/ui/attempt.tsx';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import {
  LEAD_KINDS,
  LEAD_STATUSES,
  LEAD_TRANSITIONS,
  propertyLabel,
  type LeadKind,
  type LeadStatus,
} from '../../../contract/property.ts';
import { ROLES } from '../../../contract/roles.ts';
import { isFinal, nextStates } from '../../../contract/transitions.ts';
import { ExportButtons } from '../../components/admin-list/export-buttons.tsx';
import { AdminTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { failureText } from '../../components/ui/field-error.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { Select } from '../../components/ui/select-field.tsx';
import { client, read, toQuery } from '../../lib/api-client.ts';
import type { Lead, LeadSearch } from './load.ts';

const route = getRouteApi('/{-$locale}/admin/property-leads');
const COLUMNS = ['kind', 'name', 'phone', 'unit', 'slot', 'comment', 'outcome', 'status', 'created_at'];

interface Props {
  filter: LeadSearch;
  onFilter: (f: LeadSearch) => void;
}

export const LeadsPage = (props: Props) => (
  <RolesOnly roles={[ROLES.admin]}>
    <Leads {...props} />
  </RolesOnly>
);

function Leads({ filter, onFilter }: Props) {
  const intl = useIntl();
  const router = useRouter();
  const leads = { data: route.useLoaderData() ?? undefined };
  const { status = '', kind = '' } = filter;
  const choose = (patch: LeadSearch) => onFilter({ ...filter, ...patch, page: 1, after: undefined });
  const label = (list: string, v: string) => intl.formatMessage({ id: propertyLabel(list, v) });

  const [moved, setMoved] = useState<{ unit: string | null; seat: boolean } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const move = async (lead: Lead, next: LeadStatus) => {
    setMoved(null);
    setFailed(null);
    try {
      const res = await read(
        client.api.property.leads[':id{[0-9]+}'].status.$post({
          param: { id: String(lead.id) },
          json: { status: next },
        }),
      );
      const { unit_id, slot_id } = res.data.released;
      if (unit_id || slot_id) setMoved({ unit: unit_id ? lead.unit_number : null, seat: !!slot_id });
    } catch (e) {
      setFailed(failureText(intl, e));
    }
    await router.invalidate();
  };
  return (
    <section className="page" data-testid="property-leads">
      <h1>
        <FormattedMessage id="property.leads.title" />
      </h1>
      <div className="admin-toolbar">
        <Select
          aria-label={intl.formatMessage({ id: 'property.lead.status' })}
          value={status}
          placeholder={intl.formatMessage({ id: 'property.filter.all' })}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: label('lead_status', s) }))}
          onChange={(v) => choose({ status: (v as LeadStatus) || undefined })}
        />
        <Select
          aria-label={intl.formatMessage({ id: 'property.lead.kind' })}
          value={kind}
          placeholder={intl.formatMessage({ id: 'property.filter.all' })}
          options={LEAD_KINDS.map((k) => ({ value: k, label: label('lead_kind', k) }))}
          onChange={(v) => choose({ kind: (v as LeadKind) || undefined })}
          testId="lead-kind-filter"
        />
        <ExportButtons
          path={(format) =>
            client.api.property.leads.export.$path({
              query: toQuery({ status: filter.status, kind: filter.kind, format }),
            })
          }
          fileName="leads"
        />
      </div>
      {moved && (
        <p role="status" data-testid="lead-released">
          {moved.unit && <FormattedMessage id="property.leads.unit_released" values={{ number: moved.unit }} />}{' '}
          {moved.seat && <FormattedMessage id="property.leads.seat_returned" />}
        </p>
      )}
      <FailureNote text={failed} />
      <AdminTable
        list={leads}
        emptyId="property.leads.empty"
        head={columnHeads('property.lead.', COLUMNS)}
        row={(l) => (
          <tr key={l.id} data-testid="lead-row">
            <td>{label('lead_kind', l.kind)}</td>
            <td>{l.name}</td>
            <td>{l.phone}</td>
            <td>{l.unit_number ?? '—'}</td>
            <td>
              {l.slot_starts_at ? (
                <KzDate value={l.slot_starts_at} show="shortDateTime" />
              ) : l.preferred_time ? (
                label('callback_time', l.preferred_time)
              ) : (
                '—'
              )}
            </td>
            <td className="lead-comment">{l.comment ?? ''}</td>
            <td>{l.outcome ? label('outcome', l.outcome) : '—'}</td>
            <td>
              <Select
                aria-label={intl.formatMessage({ id: 'property.lead.status' })}
                value={l.status}
                disabled={isFinal(LEAD_TRANSITIONS, l.status)}
                placeholder={false}
                options={[l.status, ...nextStates(LEAD_TRANSITIONS, l.status)].map((s) => ({
                  value: s,
                  label: label('lead_status', s),
                }))}
                onChange={(v) => void move(l, v as LeadStatus)}
              />
            </td>
            <td>
              <KzDate value={l.created_at} show="shortDateTime" />
            </td>
          </tr>
        )}
        onPage={(page, after) => onFilter({ ...filter, page, after })}
      />
    </section>
  );
}
