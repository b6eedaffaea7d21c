import { createFileRoute } from '@tanstack/react-router';
import { positiveIntParam } from '../../../../lib/route-search.ts';
import { AttendanceSheet } from '../../../../features/attendance/attendance-sheet.tsx';

export const Route = createFileRoute('/{-$locale}/trainer/flows/$flowId')({
  params: positiveIntParam('flowId'),
  staticData: { title: 'meta.trainer.sheet.title', description: 'meta.trainer.sheet.description' },
  component: SheetRoute,
});

function SheetRoute() {
  const { flowId } = Route.useParams();
  return <AttendanceSheet flowId={flowId} />;
}
