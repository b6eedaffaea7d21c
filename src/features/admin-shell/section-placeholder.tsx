import { FormattedMessage } from 'react-intl';
import { NotFoundPage } from '../../components/layout/not-found-page.tsx';
import { useSession } from '../../lib/session.ts';
import { findSection } from './sections.ts';

/**
 * A seed admin section whose capability has not been built yet says so plainly — no fake lists.
 * Concrete routes (admin/users, admin/news …) take precedence over this one as they land.
 */
export function SectionPlaceholder({ segment }: { segment: string }) {
  const session = useSession();
  const section = findSection(segment);
  if (!section) return <NotFoundPage />;
  const allowed = session && (section.roles as number[]).includes(session.user.role_id);
  return (
    <section className="page" data-testid="section-not-landed">
      <h1>
        <FormattedMessage id={`admin.section.${section.slug}`} />
      </h1>
      <p className="notice">
        <FormattedMessage id={allowed ? 'admin.notLanded.text' : 'admin.noAccess.text'} />
      </p>
    </section>
  );
}
