/**
 * Where the project is: `geo:` opens the phone's map app, the https link any browser's map site. Both
 * are plain links — nothing is fetched from a map service until the visitor follows one.
 */
import { FormattedMessage } from 'react-intl';

export function MapLinks({ lat, lon, address }: { lat: number; lon: number; address: string }) {
  const q = `${lat},${lon}`;
  return (
    <p className="map-links" data-testid="project-location">
      {address && <span>{address} </span>}
      <a href={`geo:${q}?q=${q}`} data-testid="project-map">
        <FormattedMessage id="property.project.open_map" />
      </a>{' '}
      <a
        href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="project-map-web"
      >
        <FormattedMessage id="property.project.open_map_web" />
      </a>
    </p>
  );
}
