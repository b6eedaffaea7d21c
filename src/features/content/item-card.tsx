import { FormattedMessage } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import type { ContentType } from '../../../contract/content-types.ts';
import { DetailLink, type DetailType } from './detail-link.tsx';
import { RichHtml } from './rich-html.tsx';

export type Item = Record<string, unknown> & { id: number };
const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

function Picture({ src, alt }: { src: unknown; alt: string }) {
  const url = str(src);
  return url ? <img src={url} alt={alt} loading="lazy" width="400" height="250" className="card-img" /> : null;
}

/** One item in a public list, drawn the way its type needs. */
export function ItemCard({ type, item }: { type: ContentType; item: Item }) {
  switch (type) {
    case 'news':
    case 'stock':
    case 'article':
    case 'promotion':
      return (
        <article className="card">
          <Picture src={item.image} alt="" />
          <h2>
            <DetailLink type={type} id={item.id}>
              {str(item.title)}
            </DetailLink>
          </h2>
          {str(item.published_at) && (
            <p className="card-date">
              <KzDate value={str(item.published_at)!} />
            </p>
          )}
          <p>{str(item.summary)}</p>
          {str(item.valid_until) && (
            <p className="muted">
              <FormattedMessage id="content.promotion.valid_until" values={{ date: str(item.valid_until) }} />
            </p>
          )}
        </article>
      );
    case 'vacancy':
    case 'investor':
      return (
        <article className="card">
          <h2>{str(item.title)}</h2>
          {(str(item.place) || str(item.salary)) && (
            <p className="muted">{[str(item.place), str(item.salary)].filter(Boolean).join(' · ')}</p>
          )}
          <RichHtml html={item.body} />
          {str(item.file) && (
            <a href={str(item.file)!} target="_blank" rel="noopener">
              <FormattedMessage id="content.document.open" />
            </a>
          )}
        </article>
      );
    case 'partner_programme':
      return (
        <article className="card partner">
          <Picture src={item.logo} alt={str(item.name) ?? ''} />
          <h2>{str(item.name)}</h2>
          <p>{str(item.summary)}</p>
          <RichHtml html={item.body} />
          {str(item.url) && (
            <a href={str(item.url)!} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="content.partner_programme.more" />
            </a>
          )}
        </article>
      );
    case 'faq':
      return (
        <details className="card faq-item">
          <summary>{str(item.question)}</summary>
          <RichHtml html={item.answer} />
        </details>
      );
    case 'expert':
      return (
        <article className="card person">
          <Picture src={item.photo} alt={str(item.name) ?? ''} />
          <h2>
            <DetailLink type={type as DetailType} id={item.id}>
              {str(item.name)}
            </DetailLink>
          </h2>
          <p>{str(item.position)}</p>
          <p className="muted">{str(item.region)}</p>
        </article>
      );
    case 'document':
      return (
        <article className="card document">
          <h2>{str(item.name)}</h2>
          {str(item.type) && (
            <p className="muted">
              <FormattedMessage id={`document.type.${str(item.type)}`} />
            </p>
          )}
          {str(item.file) && (
            <a href={str(item.file)!} target="_blank" rel="noopener">
              <FormattedMessage id="content.document.open" />
            </a>
          )}
        </article>
      );
    case 'partner':
      return (
        <article className="card partner">
          <Picture src={item.logo} alt={str(item.name) ?? ''} />
          {str(item.url) ? (
            <a href={str(item.url)!} target="_blank" rel="noopener noreferrer">
              {str(item.name)}
            </a>
          ) : (
            <p>{str(item.name)}</p>
          )}
        </article>
      );
    default:
      return (
        <article className="card person">
          <Picture src={item.photo} alt={str(item.name) ?? ''} />
          <h2>{str(item.name)}</h2>
          <p>{str(item.position)}</p>
          <p className="muted">{str(item.group)}</p>
        </article>
      );
  }
}
