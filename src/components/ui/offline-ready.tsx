import { FormattedMessage } from 'react-intl';

/** "Ready to work offline": said once, on the first visit, when the files this person needs are saved (ADR 139). */
export function OfflineReady() {
  return (
    <div className="offline-ready" role="status" data-testid="offline-ready">
      <FormattedMessage id="pwa.offlineReady" />
    </div>
  );
}
