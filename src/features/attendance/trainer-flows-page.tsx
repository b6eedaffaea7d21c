/**
 * The trainer's flows, from what the last pull brought to this tablet; works without signal. The
 * group meeting today comes first, marked, so the sheet for the hall is one tap away. Each group is a card
 * saying when and where it meets and how many come.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { TrainerFlowDoc } from '../../../contract/flows.ts';
import { todayInKazakhstan } from '../../../contract/kazakhstan-time.ts';
import { TermRow } from '../../components/ui/term-row.tsx';
import { KzDateRange } from '../../components/ui/date-and-money.tsx';
import { useCatoName } from '../../lib/cato.ts';
import { flowWhen } from './flow-order.ts';
import { useTrainerFlows } from './local-marks.ts';
import './attendance.css';

export function TrainerFlowsPage() {
  const flows = useTrainerFlows();
  const { locale } = useParams({ strict: false });
  if (!flows) return null;
  const today = todayInKazakhstan();
  return (
    <section className="page" data-testid="trainer-flows">
      <h1>
        <FormattedMessage id="attendance.my_flows" />
      </h1>
      {flows.length === 0 ? (
        <p className="empty">
          <FormattedMessage id="attendance.no_flows" />
        </p>
      ) : (
        <ul className="flow-cards">
          {flows.map((f) => (
            <FlowCardItem key={f.id} flow={f} when={flowWhen(f, today)} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One group as a card: its name (the way into its sheet), when, where, at what hours and how many come. */
function FlowCardItem({ flow: f, when, locale }: { flow: TrainerFlowDoc; when: string; locale: string | undefined }) {
  const district = useCatoName(f.district_id, f.district_name);
  const place = [district, f.address].filter(Boolean).join(', ');
  return (
    <li className="flow-card" data-testid="trainer-flow" data-when={when}>
      <h2>
        <Link to="/{-$locale}/trainer/flows/$flowId" params={{ locale, flowId: f.id }} data-testid="trainer-flow-link">
          {f.title ?? <FormattedMessage id="attendance.flow_title" values={{ id: f.id }} />}
        </Link>{' '}
        {when === 'today' && (
          <span className="flow-today">
            <FormattedMessage id="attendance.today" />
          </span>
        )}
      </h2>
      <dl>
        <TermRow label="attendance.card.when">
          <KzDateRange from={f.start_date} to={f.end_date} />
          {f.working_hours && `, ${f.working_hours}`}
        </TermRow>
        {place && <TermRow label="attendance.card.where">{place}</TermRow>}
        <TermRow label="attendance.card.people">
          <FormattedMessage id="attendance.participants" values={{ count: f.participants.length }} />
        </TermRow>
      </dl>
    </li>
  );
}
