/**
 * Arrests and debt help on the lawyer's tablet: each group of counts is one form kept on the device and
 * sent once through the outbox as `cases.update` (field `arrests` or `debt_help`), checked by the same
 * schema as on the server (whole numbers, not negative, released ≤ seized), offline too.
 */
import { FormProvider } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import {
  ARREST_FIELDS,
  arrestCounts,
  DEBT_HELP_FIELDS,
  debtHelpCounts,
} from '../../../contract/consultation-counts.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { TextInput } from './inputs.ts';
import { ARRESTS_KIND, DEBT_HELP_KIND, type LocalCase } from './local-cases.ts';
import { useCaseDraftId } from './use-case-draft.ts';

const GROUPS = {
  arrests: { kind: ARRESTS_KIND, fields: ARREST_FIELDS, schema: arrestCounts },
  debt_help: { kind: DEBT_HELP_KIND, fields: DEBT_HELP_FIELDS, schema: debtHelpCounts },
} as const;

export function CountsForm({ c, group }: { c: LocalCase; group: keyof typeof GROUPS }) {
  const { kind, fields, schema } = GROUPS[group];
  const { draftId, renew } = useCaseDraftId(kind, c.uuid);
  const standing = c[group] as Record<string, number>;
  const f = useOfflineForm<Record<string, string>>({
    draftId,
    kind,
    schema: schema as never,
    defaults: { case_uuid: c.uuid, ...Object.fromEntries(fields.map((k) => [k, String(standing[k] ?? 0)])) },
  });
  if (!f.opened) return null;
  const send = f.form.handleSubmit(async (v) => {
    const value = schema.parse(v);
    await f.submit('cases.update', { case_uuid: c.uuid, event_uuid: draftId!, field: group, value } as never);
    renew();
  });
  return (
    <FormProvider {...f.form}>
      <form onSubmit={send} noValidate data-testid={`case-${group}-form`} className="form-card">
        <FormErrorCount count={f.errorCount} />
        <h2>
          <FormattedMessage id={`cases.counts.${group}`} />
        </h2>
        <div className="form-grid">
          {fields.map((name) => (
            <TextInput key={name} name={name} type="number" inputMode="numeric" min={0} step={1} />
          ))}
        </div>
        <Button type="submit">
          <FormattedMessage id="cases.counts.save" />
        </Button>
      </form>
    </FormProvider>
  );
}
