/**
 * The dashboard's backups block (issue 32): when the last good backup was taken and how big it is, whether it
 * is late, and the off-site copy's state with its failures, so an admin learns of a missing copy before
 * it is needed. The server's own error text is shown as it is, for whoever runs the server.
 */
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { DashboardAnswer } from '../../../contract/dashboard.ts';
import { KzDate } from '../../components/ui/date-and-money.tsx';

type Backup = DashboardAnswer['data']['backup'];

function OffsiteState({ offsite }: { offsite: Backup['offsite'] }) {
  if (offsite.state === 'ok')
    return (
      <FormattedMessage
        id="dashboard.backup.offsite_ok"
        values={{ time: <KzDate value={offsite.copied_at} show="dateTime" /> }}
      />
    );
  if (offsite.state === 'failing')
    return <FormattedMessage id="dashboard.backup.offsite_failing" values={{ failures: offsite.failures }} />;
  return (
    <FormattedMessage id={offsite.state === 'off' ? 'dashboard.backup.offsite_off' : 'dashboard.backup.offsite_none'} />
  );
}

export function BackupState({ backup }: { backup: Backup }) {
  if (!backup.configured)
    return (
      <p className="saved-copy-note" role="note" data-testid="dashboard-backup">
        <FormattedMessage id="dashboard.backup.not_configured" />
      </p>
    );
  const warn = backup.late || backup.offsite.state !== 'ok';
  return (
    <div data-testid="dashboard-backup">
      <dl className="dashboard-figures">
        <div className="dashboard-figure dashboard-figure-text">
          <dt>
            <FormattedMessage id="dashboard.backup.last_good" />
          </dt>
          <dd>
            {backup.last_good_at ? (
              <KzDate value={backup.last_good_at} show="dateTime" />
            ) : (
              <FormattedMessage id="dashboard.backup.none" />
            )}
          </dd>
        </div>
        {backup.last_good_bytes !== null && (
          <div className="dashboard-figure dashboard-figure-text">
            <dt>
              <FormattedMessage id="dashboard.backup.size" />
            </dt>
            <dd>
              <FormattedNumber
                value={backup.last_good_bytes / 1024 / 1024}
                style="unit"
                unit="megabyte"
                maximumFractionDigits={1}
              />
            </dd>
          </div>
        )}
        <div className="dashboard-figure dashboard-figure-text">
          <dt>
            <FormattedMessage id="dashboard.backup.offsite" />
          </dt>
          <dd>
            <OffsiteState offsite={backup.offsite} />
          </dd>
        </div>
      </dl>
      {warn && (
        <div className="saved-copy-note" role="note">
          {backup.late && (
            <p>
              <FormattedMessage id="dashboard.backup.late" values={{ every: backup.every_minutes }} />
            </p>
          )}
          {backup.last_failure && (
            <p>
              <FormattedMessage
                id="dashboard.backup.last_failed"
                values={{
                  time: <KzDate value={backup.last_failure.at} show="dateTime" />,
                  error: <code>{backup.last_failure.error}</code>,
                }}
              />
            </p>
          )}
          {backup.offsite.last_error && (
            <p>
              <FormattedMessage
                id="dashboard.backup.offsite_error"
                values={{ error: <code>{backup.offsite.last_error}</code> }}
              />
            </p>
          )}
        </div>
      )}
    </div>
  );
}
