/**
 * A small map around the project from the deployment's own tile source (MAP_TILE_URL), drawn as nine
 * tiles with a pin; only shown when one is configured, so by default no map service is called. The
 * attribution the source requires is shown under it. Offline, tiles that fail to load hide the map.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { tileGrid, tileUrl } from './tile-math.ts';

const ZOOM = 16;

export function TileMap({
  lat,
  lon,
  source,
  label,
}: {
  lat: number;
  lon: number;
  source: { url: string; attribution: string };
  label: string;
}) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  const g = tileGrid(lat, lon, ZOOM);
  return (
    <figure className="tile-map" data-testid="project-tile-map">
      <div
        className="tile-map-view"
        role="img"
        aria-label={intl.formatMessage({ id: 'property.project.map' }, { label })}
      >
        <div
          className="tile-map-tiles"
          style={{
            width: g.side,
            height: g.side,
            left: `calc(50% - ${g.point.left}px)`,
            top: `calc(50% - ${g.point.top}px)`,
          }}
        >
          {g.tiles.map((t) => (
            <img
              key={`${t.x}/${t.y}`}
              src={tileUrl(source.url, t)}
              alt=""
              width={256}
              height={256}
              loading="lazy"
              style={{ left: t.left, top: t.top }}
              onError={() => setFailed(true)}
            />
          ))}
          <span className="tile-map-pin" style={{ left: g.point.left, top: g.point.top }} aria-hidden="true" />
        </div>
      </div>
      {source.attribution && <figcaption className="tile-map-credit">{source.attribution}</figcaption>}
    </figure>
  );
}
