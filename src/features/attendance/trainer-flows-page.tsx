/**
 * The trainer's flows, from what the last pull brought to this tablet; works without signal. The
 * group meeting today comes first, marked, so the sheet for the hall is one tap away.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { todayInKazakhstan } from '../../../api/schemas/kazakhstan-time.ts';
import { KzDateRange } from '../../components/ui/date-and-money.tsx';
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
        <ul className="card-list">
          {flows.map((f) => {
            const when = flowWhen(f, today);
            return (
              <li key={f.id} data-testid="trainer-flow" data-when={when}>
                <Link
                  to="/{-$locale}/trainer/flows/$flowId"
                  params={{ locale, flowId: f.id }}
                  data-testid="trainer-flow-link"
                >
                  {f.title ?? <FormattedMessage id="attendance.flow_title" values={{ id: f.id }} />}
                </Link>{' '}
                {when === 'today' && (
                  <span className="flow-today">
                    <FormattedMessage id="attendance.today" />
                  </span>
                )}
                <span>
                  {' '}
                  <KzDateRange from={f.start_date} to={f.end_date} /> ·{' '}
                  <FormattedMessage id="attendance.participants" values={{ count: f.participants.length }} />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
