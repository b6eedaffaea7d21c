/**
 * The project page's social-media pixel (ADR 107): nothing at all unless the deployment configured a
 * pixel; then a consent banner, and the script only after "Allow". The choice stays on this device.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/ui/button.tsx';
import { usePublicQuery } from '../../lib/use-public-query.ts';
import './property.css';
import { askConsent, keepChoice, loadPixel, readChoice, type PixelChoice } from './pixel-consent.ts';

export function SocialPixel() {
  const q = usePublicQuery('/public/property/settings');
  const url = q.status === 'ready' ? q.data.data.pixel_url : null;
  const [choice, setChoice] = useState<PixelChoice>(() => readChoice(localStorage));
  useEffect(() => void loadPixel(document, url, choice), [url, choice]);
  if (!askConsent(url, choice)) return null;
  const choose = (c: 'yes' | 'no') => {
    keepChoice(localStorage, c);
    setChoice(c);
  };
  return (
    <div className="consent-banner" role="dialog" aria-labelledby="pixel-consent-text" data-testid="pixel-consent">
      <p id="pixel-consent-text">
        <FormattedMessage id="property.pixel.text" />
      </p>
      <Button onClick={() => choose('yes')}>
        <FormattedMessage id="property.pixel.allow" />
      </Button>
      <Button variant="secondary" onClick={() => choose('no')}>
        <FormattedMessage id="property.pixel.refuse" />
      </Button>
    </div>
  );
}
