/**
 * A saved building's name, renamed in place, and "Delete the building" behind a confirmation. The server
 * refuses the delete while a unit is sold or held for a buyer and says why; the list is where it goes after.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { failureText, FieldError } from '../../components/ui/field-error.tsx';
import { ApiError } from '../../lib/api.ts';
import { client, read } from '../../lib/api-client.ts';
import type { AdminBuilding } from './load.ts';

export function BuildingHeader({ building, onRenamed }: { building: AdminBuilding; onRenamed: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const [name, setName] = useState(building.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const param = { id: String(building.id) };

  const rename = async () => {
    setBusy(true);
    setNameError(undefined);
    setFailed(null);
    setSaved(false);
    try {
      await read(client.api.property.buildings[':id{[0-9]+}'].$put({ param, json: { name } }));
      setSaved(true);
      onRenamed();
    } catch (e) {
      if (e instanceof ApiError && e.errors.name) setNameError(e.errors.name[0]);
      else setFailed(failureText(intl, e));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setAsking(false);
    setBusy(true);
    setFailed(null);
    try {
      await read(client.api.property.buildings[':id{[0-9]+}'].$delete({ param }));
      void navigate({ to: '/{-$locale}/admin/build', params: { locale }, search: { project: building.project_id } });
    } catch (e) {
      setFailed(failureText(intl, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{building.name}</h1>
      <div className="bulk-bar" data-testid="building-header">
        <div className="field">
          <label htmlFor="building-name">
            <FormattedMessage id="property.field.building_name" />
          </label>
          <input id="building-name" value={name} aria-invalid={!!nameError} onChange={(e) => setName(e.target.value)} />
          <FieldError error={nameError} />
        </div>
        <Button
          type="button"
          variant="secondary"
          busy={busy}
          disabled={name === building.name}
          onClick={() => void rename()}
        >
          <FormattedMessage id="property.building.rename" />
        </Button>
        <Button type="button" variant="danger" disabled={busy} onClick={() => setAsking(true)}>
          <FormattedMessage id="property.building.delete" />
        </Button>
      </div>
      {saved && (
        <p role="status">
          <FormattedMessage id="property.admin.saved" />
        </p>
      )}
      {failed && (
        <p className="field-error" role="alert" data-testid="building-failed">
          {failed}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        danger
        title={<FormattedMessage id="property.building.delete_title" values={{ name: building.name }} />}
        confirmLabel={<FormattedMessage id="property.building.delete" />}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        <p>
          <FormattedMessage id="property.building.delete_body" values={{ count: building.units.length }} />
        </p>
      </ConfirmDialog>
    </>
  );
}
