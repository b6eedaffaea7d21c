import './content-public.css';
import { FormattedMessage } from 'react-intl';
import type { ContentType } from '../../../api/schemas/content-types.ts';
import { usePublicList } from '../../lib/use-public-list.ts';
import { ItemCard, type Item } from './item-card.tsx';
import { ListStates } from './list-states.tsx';
import { SavedCopyNote } from './saved-copy-note.tsx';

/** Any public content list: heading, the saved-copy note, cards, and "load more". */
export function PublicListPage({ type }: { type: ContentType }) {
  const list = usePublicList<Item>(type);
  return (
    <section className={`page content-list content-${type}`} data-testid={`public-${type}`}>
      <h1>
        <FormattedMessage id={`content.${type}.title`} />
      </h1>
      <SavedCopyNote savedAt={list.savedAt} />
      <div className={type === 'faq' ? 'faq-list' : 'cards'}>
        {list.items.map((item) => (
          <ItemCard key={item.id} type={type} item={item} />
        ))}
      </div>
      <ListStates status={list.status} empty={list.items.length === 0} onMore={list.loadMore} onRetry={list.retry} />
    </section>
  );
}
