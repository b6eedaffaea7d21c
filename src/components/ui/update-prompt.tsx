import { FormattedMessage } from 'react-intl';

/** "A new version is ready — reload": the page reloads only when the person asks. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <div className="update-prompt" data-testid="update-prompt">
      <FormattedMessage id="pwa.updateReady" />{' '}
      <button type="button" className="btn btn-secondary" onClick={onReload}>
        <FormattedMessage id="pwa.reload" />
      </button>
    </div>
  );
}
