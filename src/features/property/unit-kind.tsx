/**
 * A unit's kind — apartment, commercial premises or parking — as a small drawing and its word, so it
 * reads without colour and without the drawing. `short` is the chessboard cell's word.
 */
import { FormattedMessage } from 'react-intl';
import type { UnitKind as Kind } from '../../../contract/property.ts';

const DRAWINGS: Record<Kind, string> = {
  // A block of flats with windows and a door.
  apartment: 'M3 14.5V2.5h10v12M5.5 5h1.5M9 5h1.5M5.5 8h1.5M9 8h1.5M7 14.5V11h2v3.5',
  // A shopfront under an awning.
  commercial: 'M1.5 6.5l1.5-4h10l1.5 4zM2.5 6.5v8h11v-8M6 14.5V10h4v4.5',
  // The parking sign.
  parking: 'M2.5 2.5h11v11h-11zM6.5 11.5v-7h2.5a1.75 1.75 0 0 1 0 3.5H6.5',
};

export function UnitKindMark({ kind, short = false }: { kind: Kind; short?: boolean }) {
  return (
    <span className={`unit-kind unit-kind-${kind}`} data-kind={kind}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={DRAWINGS[kind]} fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round" />
      </svg>
      <FormattedMessage id={`property.${short ? 'unit_kind_short' : 'unit_kind'}.${kind}`} />
    </span>
  );
}
