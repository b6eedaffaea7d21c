/** The rural-district economic programme: its 9 guideline sections. */
import { FormattedMessage } from 'react-intl';
import { PageHeader } from '../../components/ui/content-blocks.tsx';

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'] as const;

export function ProgrammePage() {
  return (
    <article className="page" data-testid="foundation-programme-page">
      <PageHeader title="foundation.programme.title" lead="foundation.programme.lead" />
      <ol className="programme">
        {SECTIONS.map((s) => (
          <li key={s} id={s}>
            <h2>
              <FormattedMessage id={`foundation.programme.${s}.title`} />
            </h2>
            <FormattedMessage id={`foundation.programme.${s}.text`} tagName="p" />
          </li>
        ))}
      </ol>
    </article>
  );
}
