/** "My flow" in the applicant's account: dates, address, responsible person and phone; a certificate once completed. */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { KzDateRange } from '../../components/ui/date-and-money.tsx';
import { findCato, useCato } from '../../lib/cato.ts';
import { useMyFlows } from './use-my-flows.ts';

export function MyFlowPage() {
  const { locale } = useParams({ strict: false });
  const docs = useMyFlows();
  const cato = useCato();
  if (!docs) return null;
  return (
    <section className="page" data-testid="my-flow">
      <h1>
        <FormattedMessage id="my_flow.title" />
      </h1>
      {docs.length === 0 && (
        <p className="empty">
          <FormattedMessage id="my_flow.none" />
        </p>
      )}
      {docs.map((d) => (
        <article key={d.application_id} className="card">
          <p>
            <FormattedMessage id="my_flow.status" />: <FormattedMessage id={`flows.status.${d.status}`} />
          </p>
          {d.flow ? (
            <dl>
              <dt>
                <FormattedMessage id="my_flow.dates" />
              </dt>
              <dd>
                <KzDateRange from={d.flow.start_date} to={d.flow.end_date} />
                {d.flow.working_hours ? `, ${d.flow.working_hours}` : ''}
              </dd>
              <dt>
                <FormattedMessage id="flows.field.address" />
              </dt>
              <dd>
                {[findCato(cato, d.flow.district_id)?.name ?? d.flow.district_name, d.flow.address]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
              <dt>
                <FormattedMessage id="my_flow.responsible" />
              </dt>
              <dd>{d.flow.responsible}</dd>
              <dt>
                <FormattedMessage id="my_flow.phone" />
              </dt>
              <dd>{d.flow.phone ?? d.flow.contacts}</dd>
            </dl>
          ) : (
            <p>
              <FormattedMessage id="my_flow.waiting" />
            </p>
          )}
          {d.status === 'completed' && (
            <Link
              to="/{-$locale}/my-flow/certificate/$applicationId"
              params={{ locale, applicationId: d.application_id }}
              data-testid="certificate-link"
            >
              <FormattedMessage id="my_flow.certificate" />
            </Link>
          )}
        </article>
      ))}
    </section>
  );
}
