import { FormattedMessage } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';

/** "Shown from the copy saved on …" while the page shows a saved answer the server has not confirmed. */
export function SavedCopyNote({ savedAt }: { savedAt: Date | null }) {
  if (!savedAt) return null;
  return (
    <p className="saved-copy-note" role="note" data-testid="saved-copy-note">
      <FormattedMessage id="content.savedCopy" values={{ date: <KzDate value={savedAt} show="dateTime" /> }} />
    </p>
  );
}
