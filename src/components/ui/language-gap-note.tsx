/** "This page has not been saved in English on this device yet — shown in Russian": see lib/language-gap.ts. */
import { FormattedMessage } from 'react-intl';
import { useLanguageGap } from '../../lib/language-gap.ts';

export function LanguageGapNote() {
  const gap = useLanguageGap();
  if (!gap) return null;
  return (
    <p className="notice notice-warn language-gap" role="status" data-testid="language-gap">
      <FormattedMessage id="content.language.missing" values={{ language: gap.wanted }} />{' '}
      <FormattedMessage id="content.language.shown" values={{ language: gap.shown }} />
    </p>
  );
}
