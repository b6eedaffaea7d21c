import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { usePageMetaOverride } from '../../lib/page-meta.ts';

/**
 * Sets the page title and meta description from the deepest route that names them, or from the page's
 * own data while it sets them (`usePageMeta`).
 */
export function DocumentMeta() {
  const intl = useIntl();
  const matches = useMatches();
  const own = usePageMetaOverride();
  const meta = [...matches].reverse().find((m) => m.staticData?.title)?.staticData;
  const title =
    own?.title ?? (meta?.title ? intl.formatMessage({ id: meta.title }) : intl.formatMessage({ id: 'app.shortName' }));
  const description = own?.description ?? intl.formatMessage({ id: meta?.description ?? 'meta.home.description' });
  useEffect(() => {
    document.title = title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
  return null;
}
