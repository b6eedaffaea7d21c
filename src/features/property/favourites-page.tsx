/**
 * `/projects/favourites`: the units this device marked, from what it kept of them — so the page opens
 * offline (ADR 119) — with their project, building, kind, figures and status, a link back to each
 * unit on its chessboard, the compare tick and "Remove".
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DeviceListLinks } from './device-list-links.tsx';
import { useDeviceList } from './device-lists.ts';
import { FigureValue, figureLabel, RefreshBoards, UNIT_FIGURES } from './saved-units.tsx';
import { UnitKindMark } from './unit-kind.tsx';
import './property.css';

export function FavouritesPage() {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const favourites = useDeviceList('favourites');
  const compare = useDeviceList('compare');
  return (
    <section className="page property" data-testid="property-favourites-page">
      <h1>
        <FormattedMessage id="property.saved.favourites" />
      </h1>
      <p>
        <FormattedMessage id="property.saved.on_device" />
      </p>
      <p className="unit-actions">
        <DeviceListLinks favourites={favourites.entries.length} compare={compare.entries.length} />
      </p>
      <RefreshBoards entries={favourites.entries} />
      {favourites.entries.length === 0 ? (
        <p className="empty" data-testid="favourites-empty">
          <FormattedMessage id="property.saved.favourites_empty" />{' '}
          <Link to="/{-$locale}/projects" params={{ locale }}>
            <FormattedMessage id="property.projects.title" />
          </Link>
        </p>
      ) : (
        <ul className="property-cards">
          {favourites.entries.map(({ id, unit }) => (
            <li key={id} className="property-card" data-testid="favourite-unit">
              {unit ? (
                <>
                  <h2>
                    <Link
                      to="/{-$locale}/board/$id"
                      params={{ locale, id: unit.building_id }}
                      search={{ unit: unit.id }}
                    >
                      <FormattedMessage id="property.unit.title" values={{ number: unit.number }} />
                    </Link>
                  </h2>
                  <p>
                    <UnitKindMark kind={unit.kind} />
                  </p>
                  <dl className="property-figures">
                    {UNIT_FIGURES.map((f) => (
                      <div key={f}>
                        <dt>
                          <FormattedMessage id={figureLabel(f)} />
                        </dt>
                        <dd>
                          <FigureValue unit={unit} figure={f} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                  {unit.as_of > 0 && (
                    <p className="field-hint">
                      <FormattedMessage
                        id="property.board.as_of"
                        values={{ time: <KzDate value={unit.as_of} show="dateTime" /> }}
                      />
                    </p>
                  )}
                  <label className="check">
                    <input type="checkbox" checked={compare.has(id)} onChange={() => compare.toggle(unit)} />
                    <FormattedMessage id="property.unit.compare" />
                  </label>
                </>
              ) : (
                <p>
                  <FormattedMessage id="property.saved.no_details" values={{ id }} />
                </p>
              )}{' '}
              <Button
                type="button"
                variant="secondary"
                onClick={() => favourites.remove(id)}
                aria-label={intl.formatMessage({ id: 'property.saved.remove_unit' }, { number: unit?.number ?? id })}
              >
                <FormattedMessage id="property.saved.remove" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
