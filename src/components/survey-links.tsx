/**
 * The published surveys of some types, as links to the runner: a trainer's sheet passes its flow, so
 * the runner collects one respondent after another for that group; the account opens them for the
 * person themself. The list is a public answer, so a tablet that saw it online still has it offline.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { labelIn, type SurveyType } from '../../contract/survey.ts';
import { usePublicQuery } from '../lib/use-public-query.ts';

export function SurveyLinks({ types, flowId }: { types: readonly SurveyType[]; flowId?: number }) {
  const { locale } = useParams({ strict: false });
  const intl = useIntl();
  const q = usePublicQuery('/public/surveys');
  const list = q.status === 'ready' ? q.data.data.filter((s) => types.includes(s.type)) : [];
  if (!list.length) return null;
  return (
    <section className="survey-links" data-testid="survey-links">
      <h2>
        <FormattedMessage id={flowId ? 'survey.links.group' : 'survey.links.mine'} />
      </h2>
      <ul className="card-list">
        {list.map((s) => (
          <li key={s.id}>
            <Link to="/{-$locale}/survey/$id" params={{ locale, id: s.id }} search={flowId ? { flow: flowId } : {}}>
              {labelIn(s.title, intl.locale)}
            </Link>{' '}
            <span className="muted">
              <FormattedMessage id={`survey.type.${s.type}`} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
