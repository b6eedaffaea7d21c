/** What the lawyers and experts help with, who the topic pages are for, and how to ask for help. */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { Bullets, Cards, PageHeader, Section } from '../../components/ui/content-blocks.tsx';
import { CONSULT_AREAS, CONSULT_TOPICS } from './topics.ts';

export function ConsultationsPage() {
  const { locale } = useParams({ strict: false });
  return (
    <article className="page" data-testid="consultations-page">
      <PageHeader title="consult.title" lead="consult.lead" />
      <Link to="/{-$locale}/consultations/request" params={{ locale }} className="btn">
        <FormattedMessage id="consult.cta" />
      </Link>
      <Section title="consult.areas.title">
        <Cards prefix="consult.area" keys={CONSULT_AREAS} />
      </Section>
      <Section title="consult.topics.title">
        <ul className="cards">
          {CONSULT_TOPICS.map((topic) => (
            <li key={topic} className="card">
              <Link to="/{-$locale}/consultations/$topic" params={{ locale, topic }}>
                <FormattedMessage id={`consult.topic.${topic}.title`} />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="consult.hours.title">
        <Bullets ids={['consult.hours.text', 'consult.hours.afternoon']} />
      </Section>
    </article>
  );
}
