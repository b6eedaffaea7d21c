/**
 * The lawyer's day (/admin/consultations), from the cases on this tablet, so it opens in a village hall
 * without signal: reminders due today and overdue, cases with no next step (with their count), and all
 * my cases with filters (status, type, outcome, region, overdue).
 */
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OUTCOMES } from '../../../contract/consultation-outcomes.ts';
import { todayInKazakhstan } from '../../../contract/kazakhstan-time.ts';
import { CONSULTATION_STATUSES, CONSULTATION_TYPES } from '../../../contract/reference.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useCato } from '../../lib/cato.ts';
import { CaseRow } from './case-row.tsx';
import { hasNoNextStep, isDue, matches, type CaseFilters } from './day.ts';
import { useLocalCases, type LocalCase } from './local-cases.ts';

export function CasesPage() {
  const intl = useIntl();
  const cases = useLocalCases();
  const cato = useCato();
  const { locale } = useParams({ strict: false });
  const [filters, setFilters] = useState<CaseFilters>({});
  if (!cases) return null;
  const today = todayInKazakhstan();
  const due = cases.filter((c) => isDue(c, today)).sort((a, b) => a.remind_at!.localeCompare(b.remind_at!));
  const none = cases.filter(hasNoNextStep);
  const shown = cases.filter((c) => matches(c, filters, today));
  const choose = (key: keyof CaseFilters, values: readonly (string | number)[], label: (v: string) => string) => (
    <SelectField
      label={intl.formatMessage({ id: `cases.filter.${key}` })}
      value={filters[key] as string | undefined}
      placeholder={intl.formatMessage({ id: 'cases.filter.any' })}
      options={values.map((v) => ({ value: String(v), label: label(String(v)) }))}
      onChange={(v) => setFilters({ ...filters, [key]: v || undefined })}
      testId={`case-filter-${key}`}
    />
  );
  const list = (rows: LocalCase[], testId: string) =>
    rows.length === 0 ? (
      <p className="empty">
        <FormattedMessage id="cases.empty" />
      </p>
    ) : (
      <ul className="card-list" data-testid={testId}>
        {rows.map((c) => (
          <CaseRow key={c.uuid} c={c} today={today} />
        ))}
      </ul>
    );
  return (
    <section className="page" data-testid="lawyer-day">
      <h1>
        <FormattedMessage id="cases.day.title" />
      </h1>
      <p>
        <Link to="/{-$locale}/admin/consultations/new" params={{ locale }} className="btn" data-testid="case-new">
          <FormattedMessage id="cases.intake.title" />
        </Link>
      </p>
      <h2>
        <FormattedMessage id="cases.day.due" />
      </h2>
      {list(due, 'cases-due')}
      <h2>
        <FormattedMessage id="cases.day.no_next_step" />{' '}
        <span className="badge" data-testid="no-next-step-count">
          {intl.formatNumber(none.length)}
        </span>
      </h2>
      {list(none, 'cases-no-next-step')}
      <h2>
        <FormattedMessage id="cases.day.mine" />
      </h2>
      <div className="filters">
        {choose('status', CONSULTATION_STATUSES, (v) => intl.formatMessage({ id: `consultation.status.${v}` }))}
        {choose('type', CONSULTATION_TYPES, (v) => intl.formatMessage({ id: `consultation.type.${v}` }))}
        {choose('outcome', [...OUTCOMES, 'none'], (v) => intl.formatMessage({ id: `cases.outcome.${v}` }))}
        {choose(
          'region_id',
          (cato ?? []).map((r) => r.id),
          (v) => cato?.find((r) => String(r.id) === v)?.name ?? v,
        )}
        <label>
          <input
            type="checkbox"
            checked={!!filters.overdue}
            onChange={(e) => setFilters({ ...filters, overdue: e.target.checked || undefined })}
          />{' '}
          <FormattedMessage id="cases.filter.overdue" />
        </label>
      </div>
      {list(shown, 'cases-mine')}
    </section>
  );
}
