/**
 * Rich text from the admin editor is stored only after this allowlist: no scripts, no event
 * attributes, no javascript: (or data:) URLs. The public pages render exactly what is stored.
 */
import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';
import type { Localized } from '../../db/schema.ts';

// Required on the first rich text saved, not at start: the HTML parser is a good part of an idle
// server's (and every read worker's) memory, and most processes never sanitise anything.
const require = createRequire(import.meta.url);
let library: typeof sanitizeHtml | undefined;
const sanitizer = () => (library ??= require('sanitize-html') as typeof sanitizeHtml);

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
  // Every link leaves the site without the page's authority or the reader's referrer.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel'] };

export const sanitizeRich = (html: string) => sanitizer()(html, OPTIONS).trim();

export function sanitizeLocalized(value: Localized): Localized {
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, v ? sanitizeRich(v) : v])
      .filter(([, v]) => v),
  ) as Localized;
}
