/**
 * The programme's outcome indicators (ADR 080): people who answered both an entry and an exit survey,
 * the change in literacy score and in declared debt against +30 % and −20 %, with the number of
 * matched people — overall, per region or per flow.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { client, read } from '../../lib/api-client.ts';
import { findCato, useCato } from '../../lib/cato.ts';
import type { SurveyStatsData } from './load-survey.ts';

type Group = 'all' | 'region' | 'flow';
type Outcome = SurveyStatsData['outcomes'][number];
type Indicator = Outcome['literacy'];

function Cell({ i, kind }: { i: Indicator; kind: 'literacy' | 'debt' }) {
  const intl = useIntl();
  const pct = (n: number) =>
    intl.formatNumber(n, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  if (i.change === null) return <td>—</td>;
  return (
    <td data-testid={`outcome-${kind}`}>
      {pct(i.change)}{' '}
      <span className={i.met ? 'status-ok' : 'status-warn'}>
        <FormattedMessage
          id={i.met ? 'survey.outcomes.met' : 'survey.outcomes.not_met'}
          values={{ target: pct(i.target) }}
        />
      </span>
      <br />
      <span className="field-hint">
        <FormattedMessage
          id={kind === 'literacy' ? 'survey.outcomes.literacy_values' : 'survey.outcomes.debt_values'}
          values={{
            entry:
              kind === 'literacy'
                ? intl.formatNumber(i.entry ?? 0, { style: 'percent' })
                : intl.formatNumber(i.entry ?? 0),
            exit:
              kind === 'literacy'
                ? intl.formatNumber(i.exit ?? 0, { style: 'percent' })
                : intl.formatNumber(i.exit ?? 0),
            people: i.people,
          }}
        />
      </span>
    </td>
  );
}

export function OutcomesPanel({ initial }: { initial: Outcome[] }) {
  const [group, setGroup] = useState<Group>('all');
  const [rows, setRows] = useState(initial);
  const intl = useIntl();
  const cato = useCato();
  // Per region the key is a KATO code: named in the reader's language from the device's KATO copy; a flow
  // by the title the server sends with it (its number only when it has none).
  const groupName = (r: Outcome) =>
    r.key === null
      ? intl.formatMessage({ id: 'survey.outcomes.group.all' })
      : group === 'region'
        ? (findCato(cato, r.key)?.name ?? String(r.key))
        : (r.name ?? intl.formatMessage({ id: 'survey.outcomes.flow_number' }, { number: r.key }));
  const pick = async (g: Group) => {
    setGroup(g);
    setRows((await read(client.api.surveys.outcomes.$get({ query: { group: g } }))).data);
  };
  return (
    <section className="admin-panel" data-testid="survey-outcomes">
      <h2>
        <FormattedMessage id="survey.outcomes.title" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="survey.outcomes.lead" />
      </p>
      <SelectField
        label={<FormattedMessage id="survey.outcomes.group" />}
        value={group}
        placeholder={false}
        options={(['all', 'region', 'flow'] as const).map((g) => ({
          value: g,
          label: intl.formatMessage({ id: `survey.outcomes.group.${g}` }),
        }))}
        onChange={(v) => void pick(v as Group)}
      />
      <CardTable
        rows={rows}
        emptyId="survey.outcomes.none"
        head={columnHeads('survey.outcomes.col.', ['group', 'matched', 'literacy', 'debt'])}
        row={(r) => (
          <tr key={String(r.key)}>
            <th scope="row">{groupName(r)}</th>
            <td data-testid="outcome-matched">{intl.formatNumber(r.matched)}</td>
            <Cell i={r.literacy} kind="literacy" />
            <Cell i={r.debt} kind="debt" />
          </tr>
        )}
      />
    </section>
  );
}
