/**
 * The project page's layouts (seed §2): its apartments' distinct layouts — rooms, area, the plan drawing,
 * the lowest price of a free one and how many are free — each opening its building's chessboard filtered
 * to that layout. Not drawn when the project has no apartments.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { MANY_ROOMS } from './board-filter.ts';
import { MediaImage } from './media-image.tsx';
import type { PublicProjectDetail } from './types.ts';

export function ProjectLayouts({ layouts }: { layouts: PublicProjectDetail['layouts'] }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  if (!layouts.length) return null;
  return (
    <section aria-labelledby="layouts-title" data-testid="project-layouts">
      <h2 id="layouts-title">
        <FormattedMessage id="property.project.layouts" />
      </h2>
      <ul className="property-cards layout-cards">
        {layouts.map((l) => {
          const name = intl.formatMessage(
            { id: 'property.layout.name' },
            { rooms: l.rooms ?? -1, area: intl.formatNumber(l.area) },
          );
          return (
            <li key={`${l.rooms}-${l.area}-${l.image?.id ?? ''}`} className="property-card" data-testid="layout-card">
              <h3>{name}</h3>
              {l.image && (
                <MediaImage
                  media={l.image}
                  alt={intl.formatMessage({ id: 'property.layout.picture' }, { name })}
                  className="layout-picture"
                />
              )}
              <p>
                {l.price_from !== null ? (
                  <FormattedMessage
                    id="property.project.price_from"
                    values={{ price: <FormattedNumber value={l.price_from} /> }}
                  />
                ) : (
                  <FormattedMessage id="property.layout.none_free" />
                )}
              </p>
              <p data-testid="layout-available">
                <FormattedMessage id="property.layout.available" values={{ available: l.available, total: l.total }} />
              </p>
              <ul className="layout-boards">
                {l.buildings.map((b) => (
                  <li key={b.id}>
                    <Link
                      to="/{-$locale}/board/$id"
                      params={{ locale, id: b.id }}
                      search={{
                        ...(l.rooms !== null ? { rooms: Math.min(l.rooms, MANY_ROOMS) } : {}),
                        areaMin: l.area,
                        areaMax: l.area,
                      }}
                    >
                      <FormattedMessage
                        id="property.layout.open_board"
                        values={{ building: b.name, available: b.available }}
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
