import { createFileRoute, notFound } from '@tanstack/react-router';
import { LOCALES } from '../../../api/schemas/locale.ts';

const PREFIXES: readonly string[] = [...LOCALES, 'ch'];

/** The optional language prefix: /kk, /ru, /en, /zh and the seed's /ch alias; anything else is not a page. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && !PREFIXES.includes(params.locale)) throw notFound();
  },
});
