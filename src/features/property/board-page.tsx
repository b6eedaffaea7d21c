/**
 * `/board/{id}`: a building's chessboard — sections side by side, floors from the top down, one cell
 * per unit with its number, its kind (drawing and word) and its status in words as well as colour
 * (readable without colour), its total price and price per m²; filters that dim what does not match
 * (a project's layout opens the board with its rooms and area already set), "prices as of" the last
 * change, and a unit's card opened from its cell (the unit in the URL, so a shared link or a reload
 * opens it). Saved by the service worker with the calculators' settings: the last visit opens offline
 * with its "as of" stamp.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { FINISHES, propertyLabel, textIn, type Finish } from '../../../contract/property.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import { boardGrid, matches, MANY_ROOMS, type BoardFilter } from './board-filter.ts';
import { refreshSaved } from './device-lists.ts';
import { QueryFrame, SavedCopyNote } from '../../components/ui/query-frame.tsx';
import type { Board, Settings } from './types.ts';
import { UnitCard } from './unit-card.tsx';
import { UnitKindMark } from './unit-kind.tsx';
import './property.css';

export function BoardPage({ id, unit, filter }: { id: number; unit: number | undefined; filter: BoardFilter }) {
  const q = usePublicQuery('/public/property/buildings/:id', { param: { id } });
  // Asked with the board, so the unit card's calculators open offline from the same visit.
  const settings = usePublicQuery('/public/property/settings');
  // Asking again after a booking keeps the board (and the open card with its form) mounted meanwhile.
  const last = useRef<Board | null>(null);
  if (q.status === 'ready') last.current = q.data.data;
  const board = last.current;
  useEffect(() => {
    if (board) refreshSaved(board);
  }, [board]);
  return (
    <section className="page property" data-testid="property-board">
      {q.status === 'ready' && <SavedCopyNote savedAt={q.savedAt} />}
      {board ? (
        <Chessboard
          board={board}
          unitId={unit}
          initial={filter}
          settings={settings.status === 'ready' ? settings.data.data : null}
          onBooked={q.retry}
        />
      ) : (
        <QueryFrame q={q}>{() => null}</QueryFrame>
      )}
    </section>
  );
}

const num = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));

function Chessboard({
  board,
  unitId,
  initial,
  settings,
  onBooked,
}: {
  board: Board;
  unitId: number | undefined;
  initial: BoardFilter;
  settings: Settings | null;
  onBooked: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const [filter, setFilter] = useState<BoardFilter>(initial);
  const open = (unit: number | undefined) =>
    void navigate({
      to: '/{-$locale}/board/$id',
      params: { locale, id: board.id },
      search: (s) => ({ ...s, unit }),
    });
  const chosen = board.units.find((u) => u.id === unitId);
  const shown = board.units.filter((u) => matches(u, filter)).length;
  const numberInput = (key: keyof BoardFilter) => (
    <div className="field">
      <label htmlFor={`filter-${key}`}>
        <FormattedMessage id={`property.filter.${key}`} />
      </label>
      <input
        id={`filter-${key}`}
        type="number"
        inputMode="numeric"
        defaultValue={initial[key] as number | undefined}
        onChange={(e) => setFilter((f) => ({ ...f, [key]: num(e.target.value) }))}
      />
    </div>
  );

  return (
    <>
      <h1>
        {textIn(board.project.name, intl.locale)} · {board.name}
      </h1>
      {board.prices_as_of && (
        <p className="prices-as-of" data-testid="prices-as-of">
          <FormattedMessage
            id="property.board.as_of"
            values={{ time: <KzDate value={board.prices_as_of} show="dateTime" /> }}
          />
        </p>
      )}
      <fieldset className="board-filters">
        <legend>
          <FormattedMessage id="property.filter.title" />
        </legend>
        <SelectField
          label={<FormattedMessage id="property.filter.rooms" />}
          value={filter.rooms}
          placeholder={intl.formatMessage({ id: 'property.filter.all' })}
          options={[0, 1, 2, 3, MANY_ROOMS].map((r) => ({
            value: r,
            label: intl.formatMessage({ id: 'property.filter.rooms_value' }, { rooms: r, many: r === MANY_ROOMS }),
          }))}
          onChange={(v) => setFilter((f) => ({ ...f, rooms: num(v) }))}
        />
        {numberInput('areaMin')}
        {numberInput('areaMax')}
        {numberInput('priceMin')}
        {numberInput('priceMax')}
        {numberInput('floorMin')}
        {numberInput('floorMax')}
        <SelectField
          label={<FormattedMessage id="property.filter.finish" />}
          value={filter.finish}
          placeholder={intl.formatMessage({ id: 'property.filter.all' })}
          options={FINISHES.map((s) => ({ value: s, label: intl.formatMessage({ id: propertyLabel('finish', s) }) }))}
          onChange={(v) => setFilter((f) => ({ ...f, finish: (v || undefined) as Finish | undefined }))}
        />
      </fieldset>
      <p role="status" data-testid="board-count">
        <FormattedMessage id="property.board.count" values={{ shown, total: board.units.length }} />
      </p>
      <div className="board" data-testid="board">
        {boardGrid(board.units).map(({ section, floors }) => (
          <table key={section} className="board-section">
            <caption>
              <FormattedMessage id="property.board.section" values={{ section }} />
            </caption>
            <tbody>
              {floors.map(({ floor, cells }) => (
                <tr key={floor}>
                  <th scope="row">{floor}</th>
                  {cells.map((u) => {
                    const match = matches(u, filter);
                    return (
                      <td key={u.id}>
                        <button
                          type="button"
                          className={`unit-cell unit-${u.status}${match ? '' : ' unit-dimmed'}`}
                          data-testid="unit-cell"
                          data-status={u.status}
                          data-number={u.number}
                          data-match={match}
                          aria-pressed={u.id === unitId}
                          onClick={() => open(u.id)}
                        >
                          <span className="unit-number">{u.number}</span>
                          <UnitKindMark kind={u.kind} short />
                          <span className="unit-status-text">
                            <FormattedMessage id={propertyLabel('status_short', u.status)} />
                          </span>
                          <span className="unit-price" data-testid="unit-cell-price">
                            <FormattedMessage
                              id="property.unit.price_value"
                              values={{ price: <FormattedNumber value={u.price} notation="compact" /> }}
                            />
                          </span>
                          <span className="unit-price-m2">
                            <FormattedMessage
                              id="property.board.price_m2"
                              values={{ price: <FormattedNumber value={u.price_m2} notation="compact" /> }}
                            />
                          </span>
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {chosen && (
        <UnitCard
          key={chosen.id}
          board={board}
          unit={chosen}
          settings={settings}
          onClose={() => open(undefined)}
          onBooked={onBooked}
        />
      )}
    </>
  );
}
