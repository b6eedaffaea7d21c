/** The agricultural training centre and household farming project: courses and how the project supports farmers. */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Cards, PageHeader, Section } from '../../components/ui/content-blocks.tsx';
import { AGRO_COURSES } from '../../../contract/agro-values.ts';
import { formatMoney } from '../../lib/kz-format.ts';

const SUPPORT = ['cooperatives', 'credit', 'team', 'certificate', 'sales'] as const;

export function AgroPage() {
  const intl = useIntl();
  const { locale } = useParams({ strict: false });
  const tenge = (n: number) => formatMoney(intl, n);
  return (
    <article className="page" data-testid="agro-page">
      <PageHeader title="agro.title" lead="agro.lead" />
      <Section id="courses" title="agro.courses.title">
        <FormattedMessage id="agro.courses.intro" tagName="p" />
        <Cards prefix="agro.course" keys={AGRO_COURSES} />
        <p>
          <Link
            to="/{-$locale}/agro/apply"
            params={{ locale }}
            className="btn btn-primary"
            data-testid="agro-apply-link"
          >
            <FormattedMessage id="agro.apply.link" />
          </Link>
        </p>
      </Section>
      <Section id="support" title="agro.support.title">
        <Cards prefix="agro.support" keys={SUPPORT} />
      </Section>
      <Section title="agro.results.title">
        <ul className="facts">
          <li>
            <FormattedMessage id="agro.results.profit" values={{ n: 30 }} />
          </li>
          <li>
            <FormattedMessage id="agro.results.savings" values={{ amount: tenge(2_000_000) }} />
          </li>
          <li>
            <FormattedMessage id="agro.results.irrigation" values={{ n: 50 }} />
          </li>
        </ul>
      </Section>
    </article>
  );
}
