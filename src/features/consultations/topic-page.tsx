/** One audience of the consultations (fraud victims, gambling addicts, …): the problem and the help. */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { PageHeader, Section } from '../../components/ui/content-blocks.tsx';
import type { ConsultTopic } from './topics.ts';

export function TopicPage({ topic }: { topic: ConsultTopic }) {
  const { locale } = useParams({ strict: false });
  return (
    <article className="page" data-testid="consult-topic-page">
      <PageHeader title={`consult.topic.${topic}.title`} lead={`consult.topic.${topic}.lead`} />
      <Section title="consult.topic.help">
        <FormattedMessage id={`consult.topic.${topic}.help`} tagName="p" />
      </Section>
      <p className="link-list">
        <Link to="/{-$locale}/consultations/request" params={{ locale }} className="btn">
          <FormattedMessage id="consult.cta" />
        </Link>
        <Link to="/{-$locale}/consultations" params={{ locale }} className="btn btn-secondary">
          <FormattedMessage id="consult.back" />
        </Link>
      </p>
    </article>
  );
}
