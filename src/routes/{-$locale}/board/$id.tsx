import { createFileRoute } from '@tanstack/react-router';
import { BoardPage } from '../../../features/property/board-page.tsx';
import { numericId, optionalInt, optionalNumber, searchOf } from '../../../lib/route-search.ts';

export const Route = createFileRoute('/{-$locale}/board/$id')({
  params: numericId,
  // A project's layout opens the board filtered to its rooms and area.
  validateSearch: searchOf({
    unit: optionalInt(1),
    rooms: optionalInt(0, 20),
    areaMin: optionalNumber(0, 100_000),
    areaMax: optionalNumber(0, 100_000),
  }),
  staticData: { title: 'property.meta.board.title', description: 'property.meta.board.description' },
  component: function Board() {
    const { id } = Route.useParams();
    const { unit, rooms, areaMin, areaMax } = Route.useSearch();
    return <BoardPage key={id} id={id} unit={unit} filter={{ rooms, areaMin, areaMax }} />;
  },
});
