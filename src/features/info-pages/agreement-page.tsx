/** The user agreement (seed §5): accepted at registration; what is forbidden and what admins may do. */
import { PageHeader, Paragraphs, Section } from '../../components/ui/content-blocks.tsx';
import { FormattedMessage } from 'react-intl';

const RULES = ['abuse', 'duplicates', 'advertising'] as const;
const ADMIN = ['delete', 'block'] as const;

export function AgreementPage() {
  return (
    <article className="page" data-testid="agreement-page">
      <PageHeader title="agreement.title" lead="agreement.lead" />
      <Section title="agreement.rules.title">
        <ol>
          {RULES.map((r) => (
            <li key={r}>
              <FormattedMessage id={`agreement.rules.${r}`} />
            </li>
          ))}
        </ol>
      </Section>
      <Section title="agreement.admin.title">
        <ol>
          {ADMIN.map((r) => (
            <li key={r}>
              <FormattedMessage id={`agreement.admin.${r}`} />
            </li>
          ))}
        </ol>
      </Section>
      <Section title="agreement.acceptance.title">
        <Paragraphs ids={['agreement.acceptance.text']} />
      </Section>
    </article>
  );
}
