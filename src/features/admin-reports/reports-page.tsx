/**
 * The admin reports page. Each role sees the tabs its API allows: admins all, operators applications,
 * trainers and import (their districts), trainers their own flows, lawyers their statistics.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '../../../contract/roles.ts';
import { NoAccess } from '../../components/ui/roles-only.tsx';
import { useSession } from '../../lib/session.ts';
import { ApplicationsPanel } from './applications-panel.tsx';
import { ImportPanel } from './import-panel.tsx';
import { REPORT_TABS, type ReportSearch, type ReportTab } from './report-search.ts';
import { StatisticsPanel } from './statistics-panel.tsx';
import { TrainersPanel } from './trainers-panel.tsx';
import './reports.css';

const { admin, operator, trainer, lawyer } = ROLES;
const TAB_ROLES: Record<ReportTab, number[]> = {
  applications: [admin, operator, trainer],
  trainers: [admin, operator, trainer],
  statistics: [admin, operator, trainer, lawyer],
  import: [admin, operator],
};

interface Props {
  search: ReportSearch;
  onSearch: (s: ReportSearch) => void;
}

export function ReportsPage({ search, onSearch }: Props) {
  const intl = useIntl();
  const role = useSession()?.user.role_id ?? 0;
  const tabs = REPORT_TABS.filter((t) => TAB_ROLES[t].includes(role));
  if (!tabs.length) return <NoAccess />;
  const tab = search.tab && tabs.includes(search.tab) ? search.tab : tabs[0]!;
  return (
    <section className="page" data-testid="reports-page">
      <h1>
        <FormattedMessage id="reports.title" />
      </h1>
      {/* Named: the staff menu beside it is a navigation landmark too. */}
      <nav aria-label={intl.formatMessage({ id: 'reports.tabs.label' })}>
        <ul className="report-tabs">
          {tabs.map((t) => (
            <li key={t}>
              <a
                href={`?tab=${t}`}
                aria-current={t === tab ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  onSearch({ tab: t });
                }}
              >
                <FormattedMessage id={`reports.tab.${t}`} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'applications' && <ApplicationsPanel search={search} onSearch={onSearch} />}
      {tab === 'trainers' && <TrainersPanel />}
      {tab === 'statistics' && (
        <StatisticsPanel trainers={role !== lawyer} lawyers={role === admin || role === lawyer} />
      )}
      {tab === 'import' && <ImportPanel jobId={search.job} onJob={(job) => onSearch({ ...search, tab, job })} />}
    </section>
  );
}
