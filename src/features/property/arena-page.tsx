/**
 * `/arenatrg` (seed §2, "the first project"): the first published commercial project — `arena`, the
 * seed's commercial kind — in the project page itself; while none is published, a page that says so and
 * leads to the projects list. Both answers are public GETs the service worker keeps, so it opens offline.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import { ProjectPage } from './project-page.tsx';
import { QueryFrame } from '../../components/ui/query-frame.tsx';
import './property.css';

export function ArenaPage() {
  const { locale } = useParams({ strict: false });
  const q = usePublicQuery('/public/property/projects', { query: { kind: 'commercial' } });
  if (q.status === 'ready' && q.data.data[0]) return <ProjectPage key={q.data.data[0].id} id={q.data.data[0].id} />;
  return (
    <section className="page property" data-testid="property-arena-page">
      <QueryFrame q={q}>
        {() => (
          <>
            <h1>
              <FormattedMessage id="property.arena.title" />
            </h1>
            <p className="empty" data-testid="arena-empty">
              <FormattedMessage id="property.arena.empty" />{' '}
              <Link to="/{-$locale}/projects" params={{ locale }}>
                <FormattedMessage id="property.projects.title" />
              </Link>
            </p>
          </>
        )}
      </QueryFrame>
    </section>
  );
}
