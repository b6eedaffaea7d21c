/**
 * Records an outcome on a tablet: only the moves the case type's table allows from the outcome shown
 * (contract/consultation-outcomes.ts), with what that outcome needs. Sent through the outbox; the
 * dates it brings (a "too early" reminder) are the server's, shown after the next sync.
 */
import { FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { OUTCOME_NEEDS, nextOutcomes } from '../../../contract/consultation-outcomes.ts';
import { caseOutcomeForm, type Outcome } from '../../../contract/consultations.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormErrorCount } from '../../components/ui/form-error-count.tsx';
import { useOfflineForm } from '../../lib/use-offline-form.ts';
import { DateInput, SelectInput, TextInput } from './inputs.ts';
import { OUTCOME_KIND, type LocalCase } from './local-cases.ts';
import { useCaseDraftId } from './use-case-draft.ts';

interface Values {
  case_uuid: string;
  from: Outcome | null;
  outcome: string;
  reason: string;
  last_repayment: string;
  filing_date: string;
  refiling_date: string;
}

export function OutcomeForm({ c }: { c: LocalCase }) {
  const intl = useIntl();
  const { draftId, renew } = useCaseDraftId(OUTCOME_KIND, c.uuid);
  const f = useOfflineForm<Values>({
    draftId,
    kind: OUTCOME_KIND,
    schema: caseOutcomeForm as never,
    defaults: {
      case_uuid: c.uuid,
      from: c.outcome,
      outcome: '',
      reason: '',
      last_repayment: '',
      filing_date: '',
      refiling_date: '',
    },
  });
  const options = nextOutcomes(c.type, c.outcome);
  const picked = f.form.watch('outcome') as Outcome | '';
  const needs = picked ? (OUTCOME_NEEDS[picked] ?? []) : [];
  if (!f.opened || options.length === 0) return null;

  const send = f.form.handleSubmit(async (v) => {
    const values = caseOutcomeForm.parse(v);
    await f.submit('cases.outcome', { ...values, case_uuid: c.uuid, event_uuid: draftId!, from: c.outcome });
    renew();
  });
  return (
    <FormProvider {...f.form}>
      <form onSubmit={send} noValidate data-testid="case-outcome-form" className="form-card">
        <FormErrorCount count={f.errorCount} />
        <h2>
          <FormattedMessage id="cases.outcome.record" />
        </h2>
        <SelectInput
          name="outcome"
          options={options.map((o) => ({ value: o, label: intl.formatMessage({ id: `cases.outcome.${o}` }) }))}
        />
        {needs.includes('last_repayment') && (
          <DateInput name="last_repayment" hint={<FormattedMessage id="cases.outcome.server_computes" />} />
        )}
        {needs.includes('filing_date') && <DateInput name="filing_date" />}
        {needs.includes('refiling_date') && <DateInput name="refiling_date" />}
        <TextInput name="reason" />
        <Button type="submit">
          <FormattedMessage id="cases.outcome.save" />
        </Button>
      </form>
    </FormProvider>
  );
}
