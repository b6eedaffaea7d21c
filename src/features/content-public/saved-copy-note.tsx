import { FormattedDate, FormattedMessage } from 'react-intl';
import type { SavedCopy } from '../../lib/public-fetch.ts';
import { useOnline } from '../../lib/use-online.ts';

/** "Shown from the copy saved on …": offline, or online when the saved copy is over an hour old. */
export function SavedCopyNote({ savedAt }: { savedAt: SavedCopy | null }) {
  const online = useOnline();
  if (!savedAt || (online && !savedAt.old)) return null;
  return (
    <p className="saved-copy-note" role="status" data-testid="saved-copy-note">
      <FormattedMessage
        id="content.savedCopy"
        values={{ date: <FormattedDate value={savedAt.at} dateStyle="medium" timeStyle="short" /> }}
      />
    </p>
  );
}
