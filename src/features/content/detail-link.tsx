import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Public detail pages of the types that have one. */
export const DETAIL_ROUTES = {
  news: '/{-$locale}/news/$id',
  stock: '/{-$locale}/stock/$id',
  article: '/{-$locale}/blog/$id',
  expert: '/{-$locale}/experts/$id',
  promotion: '/{-$locale}/promotions/$id',
} as const;
export type DetailType = keyof typeof DETAIL_ROUTES;

export function DetailLink({ type, id, children }: { type: DetailType; id: number; children: ReactNode }) {
  const { locale } = useParams({ strict: false });
  return (
    <Link to={DETAIL_ROUTES[type]} params={{ locale, id: String(id) }}>
      {children}
    </Link>
  );
}
