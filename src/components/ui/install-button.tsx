import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { promptInstall, useInstallOffer } from '../../lib/install-prompt.ts';

/** "Install the app" where the browser allows it, and how to add it to the home screen on an iPhone or iPad. */
export function InstallButton() {
  const offer = useInstallOffer();
  const [showHow, setShowHow] = useState(false);
  if (!offer) return null;
  return (
    <div className="install-offer" data-testid="install-offer">
      <button
        type="button"
        className="btn btn-secondary"
        aria-expanded={offer === 'ios' ? showHow : undefined}
        onClick={() => (offer === 'prompt' ? void promptInstall() : setShowHow((v) => !v))}
      >
        <FormattedMessage id="pwa.install" />
      </button>
      {offer === 'ios' && showHow && (
        <p role="status" data-testid="install-ios-steps">
          <FormattedMessage id="pwa.install.ios" />
        </p>
      )}
    </div>
  );
}
