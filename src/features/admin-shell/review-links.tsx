/** "What needs review": a link with its count to each review list the person's role may open. */
import { Link, linkOptions } from '@tanstack/react-router';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { REVIEW_SECTIONS, type ReviewSection } from '../../../contract/dashboard.ts';
import { sectionsFor } from './sections.ts';

/** Each list opened on what waits there. */
const LISTS = {
  applications: linkOptions({ to: '/{-$locale}/admin/applications', search: { status: 'applied' } }),
  contest: linkOptions({ to: '/{-$locale}/admin/contest', search: { status: 'received' } }),
  agro: linkOptions({ to: '/{-$locale}/admin/agro', search: { status: 'applied' } }),
  consultations: linkOptions({ to: '/{-$locale}/admin/consultations' }),
  requests: linkOptions({ to: '/{-$locale}/admin/requests', search: { status: 'new', page: 1 } }),
  'property-leads': linkOptions({ to: '/{-$locale}/admin/property-leads' }),
} satisfies Record<ReviewSection, unknown>;

export function ReviewLinks({
  review,
  roleId,
  locale,
}: {
  review: Record<ReviewSection, number>;
  roleId: number;
  locale: string | undefined;
}) {
  const mine = new Set(sectionsFor(roleId).map((s) => s.slug));
  return (
    <ul className="dashboard-review" data-testid="dashboard-review">
      {REVIEW_SECTIONS.filter((s) => mine.has(s)).map((s) => (
        <li key={s}>
          <Link {...LISTS[s]} params={{ locale }}>
            <span>
              <FormattedMessage id={`dashboard.review.${s}`} />
            </span>
            <strong className={review[s] > 0 ? 'dashboard-count waiting' : 'dashboard-count'}>
              <FormattedNumber value={review[s]} />
            </strong>
          </Link>
        </li>
      ))}
    </ul>
  );
}
