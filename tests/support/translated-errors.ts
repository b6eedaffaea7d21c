/**
 * The server sends message ids per field (422s and push rejections alike); a form shows them in the
 * person's language. This is what it shows: an id missing from a catalog would come back unchanged.
 */
import { translator } from '../../api/lib/i18n.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import type { Locale } from '../../contract/locale.ts';

export const translated = (errors: FieldErrors | undefined, locale: Locale): FieldErrors =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([k, ids]) => [k, ids.map((id) => translator(locale)(id))]));
