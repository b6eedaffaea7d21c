/**
 * `/projects`: the developer's published projects — all, completed or under construction — with the
 * delivery date (or "not specified"), the price from and the apartments left, counted from the units;
 * links to the calculators and to the device's favourites and compare lists.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { PROJECT_STATES, propertyLabel, textIn, type ProjectState } from '../../../contract/property.ts';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import { Delivery } from './delivery.tsx';
import { DeviceListLinks } from './device-list-links.tsx';
import { useDeviceList } from './device-lists.ts';
import { ProjectPromotions } from './project-promotions.tsx';
import { QueryFrame } from '../../components/ui/query-frame.tsx';
import './property.css';

export function ProjectsPage({ state }: { state: ProjectState | undefined }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const q = usePublicQuery('/public/property/projects', { query: { state } });
  const favourites = useDeviceList('favourites');
  const compare = useDeviceList('compare');
  return (
    <section className="page property" data-testid="property-projects-page">
      <h1>
        <FormattedMessage id="property.projects.title" />
      </h1>
      <nav className="property-tabs" aria-label={intl.formatMessage({ id: 'property.projects.filter' })}>
        {[undefined, ...PROJECT_STATES].map((s) => (
          <Link
            key={s ?? 'all'}
            to="/{-$locale}/projects"
            params={{ locale }}
            search={s ? { state: s } : {}}
            aria-current={s === state ? 'page' : undefined}
          >
            <FormattedMessage id={s ? propertyLabel('state', s) : 'property.filter.all'} />
          </Link>
        ))}
      </nav>
      <p className="unit-actions">
        <Link to="/{-$locale}/projects/calculator" params={{ locale }}>
          <FormattedMessage id="property.calculators.link" />
        </Link>
        <DeviceListLinks favourites={favourites.entries.length} compare={compare.entries.length} />
      </p>
      <QueryFrame q={q}>
        {({ data }) =>
          data.length === 0 ? (
            <p className="empty">
              <FormattedMessage id="property.projects.empty" />
            </p>
          ) : (
            <ul className="property-cards" data-testid="project-list">
              {data.map((p) => (
                <li key={p.id} className="property-card" data-testid="project-card">
                  <h2>
                    <Link to="/{-$locale}/projects/$id" params={{ locale, id: p.id }}>
                      {textIn(p.name, intl.locale)}
                    </Link>
                  </h2>
                  <p>
                    <FormattedMessage id={propertyLabel('state', p.state)} /> · <Delivery project={p} />
                  </p>
                  {p.price_from !== null && (
                    <p>
                      <FormattedMessage
                        id="property.project.price_from"
                        values={{ price: <FormattedNumber value={p.price_from} /> }}
                      />
                    </p>
                  )}
                  <p>
                    <FormattedMessage
                      id="property.project.available"
                      values={{ available: p.available_apartments, total: p.total_apartments }}
                    />
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </QueryFrame>
      <ProjectPromotions />
    </section>
  );
}
