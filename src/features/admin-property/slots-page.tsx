/**
 * `/admin/property-slots`: webinar and showroom times the public sign-up forms offer, with seats
 * taken of the capacity (ADR 106). Editors add a time; the server keeps the seats.
 */
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { propertyLabel, SLOT_KINDS, textIn, type SlotKind } from '../../../contract/property.ts';
import { LOCALES } from '../../../contract/locale.ts';
import { kzDayStart } from '../../../contract/kazakhstan-time.ts';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { ActionForm, FailureNote, useAttempt } from '../../components/ui/attempt.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { Field } from '../../components/ui/field.tsx';
import { RolesOnly } from '../../components/ui/roles-only.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { EDITORS, type PropertySlot } from './load.ts';

/** `slots`: the route's loader data (null for a role that may not see the page). */
export const SlotsPage = ({ slots }: { slots: PropertySlot[] | null }) => (
  <RolesOnly roles={EDITORS}>
    <Slots slots={slots ?? []} />
  </RolesOnly>
);

/** The instant a session starts, from its day and time on the Kazakhstan clock, whatever the device's zone. */
function startsAt(day: string, time: string): string {
  const [h, m] = time.split(':').map(Number);
  if (!day || h === undefined || m === undefined) return '';
  return new Date(kzDayStart(day) + (h * 60 + m) * 60_000).toISOString();
}

function Slots({ slots }: { slots: PropertySlot[] }) {
  const intl = useIntl();
  const router = useRouter();
  const [kind, setKind] = useState<SlotKind>('webinar');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [capacity, setCapacity] = useState('20');
  const [title, setTitle] = useState<Record<string, string>>({});
  const { busy, failed, attempt } = useAttempt();

  const add = async () => {
    const json = { kind, starts_at: startsAt(day, time), title, capacity: Number(capacity), published: true };
    if (!(await attempt(() => read(client.api.property.slots.$post({ json }))))) return;
    setDay('');
    setTime('');
    await router.invalidate();
  };

  return (
    <section className="page" data-testid="property-slots">
      <h1>
        <FormattedMessage id="property.slots.title" />
      </h1>
      <ActionForm className="form-card" onSubmit={add}>
        <SelectField
          label={intl.formatMessage({ id: 'property.lead.kind' })}
          value={kind}
          placeholder={false}
          options={SLOT_KINDS.map((k) => ({
            value: k,
            label: intl.formatMessage({ id: propertyLabel('lead_kind', k) }),
          }))}
          onChange={(v) => setKind(v as SlotKind)}
        />
        <Field label={intl.formatMessage({ id: 'property.slots.day' })}>
          {(p) => <DateInput {...p} required value={day} onChange={setDay} />}
        </Field>
        <Field label={intl.formatMessage({ id: 'property.slots.time' })}>
          {(p) => <input {...p} type="time" required value={time} onChange={(e) => setTime(e.target.value)} />}
        </Field>
        {LOCALES.map((l) => (
          <Field key={l} label={intl.formatMessage({ id: `property.slots.topic.${l}` })}>
            {(p) => (
              <input
                {...p}
                maxLength={200}
                value={title[l] ?? ''}
                onChange={(e) => setTitle({ ...title, [l]: e.target.value })}
              />
            )}
          </Field>
        ))}
        <Field label={intl.formatMessage({ id: 'property.slots.capacity' })}>
          {(p) => <input {...p} inputMode="numeric" value={capacity} onChange={(e) => setCapacity(e.target.value)} />}
        </Field>
        <FailureNote text={failed} />
        <Button type="submit" busy={busy}>
          <FormattedMessage id="property.slots.add" />
        </Button>
      </ActionForm>
      <CardTable
        rows={slots}
        head={columnHeads('property.', ['lead.kind', 'lead.slot', 'slots.topic', 'slots.seats'])}
        row={(s) => (
          <tr key={s.id}>
            <td>{intl.formatMessage({ id: propertyLabel('lead_kind', s.kind) })}</td>
            <td>
              <KzDate value={s.starts_at} show="dateTime" />
            </td>
            <td>{textIn(s.title, intl.locale)}</td>
            <td>
              <FormattedMessage id="property.slots.taken" values={{ taken: s.taken, capacity: s.capacity }} />
            </td>
          </tr>
        )}
      />
    </section>
  );
}
