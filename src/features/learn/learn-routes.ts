/** What the learner's routes share: sign-in first, and params that are positive integers. */
import { redirect } from '@tanstack/react-router';
import { positiveIntParam } from '../../lib/route-search.ts';
import { getSession } from '../../lib/session.ts';

export const signedIn = ({ location, params }: { location: { href: string }; params: { locale?: string } }) => {
  if (!getSession())
    throw redirect({
      to: '/{-$locale}/admin/login',
      params: { locale: params.locale },
      search: { from: location.href },
    });
};

/** `$courseId` and one more `$<key>`, both positive integers. */
export const courseAnd = <K extends string>(key: K) => {
  const course = positiveIntParam('courseId');
  const other = positiveIntParam(key);
  return {
    parse: (p: Record<'courseId' | K, string>) => ({ ...course.parse(p), ...other.parse(p) }),
    stringify: (p: Record<'courseId' | K, number>) => ({ ...course.stringify(p), ...other.stringify(p) }),
  };
};
