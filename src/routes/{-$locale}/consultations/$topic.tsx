import { createFileRoute, notFound } from '@tanstack/react-router';
import { TopicPage } from '../../../features/consultations/topic-page.tsx';
import { CONSULT_TOPICS, type ConsultTopic } from '../../../features/consultations/topics.ts';

export const Route = createFileRoute('/{-$locale}/consultations/$topic')({
  beforeLoad: ({ params }) => {
    if (!(CONSULT_TOPICS as readonly string[]).includes(params.topic)) throw notFound();
  },
  staticData: { title: 'meta.consultTopic.title', description: 'meta.consultTopic.description' },
  component: function Topic() {
    const { topic } = Route.useParams();
    return <TopicPage topic={topic as ConsultTopic} />;
  },
});
