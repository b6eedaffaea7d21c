/**
 * What the favourites and compare pages share: a unit's figures as the device kept them, and the
 * chessboards of their buildings asked again in the background so the kept prices and statuses follow
 * (offline, the saved copy is shown as it is).
 */
import { useEffect } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { propertyLabel, textIn } from '../../../contract/property.ts';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import { refreshSaved, type SavedEntry, type SavedUnit } from './device-lists.ts';

function BoardRefresh({ id }: { id: number }) {
  const q = usePublicQuery('/public/property/buildings/:id', { param: { id } });
  const board = q.status === 'ready' ? q.data.data : null;
  useEffect(() => {
    if (board) refreshSaved(board);
  }, [board]);
  return null;
}

/** Asks each building's chessboard of the saved units again (at most four for compare, a few for favourites). */
export function RefreshBoards({ entries }: { entries: SavedEntry[] }) {
  const ids = [...new Set(entries.flatMap((e) => (e.unit ? [e.unit.building_id] : [])))];
  return (
    <>
      {ids.map((id) => (
        <BoardRefresh key={id} id={id} />
      ))}
    </>
  );
}

/** The kept figures of a unit, each as the compare table's row and the favourites card's line show it. */
export const UNIT_FIGURES = [
  'project',
  'building',
  'rooms',
  'area',
  'floor',
  'finish',
  'price',
  'price_m2',
  'status',
] as const;
export type UnitFigure = (typeof UNIT_FIGURES)[number];

export function FigureValue({ unit, figure }: { unit: SavedUnit; figure: UnitFigure }) {
  const intl = useIntl();
  switch (figure) {
    case 'project':
      return <>{textIn(unit.project, intl.locale)}</>;
    case 'building':
      return <>{unit.building}</>;
    case 'rooms':
      return <>{unit.rooms ?? '—'}</>;
    case 'area':
      return <FormattedMessage id="property.unit.area_value" values={{ area: unit.area }} />;
    case 'floor':
      return <>{unit.floor}</>;
    case 'finish':
      return <FormattedMessage id={propertyLabel('finish', unit.finish)} />;
    case 'price':
      return <FormattedNumber value={unit.price} />;
    case 'price_m2':
      return <FormattedNumber value={unit.price_m2} />;
    case 'status':
      return (
        <span className={`unit-status unit-${unit.status}`}>
          <FormattedMessage id={propertyLabel('status', unit.status)} />
        </span>
      );
  }
}

/** The label of a figure (the unit card's own words). */
export const figureLabel = (f: UnitFigure) => (f === 'project' ? 'property.saved.project' : `property.unit.${f}`);
