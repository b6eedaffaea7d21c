/** About the programme: the mission, how the training works, who teaches, and the strands. */
import { Bullets, PageHeader, Paragraphs, Section } from '../../components/ui/content-blocks.tsx';

export function AboutPage() {
  return (
    <article className="page" data-testid="about-page">
      <PageHeader title="about.title" lead="about.lead" />
      <Section title="about.mission.title">
        <Paragraphs ids={['about.mission.p1', 'about.mission.p2']} />
      </Section>
      <Section title="about.training.title">
        <Paragraphs ids={['about.training.p1']} values={{ days: 5, min: 30, max: 70 }} />
        <Bullets
          ids={[
            'about.training.topic.budget',
            'about.training.topic.credit',
            'about.training.topic.savings',
            'about.training.topic.fraud',
            'about.training.topic.rights',
          ]}
        />
      </Section>
      <Section title="about.experts.title">
        <Paragraphs ids={['about.experts.text']} values={{ n: 150 }} />
      </Section>
      <Section title="about.strands.title">
        <Bullets
          ids={['about.strands.consultations', 'about.strands.agro', 'about.strands.foundation', 'about.strands.akims']}
        />
      </Section>
    </article>
  );
}
