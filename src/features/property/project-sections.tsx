/**
 * The project page's content sections: places near it with distances, the specification, info blocks,
 * the gallery, construction reports newest first and the commercial premises. A section with nothing
 * in it is not drawn.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { formatDate } from '../../lib/kz-format.ts';
import { itemCategoryLabel } from '../../../contract/property-items.ts';
import { propertyLabel, textIn } from '../../../contract/property.ts';
import { MediaImage } from './media-image.tsx';
import type { PublicProjectDetail } from './types.ts';

type P = PublicProjectDetail;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={`project-${id}`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
}

/** 300 m, 1.2 km: in the reader's language and its unit words. */
export function Distance({ metres }: { metres: number }) {
  return metres < 1000 ? (
    <FormattedNumber value={metres} style="unit" unit="meter" unitDisplay="short" />
  ) : (
    <FormattedNumber
      value={metres / 1000}
      style="unit"
      unit="kilometer"
      unitDisplay="short"
      maximumFractionDigits={1}
    />
  );
}

export function NearPlaces({ near }: { near: P['near'] }) {
  const intl = useIntl();
  if (!near.length) return null;
  return (
    <Section id="near" title="property.project.near">
      <ul className="near-list">
        {near.map((n) => (
          <li key={n.id} data-testid="near-place">
            <span className="near-name">{textIn(n.title, intl.locale)}</span>{' '}
            <span className="plan-category">
              <FormattedMessage id={itemCategoryLabel('near', n.category)} />
            </span>{' '}
            <span className="near-distance">
              <Distance metres={n.distance_m} />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Specification({ points }: { points: P['specification'] }) {
  const intl = useIntl();
  if (!points.length) return null;
  return (
    <Section id="specification" title="property.project.specification">
      <dl className="property-figures spec-list">
        {points.map((s) => (
          <div key={s.id}>
            <dt>{textIn(s.title, intl.locale)}</dt>
            <dd>{textIn(s.body, intl.locale)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function InfoBlocks({ blocks }: { blocks: P['info_blocks'] }) {
  const intl = useIntl();
  if (!blocks.length) return null;
  return (
    <div className="info-blocks" data-testid="project-info-blocks">
      {blocks.map((b, i) => (
        <section key={i} className="info-block">
          <h2>{textIn(b.title, intl.locale)}</h2>
          {textIn(b.body, intl.locale) && <p>{textIn(b.body, intl.locale)}</p>}
        </section>
      ))}
    </div>
  );
}

export function Gallery({ pictures, name }: { pictures: P['gallery']; name: string }) {
  const intl = useIntl();
  if (!pictures.length) return null;
  return (
    <Section id="gallery" title="property.project.gallery">
      <ul className="project-gallery">
        {pictures.map((m, i) => (
          <li key={m.id}>
            <MediaImage media={m} alt={intl.formatMessage({ id: 'property.project.photo' }, { name, n: i + 1 })} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Progress({ reports }: { reports: P['progress'] }) {
  const intl = useIntl();
  if (!reports.length) return null;
  return (
    <Section id="progress" title="property.project.progress">
      {reports.map((r) => {
        const when = `${r.month}-15`;
        return (
          <article key={r.id} className="progress-report" data-testid="progress-report">
            <h3>
              <KzDate value={when} show="month" />
            </h3>
            {textIn(r.title, intl.locale) && <p className="progress-title">{textIn(r.title, intl.locale)}</p>}
            {textIn(r.body, intl.locale) && <p>{textIn(r.body, intl.locale)}</p>}
            <ul className="project-gallery">
              {r.photos.map((m, i) => (
                <li key={m.id}>
                  <MediaImage
                    media={m}
                    alt={intl.formatMessage(
                      { id: 'property.project.progress_photo' },
                      { month: formatDate(intl, when, 'month'), n: i + 1 },
                    )}
                  />
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </Section>
  );
}

export function CommercialPremises({ units }: { units: P['commercial_units'] }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  if (!units.length) return null;
  return (
    <Section id="commercial" title="property.project.commercial">
      <ul className="property-cards">
        {units.map((u) => (
          <li key={u.id} className="property-card" data-testid="commercial-unit">
            <Link to="/{-$locale}/board/$id" params={{ locale, id: u.building_id }} search={{ unit: u.id }}>
              <FormattedMessage id="property.unit.title" values={{ number: u.number }} />
            </Link>{' '}
            · {u.building_name} · <FormattedMessage id="property.unit.area_value" values={{ area: u.area }} /> ·{' '}
            <FormattedMessage id="property.unit.price_value" values={{ price: <FormattedNumber value={u.price} /> }} />{' '}
            ·{' '}
            <span className={`unit-status unit-${u.status}`}>
              {intl.formatMessage({ id: propertyLabel('status', u.status) })}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
