/** The privacy policy: what is collected, why, where it is kept (also on the device) and for how long. */
import { PageHeader, Section } from '../../components/ui/content-blocks.tsx';
import { FormattedMessage } from 'react-intl';

const PARTS = ['collect', 'purpose', 'device', 'sharing', 'retention', 'rights'] as const;

export function PrivacyPage() {
  return (
    <article className="page" data-testid="privacy-page">
      <PageHeader title="privacy.title" lead="privacy.lead" />
      {PARTS.map((p) => (
        <Section key={p} title={`privacy.${p}.title`}>
          <FormattedMessage id={`privacy.${p}.text`} tagName="p" />
        </Section>
      ))}
    </article>
  );
}
