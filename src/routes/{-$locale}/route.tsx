import { createFileRoute, notFound } from '@tanstack/react-router';
import { LOCALES } from '../../../contract/locale.ts';
import { RouteError } from '../../components/layout/route-error.tsx';

const PREFIXES: readonly string[] = [...LOCALES, 'ch'];

/** The optional language prefix: /kk, /ru, /en, /zh and the seed's /ch alias; anything else is not a page. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && !PREFIXES.includes(params.locale)) throw notFound();
  },
  // The public area's pages, and any area without its own.
  errorComponent: RouteError,
});
