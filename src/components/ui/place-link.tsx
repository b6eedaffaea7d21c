/** "Open in maps": the phone's own map app at the point, no map service called (ADR 102). */
import { FormattedMessage } from 'react-intl';
import { mapLink } from '../../lib/map-link.ts';

export function PlaceLink({ lat, lon, label }: { lat: number; lon: number; label: string }) {
  return (
    <a href={mapLink(lat, lon, label, navigator.userAgent)} data-testid="place-link">
      <FormattedMessage id="learn.place.open_map" />
    </a>
  );
}
