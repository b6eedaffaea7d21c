/**
 * `/board/{id}`: a building's chessboard — sections side by side, floors from the top down, one cell
 * per unit with its number and its status in words as well as colour (readable without colour),
 * filters that dim what does not match, "prices as of" the last change, and a unit's card opened from
 * its cell (the unit in the URL, so a shared link or a reload opens it). Saved by the service worker:
 * the last visit opens offline with its "as of" stamp.
 */
import { useNavigate, useParams } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { FINISHES, propertyLabel, textIn, type Finish } from '../../../api/schemas/property.ts';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import { boardGrid, matches, MANY_ROOMS, type BoardFilter } from './board-filter.ts';
import { QueryFrame, SavedCopy } from './query-frame.tsx';
import type { Board } from './types.ts';
import { UnitCard } from './unit-card.tsx';
import './property.css';

export function BoardPage({ id, unit }: { id: number; unit: number | undefined }) {
  const q = usePublicQuery<{ data: Board }>(`/public/property/buildings/${id}`);
  // Asking again after a booking keeps the board (and the open card with its form) mounted meanwhile.
  const last = useRef<Board | null>(null);
  if (q.status === 'ready') last.current = q.data.data;
  const board = last.current;
  return (
    <section className="page property" data-testid="property-board">
      {q.status === 'ready' && <SavedCopy savedAt={q.savedAt} />}
      {board ? (
        <Chessboard board={board} unitId={unit} onBooked={q.retry} />
      ) : (
        <QueryFrame q={q}>{() => null}</QueryFrame>
      )}
    </section>
  );
}

const num = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));

function Chessboard({ board, unitId, onBooked }: { board: Board; unitId: number | undefined; onBooked: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const [filter, setFilter] = useState<BoardFilter>({});
  const open = (unit: number | undefined) =>
    void navigate({ to: '/{-$locale}/board/$id', params: { locale, id: board.id }, search: unit ? { unit } : {} });
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
            values={{ time: <FormattedDate value={board.prices_as_of} dateStyle="medium" timeStyle="short" /> }}
          />
        </p>
      )}
      <fieldset className="board-filters">
        <legend>
          <FormattedMessage id="property.filter.title" />
        </legend>
        <div className="field">
          <label htmlFor="filter-rooms">
            <FormattedMessage id="property.filter.rooms" />
          </label>
          <select id="filter-rooms" onChange={(e) => setFilter((f) => ({ ...f, rooms: num(e.target.value) }))}>
            <option value="">{intl.formatMessage({ id: 'property.filter.all' })}</option>
            {[0, 1, 2, 3, MANY_ROOMS].map((r) => (
              <option key={r} value={r}>
                {intl.formatMessage({ id: 'property.filter.rooms_value' }, { rooms: r, many: r === MANY_ROOMS })}
              </option>
            ))}
          </select>
        </div>
        {numberInput('areaMin')}
        {numberInput('areaMax')}
        {numberInput('priceMax')}
        {numberInput('floorMin')}
        {numberInput('floorMax')}
        <div className="field">
          <label htmlFor="filter-finish">
            <FormattedMessage id="property.filter.finish" />
          </label>
          <select
            id="filter-finish"
            onChange={(e) => setFilter((f) => ({ ...f, finish: (e.target.value || undefined) as Finish | undefined }))}
          >
            <option value="">{intl.formatMessage({ id: 'property.filter.all' })}</option>
            {FINISHES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage({ id: propertyLabel('finish', s) })}
              </option>
            ))}
          </select>
        </div>
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
                          <span className="unit-status-text">
                            <FormattedMessage id={propertyLabel('status_short', u.status)} />
                          </span>
                          <span className="unit-price">
                            <FormattedNumber value={u.price_m2} notation="compact" />
                            /m²
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
      {chosen && <UnitCard key={chosen.id} unit={chosen} onClose={() => open(undefined)} onBooked={onBooked} />}
    </>
  );
}
