/** The curator and the technologist of an application, or of its whole cooperative in the district. */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, failureText } from '../../components/ui/field-error.tsx';
import { FilterSelect } from '../../components/ui/filter-select.tsx';
import { ApiError } from '../../lib/api.ts';
import { client, read } from '../../lib/api-client.ts';
import type { AgroApplication } from './load-agro.ts';

export function AssignForm({ app, onSaved }: { app: AgroApplication; onSaved: () => void }) {
  const intl = useIntl();
  const [staff, setStaff] = useState<{ id: number; label: string }[]>([]);
  const [curator, setCurator] = useState(app.curator?.id);
  const [technologist, setTechnologist] = useState(app.technologist?.id);
  const [whole, setWhole] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const ctl = new AbortController();
    read(client.api.agro.staff.$get(undefined, { init: { signal: ctl.signal } }))
      .then((r) => setStaff(r.data.map((u) => ({ id: u.id, label: u.name }))))
      .catch(() => undefined);
    return () => ctl.abort();
  }, []);

  const save = async () => {
    setBusy(true);
    setErrors({});
    setFailed(null);
    try {
      await read(
        client.api.agro.applications[':id{[0-9]+}'].assign.$post({
          param: { id: String(app.id) },
          json: { curator_id: curator ?? null, technologist_id: technologist ?? null, whole_cooperative: whole },
        }),
      );
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length) setErrors(e.errors);
      else setFailed(failureText(intl, e));
    } finally {
      setBusy(false);
    }
  };
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <section className="status-form" data-testid="agro-assign">
      <h2>
        <FormattedMessage id="agro.review.assign" />
      </h2>
      <FilterSelect
        name="curator_id"
        label={label('agro.review.curator')}
        anyLabel={label('agro.review.nobody')}
        value={curator}
        options={staff}
        onChange={setCurator}
      />
      <FieldError error={errors.curator_id?.[0]} />
      <FilterSelect
        name="technologist_id"
        label={label('agro.review.technologist')}
        anyLabel={label('agro.review.nobody')}
        value={technologist}
        options={staff}
        onChange={setTechnologist}
      />
      <FieldError error={errors.technologist_id?.[0]} />
      {app.answers.coop_status !== 'no' && (
        <label className="check">
          <input type="checkbox" checked={whole} onChange={(e) => setWhole(e.target.checked)} />{' '}
          <FormattedMessage id="agro.review.whole_cooperative" />
        </label>
      )}
      <FieldError error={errors.whole_cooperative?.[0]} />
      <Button type="button" busy={busy} onClick={() => void save()}>
        <FormattedMessage id="agro.review.save" />
      </Button>
      {failed && (
        <p className="field-error" role="alert">
          {failed}
        </p>
      )}
    </section>
  );
}
