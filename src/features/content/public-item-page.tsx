import './content.css';
import { FormattedMessage } from 'react-intl';
import { KzDate } from '../../components/ui/date-and-money.tsx';
import { QueryFrame } from '../../components/ui/query-frame.tsx';
import { displayPhone, telHref } from '../../lib/phone-mask.ts';
import { usePublicItem } from '../../lib/use-public-query.ts';
import type { DetailType } from './detail-link.tsx';
import type { Item } from './item-card.tsx';
import { RichHtml } from './rich-html.tsx';

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

function Story({ item }: { item: Item }) {
  return (
    <>
      <h1>{str(item.title)}</h1>
      {str(item.published_at) && (
        <p className="card-date">
          <KzDate value={str(item.published_at)!} />
        </p>
      )}
      {str(item.image) && <img src={str(item.image)!} alt="" className="item-img" width="800" height="500" />}
      {str(item.summary) && <p className="lead">{str(item.summary)}</p>}
      <RichHtml html={item.body} />
      {str(item.video) && (
        <p>
          <a href={str(item.video)!} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="content.video.watch" />
          </a>
        </p>
      )}
    </>
  );
}

function Expert({ item }: { item: Item }) {
  const phone = str(item.phone);
  const section = (id: string, value: unknown, rich = false) =>
    str(value) && (
      <>
        <h2>
          <FormattedMessage id={id} />
        </h2>
        {rich ? <RichHtml html={value} /> : <p className="pre-line">{str(value)}</p>}
      </>
    );
  return (
    <>
      <h1>{str(item.name)}</h1>
      {str(item.photo) && <img src={str(item.photo)!} alt="" className="person-img" width="240" height="240" />}
      <p className="lead">{[str(item.position), str(item.region)].filter(Boolean).join(' · ')}</p>
      {section('content.field.biography', item.biography, true)}
      {section('content.field.education', item.education)}
      {section('content.field.reception_schedule', item.reception_schedule)}
      {(phone || str(item.email)) && (
        <p>
          {phone && <a href={telHref(phone)}>{displayPhone(phone)}</a>}{' '}
          {str(item.email) && <a href={`mailto:${str(item.email)}`}>{str(item.email)}</a>}
        </p>
      )}
    </>
  );
}

/** A public detail page: a news, stock or blog item, or an expert. */
export function PublicItemPage({ type, id }: { type: DetailType; id: string }) {
  const q = usePublicItem(type, id);
  return (
    <article className={`page content-item content-${type}`} data-testid={`public-${type}-item`}>
      <QueryFrame q={q}>
        {({ data }) => (type === 'expert' ? <Expert item={data} /> : <Story item={data} />)}
      </QueryFrame>
    </article>
  );
}
