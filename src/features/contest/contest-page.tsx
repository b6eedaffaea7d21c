/** The public contest page: about, dates, prizes, nominations, terms and instruction, in four languages. */
import { FormattedMessage } from 'react-intl';
import { KzDate, Money } from '../../components/ui/date-and-money.tsx';
import { useCato } from '../../lib/cato.ts';
import { ContestAccountStep } from './account-step.tsx';
import { NominationLink } from './nomination-link.tsx';
import { useContestInfo } from './use-contest-info.ts';

const TERMS = ['who', 'one', 'offline', 'files', 'locked'] as const;
const STEPS = ['choose', 'fill', 'photos', 'send', 'status'] as const;

export function ContestPage() {
  const info = useContestInfo();
  // The forms pick their place from the KATO tree: fetched here, while there is signal, so a form
  // opened later in a field with none still offers the regions.
  useCato();
  const s = info?.settings;
  return (
    <section className="page contest">
      <h1>
        <FormattedMessage id="contest.title" />
      </h1>
      <ContestAccountStep />
      <p>
        <FormattedMessage id="contest.about" />
      </p>
      {s && (
        <p className="contest-dates" data-testid="contest-dates">
          <FormattedMessage
            id="contest.dates"
            values={{
              year: s.year,
              from: <KzDate value={s.opens_at} show="dayMonth" />,
              to: <KzDate value={s.closes_at - 1} show="dayMonth" />,
            }}
          />{' '}
          <FormattedMessage id={s.open ? 'contest.open' : 'contest.closed'} />
        </p>
      )}
      <h2>
        <FormattedMessage id="contest.nominations.title" />
      </h2>
      {info === null && (
        <p>
          <FormattedMessage id="contest.offline_first_visit" />
        </p>
      )}
      <ul className="contest-nominations">
        {info?.nominations.map((n) => (
          <li key={n.id}>
            <NominationLink nomination={n} />
            {n.prize > 0 && (
              <span className="contest-prize">
                <FormattedMessage
                  id="contest.prize"
                  values={{
                    amount: <Money value={n.prize} />,
                  }}
                />
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="field-hint">
        <FormattedMessage id="contest.nominations.tbc" />
      </p>
      <h2>
        <FormattedMessage id="contest.terms.title" />
      </h2>
      <ul>
        {TERMS.map((t) => (
          <li key={t}>
            <FormattedMessage id={`contest.terms.${t}`} />
          </li>
        ))}
      </ul>
      <h2>
        <FormattedMessage id="contest.instruction.title" />
      </h2>
      <ol>
        {STEPS.map((t) => (
          <li key={t}>
            <FormattedMessage id={`contest.instruction.${t}`} />
          </li>
        ))}
      </ol>
    </section>
  );
}
