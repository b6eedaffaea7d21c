import { createFileRoute } from '@tanstack/react-router';
import { BoardPage } from '../../../features/property/board-page.tsx';
import { numericId, optionalInt, searchOf } from '../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/board/$id')({
  params: numericId,
  validateSearch: searchOf({ unit: optionalInt(1) }),
  staticData: { title: 'property.meta.board.title', description: 'property.meta.board.description' },
  component: function Board() {
    const { id } = Route.useParams();
    return <BoardPage key={id} id={id} unit={Route.useSearch().unit} />;
  },
});
