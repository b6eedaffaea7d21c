/**
 * One unit: its kind, layout drawing and PDF, number, rooms, area, floor, finish, price and price per m²,
 * its status in words, the device's favourites and compare ticks (the unit kept on the device, ADR 119),
 * the instalment and mortgage for its price with the settings' limits, "Book" with the unit filled in and
 * "Call me".
 */
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { propertyLabel } from '../../../contract/property.ts';
import { Button } from '../../components/ui/button.tsx';
import { mediaUrl } from '../../lib/api.ts';
import { BookingForm } from './booking-form.tsx';
import { DeviceListLinks } from './device-list-links.tsx';
import { savedUnit, useDeviceList } from './device-lists.ts';
import { Instalment } from './instalment.tsx';
import { Mortgage } from './mortgage.tsx';
import type { Board, BoardUnit, Settings } from './types.ts';
import { UnitKindMark } from './unit-kind.tsx';

export function UnitCard({
  board,
  unit,
  settings,
  onClose,
  onBooked,
}: {
  board: Board;
  unit: BoardUnit;
  /** The calculators' settings; null while they have not come (the calculators wait for them). */
  settings: Settings | null;
  onClose: () => void;
  onBooked: () => void;
}) {
  const intl = useIntl();
  const favourites = useDeviceList('favourites');
  const compare = useDeviceList('compare');
  const [booking, setBooking] = useState(false);
  const [callback, setCallback] = useState(false);
  const row = (id: string, value: React.ReactNode) => (
    <div>
      <dt>
        <FormattedMessage id={id} />
      </dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="unit-card form-card" aria-labelledby="unit-card-title" data-testid="unit-card">
      <h2 id="unit-card-title">
        <FormattedMessage id="property.unit.title" values={{ number: unit.number }} />
      </h2>
      <p data-testid="unit-card-kind">
        <UnitKindMark kind={unit.kind} />
      </p>
      <p className={`unit-status unit-${unit.status}`} data-testid="unit-card-status">
        <FormattedMessage id={propertyLabel('status', unit.status)} />
        {unit.reserved_until && (
          <>
            {' '}
            <FormattedMessage
              id="property.unit.reserved_until"
              values={{ until: <KzDate value={unit.reserved_until} show="dateTime" /> }}
            />
          </>
        )}
      </p>
      {unit.layout_image && (
        <img
          src={mediaUrl(unit.layout_image)}
          alt={intl.formatMessage({ id: 'property.unit.layout' }, { number: unit.number })}
          className="media-image unit-layout"
          loading="lazy"
          decoding="async"
          data-testid="unit-layout"
        />
      )}
      {unit.layout_pdf && (
        <p>
          <a href={mediaUrl(unit.layout_pdf)} target="_blank" rel="noopener" data-testid="unit-layout-pdf">
            <FormattedMessage id="property.unit.layout_pdf" />
          </a>
        </p>
      )}
      <dl className="property-figures">
        {row('property.unit.rooms', unit.rooms ?? '—')}
        {row('property.unit.area', <FormattedMessage id="property.unit.area_value" values={{ area: unit.area }} />)}
        {row('property.unit.floor', unit.floor)}
        {row('property.unit.finish', intl.formatMessage({ id: propertyLabel('finish', unit.finish) }))}
        {row('property.unit.price', <FormattedNumber value={unit.price} />)}
        {row('property.unit.price_m2', <FormattedNumber value={unit.price_m2} />)}
      </dl>
      <div className="unit-actions">
        <label className="check">
          <input
            type="checkbox"
            checked={favourites.has(unit.id)}
            onChange={() => favourites.toggle(savedUnit(board, unit))}
          />
          <FormattedMessage id="property.unit.favourite" />
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={compare.has(unit.id)}
            onChange={() => compare.toggle(savedUnit(board, unit))}
          />
          <FormattedMessage id="property.unit.compare" />
        </label>
        <DeviceListLinks favourites={favourites.entries.length} compare={compare.entries.length} />
      </div>
      {settings && (
        <>
          <Instalment price={unit.price} limits={settings} collapsible />
          <Mortgage price={unit.price} settings={settings} collapsible />
        </>
      )}
      {unit.status === 'available' && !booking && (
        <Button type="button" onClick={() => setBooking(true)} data-testid="unit-book">
          <FormattedMessage id="property.unit.book" />
        </Button>
      )}
      {(booking || unit.status !== 'available') && (
        <BookingForm
          unitId={unit.id}
          rooms={unit.rooms}
          reservedUntil={unit.reserved_until}
          onSent={onBooked}
          outcomeOnly={!booking}
        />
      )}{' '}
      {callback ? (
        <BookingForm kind="callback" unitId={unit.id} rooms={unit.rooms} reservedUntil={null} onSent={() => {}} />
      ) : (
        <Button type="button" variant="secondary" onClick={() => setCallback(true)} data-testid="unit-callback">
          <FormattedMessage id="property.unit.callback" />
        </Button>
      )}{' '}
      <Button type="button" variant="secondary" onClick={onClose}>
        <FormattedMessage id="property.unit.close" />
      </Button>
    </section>
  );
}
