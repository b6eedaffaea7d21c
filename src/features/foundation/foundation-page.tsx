/** The regional economic development foundation: goals, tasks, structure, governance, partners. */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { Bullets, Cards, PageHeader, Section } from '../../components/ui/content-blocks.tsx';
import { SiteAnchor } from '../../components/ui/site-anchor.tsx';
import { FoundationLinks } from './foundation-links.tsx';

const GOVERNANCE = ['founders', 'board', 'director', 'office'] as const;

export function FoundationPage() {
  const { locale } = useParams({ strict: false });
  return (
    <article className="page" data-testid="foundation-page">
      <PageHeader title="foundation.title" lead="foundation.lead" />
      <FoundationLinks />
      <Section id="goals" title="foundation.goals.title">
        <Bullets ids={['foundation.goals.g1', 'foundation.goals.g2', 'foundation.goals.g3', 'foundation.goals.g4']} />
      </Section>
      <Section id="tasks" title="foundation.tasks.title">
        <Bullets ids={['foundation.tasks.t1', 'foundation.tasks.t2', 'foundation.tasks.t3', 'foundation.tasks.t4']} />
      </Section>
      <Section id="structure" title="foundation.structure.title">
        <FormattedMessage id="foundation.structure.text" tagName="p" />
        <p className="link-list">
          <SiteAnchor path="team" label="foundation.structure.team" className="btn btn-secondary" />
          <Link to="/{-$locale}/foundation/office" params={{ locale }} className="btn btn-secondary">
            <FormattedMessage id="foundation.office.title" />
          </Link>
        </p>
      </Section>
      <Section id="governance" title="foundation.governance.title">
        <Cards prefix="foundation.governance" keys={GOVERNANCE} />
      </Section>
      <Section id="partners" title="foundation.partners.title">
        <FormattedMessage id="foundation.partners.text" tagName="p" />
        <Bullets
          ids={[
            'foundation.partners.akimats',
            'foundation.partners.finance',
            'foundation.partners.science',
            'foundation.partners.business',
          ]}
        />
      </Section>
    </article>
  );
}
