import { FormattedMessage } from 'react-intl';
import { useOnline } from '../../lib/use-online.ts';

export function OfflineIndicator() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-indicator" role="status" data-testid="offline-indicator">
      <FormattedMessage id="pwa.offline" />
    </p>
  );
}
