/** One question's statistics: the bar chart and table of its options, numeric summary, text answers with search, and "no answer" apart. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { labelIn } from '../../../contract/survey.ts';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { CardTable, columnHeads } from '../../components/ui/admin-table.tsx';
import type { SurveyStatsData } from './load-survey.ts';

type Stats = SurveyStatsData['stats']['questions'][number];
const SUMMARY = ['count', 'mean', 'median', 'min', 'max', 'p5', 'p95'] as const;

export function QuestionStats({ q }: { q: Stats }) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const title = labelIn(q.label, intl.locale);
  const texts = search ? q.texts.filter((t) => t.toLowerCase().includes(search.toLowerCase())) : q.texts;
  return (
    <article className="admin-panel survey-question-stats" data-testid={`stats-${q.code}`}>
      <h3>
        {title} <span className="field-hint">({q.code})</span>
      </h3>
      <p data-testid="stats-counts">
        <FormattedMessage
          id="survey.stats.counts"
          values={{ answered: q.answered, no_answer: q.no_answer, not_shown: q.not_shown }}
        />
      </p>
      {q.options.length > 0 && (
        <>
          <BarChart
            title={title}
            axisLabel={intl.formatMessage({ id: 'survey.stats.respondents' })}
            bars={q.options.map((o) => ({
              key: o.code,
              label: labelIn(o.label, intl.locale) || o.code,
              count: o.count,
            }))}
          />
          <CardTable
            rows={q.options}
            cards={false}
            head={
              <>
                {columnHeads('survey.stats.', ['option', 'count'])}
                <th scope="col">%</th>
              </>
            }
            row={(o) => (
              <tr key={o.code}>
                <th scope="row">{labelIn(o.label, intl.locale) || o.code}</th>
                <td>{intl.formatNumber(o.count)}</td>
                <td>{intl.formatNumber(o.percent / 100, { style: 'percent', maximumFractionDigits: 1 })}</td>
              </tr>
            )}
            foot={
              <tr className="survey-no-answer">
                <th scope="row">
                  <FormattedMessage id="survey.stats.no_answer" />
                </th>
                <td>{intl.formatNumber(q.no_answer)}</td>
                <td />
              </tr>
            }
          />
        </>
      )}
      {q.numeric && (
        <CardTable
          rows={[q.numeric]}
          testId="stats-numeric"
          head={columnHeads('survey.stats.', SUMMARY)}
          row={(n) => (
            <tr key="summary">
              {SUMMARY.map((k) => (
                <td key={k}>{intl.formatNumber(n[k])}</td>
              ))}
            </tr>
          )}
        />
      )}
      {(q.type === 'text' || q.type === 'long_text') && (
        <>
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={intl.formatMessage({ id: 'survey.stats.search_texts' })}
            placeholder={intl.formatMessage({ id: 'survey.stats.search_texts' })}
          />
          {q.texts_total > q.texts.length && (
            <p className="muted" data-testid="texts-latest">
              <FormattedMessage
                id="survey.stats.texts_latest"
                values={{ shown: q.texts.length, total: q.texts_total }}
              />
            </p>
          )}
          <ul className="survey-texts">
            {texts.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
