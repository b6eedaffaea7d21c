/** One question's statistics: the bar chart and table of its options, numeric summary, text answers with search, and "no answer" apart. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { labelIn } from '../../../contract/survey.ts';
import { BarChart } from '../../components/charts/bar-chart.tsx';
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
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="survey.stats.option" />
                </th>
                <th scope="col">
                  <FormattedMessage id="survey.stats.count" />
                </th>
                <th scope="col">%</th>
              </tr>
            </thead>
            <tbody>
              {q.options.map((o) => (
                <tr key={o.code}>
                  <th scope="row">{labelIn(o.label, intl.locale) || o.code}</th>
                  <td>{intl.formatNumber(o.count)}</td>
                  <td>{intl.formatNumber(o.percent / 100, { style: 'percent', maximumFractionDigits: 1 })}</td>
                </tr>
              ))}
              <tr className="survey-no-answer">
                <th scope="row">
                  <FormattedMessage id="survey.stats.no_answer" />
                </th>
                <td>{intl.formatNumber(q.no_answer)}</td>
                <td />
              </tr>
            </tbody>
          </table>
        </>
      )}
      {q.numeric && (
        <table className="admin-table" data-testid="stats-numeric">
          <thead>
            <tr>
              {SUMMARY.map((k) => (
                <th key={k} scope="col">
                  <FormattedMessage id={`survey.stats.${k}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {SUMMARY.map((k) => (
                <td key={k}>{intl.formatNumber(q.numeric![k])}</td>
              ))}
            </tr>
          </tbody>
        </table>
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
