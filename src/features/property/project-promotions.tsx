/**
 * The developer's current promotions (a content type, ADR 106 beside it): those of one project and the
 * site-wide ones when `projectId` is given, else all. The project page mounts it with its id; the
 * projects list shows them all. Read from the public list, so the saved copy shows them offline too.
 */
import { Link, useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { usePublicList } from '../../lib/use-public-list.ts';

/** All current promotions in one page: the API allows up to 100, and a project shows a handful. */
const PROMOTIONS_AT_ONCE = 100;

export function ProjectPromotions({ projectId }: { projectId?: number }) {
  const { locale } = useParams({ strict: false });
  const list = usePublicList('promotion', PROMOTIONS_AT_ONCE);
  if (list.status !== 'ready' && list.status !== 'complete') return null;
  const shown = list.items.filter(
    (p) => projectId === undefined || p.project_id === null || p.project_id === projectId,
  );
  if (!shown.length) return null;
  return (
    <section className="project-promotions" data-testid="project-promotions">
      <h2>
        <FormattedMessage id="content.promotion.title" />
      </h2>
      <ul>
        {shown.map((p) => (
          <li key={p.id}>
            <Link to="/{-$locale}/promotions/$id" params={{ locale, id: String(p.id) }}>
              {p.title}
            </Link>
            {p.summary && <p>{p.summary}</p>}
            {p.valid_until && (
              <p className="muted">
                <FormattedMessage id="content.promotion.valid_until" values={{ date: p.valid_until }} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
