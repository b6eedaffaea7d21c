/** One flow's attendance on the tablet: pick a day, tap present or absent, or mark everyone present. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FLOW_DAYS } from '../../../contract/flows.ts';
import { SurveyLinks } from '../../components/survey-links.tsx';
import { Button } from '../../components/ui/button.tsx';
import { KzDateRange } from '../../components/ui/date-and-money.tsx';
import { cellKey, markCell, useTrainerFlow } from './local-marks.ts';
import './attendance.css';

export function AttendanceSheet({ flowId }: { flowId: number }) {
  const intl = useIntl();
  const [day, setDay] = useState(1);
  const [busy, setBusy] = useState(false);
  const state = useTrainerFlow(flowId);
  if (!state) return null;
  const { flow, sheet } = state;
  if (!flow)
    return (
      <section className="page" data-testid="sheet-missing">
        <p className="empty">
          <FormattedMessage id="attendance.flow_missing" />
        </p>
      </section>
    );

  const people = flow.participants;
  const presentToday = people.filter((p) => sheet.get(cellKey(p.application_id, day))?.present === true);
  const missing = people.length - presentToday.length;

  const allPresent = async () => {
    setBusy(true);
    try {
      for (const p of people)
        if (sheet.get(cellKey(p.application_id, day))?.present !== true)
          await markCell({ flowId, applicationId: p.application_id, day, present: true, name: p.name });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page attendance" data-testid="attendance-sheet">
      <h1>{flow.title ?? intl.formatMessage({ id: 'attendance.flow_title' }, { id: flow.id })}</h1>
      <p>
        <KzDateRange from={flow.start_date} to={flow.end_date} />
        {flow.address ? ` · ${flow.address}` : ''}
      </p>
      <div className="day-tabs" role="tablist">
        {Array.from({ length: FLOW_DAYS }, (_, i) => i + 1).map((d) => (
          <button
            key={d}
            type="button"
            role="tab"
            aria-selected={d === day}
            className={d === day ? 'tab tab-active' : 'tab'}
            onClick={() => setDay(d)}
            data-testid={`day-${d}`}
          >
            <FormattedMessage id="attendance.day" values={{ day: d }} />
          </button>
        ))}
      </div>
      <div className="sheet-bar">
        <span data-testid="missing-count">
          <FormattedMessage id="attendance.missing" values={{ count: missing, total: people.length }} />
        </span>
        <Button onClick={() => void allPresent()} busy={busy} data-testid="all-present">
          <FormattedMessage id="attendance.all_present" />
        </Button>
      </div>
      <ul className="sheet" data-testid="sheet-rows">
        {people.map((p) => {
          const cell = sheet.get(cellKey(p.application_id, day));
          const set = (present: boolean) =>
            void markCell({ flowId, applicationId: p.application_id, day, present, name: p.name });
          return (
            <li
              key={p.application_id}
              data-testid="sheet-row"
              data-state={cell ? (cell.present ? 'present' : 'absent') : 'none'}
            >
              <span className="sheet-name">{p.name}</span>
              <span className="sheet-status">
                <FormattedMessage id={`flows.status.${p.status}`} />
              </span>
              <button
                type="button"
                aria-pressed={cell?.present === true}
                className={cell?.present === true ? 'mark mark-present' : 'mark'}
                onClick={() => set(true)}
                data-testid="mark-present"
              >
                <FormattedMessage id="attendance.present" />
              </button>
              <button
                type="button"
                aria-pressed={cell?.present === false}
                className={cell?.present === false ? 'mark mark-absent' : 'mark'}
                onClick={() => set(false)}
                data-testid="mark-absent"
              >
                <FormattedMessage id="attendance.absent" />
              </button>
              {cell?.local && (
                <span className="mark-local" title={intl.formatMessage({ id: 'attendance.unsent' })}>
                  •
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <SurveyLinks types={['entry', 'exit', 'follow_up']} flowId={flowId} />
    </section>
  );
}
