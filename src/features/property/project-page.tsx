/**
 * `/projects/{id}` (and `/arenatrg`, the first commercial project): a project's description, key figures,
 * apartments counted from its units, its layouts (each opens the chessboard filtered to it), info blocks,
 * the master plan with its infrastructure, places near it, the specification, the gallery, construction
 * reports, its buildings (each opens its chessboard), commercial premises and its location, which opens
 * the phone's map app (a tile map only when the deployment configures a source). One answer holds it all,
 * so the service worker's saved copy opens the whole page offline. The page's title is the project's
 * name and its description the meta description (seed §2, "project show").
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { propertyLabel, textIn } from '../../../contract/property.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import { BookingForm } from './booking-form.tsx';
import { Delivery } from './delivery.tsx';
import { MapLinks } from './map-links.tsx';
import { MasterPlan } from './master-plan.tsx';
import { ProjectLayouts } from './project-layouts.tsx';
import { ProjectPromotions } from './project-promotions.tsx';
import { TileMap } from './tile-map.tsx';
import { CommercialPremises, Gallery, InfoBlocks, NearPlaces, Progress, Specification } from './project-sections.tsx';
import { QueryFrame } from '../../components/ui/query-frame.tsx';
import type { PublicProjectDetail } from './types.ts';
import './property.css';

const FIGURES = ['comfort_class', 'floors', 'blocks', 'total_area_ha', 'ceiling_height', 'commercial_height'] as const;
/** Search engines show about this much of a description. */
const META_DESCRIPTION_LENGTH = 160;

const shorten = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

export function ProjectPage({ id }: { id: number }) {
  const q = usePublicQuery('/public/property/projects/:id', { param: { id } });
  return (
    <article className="page property" data-testid="property-project-page">
      <QueryFrame q={q}>{({ data }) => <Project p={data} />}</QueryFrame>
    </article>
  );
}

function Project({ p }: { p: PublicProjectDetail }) {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const name = textIn(p.name, intl.locale);
  const description = textIn(p.description, intl.locale).replace(/\s+/g, ' ').trim();
  usePageMeta({
    title: intl.formatMessage({ id: 'property.meta.project.named' }, { name }),
    description: description
      ? shorten(description, META_DESCRIPTION_LENGTH)
      : intl.formatMessage({ id: 'property.meta.project.description' }),
  });
  return (
    <>
      <h1>{textIn(p.name, intl.locale)}</h1>
      <p>
        <FormattedMessage id={propertyLabel('state', p.state)} /> · <Delivery project={p} />
      </p>
      {textIn(p.description, intl.locale) && (
        <p className="property-description">{textIn(p.description, intl.locale)}</p>
      )}
      <dl className="property-figures">
        {p.price_from !== null && (
          <>
            <dt>
              <FormattedMessage id="property.field.price_from" />
            </dt>
            <dd>
              <FormattedNumber value={p.price_from} />
            </dd>
          </>
        )}
        {/* Counted from the units (ADR 120), like "price from" and the apartment totals. */}
        {p.apartment_area_min !== null && (
          <div>
            <dt>
              <FormattedMessage id="property.field.apartment_area" />
            </dt>
            <dd data-testid="project-area-range">
              <FormattedMessage
                id="property.project.area_range"
                values={{ min: p.apartment_area_min, max: p.apartment_area_max }}
              />
            </dd>
          </div>
        )}
        {FIGURES.filter((f) => p[f] !== null && p[f] !== '').map((f) => (
          <div key={f}>
            <dt>
              <FormattedMessage id={`property.field.${f}`} />
            </dt>
            <dd>{p[f]}</dd>
          </div>
        ))}
        <dt>
          <FormattedMessage id="property.col.apartments" />
        </dt>
        <dd data-testid="project-apartments">
          <FormattedMessage
            id="property.project.available"
            values={{ available: p.available_apartments, total: p.total_apartments }}
          />
        </dd>
      </dl>
      <p>
        <Link to="/{-$locale}/projects/calculator" params={{ locale }}>
          <FormattedMessage id="property.calculators.link" />
        </Link>
      </p>
      <ProjectLayouts layouts={p.layouts} />
      <InfoBlocks blocks={p.info_blocks} />
      <ProjectPromotions projectId={p.id} />
      <MasterPlan plan={p.master_plan} places={p.infrastructure} />
      <NearPlaces near={p.near} />
      <Specification points={p.specification} />
      <Gallery pictures={p.gallery} name={textIn(p.name, intl.locale)} />
      <Progress reports={p.progress} />
      <h2>
        <FormattedMessage id="property.project.buildings" />
      </h2>
      <ul className="property-buildings">
        {p.buildings.map((b) => (
          <li key={b.id}>
            <Link to="/{-$locale}/board/$id" params={{ locale, id: b.id }}>
              {b.name}
            </Link>
          </li>
        ))}
      </ul>
      <CommercialPremises units={p.commercial_units} />
      {/* A booking without a unit: the sales office matches a flat to the rooms asked for. */}
      <BookingForm unitId={null} rooms={null} reservedUntil={null} onSent={() => {}} />
      {p.lat !== null && p.lon !== null && (
        <>
          {p.map_tiles && <TileMap lat={p.lat} lon={p.lon} source={p.map_tiles} label={textIn(p.name, intl.locale)} />}
          <MapLinks lat={p.lat} lon={p.lon} address={textIn(p.address, intl.locale)} />
        </>
      )}
    </>
  );
}
