/** Akims' School: training for heads of rural districts — 6 modules, 17 February – 13 May, 2,400+ heads. */
import { FormattedMessage, useIntl } from 'react-intl';
import { Cards, PageHeader, Paragraphs, Section } from '../../components/ui/content-blocks.tsx';
import { SiteAnchor } from '../../components/ui/site-anchor.tsx';
import { formatDate } from '../../lib/kz-format.ts';

const MODULES = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'] as const;
const FAQ = ['q1', 'q2', 'q3', 'q4'] as const;

export function AkimsSchoolPage() {
  const intl = useIntl();
  const day = (m: number, d: number) =>
    formatDate(intl, `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, 'dayMonth');
  return (
    <article className="page" data-testid="akims-school-page">
      <PageHeader title="akims.title" lead="akims.lead" values={{ heads: 2400, modules: 6 }} />
      <Section id="about" title="akims.about.title">
        <Paragraphs ids={['akims.about.p1', 'akims.about.p2']} />
        <p>
          <FormattedMessage id="akims.dates" values={{ from: day(2, 17), to: day(5, 13) }} />
        </p>
      </Section>
      <Section id="modules" title="akims.modules.title">
        <Cards prefix="akims.module" keys={MODULES} />
      </Section>
      <Section id="gallery" title="akims.gallery.title">
        <FormattedMessage id="akims.gallery.text" tagName="p" />
        <SiteAnchor path="gallery" label="akims.gallery.link" />
      </Section>
      <Section id="faq" title="akims.faq.title">
        <dl className="faq">
          {FAQ.map((q) => (
            <div key={q}>
              <dt>
                <FormattedMessage id={`akims.faq.${q}.q`} />
              </dt>
              <dd>
                <FormattedMessage id={`akims.faq.${q}.a`} />
              </dd>
            </div>
          ))}
        </dl>
      </Section>
    </article>
  );
}
