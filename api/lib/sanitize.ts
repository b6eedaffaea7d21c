/**
 * Rich text from the admin editor is stored only after this allowlist: no scripts, no event
 * attributes, no javascript: (or data:) URLs. The public pages render exactly what is stored.
 */
import sanitizeHtml from 'sanitize-html';
import type { Localized } from '../../db/schema.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel'] };

export const sanitizeRich = (html: string) => sanitizeHtml(html, OPTIONS).trim();

export function sanitizeLocalized(value: Localized): Localized {
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, v ? sanitizeRich(v) : v])
      .filter(([, v]) => v),
  ) as Localized;
}
