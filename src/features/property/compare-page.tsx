/**
 * `/projects/compare`: up to four units side by side — project, building, kind, rooms, area, floor,
 * finish, price, price per m², status and layout — from what this device kept of them, so it opens
 * offline (ADR 119); their chessboards are asked again in the background when there is a signal.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { Button } from '../../components/ui/button.tsx';
import { mediaUrl } from '../../lib/api.ts';
import { DeviceListLinks } from './device-list-links.tsx';
import { COMPARE_LIMIT, useDeviceList, type SavedUnit } from './device-lists.ts';
import { FigureValue, figureLabel, RefreshBoards, UNIT_FIGURES } from './saved-units.tsx';
import { UnitKindMark } from './unit-kind.tsx';
import './property.css';

export function ComparePage() {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const compare = useDeviceList('compare');
  const favourites = useDeviceList('favourites');
  const units = compare.entries.flatMap((e) => (e.unit ? [e.unit] : []));
  const waiting = compare.entries.length - units.length;
  const row = (label: string, cell: (u: SavedUnit) => React.ReactNode) => (
    <tr key={label}>
      <th scope="row">
        <FormattedMessage id={label} />
      </th>
      {units.map((u) => (
        <td key={u.id}>{cell(u)}</td>
      ))}
    </tr>
  );
  return (
    <section className="page property" data-testid="property-compare-page">
      <h1>
        <FormattedMessage id="property.saved.compare" />
      </h1>
      <p>
        <FormattedMessage id="property.saved.compare_hint" values={{ limit: COMPARE_LIMIT }} />
      </p>
      <p className="unit-actions">
        <DeviceListLinks favourites={favourites.entries.length} compare={compare.entries.length} />
      </p>
      <RefreshBoards entries={compare.entries} />
      {waiting > 0 && (
        <p>
          <FormattedMessage id="property.saved.no_details_count" values={{ n: waiting }} />
        </p>
      )}
      {units.length === 0 ? (
        <p className="empty" data-testid="compare-empty">
          <FormattedMessage id="property.saved.compare_empty" values={{ limit: COMPARE_LIMIT }} />{' '}
          <Link to="/{-$locale}/projects" params={{ locale }}>
            <FormattedMessage id="property.projects.title" />
          </Link>
        </p>
      ) : (
        <div className="table-scroll">
          <table className="compare-table" data-testid="compare-table">
            <thead>
              <tr>
                <td />
                {units.map((u) => (
                  <th key={u.id} scope="col" data-testid="compare-unit">
                    <Link to="/{-$locale}/board/$id" params={{ locale, id: u.building_id }} search={{ unit: u.id }}>
                      <FormattedMessage id="property.unit.title" values={{ number: u.number }} />
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {row('property.unit.kind', (u) => (
                <UnitKindMark kind={u.kind} />
              ))}
              {UNIT_FIGURES.map((f) => row(figureLabel(f), (u) => <FigureValue unit={u} figure={f} />))}
              {row('property.unit.layout_short', (u) =>
                u.layout_image ? (
                  <img
                    src={mediaUrl(u.layout_image)}
                    alt={intl.formatMessage({ id: 'property.unit.layout' }, { number: u.number })}
                    className="media-image compare-layout"
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <FormattedMessage id="property.saved.no_layout" />
                ),
              )}
              {row('property.saved.as_of', (u) => (u.as_of > 0 ? <KzDate value={u.as_of} show="dateTime" /> : '—'))}
              {row('property.saved.actions', (u) => (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => compare.remove(u.id)}
                  aria-label={intl.formatMessage({ id: 'property.saved.remove_unit' }, { number: u.number })}
                >
                  <FormattedMessage id="property.saved.remove" />
                </Button>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
