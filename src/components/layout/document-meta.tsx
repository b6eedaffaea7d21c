import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the page title and meta description from the deepest route that names them. */
export function DocumentMeta() {
  const intl = useIntl();
  const matches = useMatches();
  const meta = [...matches].reverse().find((m) => m.staticData?.title)?.staticData;
  const title = meta?.title ? intl.formatMessage({ id: meta.title }) : intl.formatMessage({ id: 'app.shortName' });
  const description = intl.formatMessage({ id: meta?.description ?? 'meta.home.description' });
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
