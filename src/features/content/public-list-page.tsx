import './content.css';
import { FormattedMessage } from 'react-intl';
import type { ContentType } from '../../../contract/content-types.ts';
import { EmptyState, InfiniteStatus } from '../../components/ui/list-states.tsx';
import { usePublicList } from '../../lib/use-public-list.ts';
import { ItemCard } from './item-card.tsx';
import { SavedCopyNote } from '../../components/ui/query-frame.tsx';

/** Any public content list: heading, the saved-copy note, cards, and "load more". */
export function PublicListPage({ type }: { type: ContentType }) {
  const list = usePublicList(type);
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
      {list.status === 'complete' && list.items.length === 0 ? (
        <EmptyState />
      ) : (
        <InfiniteStatus state={list.status} onRetry={list.retry} onMore={list.loadMore} />
      )}
    </section>
  );
}
