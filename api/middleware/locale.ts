import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { translator } from '../lib/i18n.ts';
import { DEFAULT_LOCALE, parseLocale } from '../../contract/locale.ts';

/** The language of answers comes from `X-Localization`, as in the seed. */
export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const locale = parseLocale(c.req.header('X-Localization')) ?? DEFAULT_LOCALE;
  c.set('locale', locale);
  c.set('t', translator(locale));
  await next();
  c.header('Vary', 'X-Localization', { append: true });
});
